"""A small stand-in with the Game API, so widget tests do not depend on the rules engine.

It has hands, a pool, a vault and a rotating decision: enough to test syncing, message checks
and hidden information. The real engine is tested through the widget in test_widget_real.py.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

MATERIALS = {"Laborer": "Rubble", "Craftsman": "Wood", "Architect": "Concrete"}


class FakeIllegal(ValueError):
    pass


@dataclass(frozen=True)
class FakeMove:
    verb: str
    text: str
    cards: tuple[int, ...] = ()
    role: str | None = None

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict:
        return {"text": self.text, "verb": self.verb, "cards": list(self.cards),
                "role": self.role, "target": None}


@dataclass
class FakeDecision:
    player: int
    kind: str
    prompt: str


def _card(i: int, role: str) -> dict:
    return {"id": i, "name": f"{role}{i}", "material": MATERIALS[role], "role": role, "value": 1}


class FakeGame:
    """Each turn the leader thinks (takes a Jack) or leads a card to the pool."""

    def __init__(self, n: int = 3) -> None:
        roles = list(MATERIALS)
        self.state = {
            "hands": [[_card(10 * s + k, roles[k % 3]) for k in range(4)] for s in range(n)],
            "vaults": [[_card(100 + s, "Architect")] for s in range(n)],
            "pool": [], "leader": 0, "version": 0, "log": [], "jack": 500,
        }
        self.names = ["Ann", "Bo", "Cy", "Di", "Ed"][:n]
        self._undo: list[dict] = []
        self._redo: list[dict] = []

    @property
    def version(self) -> int:
        return self.state["version"]

    @property
    def is_over(self) -> bool:
        return self.version >= 40

    @property
    def winners(self) -> list[int]:
        return [0] if self.is_over else []

    @property
    def log(self) -> list[dict]:
        return self.state["log"]

    @property
    def decision(self) -> FakeDecision | None:
        if self.is_over:
            return None
        p = self.state["leader"]
        return FakeDecision(p, "lead", f"{self.names[p]}: lead a role or think")

    def catalogue(self) -> dict[str, str]:
        return {"Tower": "A test card."}

    def legal_moves(self) -> list[FakeMove]:
        if self.is_over:
            return []
        hand = self.state["hands"][self.state["leader"]]
        moves = [FakeMove("think", "think: take a Jack")]
        for c in hand:
            if c["role"]:
                text = f"lead {c['role']}: {c['name']}"
                moves.append(FakeMove("lead", text, (c["id"],), c["role"]))
        return moves

    def play(self, move: object) -> None:
        text = str(move).strip().lower()
        chosen = next((m for m in self.legal_moves() if m.text.lower() == text), None)
        if chosen is None:
            raise FakeIllegal(f"not a legal move now: {move}")
        self._undo.append(copy.deepcopy(self.state))
        self._redo.clear()
        st, p = self.state, self.state["leader"]
        if chosen.verb == "think":
            st["hands"][p].append({"id": st["jack"], "name": "Jack", "material": None,
                                   "role": None, "value": 0})
            st["jack"] += 1
        else:
            card = next(c for c in st["hands"][p] if c["id"] == chosen.cards[0])
            st["hands"][p].remove(card)
            st["pool"].append(card)
        st["log"].append({"turn": st["version"] + 1, "player": p,
                          "text": f"{self.names[p]} plays {chosen.text}"})
        st["leader"] = (p + 1) % len(self.names)
        st["version"] += 1

    def undo(self) -> None:
        if not self._undo:
            raise FakeIllegal("nothing to undo")
        self._redo.append(self.state)
        self.state = self._undo.pop()
        self.state["version"] = self._redo[-1]["version"] + 1

    def redo(self) -> None:
        if not self._redo:
            raise FakeIllegal("nothing to redo")
        version = self.state["version"] + 1
        self._undo.append(self.state)
        self.state = self._redo.pop()
        self.state["version"] = version

    def view(self, seat: int | None) -> dict:
        st = self.state
        players = []
        for s, name in enumerate(self.names):
            mine = seat is None or seat == s
            hand = st["hands"][s]
            players.append({
                "seat": s, "name": name, "influence": 2,
                "hand": copy.deepcopy(hand) if mine else None, "hand_count": len(hand),
                "camp": [], "clientele": [], "stockpile": [],
                "vault": copy.deepcopy(st["vaults"][s]) if mine else [{"hidden": True}],
                "vault_count": 1, "buildings": [],
            })
        d = self.decision
        return {
            "format": 1, "edition": "republic", "training": False, "seat": seat,
            "version": st["version"], "turn": st["version"] + 1, "leader": st["leader"],
            "role": None, "decision": None if d is None else vars(d).copy(), "deck": 50,
            "jacks": 6, "pool": copy.deepcopy(st["pool"]),
            "sites": {"in_town": {"Rubble": 3}, "out_of_town": {"Rubble": 3}},
            "players": players, "is_over": self.is_over, "winners": self.winners,
            "end_reason": None, "log": copy.deepcopy(st["log"]),
        }


def test_fake_game_hides_other_hands() -> None:
    g = FakeGame()
    v = g.view(1)
    assert v["players"][0]["hand"] is None and v["players"][1]["hand"]
