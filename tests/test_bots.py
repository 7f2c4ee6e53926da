"""Bots: legal moves only, from the seat's view only; sensible play; reproducible games."""

from __future__ import annotations

import pytest

from gtr_widget import Game
from gtr_widget.bots import ISMCTSBot, RandomBot, make_bot, play_game
from gtr_widget.bots.base import made_bots, play_out
from gtr_widget.core.registry import game_class
from gtr_widget.glory_to_rome import HeuristicBot
from gtr_widget.scenarios import build
from gtr_widget.widget.seats import resolve_bot


class Checked:
    """Wraps a bot: checks every choice is one of the legal moves it was offered, and that
    the view is the deciding seat's own (never the teaching view)."""

    def __init__(self, bot):
        self.bot, self.name, self.calls = bot, bot.name, 0
        self.uses_info = getattr(bot, "uses_info", False)

    def choose(self, view, moves, **kw):
        assert view["seat"] is not None and view["seat"] == view["decision"]["player"]
        assert "draw_pile" not in view
        m = self.bot.choose(view, moves, **kw)
        assert m in moves
        self.calls += 1
        return m


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
@pytest.mark.parametrize("players", [2, 4])
def test_random_and_heuristic_play_only_legal_moves(edition, players):
    bots = [Checked(RandomBot(i) if i % 2 else HeuristicBot(i)) for i in range(players)]
    g = play_game(bots, edition=edition, seed=players)
    assert g.is_over and g.winners
    assert all(b.calls > 10 for b in bots)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_ismcts_plays_only_legal_moves(edition):
    bots = [Checked(ISMCTSBot(iterations=4, seed=1)), Checked(HeuristicBot(2))]
    g = play_game(bots, edition=edition, seed=9)
    assert g.is_over and bots[0].calls > 10


def test_play_game_is_reproducible():
    a = play_game(["heuristic", "random", "random"], seed=12)
    b = play_game(["heuristic", "random", "random"], seed=12)
    c = play_game(["heuristic", "random", "random"], seed=13)
    assert a.history == b.history and a.winners == b.winners
    assert a.history != c.history


@pytest.mark.parametrize("kind", ["glory_to_rome", "great_city"])
def test_play_out_plays_the_game_play_game_plays(kind):
    """`simulate` plays on the bare state (`play_out`): the same moves, with the same views
    (an IS-MCTS bot reads the view's version), as `play_game` through a Game."""
    def seats():
        return [Checked(ISMCTSBot(iterations=3, seed=5)), "heuristic", "random"]

    through_game = play_game(seats(), seed=21, kind=kind)
    state = game_class(kind).new(3, seed=21).state
    count = play_out(through_game.engine, state, made_bots(seats(), 21, kind, 3))
    assert count == len(through_game.history) > 30
    assert through_game.engine.to_dict(state) == through_game.engine.to_dict(through_game.state)


def test_play_out_refuses_a_runaway_game():
    g = Game.new(3, seed=4)
    with pytest.raises(RuntimeError, match="no end after 20 moves"):
        play_out(g.engine, g.state, made_bots(["random"] * 3, 4, "glory_to_rome", 3), max_moves=20)


def test_heuristic_beats_random():
    wins = 0
    for i in range(10):
        bots = ["heuristic", "random"] if i % 2 == 0 else ["random", "heuristic"]
        g = play_game(bots, seed=100 + i)
        wins += (i % 2) in g.winners
    assert wins >= 8


def test_heuristic_completes_a_structure():
    """An Architect adds a stockpile material; the last one needed completes it (003:238)."""
    g = build(2, buildings={0: [{"name": "Tower", "materials": ["Concrete"]}]},
              stockpile={0: ["Concrete", "Rubble"]}, hands={0: ["Road"]}, leader=0,
              decision={"kind": "actions", "seat": 0, "role": "Architect", "left": 1},
              role="Architect")
    moves = g.legal_moves()
    assert len(moves) > 2
    m = HeuristicBot(0).choose(g.view(0), moves)
    assert m.text == "architect: add Concrete to Tower"


