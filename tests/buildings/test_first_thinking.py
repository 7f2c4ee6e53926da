"""First-edition School, Senate and Sewer: buildings that add or change Thinker actions
(000:632, 000:693-697, 000:836-840)."""

from first_edition_helpers import acting, names, play, refused, roles, texts

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_school_1_thinks_twice():
    """1E-School-1 (000:636): only a Jack in hand; you pass, draw four, then take a Jack:
    six cards, the Jack counted (A-6)."""
    g = build(["You", "L"], "first", hands={0: ["Jack"], 1: ["Dock"]},
              buildings={0: ["School"]}, leader=1)
    play(g, "lead Craftsman: Dock", "think: refill")
    assert g.decision.player == 0 and g.decision.kind == "think"
    g.play("think: take Jack")
    p = g.state.players[0]
    assert len(p.hand) == 6
    assert sum(1 for c in p.hand if g.state.deck.is_jack(c)) == 2


def test_school_is_not_circular():
    """"This effect is not circular" (000:632): the second think is not doubled; it may also
    be declined."""
    g = build(["You", "L"], "first", hands={0: ["Jack"], 1: ["Dock", "Market"]},
              buildings={0: ["School"]}, leader=1)
    play(g, "lead Craftsman: Dock", "think: refill", "think: draw one")
    assert acting(g, 1)  # back to the Leader's actions: no third think
    refused(g, "think: draw one")
    g = build(["You", "L"], "first", hands={0: ["Jack"], 1: ["Dock", "Market"]},
              buildings={0: ["School"]}, leader=1)
    play(g, "lead Craftsman: Dock", "think: refill", "pass")
    assert len(g.state.players[0].hand) == 5 and acting(g, 1)


def test_school_doubles_the_leaders_think_too():
    """"Whenever you would execute the Thinker role" (000:632): a Leader who thinks."""
    g = build(["You", "L"], "first", hands={0: ["Jack"]}, buildings={0: ["School"]}, leader=0)
    play(g, "think: refill", "think: draw one")
    assert len(g.state.players[0].hand) == 6
    assert g.state.turn == 2 and g.decision.player == 1


def test_1e_senate_1_think_right_after_the_leaders_actions():
    """1E-Senate-1 (000:697): you lead Patron, L follows, R takes a Jack; you take a client
    and think up to your hand size; only then does L take a client (A-12)."""
    g = build(["You", "L", "R"], "first", hands={0: ["Temple"], 1: ["Palace"]},
              buildings={0: ["Senate"]}, pool=["Wood", "Brick"], leader=0)
    play(g, "lead Patron: Temple", "follow: Palace", "think: take Jack",
         "patron: Craftsman from pool")
    assert g.decision.player == 0 and g.decision.kind == "think"
    g.play("think: refill")
    assert len(g.state.players[0].hand) == 5
    assert g.decision.player == 1
    g.play("patron: Legionary from pool")
    assert roles(g, g.state.players[1].clientele) == ["Legionary"]


def test_senate_only_on_a_turn_you_led():
    """"For a turn which you led" (000:693): a follower with a Senate gets no think."""
    g = build(["You", "L"], "first", hands={0: ["Palace"], 1: ["Temple"]},
              buildings={0: ["Senate"]}, pool=["Wood", "Brick"], leader=1)
    play(g, "lead Patron: Temple", "follow: Palace", "patron: Craftsman from pool",
         "patron: Legionary from pool")
    assert g.state.turn == 2 and g.decision.player == 0 and g.decision.kind == "lead"
    refused(g, "sewer: discard hand, then think")


def test_1e_sewer_1_as_printed():
    """1E-Sewer-1 (000:840), as printed (A-39): discard three Patrons to the Pool and the Jack
    to the Jack pile, then draw five."""
    g = build(["You", "L", "R"], "first", hands={0: ["Temple", "Palace", "Forum", "Jack"],
                                                 2: ["Wall"]},
              buildings={0: ["Sewer"]}, jacks=0, leader=2)
    g.play("lead Architect: Wall")
    assert "sewer: discard hand, then think" in texts(g)
    g.play("sewer: discard hand, then think")
    g.play("think: refill")
    s = g.state
    assert len(s.players[0].hand) == 5
    assert names(g, s.pool) == ["Forum", "Palace", "Temple"]
    assert len(s.jacks) == 1


def test_sewer_refused_without_one():
    """Only its owner may empty the hand first (000:836)."""
    g = build(["You", "L"], "first", hands={0: ["Temple"], 1: ["Wall"]},
              buildings={1: ["Sewer"]}, leader=1)
    g.play("lead Architect: Wall")
    refused(g, "sewer: discard hand, then think")
