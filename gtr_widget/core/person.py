"""A line about a player named "You" in the second person, for any game's log.

A player's name is theirs to choose, and the notebooks seat a person as "You": a log written
in the third person then reads "You takes". `second_person` turns each clause that opens with
"You" and a verb in -s ("You takes", "Market: You takes", "3 players; You holds") into "You
take", and "You's" into "your". A later verb of the same clause after "and" changes only when
the game names it (`and_verbs`): "and cards" must stay a noun.
"""

from __future__ import annotations

import re
from typing import Final

_IRREGULAR: Final = {"has": "have", "is": "are", "was": "were", "does": "do"}
#: "You" opening a clause: at the start, or after "; ", ": " or ". ".
_CLAUSE: Final = re.compile(r"(^|[;:.] )You ([a-z]+s)\b")
_POSSESSIVE: Final = re.compile(r"(^|[;:.] )?You's\b")


def base_form(verb: str) -> str:
    """ "takes" -> "take", "passes" -> "pass", "has" -> "have"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    return verb[:-1]


def second_person(text: str, and_verbs: frozenset[str] = frozenset()) -> str:
    """`text` with each "You <verb>s" clause in the second person (see the module)."""
    if "You" not in text:
        return text
    text = _POSSESSIVE.sub(lambda m: (m.group(1) + "Your") if m.group(1) is not None
                           else "your", text)
    if not _CLAUSE.search(text):
        return text
    out = _CLAUSE.sub(lambda m: f"{m.group(1)}You {base_form(m.group(2))}", text)
    for verb in and_verbs:
        if f" and {verb}" in out:
            out = re.sub(rf"(You [a-z]+ [^;:.]*? and ){verb}\b",
                         rf"\g<1>{base_form(verb)}", out)
    return out
