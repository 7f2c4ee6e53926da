"""Building powers, and which of them answer the turn flow's questions (hook_points.py).

A `Power` is one building's function in one edition. It overrides only the hooks it changes
(typed methods of `HookPoints`, each with its neutral answer); the turn flow asks
`hooks(state, seat, "name")` for the powers that answer a question and never names a
building itself. A power is active for a seat when the seat owns the completed
building (a Prison moves a stolen building to the thief), or when another power says so (a Gate
makes Marble foundations count, a Stairway makes a building public to all).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from .hook_points import HookPoints, answered_by, mypyc_attr

if TYPE_CHECKING:
    from ...core.moves import Move
    from .cards import Deck
    from .reasons import Why
    from .stack import Frame, PowerData, PowerFrame
    from .state import Building, State


@mypyc_attr(allow_interpreted_subclasses=True)  # the buildings' powers stay plain Python
class Power(HookPoints):
    """A building's function. Subclasses set `name` and `editions` and override hooks."""

    name: ClassVar[str] = ""
    editions: ClassVar[tuple[str, ...]] = ("republic", "imperium", "first")
    #: Verbs of the moves this power offers; `apply` carries them out.
    verbs: ClassVar[tuple[str, ...]] = ()
    #: The rule a seat without this power is held to, quoted when its move is refused.
    without: ClassVar[str] = ""
    #: The class of this power's own data on its decision frames (`PowerFrame.data`).
    frame_data: ClassVar[type[PowerData] | None] = None
    #: The roles whose actions `action_moves` adds to; empty: any role's.
    action_roles: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        #: The hooks this power answers: those its class overrides (hook_points.HOOKS).
        self.hooks: frozenset[str] = answered_by(type(self))
        #: `action_roles` as a set the flow reads natively: an action asks only the powers
        #: that add to its role, so most actions call no building's plain-Python code.
        self.adds_to: frozenset[str] = frozenset(self.action_roles)

    def adds_to_role(self, role: str) -> bool:
        """Whether `action_moves` may offer anything during an action of `role`."""
        return not self.adds_to or role in self.adds_to

    def not_owned(self) -> str:
        """Why a seat for whom this power is not active cannot use its moves."""
        base = f"{self.name} not owned (or not completed)"
        return f"{base}: {self.without}" if self.without else base

    def apply(self, state: State, frame: Frame, move: Move) -> None:
        """Carry out one of this power's moves offered inside another decision."""
        raise NotImplementedError(move.verb)

    # A power's own decisions: `PowerFrame(seat, name, data)` on the stack.
    def frame_moves(self, state: State, frame: PowerFrame, why: Why = None) -> list[Move]:
        return []

    def frame_forced(self, state: State, frame: PowerFrame, moves: list[Move]) -> Move | None:
        return None

    def frame_apply(self, state: State, frame: PowerFrame, move: Move) -> None:
        raise NotImplementedError(move.verb)

    def frame_prompt(self, state: State, frame: PowerFrame) -> str:
        return f"{state.players[frame.seat].name}: {self.name}"

    def counts_as_marble(self, state: State, seat: int, building: Building) -> bool:
        """Asked only of a power that grants Marble foundations (a Gate): whether this
        non-Marble structure counts as Marble too (a Black Box Gate + Road, 003:487-489)."""
        return False


REGISTRY: Final[dict[tuple[str, str], Power]] = {}
VERBS: Final[dict[str, Power]] = {}
#: `VERBS`' keys, which every move played is checked against (a set answers "no", the usual
#: answer, in a third of a dict lookup's instructions)
POWER_VERBS: Final[set[str]] = set()


def power(cls: type[Power]) -> None:
    """Register a power for each edition it belongs to: `power(ThePower)` after its class,
    the one way the engine registers its parts (`step`, `frame_kind`; the Great City's
    `phase`), which keeps a compiled class native."""
    inst = cls()
    for ed in cls.editions:
        REGISTRY[(ed, cls.name)] = inst
    for v in cls.verbs:
        VERBS[v] = inst
        POWER_VERBS.add(v)


def _own_powers(state: State, seat: int) -> list[Power]:
    """The powers `seat` may use: its complete structures', its Marble foundations' under a
    Gate (its own, or a public one: a Stairway grants a structure's function "to all players",
    003:579; 004:673), and other players' public structures' (unless it has one of that name)."""
    rules = state.rules
    p = state.players[seat]
    names = state.deck.name
    found: dict[str, Power] = {}
    for b in p.buildings:
        if b.complete:
            pw = REGISTRY.get((rules.edition, names[b.foundation]))
            if pw is not None:
                found[pw.name] = pw
    public: list[Power] = []
    for other, q in enumerate(state.players):
        if other == seat:
            continue
        for b in q.buildings:
            if b.public and b.complete:
                pw = REGISTRY.get((rules.edition, names[b.foundation]))
                if pw is not None and not any(
                    names[x.foundation] == pw.name for x in p.buildings
                ):
                    public.append(pw)
    gates: list[Power] = []  # most seats have no complete building: nothing made for them
    for pw in found.values():  # two loops: compiled, a starred tuple is a generic iteration
        if "grants_marble_foundations" in pw.hooks:
            gates.append(pw)
    for pw in public:
        if "grants_marble_foundations" in pw.hooks:
            gates.append(pw)
    if gates:
        for b in p.buildings:
            if not b.complete and (state.deck.material[b.foundation] == "Marble" or any(
                    pw.counts_as_marble(state, seat, b) for pw in gates)):
                pw = REGISTRY.get((rules.edition, names[b.foundation]))
                if pw is not None:
                    found.setdefault(pw.name, pw)
    for pw in public:
        found.setdefault(pw.name, pw)
    return list(found.values())


