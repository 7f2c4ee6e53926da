"""First-edition Foundry (000:614) and Bath (000:596-608)."""

from first_edition_helpers import acting, mats, play, refused, roles, texts

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_foundry_1_deck_then_pool():
    """1E-Foundry-1 (000:616): on your Laborer action you first draw a Marble from the deck,
    then take a Marble from the Pool; two Stone and a Marble stay for the followers."""
    g = build(["You", "L"], "first", hands={0: ["Road"]}, deck_top=["Temple"],
              pool=["Stone", "Stone", "Marble", "Marble"], buildings={0: ["Foundry"]},
              leader=0)
    deck = len(g.state.draw)
    play(g, "lead Laborer: Road", "think: take Jack",
         "foundry: top card of the deck into stockpile")
    s = g.state
    assert [s.deck.name[c] for c in s.players[0].stockpile] == ["Temple"]
    g.play("foundry: then Marble from pool")
    assert mats(g, s.players[0].stockpile) == ["Marble", "Marble"]
    assert len(s.draw) == deck - 1
    assert mats(g, [c for c in s.pool if s.deck.name[c] != "Road"]) == \
        ["Marble", "Stone", "Stone"]


def test_foundry_deck_first_and_even_with_an_empty_pool():
    """"You draw from the deck before taking from the Pool" and "even if there is no
    material in the Pool" (000:614)."""
    g = build(["You", "L"], "first", hands={0: ["Road"]}, clientele={0: ["Laborer"]},
              pool=["Stone"], buildings={0: ["Foundry"]}, leader=0)
    play(g, "lead Laborer: Road", "think: take Jack")
    refused(g, "foundry: then Stone from pool")  # no deck card drawn in this action
    g.play("laborer: Stone from pool")
    assert acting(g, 0) and "foundry: then Stone from pool" not in texts(g)
    g.play("foundry: top card of the deck into stockpile")  # the second action; Pool empty
    assert len(g.state.players[0].stockpile) == 2


def test_1e_bath_1_chain_of_new_clients():
    """1E-Bath-1 (000:600): R takes the Architect; you take the Patron, whose Bath action
    takes the Laborer, whose Bath action takes the Merchant as a Stone; L finds nothing."""
    g = build(["You", "L", "R"], "first", hands={0: ["Forum"], 1: ["Palace"], 2: ["Temple"]},
              pool=["Rubble", "Concrete", "Stone", "Marble"], buildings={0: ["Bath"]},
              leader=2)
    play(g, "lead Patron: Temple", "follow: Forum", "follow: Palace",
         "patron: Architect from pool", "patron: Patron from pool")
    assert acting(g, 0) and g.decision.prompt.endswith("Patron action (1 left)")
    play(g, "patron: Laborer from pool", "laborer: Stone from pool")
    s = g.state
    assert roles(g, s.players[0].clientele) == ["Laborer", "Patron"]
    assert mats(g, s.players[0].stockpile) == ["Stone"]
    assert roles(g, s.players[2].clientele) == ["Architect"]
    assert s.players[1].clientele == [] and s.turn == 2


def test_1e_bath_2_replace_a_client():
    """1E-Bath-2 (000:608): the Laborer replaces a Merchant client, which goes to the Pool at
    once; the Bath's Laborer action takes it back as a Stone. Allowed below capacity."""
    g = build(["You", "L"], "first", hands={0: ["Temple"]},
              clientele={0: ["Merchant", "Merchant", "Architect"]}, pool=["Rubble"],
              buildings={0: ["Bath"]}, leader=0)
    play(g, "lead Patron: Temple", "think: refill",
         "bath: Laborer from pool, replacing Merchant client", "laborer: Stone from pool")
    s = g.state
    assert roles(g, s.players[0].clientele) == ["Architect", "Laborer", "Merchant"]
    assert mats(g, s.players[0].stockpile) == ["Stone"]
    assert mats(g, s.pool) == ["Marble"]  # only the led Temple, after the turn


def test_bath_replacement_at_capacity_and_its_action_is_optional():
    """A full clientele may still swap (A-15); the Bath action may be skipped (A-16)."""
    g = build(["You", "L"], "first", hands={0: ["Temple"]},
              clientele={0: ["Merchant", "Merchant", "Architect", "Architect"]},
              pool=["Rubble"], buildings={0: ["Bath"]}, leader=0)
    play(g, "lead Patron: Temple", "think: refill")
    refused(g, "patron: Laborer from pool")  # Influence 4, four clients
    play(g, "bath: Laborer from pool, replacing Architect client")
    assert "laborer: Concrete from pool" in texts(g)  # the old client, back in the Pool
    g.play("pass")
    s = g.state
    assert roles(g, s.players[0].clientele) == ["Architect", "Laborer", "Merchant",
                                               "Merchant"]
    assert mats(g, s.pool) == ["Concrete", "Marble"]  # the old Architect and the Temple
