"""The game's log: structured entries recorded by `State.say`, worded for each viewer.

An entry is plain JSON (so a state saves and copies cheaply):

    {"turn", "seat", "kind", "text",      # the full wording (the teaching view)
     "cards": [ids],                       # the cards the line names, in template order
     "tmpl": "...{0:m}...",                # the wording with a slot per card (public lines)
     "known_to": [seats], "public": "...", # a private line (a draw): who reads it, and the rest
     "data": {...}}                        # public facts for scripts and bots (never a secret)

Which cards a viewer may read is decided when the log is read, not when the line is written:
a card that went public into a stockpile and then face down into a vault is hidden from the
line that showed it, once the vault hides it (003:279). So a seat's log never names a card its
view hides.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...core.events import Event

if TYPE_CHECKING:
    from .state import State

HIDDEN = "a card"


class _Shown:
    """A card as a line names it: `{0}` its name, `{0:m}` name and material, `{0:f}` as a
    foundation ("an Academy foundation")."""

    __slots__ = ("name", "material")

    def __init__(self, name: str, material: str | None):
        self.name, self.material = name, material

    def __format__(self, spec: str) -> str:
        if spec == "m" and self.material:
            return f"{self.name} ({self.material})"
        if spec == "f":
            return f"{'an' if self.name[:1] in 'AEIOU' else 'a'} {self.name} foundation"
        return self.name


class _Hidden:
    """A card the viewer may not know, in the same slot."""

    def __format__(self, spec: str) -> str:
        return "a foundation" if spec == "f" else HIDDEN


class _Slot:
    """Keeps a card's slot in a stored template (`{0:m}` stays `{0:m}`)."""

    __slots__ = ("i",)

    def __init__(self, i: int):
        self.i = i

    def __format__(self, spec: str) -> str:
        return f"{{{self.i}{':' + spec if spec else ''}}}"


def slots(n: int, sep: str = ", ") -> str:
    """Template slots for `n` cards: "{0}, {1}, {2}"."""
    return sep.join(f"{{{i}}}" for i in range(n))


def _escape(value: Any) -> str:
    return str(value).replace("{", "{{").replace("}", "}}")


def record(s: State, seat: int | None, kind: str, template: str, cards: tuple[int, ...],
           known_to, public: str | None, data: dict | None, words: dict) -> None:
    """Append one entry: `template` names cards by position and words by name."""
    if seat is not None and "who" not in words:
        words["who"] = s.players[seat].name
    deck = s.deck
    shown = [_Shown(deck.name[c], deck.material[c]) for c in cards]
    entry: dict[str, Any] = {"turn": s.turn, "seat": seat, "kind": kind,
                             "text": template.format(*shown, **words)}
    if cards:
        entry["cards"] = list(cards)
    if known_to is not None:
        entry["known_to"] = sorted(known_to)
        entry["public"] = (public or "").format(**words)
    elif cards:
        entry["tmpl"] = template.format(*map(_Slot, range(len(cards))),
                                        **{k: _escape(v) for k, v in words.items()})
    if data:
        entry["data"] = data
    s.log.append(entry)


def entry_from_json(e: Any) -> dict:
    """A saved entry: a dict as `record` writes it, or an old save's [turn, seat, text]."""
    if isinstance(e, dict):
        return dict(e)
    turn, seat, text = e  # saves written before the log was structured
    return {"turn": turn, "seat": seat, "kind": "log", "text": text}


def entry_to_json(e: dict) -> dict | list:
    """An entry as a save holds it: an old save's line is written back as it came."""
    if e["kind"] == "log" and len(e) == 4:
        return [e["turn"], e["seat"], e["text"]]
    return dict(e)


def log_lines(entries: list) -> list[list]:
    """[turn, seat, text] of each entry: what saves before structured lines could say."""
    return [[e["turn"], e["seat"], e["text"]] if isinstance(e, dict) else list(e)
            for e in entries]


