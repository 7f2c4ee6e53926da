"""A small game on the core `Game` API, so widget tests do not depend on Glory to Rome.

Each turn the deciding seat thinks (takes a Jack) or leads a card to the pool; a Jack may not
be led (the candidate is refused with a reason, as a game's rule would refuse it). It has
hands, a pool and vaults: enough to test syncing, message checks and hidden information. The
real game is tested through the table in test_widget_real.py.
"""

from __future__ import annotations

import copy
from typing import Any

from gtr_widget.core import Candidate, Decision, Event, Game, IllegalMove, Move, register
from gtr_widget.core.moves import normalise
from gtr_widget.core.protocol import Engine

MATERIALS = {"Laborer": "Rubble", "Craftsman": "Wood", "Architect": "Concrete"}
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
LENGTH = 80  # moves in a game (longer than the synced log tail)
JACK_RULE = "a Jack may not be led in this test game (its only rule)"


def _card(i: int, role: str | None) -> dict:
    if role is None:
        return {"id": i, "name": "Jack", "material": None, "role": None, "value": 0}
    return {"id": i, "name": f"{role}{i}", "material": MATERIALS[role], "role": role, "value": 1}


class FakeEngine(Engine[dict, dict]):
    name = "widget_fake"
    title = "Widget test game"

    def candidates(self, s: dict) -> list[Candidate]:
        if self.is_over(s):
            return []
        out = [Candidate(Move("think", "think: take a Jack"))]
        for c in s["hands"][s["leader"]]:
            move = Move("lead", f"lead {c['role'] or 'any'}: {c['name']}", (c["id"],), c["role"])
            out.append(Candidate(move, JACK_RULE if c["role"] is None else None))
        return out

    def start(self, s: dict) -> list[Move]:
        return [c.move for c in self.candidates(s) if c.reason is None]

    def play(self, s: dict, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        text = normalise(move if isinstance(move, str) else move.text)
        chosen = next((m for m in legal if m.text.lower() == text), None)
        if chosen is None:
            refused = next((c.reason for c in self.candidates(s)
                            if c.reason and c.move.text.lower() == text), None)
            raise IllegalMove(refused or f"not a legal move now: {text}")
        p = s["leader"]
        if chosen.verb == "think":
            s["hands"][p].append(_card(s["jack"], None))
            s["jack"] += 1
        else:
            card = next(c for c in s["hands"][p] if c["id"] == chosen.cards[0])
            s["hands"][p].remove(card)
            s["pool"].append(card)
        s["log"].append((s["moves"] + 1, p, f"{s['names'][p]} plays {chosen.text}"))
        s["leader"] = (p + 1) % len(s["names"])
        s["moves"] += 1
        return chosen, self.start(s)

    def decision(self, s: dict) -> Decision | None:
        if self.is_over(s):
            return None
        p = s["leader"]
        return Decision(p, "lead", f"{s['names'][p]}: lead a role or think")

    def observe(self, s: dict, seat: int | None) -> dict:
        players = []
        for p, name in enumerate(s["names"]):
            mine = seat is None or seat == p
            hand = s["hands"][p]
            players.append({
                "seat": p, "name": name, "influence": 2,
                "hand": copy.deepcopy(hand) if mine else None, "hand_count": len(hand),
                "camp": [], "clientele": [], "stockpile": [],
                "vault": copy.deepcopy(s["vaults"][p]) if mine else [{"hidden": True}],
                "vault_count": 1, "buildings": [],
            })
        d = self.decision(s)
        return {
            "format": 1, "game": self.name, "edition": "republic", "training": False,
            "seat": seat, "turn": s["moves"] + 1, "leader": s["leader"], "role": None,
            "decision": None if d is None else {"player": d.player, "kind": d.kind,
                                                "prompt": d.prompt},
            "deck": 50, "jacks": 6, "pool": copy.deepcopy(s["pool"]),
            "sites": {"in_town": {"Rubble": 3}, "out_of_town": {"Rubble": 3}},
            "players": players, "is_over": self.is_over(s), "winners": self.winners(s),
            "end_reason": None,
        }

    def events(self, s: dict) -> list[Event]:
        return [Event(turn, seat, "play", text) for turn, seat, text in s["log"]]

    def scores(self, s: dict) -> list[dict]:
        return [{"total": len(h)} for h in s["hands"]]

    def is_over(self, s: dict) -> bool:
        return s["moves"] >= LENGTH

    def winners(self, s: dict) -> list[int]:
        return [0] if self.is_over(s) else []

    def end_reason(self, s: dict) -> str | None:
        return "the end" if self.is_over(s) else None

    def seats(self, s: dict) -> list[str]:
        return list(s["names"])

    def copy(self, s: dict) -> dict:
        return copy.deepcopy(s)

    def to_dict(self, s: dict) -> dict:
        return copy.deepcopy(s)

    def from_dict(self, data: dict) -> dict:
        return copy.deepcopy(data)

    def information_state(self, s: dict, seat: int) -> dict:
        return self.observe(s, seat)

    def player(self, s: dict) -> int | None:
        return None if self.is_over(s) else s["leader"]

    def clock(self, s: dict) -> int:
        return s["moves"]

    def sampler(self, info: dict) -> Any:
        raise NotImplementedError("the widget's test game is not searched")

    def search_policy(self, name: str) -> Any:
        raise NotImplementedError("the widget's test game is not searched")

    def bots(self) -> dict[str, type]:
        return {}

    def frames(self, game: Any, seat: int | None) -> Any:
        raise NotImplementedError("the widget's test game has no tables")

    def summary(self, s: dict) -> dict:
        return {"moves": s["moves"]}

    def catalogue(self, s: dict) -> dict[str, str]:
        return {"Tower": "A test card."}


class FakeGame(Game):
    """The test game: `FakeGame(n)` deals it; `FakeGame.new(players=...)` as the registry does."""

    engine = FakeEngine()

    def __init__(self, n: int | list[str] = 3, _state: dict | None = None) -> None:
        names = NAMES[:n] if isinstance(n, int) else list(n)
        roles = list(MATERIALS)
        state = _state or {
            "names": names, "pool": [], "leader": 0, "moves": 0, "log": [], "jack": 500,
            "hands": [[_card(10 * s + k, roles[k % 3]) for k in range(4)]
                      for s in range(len(names))],
            "vaults": [[_card(100 + s, "Architect")] for s in range(len(names))],
        }
        super().__init__(state)

    @classmethod
    def new(cls, players: int | list[str] = 3, seed: int | None = None) -> FakeGame:
        return cls(players)

    def again(self, seed: int | None = None) -> FakeGame:
        return FakeGame(list(self.players))


register(FakeGame.engine, FakeGame)


def test_fake_game_hides_other_hands() -> None:
    g = FakeGame()
    v = g.view(1)
    assert v["players"][0]["hand"] is None and v["players"][1]["hand"]


def test_fake_game_refuses_a_jack_with_its_rule() -> None:
    g = FakeGame().play("think: take a Jack").play("think: take a Jack").play("think: take a Jack")
    jack = next(c for c in g.candidates() if c.reason)
    assert jack.reason == JACK_RULE and jack.move.text == "lead any: Jack"
    assert g.why_not(jack.move.text) == JACK_RULE
