"""Colosseum (Imperium): a Legionary action may also take matching clients of the victims
into your Vault (003:411; 004:523; A-19, A-32)."""

from helpers import all_card_ids, answer_gives, assert_refused, check_invariants, demand, site_count

from gtr_widget.glory_to_rome.play.limits import actions_left
from gtr_widget.glory_to_rome.play.stack import Actions
from gtr_widget.glory_to_rome.scenarios.builder import build


def _move(g, prefix):
    return next(m for m in g.legal_moves() if str(m).startswith(prefix))


def _bb_colosseum_1(**kw):
    # You = 0, L = 1, R = 2 (the Leader).
    opts = dict(hands={0: ["School", "Bath", "Garden", "Temple"], 1: ["Villa"],
                       2: ["Gate", "Statue", "Statue"]},
                clientele={0: ["Legionary", "Architect", "Architect", "Architect"],
                           1: ["Legionary", "Architect"], 2: ["Legionary", "Merchant"]},
                buildings={0: ["Colosseum"]}, pool=["Marble", "Marble"], leader=2)
    opts.update(kw)
    g = build(3, "imperium", **opts)
    g.play("lead Legionary: Gate")
    g.play("follow: School")
    g.play("think: take Jack")
    demand(g, "legionary: demand Marble, Marble")  # R; you give your only Marble (forced)
    answer_gives(g)
    return g


def test_bb_colosseum_1():
    """BB-Colosseum-1 (003:413-415; 004:525-527): you demand Brick and Stone; L gives a
    Stone; you slay R's Legionary and Merchant clients and L's Legionary client, into your
    Vault as Stone + 2 Brick, and L's Legionary action is lost."""
    g = _bb_colosseum_1()
    s = g.state
    assert [s.deck.material[c] for c in s.players[2].stockpile] == ["Marble"] * 3
    demand(g, "legionary: demand Brick, Stone")
    answer_gives(g)
    assert [s.deck.material[c] for c in s.players[0].stockpile] == ["Stone"]
    assert g.decision.kind == "colosseum" and g.decision.player == 0
    g.play(_move(g, "colosseum: slay Bo's Legionary client"))
    g.play(_move(g, "colosseum: slay Cy's Legionary client"))
    g.play(_move(g, "colosseum: slay Cy's Merchant client"))
    me = s.players[0]
    assert sorted(s.deck.material[c] for c in me.vault) == ["Brick", "Brick", "Stone"]
    shown = [e["text"] for e in g.log if "clientele (Colosseum)" in e["text"]]
    assert len(shown) == 3 and all("(Brick)" in x or "(Stone)" in x for x in shown)
    assert [s.deck.role[c] for c in s.players[1].clientele] == ["Architect"]
    assert not s.players[2].clientele
    # L's only Legionary client is dead: his block gives no action and the turn ends
    assert s.turn == 2


def test_one_client_per_demanded_card():
    """A-19: per victim at most one client per demanded card: demanding one Brick slays
    one of R's two Legionary clients, not both."""
    g = _bb_colosseum_1(clientele={0: ["Legionary"], 1: ["Architect"],
                                   2: ["Legionary", "Legionary"]})
    demand(g, "legionary: demand Brick")
    answer_gives(g)
    g.play(_move(g, "colosseum: slay Cy's Legionary client"))
    s = g.state
    assert [s.deck.role[c] for c in s.players[2].clientele] == ["Legionary"]
    assert g.decision is None or g.decision.kind != "colosseum"


def test_wall_protects():
    """Palisades and Walls protect against the Colosseum (003:411): R's Wall spares his
    clients; L's may still be slain."""
    g = _bb_colosseum_1(buildings={0: ["Colosseum"], 2: ["Wall"]})
    demand(g, "legionary: demand Brick, Stone")
    answer_gives(g)
    assert all("Cy's" not in str(m) for m in g.legal_moves())
    assert_refused(g, "colosseum: slay Cy's Merchant client (Garden)")


def test_no_room_in_the_vault():
    """No Vault room, no slaying (003:411): the clients survive."""
    g = _bb_colosseum_1(vault={0: ["Rubble"] * 5})
    demand(g, "legionary: demand Brick, Stone")
    answer_gives(g)
    s = g.state
    assert len(s.players[2].clientele) == 2 and len(s.players[1].clientele) == 2
    assert g.decision is None or g.decision.kind != "colosseum"


def test_legionary_actions_after_slaying():
    """Slain Legionary clients give no action this turn (003:411)."""
    g = _bb_colosseum_1()
    s = g.state
    demand(g, "legionary: demand Brick, Stone")
    answer_gives(g)
    g.play(_move(g, "colosseum: slay Bo's Legionary client"))
    g.play("colosseum: spare Cy")
    assert actions_left(s, Actions(1, "Legionary")) == 0


def test_invariants_through_the_example():
    """BB-Colosseum-1 (003:413-415) with every invariant checked after each move."""
    g = _bb_colosseum_1()
    total, sites = all_card_ids(g.state), site_count(g.state)
    demand(g, "legionary: demand Brick, Stone")
    answer_gives(g)
    check_invariants(g, total, sites)
    for prefix in ["colosseum: slay Bo's Legionary", "colosseum: slay Cy's Legionary",
                   "colosseum: slay Cy's Merchant"]:
        g.play(_move(g, prefix))
        check_invariants(g, total, sites)
