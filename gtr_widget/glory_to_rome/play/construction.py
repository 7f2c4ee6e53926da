"""Foundations, Sites, materials and completion (003:207-246; 000:213-245).

Shared by the Architect and Craftsman actions and by every power that builds (a Villa, a
Scriptorium, a Fountain's deck card): the rules of building live here once.
"""

from __future__ import annotations

from typing import Final, cast

from .cards import MATERIALS
from .powers import any_hook, card_powers, hooks, own_power
from .reasons import article
from .scoring import check_wins, end_game
from .state import Building, State
from .zones import take_out


def site_options(s: State, seat: int, card: int) -> list[str]:
    """Site materials this card may be laid on: its own, or more by a power (a Statue)."""
    own = cast(str, s.deck.material[card])  # an Order card: a Jack is never laid
    widen = hooks(s, seat, "site_materials")
    pw = own_power(s, card, "own_site_materials")
    if not widen and pw is None:
        return [own]
    extra: set[str] = set()
    for w in widen:
        extra |= w.site_materials(s, seat, card)
    if pw is not None:
        extra |= pw.own_site_materials(s, seat, card)
    return [own] + sorted(extra - {own})


def may_lay(s: State, seat: int, card: int) -> str | None:
    """Why this card cannot be laid as a foundation at all, or None (003:211-218)."""
    name = s.deck.name[card]
    if s.deck.is_jack(card):
        return "a Jack can never be a foundation (003:129)"
    names = s.deck.name
    for b in s.players[seat].buildings:
        if names[b.foundation] == name:
            return (f"you already have {article(name)} foundation or structure (same-name rule, "
                    "003:213-216)")
    return None


NO_OUT_OF_TOWN = "this game has no out-of-town Sites (000:93-115: they leave the game)"
TOWN_FIRST = ("an out-of-town Site only once no Site of that material is left in town "
              "(004:316; rulings A-1)")


def out_of_town_refusal(s: State, material: str, left: int, cost: int) -> str | None:
    """Why a foundation cannot go on an out-of-town Site of this material with `left`
    actions when it takes `cost` of them (003:220-222; 004:316; A-1), or None."""
    if not s.rules.out_of_town:
        return NO_OUT_OF_TOWN
    if s.out_sites.get(material, 0) <= 0:
        return f"no out-of-town {material} Site is left (004:316)"
    if s.rules.out_of_town_after_in_town and s.sites[material] > 0:
        return TOWN_FIRST
    if left < cost:
        return (f"an out-of-town foundation takes {cost} consecutive actions of one role, "
                f"Architect or Craftsman; you have {left} in a row (003:222; 004:316)")
    return None


def out_of_town_cost(s: State, seat: int) -> int:
    cost = s.rules.out_of_town_actions
    for pw in hooks(s, seat, "out_of_town_cost"):
        cost = pw.out_of_town_cost(s, seat, cost)
    return cost


def lay(s: State, seat: int, card: int, site: str, out_of_town: bool, source: list[int]) -> None:
    """Lay `card` from `source` on a Site; claiming the last Site in town ends the game."""
    p = s.players[seat]
    take_out(source, card)
    if out_of_town:
        s.out_sites[site] -= 1
    else:
        s.sites[site] -= 1
    p.buildings.append(Building(card, site, out_of_town))
    if foundations_matter(s, seat):
        s.buildings_changed()
    if not s.quiet:
        where = " out of town" if out_of_town else ("" if site == s.deck.material[card]
                                                      else f" on a {site} Site")
        s.say(seat, "foundation", "{who} lays {0:f}{where}", card, where=where,
              data={"site": site, "out_of_town": out_of_town})
    if not out_of_town and not any(s.sites.values()):  # 003:296; 000:327
        if s.rules.forum_or_sites == "forum":  # a Forum this foundation made work wins first
            check_wins(s)  # (a Gate, 003:483; rulings: Forum or Sites)
        end_game(s, "the last Site in town was claimed", code="sites_gone")


def foundations_matter(s: State, seat: int) -> bool:
    """Whether the seat's unfinished buildings bear on its powers: only when a power makes
    foundations work (a Gate); otherwise a new foundation or material changes no power."""
    return bool(hooks(s, seat, "grants_marble_foundations"))


def fitting(s: State, seat: int, b: Building) -> set[str]:
    """Every material that may go into this structure now: its foundation's; its Site's, for a
    foundation on another Site (1E Scriptorium and Tower, Statue), even once a Prison took the
    power (000:715, 000:924); and whatever the building's own power or the seat's powers add."""
    out = {cast(str, s.deck.material[b.foundation]), b.site}
    own = own_power(s, b.foundation, "own_material_fits")
    widen = hooks(s, seat, "material_fits")
    if own is not None or widen:
        for m in MATERIALS:
            if m not in out and (
                (own is not None and own.own_material_fits(s, seat, b, m))
                or any(pw.material_fits(s, seat, b, m) for pw in widen)
            ):
                out.add(m)
    return out


