"""Sewer (first edition), as printed: just before a Thinker action you may discard every card
in your hand, Order cards to the Pool and Jacks to the Jack pile (000:836, 000:840). The text
is word for word the Vomitorium's (000:725) and is probably an error (A-39), but no errata
exists in the seeds: we implement what is printed (docs/rulings.md), so it is the Vomitorium
under another name. The 2007 Sewer (played role cards into your stockpile at end of turn) is
a separate, second-edition power."""

from __future__ import annotations

from ...powers import power
from ..vomitorium import Vomitorium


class FirstSewer(Vomitorium):
    name = "Sewer"
    editions = ("first",)
    verbs = ("first_sewer",)
    cite = "000:836"


power(FirstSewer)
