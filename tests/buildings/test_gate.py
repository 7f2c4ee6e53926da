"""Gate: Marble foundations give their functions at once (003:483)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_gate_1(edition):
    """BB-Gate-1 (003:485; 000:626): with a bare Temple foundation, completing a Gate makes
    the hand refill size 9 at once; the Temple's Influence waits."""
    g = build(2, edition, hands={0: ["Dock", "Shrine"]},
              buildings={0: [{"name": "Temple"}, {"name": "Gate", "materials": ["Brick"]}]},
              leader=0)
    s = g.state
    assert limit(s, 0, "hand") == 5
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack" if edition != "first" else "think: refill")
    g.play("craftsman: add Shrine to Gate")
    assert limit(s, 0, "hand") == 9
    assert s.players[0].influence == 4  # the Gate's 2, not the Temple's 3


def test_gate_leaves_other_foundations_idle():
    """Only Marble foundations (003:483): a Shrine foundation (Brick) gives nothing."""
    g = build(2, buildings={0: ["Gate", {"name": "Shrine"}]})
    assert limit(g.state, 0, "hand") == 5
    assert g.view(None)["players"][0]["limits"]["hand"] == 5


def test_gate_refused_to_an_opponent():
    """The Gate wakes its owner's Marble foundations, not an opponent's (003:483)."""
    g = build(2, hands={1: ["Road"]}, buildings={0: ["Gate"], 1: [{"name": "Temple"}]},
              leader=1)
    assert limit(g.state, 1, "hand") == 5
    g.play("think: refill")
    assert len(g.state.players[1].hand) == 5


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_gate_with_road_marble_in_stone_counts_as_marble(edition):
    """Gate + Road (003:487-489): a Marble added to a Stone structure makes it count as
    Marble at once, so the Gate wakes its function: a Circus Maximus foundation doubles the
    Architect client (003:405), one action more."""
    g = build(2, edition, hands={0: ["Wall", "Insula"]}, clientele={0: ["Architect"]},
              stockpile={0: ["Marble"]},
              buildings={0: ["Gate", "Road", {"name": "Circus Maximus"}]}, leader=0)
    g.play("lead Architect: Wall")
    g.play("think: take Jack")
    assert g.decision.prompt.endswith("(2 left)")
    g.play("architect: add Marble to Circus Maximus")
    assert g.decision.prompt.endswith("(2 left)")  # 1 + 2 x 1 client - 1 used
    cm = g.state.players[0].buildings[-1]
    assert not cm.complete and g.state.players[0].influence == 5  # no Influence yet


def test_gate_with_road_only_marble_counts():
    """Only a Marble material does it (003:489): a Wood in the Stone structure does not."""
    g = build(2, hands={0: ["Wall", "Insula"]}, clientele={0: ["Architect"]},
              stockpile={0: ["Wood"]},
              buildings={0: ["Gate", "Road", {"name": "Circus Maximus"}]}, leader=0)
    g.play("lead Architect: Wall")
    g.play("think: take Jack")
    g.play("architect: add Wood to Circus Maximus")
    assert g.decision.prompt.endswith("(1 left)")


def test_marble_foundation_power_refused_without_gate():
    """Without a Gate a Marble foundation gives nothing (003:483): the Basilica's hand card
    (003:367) is refused; with a Gate it is allowed."""
    def game(gate):
        return build(2, hands={0: ["Villa", "Road"]}, stockpile={0: ["Stone"]},
                     buildings={0: (["Gate"] if gate else []) + [{"name": "Basilica"}]},
                     leader=0)
    g = game(False)
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    assert_refused(g, "basilica: Road from hand into the vault")
    g = game(True)
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    g.play("basilica: Road from hand into the vault")
    assert len(g.state.players[0].vault) == 1


def _power_names(g, seat: int) -> set[str]:
    from gtr_widget.glory_to_rome.play.powers import active_powers

    s = g.state
    s._powers = None  # read afresh
    return {pw.name for hooked in active_powers(s).seats[seat].values() for pw in hooked}


def _marble_buildings(edition: str) -> list[str]:
    from gtr_widget.glory_to_rome.play.cards import card_types
    from gtr_widget.glory_to_rome.play.powers import REGISTRY

    return [t.name for t in card_types(edition)
            if t.material == "Marble" and (edition, t.name) in REGISTRY and t.name != "Gate"]


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_a_public_gate_wakes_every_players_marble_foundations(edition):
    """A Stairway grants a structure's function "to all players" (003:579; 004:673), and the
    Gate's function is that Marble foundations work (003:483; 004:579): with another player's
    public Gate, each Marble foundation gives the same powers as under the seat's own Gate."""
    names = _marble_buildings(edition)
    assert len(names) >= 5, names
    for name in names:
        own = build(2, edition, buildings={0: ["Gate", {"name": name}]})
        public = build(2, edition, buildings={0: [{"name": name}],
                                              1: [{"name": "Gate", "complete": True,
                                                   "public": True}]})
        private = build(2, edition, buildings={0: [{"name": name}], 1: ["Gate"]})
        woken = _power_names(own, 0) - {"Gate"}
        assert name in woken, name
        assert woken <= _power_names(public, 0), name
        assert name not in _power_names(private, 0), name  # a private Gate stays its owner's


def test_a_public_gate_gives_a_temple_foundation_its_hand_size():
    """The issue's case: 003:485's worked example, with the Gate public (003:579)."""
    g = build(2, "imperium", hands={0: [], 1: []},
              buildings={0: [{"name": "Temple", "materials": []}],
                         1: [{"name": "Gate", "complete": True, "public": True}]})
    assert g.view(None)["players"][0]["limits"]["hand"] == 9


def test_a_forum_foundation_wins_under_a_public_gate():
    """003:437-439: a Forum with a client of every role wins at once; its foundation works
    under a Gate (003:483), here another player's public one (003:579)."""
    g = build(2, "imperium", hands={0: ["Tower", "Forum"], 1: []},
              clientele={0: ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant",
                             "Patron"]},
              influence={0: 6}, buildings={1: [{"name": "Gate", "complete": True,
                                                 "public": True}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    g.play("architect: lay Forum")
    assert g.is_over and g.winners == [0]
