"""Domus Aurea (Republic): a Legionary action may also tear down a victim's empty foundation
of the demanded material (003:433; A-20)."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _demand_brick(l_buildings, **kw):
    # You = 0, L = 1, R = 2 (the Leader, who cannot demand).
    g = build(3, "republic", hands={0: ["Academy", "Bath"], 2: ["Gate"]},
              buildings={0: ["Domus Aurea"], 1: l_buildings}, leader=2, **kw)
    g.play("lead Legionary: Gate")
    g.play("follow: Academy")
    g.play("think: take Jack")
    g.play("legionary: demand Brick")
    return g


def test_bb_domus_aurea_1():
    """BB-DomusAurea-1 (003:435): you demand Brick; L's School foundation, with nothing in
    it, is torn down: the School card goes to your Stockpile as Brick and its Site to your
    Influence (+2; the Site, not the foundation card, per 003:433 and A-20)."""
    g = _demand_brick([{"name": "School"}])
    assert g.decision.kind == "domus_aurea" and g.decision.player == 0
    g.play("domus aurea: tear down Bo's School")
    s = g.state
    me = s.players[0]
    assert [s.deck.name[c] for c in me.stockpile] == ["School"]
    assert me.influence == 2 + 3 + 2 and me.influence_sites.count("Brick") == 1
    assert not s.players[1].buildings


def test_only_empty_matching_foundations():
    """The building must match the demanded colour and hold no materials (003:433): a Brick
    foundation with a material, a completed one, or a Stone one is not offered."""
    g = _demand_brick([{"name": "School", "materials": ["Brick"]}, "Shrine",
                       {"name": "Villa"}])
    assert g.decision is None or g.decision.kind != "domus_aurea"
    assert_refused(g, "domus aurea: tear down Bo's School")
    assert len(g.state.players[1].buildings) == 3


def test_palisade_protects():
    """Victims are the players the demand reached (A-20): a Palisade spares L entirely."""
    g = _demand_brick([{"name": "School"}, "Palisade"])
    assert g.decision is None or g.decision.kind != "domus_aurea"
    assert len(g.state.players[1].buildings) == 2


def test_sparing_is_allowed():
    """"You can also choose" (003:433): the demander may leave the foundation standing."""
    g = _demand_brick([{"name": "School"}])
    g.play("domus aurea: spare Bo")
    assert len(g.state.players[1].buildings) == 1 and g.state.players[0].influence == 5


def test_invariants_through_the_example(play_checked):
    """BB-DomusAurea-1 (003:435) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    play_checked(_demand_brick([{"name": "School"}]), [
        "domus aurea: tear down Bo's School",
    ])
