"""The frames of the decision stack, typed.

`State.stack` holds one frame per pending step or decision, the top last. Each kind is a
dataclass whose `kind` (set by `frame_kind`) names the `Step` that runs it (machine.py).
Frames that never change once pushed are frozen, so a copied state shares them; the others
(`Actions`, `Think`, `PowerFrame`) copy themselves field by field, since bots clone states by
the thousand.

A field holding card ids is declared with `card_field()`: information.py finds such fields by
that mark, never by their names, to hide the ids a seat may not know. A building's own data
has a field of its own: a power's decision carries a `PowerData` the power declares
(`Power.frame_data`), and the marks powers leave on an action block live in `Actions.marks`.

Saves and public information hold frames as flat dicts, written exactly as before frames were
typed: {"kind": "actions", "seat": 1, "role": "Patron", "open": True, "atrium_at": 0}.

Every frame kind is a plain `@dataclass`, so the compiled build (scripts/compile_engine.py)
makes it a native class whose fields the engine reads directly; `frame_kind` then names the
kind and registers it (a class constant in a compiled dataclass's body would become a field).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from .powers import REGISTRY, mypyc_attr

#: Field metadata: the field holds a card id, or a tuple of them.
CARDS = "cards"
#: Field metadata: the field is written even when it holds its default (saves always had it).
ALWAYS = "always"

#: A mark a power leaves on an action block: an action index, a role, or a flag.
Mark = int | str | bool
#: A card field's value: a card id, or, in what a seat may know, the slot that hides it
#: ({"slot": ...}, information.py); a compiled frame checks field types, so it says Any.
CardRef = Any

T = TypeVar("T", bound="_Record")


def card_field(default: Any = MISSING) -> Any:
    """A field of card ids: scrubbed to slots for a seat that may not know them."""
    if default is MISSING:
        return field(metadata={CARDS: True})
    return field(default=default, metadata={CARDS: True})


def kept(default: Any) -> Any:
    """A field with a default that is written all the same (saves of old always held it)."""
    return field(default=default, metadata={ALWAYS: True})


def layout(cls: type[_Record]) -> None:
    """What `to_dict` writes and which fields hold cards, worked out once per class."""
    keys, cards = [], []
    for f in fields(cls):  # type: ignore[arg-type]  # every record class is a dataclass
        always = f.default is MISSING or bool(f.metadata.get(ALWAYS))
        keys.append((f.name, f.default, always))
        if f.metadata.get(CARDS):
            cards.append(f.name)
    cls._keys = tuple(keys)
    cls._cards = tuple(cards)


def _plain(v: Any) -> Any:
    """Tuples as lists: the JSON shape saves and public information have."""
    return [_plain(x) for x in v] if isinstance(v, tuple) else v


def _frozen(v: Any) -> Any:
    """Lists as tuples: a frame's sequences never change in place, so copies may share them."""
    return tuple(_frozen(x) for x in v) if isinstance(v, list) else v


def _map(v: Any, fn: Callable[[Any], Any]) -> Any:
    """`fn` on a card id, or on each id of a tuple or list of them (None: no card)."""
    if isinstance(v, (tuple, list)):
        return type(v)(_map(x, fn) for x in v)
    return v if v is None else fn(v)


@mypyc_attr(allow_interpreted_subclasses=True)  # power data lives with its building
class _Record:
    """Shared by frames and power data: flat dicts in and out, card fields by their mark."""

    _keys: ClassVar[tuple[tuple[str, Any, bool], ...]] = ()
    _cards: ClassVar[tuple[str, ...]] = ()

    def _fields_dict(self) -> dict:
        out = {}
        for name, default, always in self._keys:
            v = getattr(self, name)
            if always or v != default:
                out[name] = _plain(v)
        return out

    @classmethod
    def _build(cls, d: dict, what: str):
        names = {k for k, _, _ in cls._keys}
        extra = [k for k in d if k not in names]
        if extra:
            raise ValueError(f"{what} has no field {extra[0][:30]!r}")
        return cls(**{k: _frozen(v) for k, v in d.items()})