#: The hooks that change how a seat's clients count (`limits.client_actions`)
CLIENT_HOOKS: Final = ("client_counts_as", "client_multiplier")
#: The hooks that change a seat's hand size or capacities (`limits.limit`)
LIMIT_HOOKS: Final = ("influence_reading", "limit_bonus", "limit_factor")


class PowerTable:
    """Per seat (`seats`), the active powers grouped by hook; `answered` holds every hook any
    seat's powers answer, so a question nobody answers costs one set lookup. Per seat,
    `counts_clients` says whether a power changes how its clients count (asked at every
    action), and `changes_limits` whether one changes its hand size or capacities (asked at
    every think and hire); `wins`, whether any seat's power can end the game by itself
    (asked after every move)."""

    __slots__ = ("seats", "answered", "counts_clients", "changes_limits", "wins")

    def __init__(self, seats: list[dict[str, list[Power]]], answered: frozenset[str]):
        self.seats = seats
        self.answered = answered
        self.wins = "wins" in answered
        self.counts_clients = [any(h in by_hook for h in CLIENT_HOOKS) for by_hook in seats]
        self.changes_limits = [any(h in by_hook for h in LIMIT_HOOKS) for by_hook in seats]


def active_powers(state: State) -> PowerTable:
    """For each seat, the active powers grouped by the hooks they answer (cached)."""
    table = state._powers
    if table is None:
        seats: list[dict[str, list[Power]]] = []
        answered: set[str] = set()
        for seat in range(state.n):
            by_hook: dict[str, list[Power]] = {}
            if not state.rules.training:
                for pw in _own_powers(state, seat):
                    for h in pw.hooks:
                        by_hook.setdefault(h, []).append(pw)
            if by_hook:
                answered.update(by_hook)
            seats.append(by_hook)
        table = state._powers = PowerTable(seats, frozenset(answered))
    return table


_NONE: Final[list[Power]] = []


def hooks(state: State, seat: int, hook: str) -> list[Power]:
    """The active powers of `seat` that answer `hook` (usually none). On every hot path."""
    table = state._powers
    if table is None:
        table = active_powers(state)
    by_hook = table.seats[seat]
    if not by_hook:  # most seats, most of the game: no string hashed, no dict probed
        return _NONE
    return by_hook.get(hook, _NONE)


def inactive(state: State, seat: int, hook: str) -> list[Power]:
    """The edition's powers answering `hook` that are not active for `seat`: asked only for
    refusals, so that a building's move names the building the seat lacks."""
    if state.rules.training:
        return []  # no building functions at all in the training game (003:248)
    key = (state.rules.edition, hook)
    every = _BY_HOOK.get(key)
    if every is None:
        every = _BY_HOOK[key] = list({id(pw): pw for (ed, _), pw in REGISTRY.items()
                                      if ed == key[0] and hook in pw.hooks}.values())
    active = hooks(state, seat, hook)
    return [pw for pw in every if pw not in active]


_BY_HOOK: Final[dict[tuple[str, str], list[Power]]] = {}


def anyone_answers(state: State, hook: str) -> bool:
    """Whether any seat has an active power answering `hook` (a one-lookup early exit)."""
    table = state._powers
    if table is None:
        table = active_powers(state)
    return hook in table.answered


def counts_clients(state: State, seat: int) -> bool:
    """Whether a power of `seat` changes how its clients count (usually not)."""
    table = state._powers
    if table is None:
        table = active_powers(state)
    return table.counts_clients[seat]


def changes_limits(state: State, seat: int) -> bool:
    """Whether a power of `seat` changes its hand size or capacities (usually not)."""
    table = state._powers
    if table is None:
        table = active_powers(state)
    return table.changes_limits[seat]


def seat_hooks(state: State, seat: int) -> dict[str, list[Power]]:
    """All active powers of a seat by hook; empty for a seat with none (the common case)."""
    table = state._powers
    if table is None:
        table = active_powers(state)
    return table.seats[seat]


def any_hook(state: State, seat: int, hook: str, *args: Any) -> bool:
    found = hooks(state, seat, hook)
    return bool(found) and any(getattr(pw, hook)(state, seat, *args) for pw in found)


def own_power(state: State, card: int, hook: str) -> Power | None:
    """The power of `card`'s own name if it answers `hook`: the rules a building sets for
    itself before it is complete (a Statue on any Site, a Villa completed by an Architect)."""
    if state.rules.training:
        return None
    pw = card_powers(state.deck)[card]
    return pw if pw is not None and hook in pw.hooks else None


def card_powers(deck: Deck) -> list[Power | None]:
    """Each card id's own power in the deck's edition (None for Jacks), looked up once."""
    table = deck.memo.get("card_powers")
    if table is None:
        table = deck.memo["card_powers"] = [REGISTRY.get((deck.edition, name))
                                            for name in deck.name]
    return table


def owns(state: State, seat: int, name: str) -> bool:
    """Whether a power of this name is active for the seat (for texts and tests, not flow)."""
    return any(pw.name == name for hs in active_powers(state).seats[seat].values() for pw in hs)


def influence(state: State, seat: int) -> int:
    """The seat's Influence as a rule checks it during play (capacities, a School's thinks);
    powers may change the reading (an Aerarium). Final scoring reads `Player.influence`."""
    value = state.players[seat].influence
    for pw in hooks(state, seat, "influence_reading"):
        value = pw.influence_reading(state, seat, value)
    return value


def find_building(state: State, seat: int, foundation: int) -> Building | None:
    for b in state.players[seat].buildings:
        if b.foundation == foundation:
            return b
    return None
