"""First-edition Fountain (Stone): every client also counts as a Craftsman client
(000:780); with a Forum a client counts as a Craftsman instead, never both (000:886-888)."""

from first_edition_helpers import play

from gtr_widget.glory_to_rome.play.limits import client_actions
from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_fountain_1_completing_it_adds_an_action():
    """1E-Fountain-1 (000:784-788): two Craftsman actions become three when the Fountain is
    completed, because the Patron client now also counts as a Craftsman."""
    g = build(["You", "L", "R"], "first", hands={0: ["Dock", "Villa", "Circus", "Market"],
                                                 1: ["Palisade"], 2: ["Palisade"]},
              clientele={0: ["Craftsman", "Patron"]},
              buildings={0: [{"name": "Fountain", "materials": ["Stone", "Stone"]}]}, leader=0)
    play(g, "lead Craftsman: Dock", "follow: Palisade", "follow: Palisade")
    g.play("craftsman: add Villa to Fountain")
    assert g.decision.prompt.endswith("(2 left)")
    play(g, "craftsman: lay Circus", "craftsman: add Market to Circus")
    p = g.state.players[0]
    assert all(b.complete for b in p.buildings) and len(p.buildings) == 2
    assert p.influence == 2 + 3 + 1


def test_fountain_does_not_double_craftsman_clients():
    """"Clients that are naturally Craftsmen are not affected" (000:780; A-14)."""
    g = build(["You", "L"], "first", clientele={0: ["Craftsman", "Craftsman", "Laborer"]},
              buildings={0: ["Fountain"]}, role="Craftsman",
              decision={"kind": "actions", "seat": 1, "role": "Craftsman"})
    assert client_actions(g.state, 0, "Craftsman") == 3
    assert client_actions(g.state, 0, "Laborer") == 1


def test_forum_with_fountain_counts_a_client_as_craftsman_instead():
    """Forum + Fountain (000:886-888): with no Craftsman client, a second Patron stands in for
    the Craftsman, and the Forum wins at once."""
    clients = ["Laborer", "Legionary", "Architect", "Merchant", "Patron", "Patron"]
    g = build(["You", "L"], "first", clientele={0: clients},
              buildings={0: ["Forum", "Fountain"]}, leader=0)
    g.play("think: refill")
    assert g.is_over and g.winners == [0]


def test_forum_with_fountain_never_counts_one_client_twice():
    """"Clients may not count as both at once" (000:888): five clients cannot fill six roles."""
    clients = ["Laborer", "Legionary", "Architect", "Merchant", "Patron"]
    g = build(["You", "L"], "first", clientele={0: clients},
              buildings={0: ["Forum", "Fountain", "Insula"]}, leader=0)
    g.play("think: refill")
    assert not g.is_over
    assert g.decision.player == 1  # the game goes on