class Frame(_Record):
    """A pending step or decision. `shared`: frozen, so a copied state keeps the same one."""

    kind: ClassVar[str] = ""
    shared: ClassVar[bool] = True

    def copy(self) -> Frame:
        return self

    def to_dict(self) -> dict:
        return {"kind": self.kind, **self._fields_dict()}

    @classmethod
    def from_dict(cls, d: dict, edition: str) -> Frame:
        return cls._build({k: v for k, v in d.items() if k != "kind"}, f"a {cls.kind} frame")

    def cards(self) -> dict[str, Any]:
        """The card fields that hold cards, with their values (ids, or tuples of ids)."""
        return {k: v for k in self._cards if (v := getattr(self, k)) is not None}

    def with_cards(self, fn: Callable[[Any], Any]) -> Frame:
        """A copy whose card ids are mapped by `fn` (to slots, or back to ids)."""
        if not self._cards:
            return self.copy()
        return _rebuild(self, {k: _map(getattr(self, k), fn) for k in self._cards})


KINDS: dict[str, type[Frame]] = {}


def frame_kind(cls: type[Frame], kind: str, shared: bool = True) -> None:
    """Name a frame class's kind and register it: `frame_kind(TheFrame, "kind")` after its
    class, as steps and powers register; `shared`: its dataclass is frozen, so copies of a
    state keep the same frame. (The kind is passed, not declared in the body: a class constant
    in a compiled dataclass's body would become a field.)"""
    cls.kind = kind
    cls.shared = shared  # on the class itself: the lookup each state copy makes is short
    layout(cls)
    KINDS[kind] = cls


def _rebuild(obj: T, changes: dict) -> T:
    values = {k: getattr(obj, k) for k, _, _ in obj._keys}
    return type(obj)(**(values | changes))


def frame_from_dict(d: dict, edition: str) -> Frame:
    """A frame from its dict (a save, public information, a scenario); ValueError if it is
    not one the engine knows."""
    kind = d.get("kind")
    cls = KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown frame kind {str(d.get('kind'))[:30]!r}")
    try:
        return cls.from_dict(d, edition)
    except TypeError as e:  # a field its kind needs is missing
        raise ValueError(f"a {cls.kind} frame: {e}") from None


# -- the turn -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lead(Frame):
    """The Leader leads a role or thinks."""

    seat: int


frame_kind(Lead, "lead")


@dataclass(frozen=True)
class Follow(Frame):
    """A seat follows the led role or thinks."""

    seat: int


frame_kind(Follow, "follow")


@dataclass(frozen=True)
class More(Frame):
    """A seat may play further cards of the role (a power allows it)."""

    seat: int


frame_kind(More, "more")


@dataclass(frozen=True)
class StartActions(Frame):
    """After the follows: each seat's action block, the Leader first."""


frame_kind(StartActions, "start_actions")


@dataclass(frozen=True)
class EndTurn(Frame):
    """End-of-turn powers, then the cleanup."""


frame_kind(EndTurn, "end_turn")


@dataclass(frozen=True)
class Cleanup(Frame):
    """Camps empty, the Leader card passes."""


frame_kind(Cleanup, "cleanup")


@dataclass(frozen=True)
class StartPick(Frame):
    """A seat picks a card face down to bid for the lead (Spanish variant)."""

    seat: int


frame_kind(StartPick, "start_pick")


@dataclass(frozen=True)
class StartReveal(Frame):
    """The picks are shown together; the first name alphabetically leads."""


frame_kind(StartReveal, "start_reveal")


@dataclass(frozen=True)
class Give(Frame):
    """A victim of a demand gives one card of `material` to seat `to`; `optional` when the
    victim is protected and may keep it."""

    seat: int
    to: int
    material: str
    optional: bool = False


frame_kind(Give, "give")


@dataclass(frozen=True)
class PoolTake(Frame):
    """The demander may take one Pool card of `material`, or none (003:260; 004:352)."""

    seat: int
    material: str


frame_kind(PoolTake, "pool_take")


@dataclass
class Think(Frame):
    """Thinker actions on their own: `left` of them, each may be declined when `optional`;
    `extras` offers the moves powers add to the Thinker; `source` names a granting power."""

    seat: int
    left: int = kept(default=1)
    extras: bool = kept(default=True)
    optional: bool = False
    source: str | None = None

    def copy(self) -> Think:
        return Think(self.seat, self.left, self.extras, self.optional, self.source)


frame_kind(Think, "think", shared=False)


