"""Stairway (Black Box): with each Architect action you may also put a matching material into
an opponent's completed structure, making its function public (003:579-583; A-24)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build

SIX = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"]


def _bb_stairway_1(edition="republic"):
    g = build(3, edition, hands={0: ["Tower"], 1: ["Wall", "Bridge"], 2: ["Aqueduct"]},
              clientele={0: ["Architect"]}, stockpile={0: ["Marble", "Brick"], 1: ["Wood"]},
              buildings={0: [{"name": "Stairway", "materials": ["Marble", "Marble"]}],
                         1: ["Archway", "Shrine"]},
              pool=["Brick"], leader=0)
    g.play("lead Architect: Tower")
    g.play("follow: Wall")
    g.play("follow: Aqueduct")
    return g


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_stairway_1(edition):
    """BB-Stairway-1 (003:585): the first Architect action completes the Stairway, whose
    extra placement puts the stockpile Brick into Bo's Archway (now public). The second
    action is not used, but its extra still puts the Pool Brick, through the public
    Archway, into Bo's Shrine: your hand refill size is 7."""
    g = _bb_stairway_1(edition)
    s = g.state
    g.play("architect: add Marble to Stairway")
    assert s.players[0].buildings[0].complete
    g.play("stairway: add Brick from stockpile to Bo's Archway")
    archway = s.players[1].buildings[0]
    assert archway.public and len(archway.materials) == 3
    assert g.decision.player == 0
    g.play("stairway: add Brick from pool to Bo's Shrine instead of the action")
    assert s.players[1].buildings[1].public and not s.pool
    assert limit(s, 0, "hand") == 7 and limit(s, 2, "hand") == 7
    assert limit(s, 1, "hand") == 7  # the owner keeps one copy, not two (003:581)
    assert g.decision.player == 1  # both Architect actions are gone


def test_only_completed_opponent_structures():
    """003:579: the target must be an opponent's completed structure; an incomplete one, or
    your own, is refused."""
    g = build(3, hands={0: ["Tower"]}, stockpile={0: ["Brick", "Marble"]},
              buildings={0: ["Stairway", {"name": "School"}], 1: [{"name": "Gate"}]},
              leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    assert_refused(g, "stairway: add Brick from stockpile to Bo's Gate instead of the action")
    assert_refused(g, "stairway: add Brick from stockpile to Ann's School instead of the action")


def test_one_extra_per_action():
    """One extra placement per Architect action (003:579 "each time"): after it, a second
    one in the same action is refused."""
    g = build(3, hands={0: ["Tower", "Wall"]}, stockpile={0: ["Brick", "Brick"]},
              buildings={0: ["Stairway"], 1: ["Academy", "Shrine"]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    g.play("architect: lay Wall")
    g.play("stairway: add Brick from stockpile to Bo's Academy")
    assert_refused(g, "stairway: add Brick from stockpile to Bo's Shrine")


def test_public_forum_tie_goes_to_the_best_score():
    """003:453-455: making a Forum public lets several players win at once; the one with the
    highest normal score wins (here Cy, with more Influence)."""
    g = build(3, "imperium", hands={0: ["Tower"]}, stockpile={0: ["Marble"]},
              clientele={0: SIX, 2: SIX}, influence={2: 7},
              buildings={0: ["Stairway"], 1: ["Forum"]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    g.play("stairway: add Marble from stockpile to Bo's Forum instead of the action")
    assert g.is_over and g.winners == [2]


def test_invariants_through_the_example(play_checked):
    """BB-Stairway-1 (003:585) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    play_checked(_bb_stairway_1(), [
        "architect: add Marble to Stairway",
        "stairway: add Brick from stockpile to Bo's Archway",
        "stairway: add Brick from pool to Bo's Shrine instead of the action",
    ])


def test_the_2007_stairway_has_no_free_placement() -> None:
    """004:673: in the 2007 text every placement spends an Architect action (rule option)."""
    from gtr_widget.scenarios import build

    def position(**options):
        g = build(["You", "Opp"], "imperium", hands={0: ["Tower"], 1: ["Wall"]},
                  clientele={0: ["Architect"]}, stockpile={0: ["Marble", "Brick"]},
                  buildings={0: [{"name": "Stairway", "materials": ["Marble", "Marble"]}],
                             1: ["Archway"]}, leader=0, **options)
        g.play("lead Architect: Tower")
        g.play("follow: Wall")
        g.play("architect: add Marble to Stairway")
        return g

    free = [str(m) for m in position().legal_moves()]
    assert "stairway: add Brick from stockpile to Opp's Archway" in free
    strict = position(stairway="2007")
    assert not any(str(m).startswith("stairway:") and "instead" not in str(m)
                   for m in strict.legal_moves())
    strict.play("stairway: add Brick from stockpile to Opp's Archway instead of the action")
    assert strict.state.players[1].buildings[0].public