def seers(s: State) -> dict[int, frozenset[int]]:
    """The cards some seat cannot see now, each with the seats that can (everyone else sees
    every other card): hands, face-down vault cards (until the end, 003:285), the draw pile
    and cards set aside."""
    out: dict[int, frozenset[int]] = {}
    nobody: frozenset[int] = frozenset()
    for i, p in enumerate(s.players):
        own = frozenset((i,))
        for c in p.hand:
            out[c] = own
        if not s.over:
            for c in p.vault:
                seen = s.vault_seen.get(c)
                if seen != "all":
                    out[c] = own if seen == "owner" else nobody
    for zone in (s.draw, s.jacks, s.out_of_play):
        for c in zone:
            out[c] = nobody
    return out


def events(s: State) -> list[Event]:
    """The log as events, each worded for who may read it now."""
    hidden = seers(s)
    everyone = frozenset(range(s.n))
    order_count = s.deck.order_count
    out = []
    for e in s.log:
        cards = e.get("cards")
        k = e.get("known_to")
        data = e.get("data") or {}
        if not cards:
            out.append(Event(e["turn"], e["seat"], e["kind"], e["text"], (),
                             None if k is None else frozenset(k), e.get("public", ""), (),
                             data))
            continue
        readers = everyone if k is None else frozenset(k)
        kept, public_cards, slots = [], [], []
        for c in cards:
            who = hidden.get(c)
            if c >= order_count:  # a Jack: the name says all; its id only while in view
                if who is None:
                    kept.append(c)
                    public_cards.append(c)
                slots.append(_Shown("Jack", None))
                continue
            kept.append(c)
            if who is None:
                public_cards.append(c)
                slots.append(None)
            else:
                readers &= who
                slots.append(_Hidden())
        if k is not None:
            public, public_cards = e.get("public", ""), []
        elif readers == everyone:
            out.append(Event(e["turn"], e["seat"], e["kind"], e["text"], tuple(kept), None,
                             "", (), data))
            continue
        elif "tmpl" not in e:  # a line written without slots: nothing of it is public
            public, public_cards = "", []
        else:
            deck = s.deck
            public = e["tmpl"].format(*(x if x is not None else
                                        _Shown(deck.name[c], deck.material[c])
                                        for x, c in zip(slots, cards)))
        out.append(Event(e["turn"], e["seat"], e["kind"], e["text"], tuple(kept),
                         readers, public, tuple(public_cards), data))
    return out


def render(s: State, viewer: int | None) -> list[dict]:
    """The log as `viewer` may read it now (None: the all-seeing teaching view)."""
    return [e.render(viewer) for e in events(s)]


def zone_of(s: State, cards: list[int]) -> dict:
    """Which zone a card list is, as public facts: {"zone": "hand", "owner": 1}."""
    if cards is s.pool:
        return {"zone": "pool"}
    if cards is s.draw:
        return {"zone": "deck"}
    for i, p in enumerate(s.players):
        for zone in ("hand", "stockpile", "clientele", "camp", "vault"):
            if cards is getattr(p, zone):
                return {"zone": zone, "owner": i}
    return {"zone": "other"}


_FIELD = re.compile(r"\{(\d+)(?::([mf]))?\}")


def entry_problem(e: Any, seats: int, deck_size: int) -> str | None:
    """What is wrong with a saved log entry, or None: seats in range, card ids of the deck,
    and a template that names only its own cards (a save is never formatted blindly)."""
    if not isinstance(e, dict):
        seat = e[1]
        return None if seat is None or seat < seats else f"seat {seat} is not at the table"
    who = [e["seat"], *(e.get("known_to") or ())]
    if any(s is not None and not 0 <= s < seats for s in who):
        return "it names a seat that is not at the table"
    cards = e.get("cards") or []
    if any(not 0 <= c < deck_size for c in cards):
        return "it names a card that is not in the deck"
    if ("tmpl" in e) != (bool(cards) and "known_to" not in e):
        return "a line that names cards for everyone has a template, and only such a line"
    if ("public" in e) != ("known_to" in e):
        return "a private line has a public wording, and only a private line"
    tmpl = e.get("tmpl")
    if tmpl is not None:
        bare = _FIELD.sub("", tmpl.replace("{{", "").replace("}}", ""))
        slots = [int(m.group(1)) for m in _FIELD.finditer(tmpl)]
        if "{" in bare or "}" in bare or any(i >= len(cards) for i in slots):
            return "its template has a field that is not one of its cards"
    return None
