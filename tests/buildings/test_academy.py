"""Academy: one Thinker action after a turn with a Craftsman action (003:327; A-11)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_academy_1(edition="republic", **options):
    # You = 0, L = 1, R = 2; R leads Craftsman, you have no cards and two Craftsman clients.
    g = build(3, edition, hands={2: ["Dock"]}, clientele={0: ["Craftsman", "Craftsman"]},
              buildings={0: ["Academy"]}, deck_top=["Insula", "Market", "Road", "Bar", "Latrine"],
              leader=2, **options)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")  # you draw five
    assert len(g.state.players[0].hand) == 5
    g.play("think: refill")  # L

    g.play("craftsman: lay Insula")
    g.play("craftsman: lay Market")
    assert len(g.state.players[0].hand) == 3
    return g


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_academy_1(edition):
    """BB-Academy-1 (003:329; 000:552-556): think, two client Craftsman actions lay two
    foundations (hand 3), then the Academy's think refills to five."""
    g = _bb_academy_1(edition)
    assert g.decision.kind == "think" and g.decision.player == 0
    g.play("think: refill")
    s = g.state
    assert len(s.players[0].hand) == 5
    assert len(s.players[0].buildings) == 3
    assert s.turn == 2


def test_academy_waits_for_the_end_of_the_turn():
    """A-11: by default the think comes after everybody's actions; here L, who thought, has
    none, so the Academy asks right after yours, still in turn 1."""
    g = _bb_academy_1()
    assert g.state.turn == 1 and g.state.role == "Craftsman"


def _after_actions_lay_insula(academy_owner: int):
    """Option academy_timing="after_actions" (A-11): Cy leads Craftsman, Ann and Bo follow,
    and Ann's Craftsman action lays an Insula; `academy_owner` holds the Academy."""
    g = build(3, hands={0: ["Market", "Insula"], 1: ["Palisade", "Road"], 2: ["Dock"]},
              buildings={academy_owner: ["Academy"]}, leader=2, academy_timing="after_actions")
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: lay Insula")
    return g


def test_academy_after_actions_option():
    """A-11 option `academy_timing="after_actions"`: the think comes right after your own
    actions, before L acts."""
    g = _after_actions_lay_insula(academy_owner=0)
    assert g.decision.kind == "think" and g.decision.player == 0
    g.play("pass")
    assert g.decision.player == 1 and g.decision.kind == "craftsman"


def test_no_academy_think_without_a_craftsman_action():
    """"At least one Craftsman action" (003:327): actions available but not taken do not
    count (A-11), so the turn simply ends."""
    g = build(3, hands={2: ["Dock"]}, clientele={0: ["Craftsman"]},
              buildings={0: ["Academy"]}, leader=2)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("pass")  # you: the client's action is not used
    assert g.state.turn == 2 and g.decision.kind == "lead"
    assert g.decision.player == 0 and len(g.state.players[0].hand) == 5  # no extra draw


def test_academy_refused_to_a_non_owner():
    """Only the Academy's owner thinks after a Craftsman turn (003:327)."""
    g = build(3, hands={2: ["Dock"]}, clientele={0: ["Craftsman"]},
              buildings={1: ["Academy"]}, deck_top=["Insula"], leader=2)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: lay Insula")
    assert g.state.turn == 2 and g.decision.kind == "lead"


def test_academy_works_on_the_turn_it_is_completed():
    """003:327: "You gain the benefit ... on the same turn as the Academy is completed": the
    Craftsman action that completes it earns the think."""
    g = build(2, hands={0: ["Dock", "Shrine"]},
              buildings={0: [{"name": "Academy", "materials": ["Brick"]}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Shrine to Academy")
    assert g.decision.kind == "think" and g.decision.player == 0
    g.play("think: refill")
    assert len(g.state.players[0].hand) == 5 and g.state.turn == 2


def test_academy_think_refused_to_a_craftsman_without_one():
    """Only an Academy's owner thinks after Craftsman actions (003:327): with the
    after-actions timing, your actions end and L's Craftsman decision follows at once."""
    g = _after_actions_lay_insula(academy_owner=2)
    assert g.decision.player == 1 and g.decision.kind == "craftsman"
    assert_refused(g, "think: refill")