#: Each material's place in MATERIALS, a bit in `fit_mask`
MATERIAL_INDEX: Final[dict[str, int]] = {m: i for i, m in enumerate(MATERIALS)}


def fit_mask(s: State, seat: int, b: Building, widen: list) -> int:
    """`fitting` as a bit per MATERIALS index; `widen`: the seat's "material_fits" powers.
    Without a power, the foundation's material and the Site's, with no set made."""
    if not widen and not own_answers(s, OWN_FITS)[b.foundation]:
        return (1 << s.deck.role_index[b.foundation]) | (1 << MATERIAL_INDEX[b.site])
    return _powered_fit_mask(s, seat, b, widen)


OWN_FITS: Final = "own_material_fits"
OWN_SITES: Final = "own_site_materials"


def own_answers(s: State, hook: str) -> list[bool]:
    """Per card id, whether its own name's power answers `hook` (`own_power` is not None),
    worked out once per deck: `own_power` looks the card's power up and its hooks, for every
    structure and foundation at every Architect and Craftsman decision, where almost no card
    has such a rule. In a training game no card does (003:248). Kept in the deck's memo under
    the hook's name (one lookup of a text, at every such decision)."""
    key = _TRAINING if s.rules.training else hook
    memo = s.deck.memo
    found: list[bool] | None = memo.get(key)
    if found is None:
        found = memo[key] = [key is not _TRAINING and pw is not None and key in pw.hooks
                             for pw in card_powers(s.deck)]
    return found


#: `own_answers`' memo key in a training game, where no card has a power of its own
_TRAINING: Final = "own answers, training game"


def _powered_fit_mask(s: State, seat: int, b: Building, widen: list) -> int:
    """`fit_mask` where a power widens what fits, remembered per deck by foundation, Site and
    the powers asked: their answers depend on those and the material alone (the contract of
    `HookPoints.material_fits` and `own_material_fits`), and asking them is interpreted
    Python, six materials a structure, at every Architect and Craftsman decision."""
    book = s.deck.memo
    memo: dict[int, int] | None = book.get("fit_masks")
    bits: dict | None = book.get("fit_powers")  # a bit per power met, for the key
    if memo is None or bits is None:
        memo = book["fit_masks"] = {}
        bits = book["fit_powers"] = {}
    key = b.foundation * 8 + MATERIAL_INDEX[b.site]
    for pw in widen:
        bit = bits.get(pw)
        if bit is None:
            bit = bits[pw] = 1 << len(bits)
        key += bit << 12
    mask = memo.get(key)
    if mask is None:
        fit = fitting(s, seat, b)
        mask = 0
        for i, m in enumerate(MATERIALS):
            if m in fit:
                mask |= 1 << i
        memo[key] = mask
    return mask


def fits(s: State, seat: int, b: Building, material: str) -> bool:
    """Whether a material may go into this structure (see `fitting`)."""
    return material in fitting(s, seat, b)


def needed(s: State, seat: int, b: Building) -> int:
    """Materials that complete a structure: the foundation's value, or a power's count."""
    n = s.deck.value[b.foundation]
    own = own_power(s, b.foundation, "own_materials_needed")
    if own is not None:
        n = own.own_materials_needed(s, seat, b, n)
    for pw in hooks(s, seat, "materials_needed"):
        n = pw.materials_needed(s, seat, b, n)
    return n


def add(s: State, seat: int, b: Building, card: int, source: list[int],
        role: str | None) -> None:
    """Add a material to a structure; complete it when it has enough (or a power says so).
    `role`: the action's, or None when no action adds it (a Bacchanalia's card)."""
    take_out(source, card)
    b.materials.append(card)
    if foundations_matter(s, seat):  # a material may change what counts (Gate + Road, 003:489)
        s.buildings_changed()
    material = s.deck.material[card]
    if not s.quiet:
        s.say(seat, "material", "{who} adds {0:m} to {1}", card, b.foundation,
              data={"material": material, "building": b.foundation})
    own = own_power(s, b.foundation, "own_completes_on_add")
    if len(b.materials) >= needed(s, seat, b) or any_hook(
        s, seat, "completes_on_add", b, material, role
    ) or (own is not None and own.own_completes_on_add(s, seat, b, material, role)):
        complete(s, seat, b)
        for pw in hooks(s, seat, "completed_with"):  # asked after the building's own power
            if not s.over:
                pw.completed_with(s, seat, b, role)


def complete(s: State, seat: int, b: Building) -> None:
    """Completion: the Site becomes Influence and the function works at once (003:240-246)."""
    p = s.players[seat]
    b.complete = True
    p.influence_sites.append(b.site)
    s.buildings_changed()
    if not s.quiet:
        s.say(seat, "complete", "{who} completes the {0} (Influence {influence})",
              b.foundation, influence=p.influence,
              data={"building": b.foundation, "influence": p.influence})
    for pw in hooks(s, seat, "on_complete"):
        if s.over:
            return
        pw.on_complete(s, seat, b)
