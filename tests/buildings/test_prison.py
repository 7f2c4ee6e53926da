"""Prison (2E/BB): on completion you may steal an opponent's completed structure, paying with
the Prison's Site (003:531-535; 004:625-627; A-21)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.construction import fits
from gtr_widget.glory_to_rome.scenarios.builder import build


def _complete_prison(edition="republic", mine=(), theirs=("Tower",), hand1=("Market",)):
    g = build(3, edition, hands={0: ["Dock", "Garden"], 1: list(hand1), 2: ["Palisade"]},
              buildings={0: [{"name": "Prison", "materials": ["Stone", "Stone"]}, *mine],
                         1: [*theirs, {"name": "Temple", "materials": ["Marble", "Rubble"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Garden to Prison")
    return g


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_prison_1(edition):
    """BB-Prison-1 (003:537; 004:629): you complete a Prison and steal L's Tower, giving
    him the Prison's Site (+3 for him, net 0 for you). You may now use Rubble anywhere; his
    Temple (Marble + Rubble) can only be finished with Marble."""
    g = _complete_prison(edition)
    assert g.decision.kind == "prison" and g.decision.player == 0
    g.play("prison: steal Bo's Tower")
    s = g.state
    me, him = s.players[:2]
    tower = next(b for b in me.buildings if s.deck.name[b.foundation] == "Tower")
    assert tower.stolen and tower.complete
    assert me.influence == 2 and him.influence == 2 + 2 + 3
    temple = next(b for b in him.buildings if s.deck.name[b.foundation] == "Temple")
    assert not fits(s, 1, temple, "Rubble") and fits(s, 1, temple, "Marble")
    prison = me.buildings[0]
    assert fits(s, 0, prison, "Rubble")  # the Tower now works for the thief
    assert not any(s.deck.name[b.foundation] == "Tower" for b in him.buildings)


def test_cannot_steal_a_name_you_have():
    """003:535: no stealing a structure named like one of your foundations (A-21 also
    structures): with a Tower foundation of your own, the Tower is not offered."""
    g = _complete_prison(mine=[{"name": "Tower"}], theirs=("Tower", "Shrine"))
    moves = [str(m) for m in g.legal_moves()]
    assert "prison: steal Bo's Shrine" in moves
    assert_refused(g, "prison: steal Bo's Tower")


def test_stealing_is_optional_and_keeps_the_site():
    """2E "may" (003:531; A-21): stealing nothing keeps the Prison Site and its Influence."""
    g = _complete_prison()
    g.play("prison: steal nothing")
    s = g.state
    assert s.players[0].influence == 5 and s.players[1].influence == 4
    assert not any(b.stolen for p in s.players for b in p.buildings)


def test_stolen_completion_effect_triggers_for_the_thief():
    """"Upon completion" effects trigger for the new owner (003:535): a stolen Catacomb ends
    the game at once (A-21, literal reading)."""
    g = _complete_prison(theirs=("Catacomb",))
    g.play("prison: steal Bo's Catacomb")
    assert g.is_over and "Catacomb" in g.end_reason


def test_no_prison_decision_without_targets():
    """Nothing to steal, nothing asked: the turn goes on."""
    g = build(3, hands={0: ["Dock", "Garden", "Insula"]},
              buildings={0: [{"name": "Prison", "materials": ["Stone", "Stone"]}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Garden to Prison")
    assert g.decision is None or g.decision.kind != "prison"
    assert g.state.players[0].influence == 5


def test_invariants_through_the_example(play_checked):
    """BB-Prison-1 (003:537) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    play_checked(_complete_prison(), [
        "prison: steal Bo's Tower",
    ])
