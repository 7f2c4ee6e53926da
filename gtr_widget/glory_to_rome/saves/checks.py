"""What a saved position must mean, once its shape is right (see `saves/schema.py`).

A position is loaded only if it is one the rules could be at: every card of the edition's box
exactly once, 2 to 5 seats, rule values the edition can play, Sites within the box, frames of
kinds the engine knows with seats and cards that exist, the game over exactly when the stack is
empty. Then where it came from: a dealt position must be exactly what its seed and rules deal
(so no deck can be stacked by editing a save); a built one (`scenarios.builder`, `from_state`)
carries the checksum of its content, so a hand-edited one is refused.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from pydantic import ValidationError

from ...core.errors import SaveFileError
from ...core.saves import checksum, schema_problem
from ..play.cards import MATERIALS, Deck, deck_of
from ..play.events import entry_problem, log_lines
from ..play.machine import STEPS
from ..play.powers import REGISTRY
from ..play.rules import Rules
from ..play.setup import new_state
from ..play.stack import frame_from_dict
from ..play.state import State
from .schema import PositionModel, RulesModel

#: Fields a frame of each kind needs besides "seat" (which every decision needs).
NEEDS = {"actions": ("role",), "give": ("to", "material"), "pool_take": ("material",),
         "power": ("power",)}
#: Frame fields naming a seat (card fields are the ones each frame class marks as cards).
SEAT_FIELDS = ("seat", "to", "victim", "payer")


def bad(reason: str) -> SaveFileError:
    return SaveFileError(f"corrupt save file: {reason}")


def check_position(pos: dict, legacy: bool = False) -> None:
    """Raise SaveFileError naming the first thing `pos` (schema-checked) gets wrong."""
    check_origin(pos, check_content(pos), legacy)


def built_problem(pos: dict) -> str | None:
    """What a position made by the builder (`scenarios.builder`, as saved JSON) gets wrong
    that its save would be refused for, or None: a built game can always be saved."""
    try:
        PositionModel.model_validate({**pos, "origin": "built", "checksum": "0" * 64})
        check_content(pos)
    except ValidationError as e:
        return schema_problem(e)
    except SaveFileError as e:
        return str(e).removeprefix("corrupt save file: ")
    return None


def check_content(pos: dict) -> Rules:
    """Raise SaveFileError naming the first thing `pos` (schema-checked) gets wrong, but for
    where it came from; return its rules."""
    try:
        rules = Rules.from_dict(pos["rules"])
    except ValueError as e:  # options that cannot go together (the Geek cards with 1E)
        raise bad(str(e)) from None
    n = len(pos["players"])
    check_rules(rules, n)
    deck = deck_of(rules)
    check_cards(pos, deck)
    check_sites(pos, rules)
    check_flow(pos, n, deck.size)
    check_frames(pos, deck, n, rules.edition)
    return rules


def check_rules(rules: Rules, n: int) -> None:
    if not 2 <= n <= 5:
        raise bad(f"{n} players: Glory to Rome is for 2 to 5")
    problem = limits_problem(rules, n, rules.sites_in_town)
    if problem:
        raise bad(problem)


def limits_problem(rules: Rules, n: int, in_town: int | None) -> str | None:
    """What keeps the box from holding what `rules` deal to `n` players, or None."""
    if rules.start_jacks * n > rules.jacks_total:
        return (f"rules deal {rules.start_jacks} Jack(s) to each of {n} players from "
                f"{rules.jacks_total}")
    if in_town is not None and in_town > rules.sites_per_material:
        return (f"rules put {in_town} Sites of each material in town, more than the "
                f"{rules.sites_per_material} in the box")
    return None


def rules_problem(rules: Rules, n: int) -> str | None:
    """What keeps `rules` from dealing a game of `n` players, or None: a new game or a built
    position is checked as its save will be, so that what it makes can be saved and loaded."""
    try:
        RulesModel.model_validate(rules.to_dict())
    except ValidationError as e:
        return f"rules.{schema_problem(e)}"
    return limits_problem(rules, n, rules.sites_in_town or n)


def zones(pos: dict, deck: Deck) -> list[tuple[str, list[int], bool, bool]]:
    """Every zone of cards: (name, ids, may hold Jacks, may hold Orders)."""
    out = [("the draw pile", pos["draw"], False, True), ("the Pool", pos["pool"], False, True),
           ("the Jack pile", pos["jacks"], True, False),
           ("the cards out of play", pos["out_of_play"], True, True)]
    for i, p in enumerate(pos["players"]):
        who = f"seat {i}'s"
        out += [(f"{who} hand", p["hand"], True, True), (f"{who} camp", p["camp"], True, True),
                (f"{who} clientele", p["clientele"], False, True),
                (f"{who} stockpile", p["stockpile"], False, True),
                (f"{who} vault", p["vault"], False, True),
                (f"{who} foundations", [b["foundation"] for b in p["buildings"]], False, True)]
        out += [(f"{who} building materials", [c for b in p["buildings"] for c in b["materials"]],
                 False, True)]
    return out


def check_cards(pos: dict, deck: Deck) -> None:
    """Card conservation: each card of the box exactly once, Jacks only where Jacks go."""
    where: dict[int, str] = {}
    for name, ids, jacks_ok, orders_ok in zones(pos, deck):
        for c in ids:
            if c >= deck.size:
                raise bad(f"card id {c} in {name} is not in the {deck.edition} deck "
                          f"(ids 0 to {deck.size - 1})")
            if c in where:
                raise bad(f"card {_card(deck, c)} is both in {where[c]} and in {name}")
            where[c] = name
            jack = deck.is_jack(c)
            if (jack and not jacks_ok) or (not jack and not orders_ok):
                raise bad(f"card {_card(deck, c)} cannot be in {name}")
    missing = [c for c in range(deck.size) if c not in where]
    if missing:
        raise bad(f"{len(missing)} card(s) of the box are nowhere, e.g. "
                  f"{_card(deck, missing[0])}: every card must be in some zone")
    vaults = set()
    for i, p in enumerate(pos["players"]):
        vaults.update(p["vault"])
        stray = Counter(p["hired"]) - Counter(p["clientele"])
        if stray:
            raise bad(f"seat {i} hired card {next(iter(stray))}, which is not its client")
    for key in pos["vault_seen"]:
        if int(key) not in vaults:
            raise bad(f"vault_seen names card {key}, which is in no vault")


def check_sites(pos: dict, rules: Rules) -> None:
    """Sites in town, out of town, under buildings and as Influence fit in the box."""
    for m in MATERIALS:
        used = pos["sites"][m] + pos["out_sites"][m]
        for p in pos["players"]:
            used += p["influence_sites"].count(m)
            used += sum(1 for b in p["buildings"] if b["site"] == m and not b["complete"])
        if used > rules.sites_per_material:
            raise bad(f"{used} {m} Sites in play; the rules have {rules.sites_per_material}")
        if not rules.out_of_town and pos["out_sites"][m]:
            raise bad(f"{m} Sites out of town, but these rules leave none there")


def check_flow(pos: dict, n: int, deck_size: int) -> None:
    """Seats in range; the game is over exactly when the stack is empty, with winners."""
    if pos["leader"] >= n:
        raise bad(f"the leader is seat {pos['leader']} of a {n}-player game")
    if any(w >= n for w in pos["winners"]) or len(set(pos["winners"])) < len(pos["winners"]):
        raise bad(f"the winners {pos['winners']} are not distinct seats of {n}")
    for k, entry in enumerate(pos["log"]):  # structured lines, or [turn, seat, text] of old
        problem = entry_problem(entry, n, deck_size)
        if problem:
            raise bad(f"log line {k + 1}: {problem}")
    if pos["over"]:
        if pos["stack"] or not pos["winners"] or pos["end_reason"] is None:
            raise bad("a game over has no pending decision, and has winners and a reason")
    elif not pos["stack"]:
        raise bad("the game is not over but no decision is pending (empty stack)")
    elif pos["winners"] or pos["end_reason"] is not None:
        raise bad("a game still going has no winners or end reason")


def check_frames(pos: dict, deck: Deck, n: int, edition: str) -> None:
    """Each frame of a kind the engine registered, with the fields its kind needs."""
    for i, f in enumerate(pos["stack"]):
        kind = f["kind"]
        step = STEPS.get(kind)
        if step is None:
            raise bad(f"stack frame {i} has unknown kind {kind[:30]!r} (known: "
                      f"{', '.join(sorted(STEPS))})")
        needs = NEEDS.get(kind, ()) + (() if step.automatic else ("seat",))
        missing = [k for k in needs if k not in f]
        if missing:
            raise bad(f"stack frame {i} ({kind}) lacks {', '.join(missing)}")
        for k in SEAT_FIELDS:
            if k in f and f[k] >= n:
                raise bad(f"stack frame {i} ({kind}) names seat {f[k]} of a {n}-player game")
        if any(v >= n for v, _ in f.get("slots") or ()):
            raise bad(f"stack frame {i} ({kind}) names a seat beyond the {n} players")
        if "power" in f and (edition, f["power"]) not in REGISTRY:
            raise bad(f"stack frame {i} names no building power of the {edition} edition "
                      f"({f['power'][:30]!r})")
        try:
            frame = frame_from_dict(f, edition)
        except ValueError as e:
            raise bad(f"stack frame {i}: {e}") from None
        for v in frame.cards().values():
            for c in v if isinstance(v, tuple) else (v,):
                if c >= deck.size:
                    raise bad(f"stack frame {i} ({kind}) names card id {c}, not in the deck")


def check_origin(pos: dict, rules: Rules, legacy: bool) -> None:
    """A dealt position is exactly its seed's deal; a built one matches its checksum."""
    body = content(pos)
    if pos["origin"] == "built":
        if pos["checksum"] is None:
            raise bad("a built position must carry its checksum")
        if pos["checksum"] != checksum(body):
            raise bad("the built position was changed after it was saved (its checksum "
                      "does not match)")
        return
    if pos["checksum"] is not None:
        raise bad("a dealt position carries no checksum (it is checked against its seed)")
    dealt = dealt_content(rules, [p["name"] for p in pos["players"]], pos["seed"])
    if dealt is None:
        raise bad("the position says it was dealt, but its rules cannot deal a game")
    body = dict(body, rules=rules.to_dict())  # retired options dropped, as the deal has them
    if any(not isinstance(e, dict) for e in body["log"]):  # lines saved before they had kinds
        body, dealt = {**body, "log": log_lines(body["log"])}, {**dealt, "log": log_lines(
            dealt["log"])}
    if body != dealt:
        what = next((k for k in dealt if body.get(k) != dealt[k]), "position")
        if legacy:
            raise SaveFileError(
                "this save has the format before version 2 (no 'origin' field), and its "
                "starting position is not what its seed deals: a built position saved "
                "then has no checksum and cannot be trusted; build it again and save it "
                f"(the {what} differ)")
        raise bad(f"the starting position is not what seed {str(pos['seed'])[:24]} and its "
                  f"rules deal (the {what} differ)")


def content(pos: dict) -> dict:
    """The position without the fields that say where it came from."""
    return {k: v for k, v in pos.items() if k not in ("origin", "checksum")}


def dealt_content(rules: Rules, names: list[str], seed: Any) -> dict | None:
    """What `new_state` deals, as saved JSON; None when these rules cannot deal."""
    try:
        return json.loads(json.dumps(new_state(rules, names, seed).to_dict()))
    except Exception:  # noqa: BLE001 - rules a deal cannot follow: built, not dealt
        return None


def mark_origin(state: State, body: dict) -> dict:
    """The saved position: `body` marked "dealt" when it is its seed's deal, else "built"
    with the checksum of its content."""
    names = [p.name for p in state.players]
    body = json.loads(json.dumps(body))
    if body == dealt_content(state.rules, names, state.seed):
        return {**body, "origin": "dealt", "checksum": None}
    return {**body, "origin": "built", "checksum": checksum(body)}


def _card(deck: Deck, c: int) -> str:
    return f"{c} ({deck.name[c]})"
