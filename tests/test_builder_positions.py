"""The position builder: mid-turn starts, stolen buildings, Site counts and exact Influence,
each as the rulebook has it, and refusals for positions that cannot arise."""

import pytest

from gtr_widget.core.errors import PositionError
from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build


def _names(g, cards):
    return sorted(g.state.deck.name[c] for c in cards)


# --- mid-turn --------------------------------------------------------------------------

def test_mid_turn_led_with_a_follower_and_a_thinker():
    """003:116-120: after the follows, the Leader acts, then the others clockwise; a thinker
    without clients has no action."""
    g = build(3, hands={0: ["Tower"], 1: ["Road"], 2: ["Dock"]},
              led="Architect", leader=0, followed={1: True, 2: False})
    s = g.state
    assert s.role == "Architect"
    assert [s.deck.role[c] for c in s.players[0].camp] == ["Architect"]
    assert [s.deck.role[c] for c in s.players[1].camp] == ["Architect"]
    assert s.players[2].camp == [] and s.players[2].played == 0
    # hands are as described: the played cards came from the deck
    assert _names(g, s.players[0].hand) == ["Tower"]
    assert g.decision.kind == "architect" and g.decision.player == 0
    g.play("architect: lay Tower")
    assert g.decision.player == 1
    g.play("architect: lay Road")
    # seat 2 thought and has no client: the turn ends, the Leader card passes (003:121-123)
    assert g.state.turn == 2 and g.decision.kind == "lead" and g.decision.player == 1
    assert sorted(g.state.deck.role[c] for c in g.state.pool) == ["Architect", "Architect"]


def test_mid_turn_seats_still_to_follow_are_asked_clockwise():
    g = build(3, hands={1: ["Road"], 2: ["Dock"]}, led="Craftsman", leader=1,
              followed={2: "Jack"})
    s = g.state
    assert s.deck.is_jack(s.players[2].camp[0])
    assert g.decision.kind == "follow" and g.decision.player == 0


def test_mid_turn_petition_and_named_card():
    g = build(3, edition="republic", led="Legionary", leader=0, hands={0: ["Road"]},
              lead_with=["Palisade", "Dock"], followed={1: "Atrium", 2: False})
    s = g.state
    assert _names(g, s.players[0].camp) == ["Dock", "Palisade"]  # two Craftsman: a petition
    assert s.players[0].played == 1


@pytest.mark.parametrize("spec, why", [
    (dict(led="Architect", followed={1: "Dock"}), "003:116"),          # Dock is Craftsman
    (dict(led="Architect", lead_with=["Dock", "Tower"]), "petition"),  # two roles
    (dict(led="Architect", lead_with=["Dock", "Dock", "Road"]), "petition"),
    (dict(led="Architect", followed={2: True}), "clockwise"),         # seat 1 skipped
    (dict(led="Architect", followed={0: True}), "cannot follow"),     # the Leader
    (dict(led="Painter"), "not a role"),
    (dict(led="Architect", lead_with=False), "003:112"),
    (dict(followed={1: True}), "led"),
])
def test_mid_turn_refusals(spec, why):
    with pytest.raises(PositionError, match=why):
        build(3, leader=0, **spec)


# --- stolen buildings ------------------------------------------------------------------

def _stolen(edition):
    return build(3, edition, buildings={
        0: ["Prison",
            {"name": "Tower", "stolen_from": 1}],
        1: [{"name": "Temple", "materials": ["Marble", "Rubble"]}]})


def test_stolen_building_2e_victim_keeps_influence_and_gets_the_prison_site():
    """003:531-533: the thief gives the victim three Influence, the Prison's Site; the victim
    keeps the Influence of the stolen structure. Same as playing the steal (tests/buildings/
    test_prison.py): thief 2, victim 2 + 2 + 3."""
    g = _stolen("republic")
    me, him = g.state.players[:2]
    assert me.influence == 2 and him.influence == 2 + 2 + 3
    tower = me.buildings[1]
    assert tower.stolen and tower.complete
    assert g.state.players[2].influence == 2


def test_stolen_building_first_edition_keeps_the_prison_site():
    """000:808: in the first edition the victim keeps the structure's Influence and no Site
    changes hands."""
    g = _stolen("first")
    me, him = g.state.players[:2]
    assert me.influence == 2 + 3 and him.influence == 2 + 2


@pytest.mark.parametrize("buildings, why", [
    ({0: [{"name": "Tower", "stolen_from": 1}]}, "Prison"),  # no Prison to steal with
    ({0: ["Prison", {"name": "Tower", "stolen_from": 0}]}, "another seat"),
    ({0: ["Prison", {"name": "Tower", "stolen": True}]}, "stolen_from"),
    ({0: ["Prison", {"name": "Tower", "stolen_from": 1, "complete": False}]}, "completed"),
    ({0: ["Prison", "Tower", {"name": "Tower", "stolen_from": 1}]}, "003:535"),
])
def test_stolen_refusals(buildings, why):
    with pytest.raises(PositionError, match=why):
        build(3, "republic", buildings=buildings)


# --- Sites -----------------------------------------------------------------------------

def test_out_of_town_site_counts_are_settable():
    g = build(3, sites={"Stone": 0}, out_sites={"Stone": 1, "Wood": 0})
    s = g.state
    assert s.sites["Stone"] == 0 and s.out_sites["Stone"] == 1 and s.out_sites["Wood"] == 0
    assert s.out_sites["Brick"] == 6 - 3  # the rest as dealt (003:222)


@pytest.mark.parametrize("spec, why", [
    (dict(out_sites={"Stone": 4}), "exceed"),         # 3 in town + 4 > 6
    (dict(sites={"Stone": -1}), "0 or more"),
    (dict(out_sites={"Silver": 1}), "Silver"),
    (dict(edition="imperium", out_sites={"Stone": 1}, out_of_town=False), "out of town"),
])
def test_site_refusals(spec, why):
    with pytest.raises(PositionError, match=why):
        build(3, **spec)


# --- Influence -------------------------------------------------------------------------

def test_influence_exact_and_lower_than_the_buildings():
    """003:183: two Influence to start; the completed Tower (Concrete, 2) and Temple (Marble,
    3) would give 7. A position may have lost some (a Prison, a Watch Post)."""
    g = build(2, buildings={0: ["Tower", "Temple"]}, influence={0: 4, 1: 6})
    me, other = g.state.players
    assert me.influence == 4 and other.influence == 6
    assert limit(g.state, 0, "vault") == 4  # the limits follow the Influence set (003:281)


def test_influence_below_two_is_refused():
    with pytest.raises(PositionError, match="003:183"):
        build(2, influence={0: 1})
