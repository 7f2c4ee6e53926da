"""Editions as data: a `Rules` object carries every difference between the rulebooks.

Start from a preset (`Rules.preset("imperium")`) and override single rules
(`Rules.preset("republic", petition_size=3)`). The turn flow reads these fields; it never asks
which edition is being played.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from ...core.saves import short

EDITIONS = ("republic", "imperium", "first", "gloria")
#: The edition a `Rules()` plays (a name of its own: compiled, the class has no `edition`).
DEFAULT_EDITION = "republic"
#: Editions the Black Box Geek expansion may join (003:676-678: either Black Box version).
GEEK_EDITIONS = ("republic", "imperium")


@dataclass(frozen=True)
class Rules:
    edition: str = DEFAULT_EDITION
    #: No building powers at all (the training game of every edition).
    training: bool = False
    #: Order cards dealt to each player, and Jacks dealt on top.
    start_orders: int = 5
    start_jacks: int = 0
    #: Jacks in the box (5 in the first edition, 6 later).
    jacks_total: int = 6
    #: Whether Jacks not dealt start in the Jack pile (A-5: not in the first edition).
    leftover_jacks_in_pile: bool = True
    #: Cards of one role played together as a Jack; None means no petition rule.
    petition_size: int | None = 2
    #: Hand refill size before Shrine and Temple.
    hand_size: int = 5
    #: Site cards per material in the box; in-town stacks get one per player.
    sites_per_material: int = 6
    #: A-51: in-town Sites per material when not one per player (Spanish 2-player advice: 3).
    sites_in_town: int | None = None
    #: Whether leftover Sites stay in play out of town (2nd edition on) or leave the game.
    out_of_town: bool = True
    #: A-1: out-of-town Sites only once that material's in-town Sites are gone.
    out_of_town_after_in_town: bool = True
    #: Consecutive building actions needed for an out-of-town foundation.
    out_of_town_actions: int = 2
    #: A-2: the two actions may come from different sources (a burst's last action and the
    #: next block's first); False keeps them within one block.
    out_of_town_across: bool = True
    #: Whether the first player is found before hands are dealt (first edition, 000:99).
    first_player_before_deal: bool = False
    #: A-3: "empty" ends the game when the last card is drawn; "draw" when a draw finds none.
    deck_end: str = "empty"
    #: A-11: when the Academy's think happens: "end_of_turn" or "after_actions".
    academy_timing: str = "end_of_turn"
    #: The Stairway's text: "blackbox" (a free placement with each Architect action,
    #: 003:579-583) or "2007" (each placement spends an Architect action, 004:673).
    stairway: str = "blackbox"
    #: The Black Box "Unofficial Geek Expansion" (003:674-765): its ten cards join the deck.
    geek: bool = False
    #: Spanish printing: the alternate red-named Circo and Foro (002:30-32, 002:44-49) replace
    #: the printed ones (Crane and Forum Romanum functions); the petition then needs 3 cards
    #: (002:982-983).
    gloria_original_cards: bool = False
    #: Spanish experienced variant (002:271-274): each player is dealt one extra Order card
    #: and picks one face down; the picks, shown together, choose the Leader and start the Pool.
    chosen_start_card: bool = False
    #: The names compared alphabetically to find the first player: "en" (A-34) or "es" (the
    #: Spanish printing compares its own card names, 002:265-267).
    start_names: str = "en"
    #: Palisade and Wall owners "may still choose to give up cards" (003:525, 003:635;
    #: 004:619): they are asked, "keep" first. False: never asked (the first edition's text).
    protected_may_give: bool = True
    #: A Circus Maximus completed part-way through its owner's block: "once" (clients that
    #: already acted do not count again) or "again" (every client counts twice).
    circus_maximus_acted: str = "once"
    #: A Forum's win and the last in-town Site on the same foundation: "forum" (checked first)
    #: or "sites" (the game ends by Sites, scored as usual).
    forum_or_sites: str = "forum"
    #: The Legionary's Pool card: "choose" (the demander "may" take one, 003:260; 004:352: asked
    #: which matching card, or none) or "automatic" (taken for them; the first edition's "take
    #: it", 000:251; fewer questions for those who prefer them).
    legionary_pool_take: str = "choose"

    def __post_init__(self):
        if self.geek and self.edition not in GEEK_EDITIONS:
            raise ValueError("the Geek expansion plays with the Black Box Republic or Imperium "
                             "version only (003:676-678), not with edition "
                             f"{short(self.edition)}")
        if self.legionary_pool_take not in ("choose", "automatic"):
            raise ValueError("legionary_pool_take is 'choose' (003:260) or 'automatic' (000:251), "
                             f"not {short(self.legionary_pool_take)}")
        if self.gloria_original_cards and self.edition != "gloria":
            raise ValueError("gloria_original_cards is an option of the Spanish printing "
                             "(edition='gloria', 002:30-32)")

    @classmethod
    def preset(cls, edition: object = "republic", **overrides) -> Rules:
        """The rules of an edition, with any field overridden (each by a value of its type)."""
        if not isinstance(edition, str) or edition not in PRESETS:
            raise ValueError(f"unknown edition {short(edition)}; choose one of "
                             f"{', '.join(EDITIONS)}")
        unknown = set(overrides) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown rule option(s): {short(', '.join(sorted(unknown)), 40)}")
        for name, value in overrides.items():  # each of its type: an isinstance or two a game
            kind = OPTION_TYPES.get(name)
            if kind is not None and (not isinstance(value, kind[0])
                                     or (isinstance(value, bool) and bool not in kind[0])):
                raise ValueError(f"rule option {name} is {kind[1]}, not {short(value)}")
        if (edition == "gloria" and overrides.get("gloria_original_cards")
                and "petition_size" not in overrides):
            overrides["petition_size"] = 3  # 002:982-983: the original cards' petition is 3
        base = PRESETS[edition]
        if all(getattr(base, k) == v for k, v in overrides.items()):
            return base  # nothing overridden (every new game asks): a frozen preset serves
        return replace(base, **overrides)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Rules:
        """Rules from a save. An option the save lacks (it was written before the option
        existed) takes the value of the save's own edition preset, never the dataclass
        default: a first-edition save without `protected_may_give` plays the first edition's
        rule. Options that no longer exist are dropped (`influence_start` was never read)."""
        kept = {k: v for k, v in data.items() if k not in RETIRED}
        edition = kept.get("edition", DEFAULT_EDITION)
        if not isinstance(edition, str) or edition not in PRESETS:
            raise ValueError(f"unknown edition {short(edition)}; choose one of "
                             f"{', '.join(EDITIONS)}")
        return replace(PRESETS[edition], **kept)


#: The types of the options, by their annotations (a string, or the type when compiled): the
#: types an override may have, and how an error names them.
_KINDS: dict = {
    "bool": ((bool,), "True or False"), bool: ((bool,), "True or False"),
    "int": ((int,), "an int"), int: ((int,), "an int"),
    "str": ((str,), "a text"), str: ((str,), "a text"),
    "int | None": ((int, type(None)), "an int or None"),
    int | None: ((int, type(None)), "an int or None"),
}
#: Each option's types and their name (an option of another annotation goes unchecked).
OPTION_TYPES: dict = {name: _KINDS[f.type] for name, f in Rules.__dataclass_fields__.items()
                      if f.type in _KINDS}

#: Options older saves may carry that no rule reads any more.
RETIRED = frozenset({"influence_start"})


PRESETS = {
    # Black Box Republic, 003:82-102 (5 Orders and no Jack, 003:88; petition of 2, 003:133).
    "republic": Rules(edition="republic"),
    # Black Box Appendix II (003:643-646) = 2007 second edition (004:155, 237).
    "imperium": Rules(edition="imperium", start_orders=4, start_jacks=1, petition_size=3),
    # 2005 first edition, 000:93-115: 30 Sites, none out of town, no petition, 5 Jacks.
    "first": Rules(
        edition="first",
        start_orders=4,
        start_jacks=1,
        jacks_total=5,
        leftover_jacks_in_pile=False,
        petition_size=None,
        sites_per_material=5,
        out_of_town=False,
        first_player_before_deal=True,
        protected_may_give=False,  # 000:534 has no such sentence
        legionary_pool_take="automatic",  # "take it" (000:251)
    ),
    # Gloria a Roma (002): the 2nd-edition card set with Republic-style petitions of 2
    # (002:350), Circo = Crane and Foro = Forum Romanum (002:761-762, 818-820), 4 Orders and
    # a Senator (Jack) each (002:241-243), first player by the Spanish names (002:265-267).
    "gloria": Rules(edition="gloria", start_orders=4, start_jacks=1, start_names="es"),
}