@dataclass(init=False)  # its own __init__ below: a dataclass's is interpreted even compiled
class Actions(Frame):
    """A seat's block of actions of `role`, or a fixed burst of `left` a power grants
    (`source` names it). `open` while the action taken may still get a power's extra part.

    Which clients acted (actions.py): `clients_acted` acted before their actions were doubled;
    `client_card` is the one client a burst is for, `clients` a burst only clients give;
    `acting` counts the actions of the move just made until what follows a client's action is
    settled, `clients_gone` the actions clients took along when they left the block.

    `marks` belong to the powers (which action an extra was last used in, a held Bath
    action...): the turn flow never reads them."""

    seat: int
    role: str
    left: int | None = None
    source: str | None = None
    open: bool = False
    clients_acted: int = 0
    client_card: CardRef = card_field(default=None)  # an id, or None
    clients: bool = False
    acting: int | None = None
    clients_gone: int = 0
    marks: dict[str, Mark] | None = None

    def __init__(self, seat: int, role: str, left: int | None = None, source: str | None = None,
                 open: bool = False, clients_acted: int = 0, client_card: CardRef = None,
                 clients: bool = False, acting: int | None = None, clients_gone: int = 0,
                 marks: dict[str, Mark] | None = None) -> None:
        """The fields above, with their defaults (every seat's turn pushes a block: the
        generated `__init__` cost 3% of a compiled game)."""
        self.seat, self.role, self.left, self.source, self.open = seat, role, left, source, open
        self.clients_acted, self.client_card, self.clients = clients_acted, client_card, clients
        self.acting, self.clients_gone, self.marks = acting, clients_gone, marks

    def copy(self) -> Actions:
        return Actions(self.seat, self.role, self.left, self.source, self.open,
                       self.clients_acted, self.client_card, self.clients, self.acting,
                       self.clients_gone, None if self.marks is None else dict(self.marks))

    def mark(self, key: str, default: Any = None) -> Any:
        return default if self.marks is None else self.marks.get(key, default)

    def set_mark(self, key: str, value: Mark) -> None:
        if self.marks is None:
            self.marks = {}
        self.marks[key] = value

    def drop_mark(self, key: str) -> Any:
        """Remove a mark; return its value (None if it was not there)."""
        if self.marks is None:
            return None
        value = self.marks.pop(key, None)
        if not self.marks:
            self.marks = None
        return value

    def to_dict(self) -> dict:
        out = {"kind": self.kind, **self._fields_dict()}
        out.pop("marks", None)
        return out | (self.marks or {})

    @classmethod
    def from_dict(cls, d: dict, edition: str) -> Actions:
        if "marks" in d:
            raise ValueError("an actions frame holds its marks as fields of their own")
        names = {k for k, _, _ in cls._keys}
        marks = {k: v for k, v in d.items() if k not in names and k != "kind"}
        own = {k: v for k, v in d.items() if k in names}
        return cls(**own, marks=marks or None)


frame_kind(Actions, "actions", shared=False)


# -- a building power's own decision -----------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class PowerData(_Record):
    """A power's own data on its decision frame; each power declares its class
    (`@power_data`, buildings/_data.py) and names it as `Power.frame_data`."""


@dataclass
class PowerFrame(Frame):
    """A decision a building power asks (`power`: its name); the power answers every question
    about it (steps.PowerStep), reading `data`, its own."""

    seat: int
    power: str
    data: PowerData | None = None

    def copy(self) -> PowerFrame:
        return PowerFrame(self.seat, self.power, self.data)  # data is frozen: shared

    def to_dict(self) -> dict:
        out = {"kind": self.kind, "seat": self.seat, "power": self.power}
        return out | (self.data._fields_dict() if self.data is not None else {})

    @classmethod
    def from_dict(cls, d: dict, edition: str) -> PowerFrame:
        power = d.get("power")
        pw = REGISTRY.get((edition, power)) if isinstance(power, str) else None
        if pw is None:
            raise ValueError(f"no building power {str(d.get('power'))[:30]!r} in the "
                             f"{edition} edition")
        if "seat" not in d:
            raise ValueError(f"a {pw.name} frame names no seat")
        rest = {k: v for k, v in d.items() if k not in ("kind", "seat", "power")}
        data = None
        if pw.frame_data is not None:
            data = pw.frame_data._build(rest, f"a {pw.name} frame")
        elif rest:
            raise ValueError(f"a {pw.name} frame has no field {next(iter(rest))[:30]!r}")
        return cls(d["seat"], pw.name, data)

    def cards(self) -> dict[str, Any]:
        d = self.data
        if d is None:
            return {}
        return {k: v for k in d._cards if (v := getattr(d, k)) is not None}

    def with_cards(self, fn: Callable[[Any], Any]) -> PowerFrame:
        n = self.copy()
        d = self.data
        if d is not None and d._cards:
            n.data = _rebuild(d, {k: _map(getattr(d, k), fn) for k in d._cards})
        return n


frame_kind(PowerFrame, "power", shared=False)