def test_heuristic_thinks_with_an_empty_hand():
    g = build(2, hands={0: ["Jack"]}, leader=0)
    m = HeuristicBot(0).choose(g.view(0), g.legal_moves())
    assert m.text == "think: refill"


def test_ismcts_from_the_view_alone():
    """Given only the view, with no information state to deal from, the bot does not search:
    it plays the game's own heuristic move."""
    g = Game.new(2, seed=3)
    bot = ISMCTSBot(iterations=10, seed=1)
    view, moves = g.view(g.decision.player), g.legal_moves()
    assert bot.choose(view, moves) == HeuristicBot(1).choose(view, moves)
    assert bot.last_stats == {}  # no search
    g = build(3, hands={0: ["Bath", "Tower"], 1: ["Road"], 2: ["Atrium", "School"]},
              leader=0, role="Legionary",
              decision={"kind": "actions", "seat": 0, "role": "Legionary", "left": 1})
    g.play("legionary: demand Brick")
    assert g.decision.kind == "give"
    view, moves = g.view(2), g.legal_moves()
    assert bot.choose(view, moves) == HeuristicBot(1).choose(view, moves)
    assert bot.last_stats == {}


def test_ismcts_time_limit_reads_the_clock_it_is_given():
    """A time limit ends the search by the bot's clock (a CPU clock in the benchmarks): here
    a clock that ticks once per reading, so the search stops after a known count."""
    ticks = iter(range(1000))
    g = Game.new(2, seed=3)
    bot = ISMCTSBot(iterations=10**6, time_limit=5.5, seed=1, clock=lambda: next(ticks))
    bot.choose(g.view(0), g.legal_moves(), info=g.engine.information_state(g.state, 0))
    assert bot.last_stats["iterations"] == 5  # read at 0 (deadline 5.5), then 1..5 go on


def test_ismcts_search_statistics():
    g = Game.new(2, seed=3)
    bot = ISMCTSBot(iterations=30, seed=1)
    m = bot.choose(g.view(0), g.legal_moves(), info=g.engine.information_state(g.state, 0))
    assert m in g.legal_moves()
    assert bot.last_stats["iterations"] == 30
    assert sum(v for v, _ in bot.last_stats["children"].values()) == 30


def test_make_bot_and_widget_resolution():
    assert isinstance(make_bot("heuristic"), HeuristicBot)
    assert isinstance(make_bot("IS-MCTS"), ISMCTSBot)
    assert isinstance(resolve_bot("heuristic", seed=1), HeuristicBot)
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    with pytest.raises(ValueError):
        play_game(["random"], players=2)


def test_stall_guard_draws_when_the_deck_stops_moving():
    """The deck running out is the game's clock (003:293-296): a bot loop that never draws
    would never end, so after 8 turns without a draw the bots draw."""
    from gtr_widget.glory_to_rome.bots.stall import StallGuard

    g = build(2, hands={0: ["Jack", "Jack", "Road", "Bath", "Tower"]}, leader=0)
    view, moves = g.view(0), g.legal_moves()
    guard = StallGuard(turns=8)
    for turn in range(1, 9):
        assert guard.pick(dict(view, turn=turn), moves) is None
    m = guard.pick(dict(view, turn=9), moves)
    assert m is not None and m.text == "think: draw one"
    assert guard.pick(dict(view, turn=10, deck=view["deck"] - 1), moves) is None


@pytest.mark.parametrize(("edition", "seed"), [("first", 1), ("imperium", 9)])
def test_heuristic_self_play_ends(edition, seed):
    """Two heuristic bots used to loop for ever here (Jacks thought for and led back)."""
    g = play_game(["heuristic", "heuristic"], edition=edition, seed=seed, max_moves=3000)
    assert g.is_over and g.end_reason
