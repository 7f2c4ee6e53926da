"""High Card, the template of a new game (docs/design.md, "How to add a game"). Cards 1-9 are
shuffled, three dealt to each of two or three players, who in turn play one face up or pass (once
a game) until the hands are empty; the highest sum played wins, ties share. Hands and deck are
hidden. `Engine`'s defaults do the rest: legal moves, winners, copying and saving the JSON state."""

from __future__ import annotations

import random

from gtr_widget.core import Candidate, Decision, Event, Game, Move, chosen, register
from gtr_widget.core.plain import PlainStateEngine
from gtr_widget.core.summary import SummarySpec
from gtr_widget.frames import Frames


class HighCard(PlainStateEngine[dict]):
    name = "high_card"
    title = "High Card"

    def candidates(self, s):
        seat = self.player(s)
        if seat is None:
            return []
        passed = [seat, "pass"] in [entry[1:] for entry in s["log"]]
        return [Candidate(Move("play", f"play {c}", (c,)), None if c in s["hands"][seat]
                          else "you do not hold that card") for c in range(1, 10)] + [
            Candidate(Move("pass", "pass"), "you passed already: once a game" if passed else None)]

    def play(self, s, legal, move):
        m, seat = chosen(self.candidates(s), move), self.player(s)
        if m.verb == "play":
            s["hands"][seat].remove(m.cards[0])
            s["played"][seat].append(m.cards[0])
        s["log"].append([len(s["log"]), seat, m.text])  # [turn, seat, move]
        return m, self.start(s)

    def decision(self, s):  # none once every hand is empty: the game is over
        seat = len(s["log"]) % len(s["hands"])
        return Decision(seat, "play", f"seat {seat}: play or pass") if any(s["hands"]) else None

    def observe(self, s, seat):
        players = [{"name": self.seats(s)[i], "hand": hand if seat in (None, i) else None,
                    "hand_count": len(hand), "played": played, "score": {"total": sum(played)}}
                   for i, (hand, played) in enumerate(zip(s["hands"], s["played"]))]
        d = self.decision(s)
        return {"game": self.name, "seat": seat, "players": players, "deck": len(s["rest"]),
                "decision": None if d is None else {"player": d.player, "kind": d.kind},
                "is_over": d is None}

    def events(self, s):
        return [Event(turn, seat, "play", text) for turn, seat, text in s["log"]]

    def scores(self, s):
        return [{"total": sum(p)} for p in s["played"]]

    def end_reason(self, s):
        return "every card is played" if self.is_over(s) else None

    def seats(self, s):
        return [f"P{i}" for i in range(len(s["hands"]))]

    def information_state(self, s, seat):  # the state, with the cards it cannot see counted
        hands = [h if i == seat else len(h) for i, h in enumerate(s["hands"])]
        return self.copy(s) | {"hands": hands, "rest": len(s["rest"])}

    def sampler(self, info):
        seen = sum([h for h in info["hands"] if isinstance(h, list)] + info["played"], [])

        def deal(rng: random.Random) -> dict:
            unseen = rng.sample([c for c in range(1, 10) if c not in seen], 9 - len(seen))
            hands = [sorted(h) if isinstance(h, list) else sorted(unseen.pop() for _ in range(h))
                     for h in info["hands"]]
            return self.copy(info) | {"hands": hands, "rest": unseen}
        return deal

    def frames(self, game, seat):
        return Frames(game, seat)

    def summary(self, s):  # the cards each seat played, so the analysis counts wins by card
        return {f"cards_{i}": ", ".join(map(str, sorted(p))) for i, p in enumerate(s["played"])}

    def summary_columns(self):
        return SummarySpec(card_lists={"card": "cards"})


class HighCardGame(Game):
    engine = HighCard()

    @classmethod
    def new(cls, players: int | list[str] = 2, seed: int | None = 0, **options: object):
        """Deal from `seed`; High Card has no options and its seats have no names."""
        if not isinstance(players, int) or options:
            raise ValueError("High Card deals for a number of players, with no options")
        deck = list(range(1, 10))
        random.Random(seed or 0).shuffle(deck)
        return cls({"hands": [sorted(deck[3 * i:3 * i + 3]) for i in range(players)],
                    "rest": deck[3 * players:], "played": [[] for _ in range(players)], "log": []})


register(HighCardGame.engine, HighCardGame)
