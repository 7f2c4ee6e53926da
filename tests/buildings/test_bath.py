"""Bath (second edition): a new client may act once at once (003:373)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_bath_1(edition="republic"):
    # You 0, L 1, R 2. Pool: Laborer, Architect, Merchant, Patron.
    return build(3, edition, hands={0: ["Statue"], 1: ["Palace"], 2: ["Temple"]},
                 buildings={0: ["Bath"]}, pool=["Rubble", "Concrete", "Stone", "Marble"],
                 leader=2)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_bath_1(edition):
    """BB-Bath-1 (003:375 = 000:600): you hire the Patron, whose action hires the Laborer,
    whose action takes the Merchant as a Stone; L finds the Pool empty."""
    g = _bb_bath_1(edition)
    g.play("lead Patron: Temple")
    g.play("follow: Statue")
    g.play("follow: Palace")
    g.play("patron: Architect from pool")  # R
    g.play("patron: Patron from pool")
    assert g.decision.prompt.endswith("Patron action (1 left)")
    g.play("patron: Laborer from pool")
    assert g.decision.prompt.endswith("Laborer action (1 left)")
    g.play("laborer: Stone from pool")
    s = g.state
    assert sorted(s.deck.role[c] for c in s.players[0].clientele) == ["Laborer", "Patron"]
    assert [s.deck.material[c] for c in s.players[0].stockpile] == ["Stone"]
    assert [s.deck.role[c] for c in s.players[2].clientele] == ["Architect"]
    assert not s.players[1].clientele and s.turn == 2


def test_bath_action_is_the_new_clients_role():
    """"An action of the new Client's Role" (003:373): after hiring a Patron the Bath gives
    a Patron action, not a Laborer one."""
    g = _bb_bath_1()
    g.play("lead Patron: Temple")
    g.play("follow: Statue")
    g.play("follow: Palace")
    g.play("patron: Architect from pool")
    g.play("patron: Patron from pool")
    assert_refused(g, "laborer: Stone from pool")
    g.play("pass")  # "may" (003:373)
    assert g.decision.player == 1


def test_bath_refused_without_one():
    g = build(3, hands={0: ["Statue"], 1: ["Palace"], 2: ["Temple"]}, buildings={1: ["Bath"]},
              pool=["Rubble", "Concrete", "Stone", "Marble"], leader=2)
    g.play("lead Patron: Temple")
    g.play("follow: Statue")
    g.play("follow: Palace")
    g.play("patron: Architect from pool")
    g.play("patron: Patron from pool")
    assert g.decision.player == 1  # your one action is over: no Bath action (003:191)
    assert_refused(g, "laborer: Rubble from pool")


def _two_architects():
    return build(3, hands={0: ["Temple", "Sewer"]}, clientele={0: ["Patron"]},
                 buildings={0: ["Bath"]}, pool=["Concrete", "Concrete"], sites={"Stone": 0},
                 leader=0)


def test_bath_two_actions_make_an_out_of_town_foundation():
    """003:373: "two actions may be combined to start an out of town Site": hire an
    Architect, hold its action; hire another, and the two lay a Sewer out of town."""
    g = _two_architects()
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("patron: Architect from pool")
    assert_refused(g, "bath: lay Sewer out of town")  # one action alone cannot (003:222)
    g.play("bath: hold this action for an out-of-town foundation")
    g.play("patron: Architect from pool")
    g.play("bath: lay Sewer out of town")
    s = g.state
    sewer = s.players[0].buildings[-1]
    assert s.deck.name[sewer.foundation] == "Sewer" and sewer.out_of_town
    assert s.out_sites["Stone"] == 6 - 3 - 1


def test_bath_held_action_lost_to_another_role():
    """A-2: the two actions must be consecutive Bath actions of the same role."""
    g = build(3, hands={0: ["Temple", "Sewer"]}, clientele={0: ["Patron"]},
              buildings={0: ["Bath"]}, pool=["Concrete", "Rubble"], sites={"Stone": 0},
              leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("patron: Architect from pool")
    g.play("bath: hold this action for an out-of-town foundation")
    g.play("patron: Laborer from pool")
    assert_refused(g, "bath: lay Sewer out of town")


def test_bath_with_garden_each_new_client_acts():
    """Bath + Garden (003:377-379): every client the Garden hires may act at once; here the
    Garden's Laborer client takes the Pool's Stone at once."""
    g = build(2, hands={0: ["Dock", "Villa"]}, buildings={0: ["Bath", {"name": "Garden",
              "materials": ["Stone", "Stone"]}]}, pool=["Rubble", "Stone"], leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Villa to Garden")
    assert g.decision.prompt.endswith("Patron action (7 left)")  # Influence 2+2+3
    g.play("patron: Laborer from pool")
    assert g.decision.prompt.endswith("Laborer action (1 left)")
    g.play("laborer: Stone from pool")
    s = g.state
    assert [s.deck.material[c] for c in s.players[0].stockpile] == ["Stone"]
