"""Influence for the builder: stolen buildings paid for as the Prison says, and an exact
Influence, lower or higher than the completed buildings give."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from ...core.errors import PositionError
from ..play.cards import MATERIALS, VALUE
from ..play.state import Building, State


def settle_steals(s: State, thief: int, steals: list[tuple[Building, int]]) -> None:
    """Buildings the thief holds by a Prison, each with its victim: the victim keeps its
    Influence (003:531-533; 000:808). In the later editions the thief paid with his Prison's
    Site, which moved to the victim (003:531-533); a first-edition thief keeps it (000:808).
    The thief's own (not stolen) Prisons pay for his steals in the order listed; a stolen
    Prison that steals again has no Site to give (rulings A-21)."""
    deck = s.deck
    holder = s.players[thief]
    prisons = [x for x in holder.buildings if deck.name[x.foundation] == "Prison" and x.complete]
    if len(steals) > len(prisons):
        raise PositionError(f"seat {thief} holds {len(steals)} stolen building(s) but only "
                            f"{len(prisons)} completed Prison(s): each Prison steals once, "
                            "upon completion (003:531)")
    payers = [x for x in prisons if not x.stolen]
    for k, (b, victim) in enumerate(steals):
        if victim == thief or not 0 <= victim < s.n:
            raise PositionError(f"seat {thief}'s stolen {deck.name[b.foundation]} must come "
                                "from another seat (003:531)")
        s.players[victim].influence_sites.append(b.site)
        if s.rules.edition != "first" and k < len(payers):
            holder.influence_sites.remove(payers[k].site)
            s.players[victim].influence_sites.append(payers[k].site)


def set_influence(s: State, seat: int, total: int,
                  claim: Callable[[str], bool]) -> None:
    """Make the seat's Influence exactly `total`: keep the most of its Sites that fit, then
    add Sites from the stacks (`claim(material)` takes one, False if none is left)."""
    p = s.players[seat]
    want = total - 2
    if want < 0:
        raise PositionError(f"seat {seat}: Influence {total} is below the 2 every player "
                            "starts with (003:183)")
    have = p.influence_sites
    counts = {m: have.count(m) for m in MATERIALS}
    best: tuple[int, dict[str, int]] = (-1, {})
    for keep in product(*(range(counts[m] + 1) for m in MATERIALS)):
        kept = dict(zip(MATERIALS, keep))
        worth = sum(VALUE[m] * k for m, k in kept.items())
        if best[0] < worth <= want:
            best = (worth, kept)
    worth, kept = best
    p.influence_sites = [m for m in MATERIALS for _ in range(kept[m])]
    extra = want - worth
    for m in sorted(MATERIALS, key=lambda m: -VALUE[m]):  # fewest Sites first
        while extra >= VALUE[m] and claim(m):
            p.influence_sites.append(m)
            extra -= VALUE[m]
    if extra:
        raise PositionError(f"cannot make Influence {total} for seat {seat} from the Sites")
