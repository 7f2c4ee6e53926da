"""High Card: a toy game with hidden hands, small enough to read in a minute, and the template
of a new game (docs/design.md, "How to add a game").

Nine cards numbered 1-9 are shuffled; each of two or three players is dealt three. In turn,
each player plays a card face up, or passes once per game. After three rounds the highest sum
of played cards wins (ties share). Hands and the rest of the deck are hidden.
"""

from __future__ import annotations

import random
from copy import deepcopy

from gtr_widget.core import Candidate, Decision, Event, Game, IllegalMove, Move, register
from gtr_widget.core.moves import normalise
from gtr_widget.core.protocol import Engine
from gtr_widget.core.summary import SummarySpec
from gtr_widget.frames import Frames


def new_state(players: int, seed: int) -> dict:
    deck = list(range(1, 10))
    random.Random(seed).shuffle(deck)
    return {"hands": [sorted(deck[3 * i:3 * i + 3]) for i in range(players)],
            "rest": deck[3 * players:], "played": [[] for _ in range(players)],
            "passed": [False] * players, "turn": 0, "log": []}


class HighCard(Engine[dict, dict]):
    name = "high_card"
    title = "High Card"

    def candidates(self, s):
        if self.is_over(s):
            return []
        hand, passed = s["hands"][self.player(s)], s["passed"][self.player(s)]
        return [Candidate(Move("play", f"play {c}", (c,)), None if c in hand else
                          "you do not hold that card") for c in range(1, 10)] + [
            Candidate(Move("pass", "pass"), "you passed already: once a game" if passed else None)]

    def start(self, s):
        return [c.move for c in self.candidates(s) if c.reason is None]

    def play(self, s, legal, move):
        text = normalise(move if isinstance(move, str) else move.text)
        found = next((c for c in self.candidates(s) if c.move.text == text), None)
        if found is None or found.reason is not None:
            raise IllegalMove(found.reason if found else f"{text!r}: play a card or pass")
        m, seat = found.move, self.player(s)
        if m.verb == "pass":
            s["passed"][seat] = True
        else:
            s["hands"][seat].remove(m.cards[0])
            s["played"][seat].append(m.cards[0])
        s["log"].append([s["turn"], seat, m.text])
        s["turn"] += 1
        return m, self.start(s)

    def decision(self, s):
        seat = self.player(s)
        return None if seat is None else Decision(seat, "play", f"seat {seat}: play or pass")

    def player(self, s):
        return None if self.is_over(s) else s["turn"] % len(s["hands"])

    def observe(self, s, seat):
        n = len(s["hands"])
        return {"game": self.name, "seat": seat, "decision": None if self.is_over(s) else {
                    "player": self.player(s), "kind": "play"},
                "players": [{"name": f"P{i}", "hand": s["hands"][i] if seat in (None, i) else None,
                             "hand_count": len(s["hands"][i]), "played": s["played"][i],
                             "score": {"total": sum(s["played"][i])}} for i in range(n)],
                "deck": len(s["rest"]), "is_over": self.is_over(s),
                "log": [e.render(seat) for e in self.events(s)]}

    def events(self, s):
        return [Event(t, seat, "play", text) for t, seat, text in s["log"]]

    def scores(self, s):
        return [{"total": sum(p)} for p in s["played"]]

    def clock(self, s):
        return s["turn"]

    def is_over(self, s):
        return all(not h for h in s["hands"])

    def winners(self, s):
        if not self.is_over(s):
            return []
        top = max(sum(p) for p in s["played"])
        return [i for i, p in enumerate(s["played"]) if sum(p) == top]

    def end_reason(self, s):
        return "every card is played" if self.is_over(s) else None

    def seats(self, s):
        return [f"P{i}" for i in range(len(s["hands"]))]

    def copy(self, s):
        return deepcopy(s)

    to_dict = from_dict = copy  # the state is plain JSON data

    def information_state(self, s, seat):  # its hand, what is public, how much is hidden
        return {"seat": seat, "mine": list(s["hands"][seat]),
                "counts": [len(h) for h in s["hands"]],
                "public": deepcopy({k: s[k] for k in ("played", "passed", "turn", "log")})}

    def sampler(self, info):
        seen = set(info["mine"]).union(*info["public"]["played"])

        def deal(rng: random.Random) -> dict:
            unseen = [c for c in range(1, 10) if c not in seen]
            rng.shuffle(unseen)
            hands = [sorted(info["mine"]) if i == info["seat"]
                     else sorted(unseen.pop() for _ in range(k))
                     for i, k in enumerate(info["counts"])]
            return deepcopy(info["public"]) | {"hands": hands, "rest": unseen}
        return deal

    def frames(self, game, seat):
        return Frames(game, seat)

    def summary(self, s):
        return {"turns": s["turn"], **{f"cards_{i}": ", ".join(map(str, sorted(p)))
                                       for i, p in enumerate(s["played"])}}

    def summary_columns(self):
        return SummarySpec(columns=("turns",), card_lists={"card": "cards"})


class HighCardGame(Game):
    engine = HighCard()

    @classmethod
    def new(cls, players: int | list[str] = 2, seed: int | None = 0,
            **options: object) -> HighCardGame:
        """Deal from `seed`; High Card has no options and its seats have no names."""
        if not isinstance(players, int) or options:
            raise ValueError("High Card deals for a number of players, with no options")
        return cls(new_state(players, 0 if seed is None else seed))


register(HighCardGame.engine, HighCardGame)
