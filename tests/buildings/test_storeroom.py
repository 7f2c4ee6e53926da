"""Storeroom (second edition): every client may act as a Laborer (003:595; A-14)."""


from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_storeroom_1(with_storeroom=True):
    return build(3, hands={0: ["Road"]}, clientele={0: ["Laborer", "Craftsman", "Patron"]},
                 buildings={0: ["Storeroom"] if with_storeroom else []},
                 pool=["Stone", "Brick", "Brick", "Brick", "Brick"], leader=0)


def test_bb_storeroom_1():
    """BB-Storeroom-1 (003:597): lead Laborer, nobody follows: 1 + 3 = 4 Laborer actions,
    the Stone and three Bricks; one Brick stays."""
    g = _bb_storeroom_1()
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("think: take Jack")
    assert g.decision.prompt.endswith("Laborer action (4 left)")
    for mat in ("Stone", "Brick", "Brick", "Brick"):
        g.play(next(m for m in g.legal_moves() if str(m).startswith(f"laborer: {mat} from pool")))
    s = g.state
    assert sorted(s.deck.material[c] for c in s.pool) == ["Brick", "Rubble"]  # + the Road
    assert len(s.players[0].stockpile) == 4 and s.turn == 2


def test_without_storeroom_clients_keep_their_roles():
    """Only the Laborer client acts (003:189-191): two actions, a third is refused."""
    g = _bb_storeroom_1(with_storeroom=False)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("think: take Jack")
    assert g.decision.prompt.endswith("Laborer action (2 left)")
    g.play("laborer: Stone from pool")
    g.play(next(m for m in g.legal_moves() if str(m).startswith("laborer: Brick from")))
    assert_refused(g, "laborer: Brick from pool")


def test_storeroom_client_acts_once():
    """A-14: a client gives one action a turn, even one that is a Laborer already."""
    g = build(2, hands={0: ["Road"]}, clientele={0: ["Laborer"]}, buildings={0: ["Storeroom"]},
              pool=["Stone", "Brick", "Brick"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    assert g.decision.prompt.endswith("Laborer action (2 left)")
