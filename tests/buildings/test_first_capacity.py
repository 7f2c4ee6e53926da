"""First-edition Aqueduct (clientele +4, 000:668) and Basilica (Vault x2, 000:864)."""

from first_edition_helpers import play, refused

from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build


def _limits(g, seat=0):
    s = g.state
    return (s.players[seat].influence, limit(s, seat, "clientele"), limit(s, seat, "vault"))


def test_1e_aqueduct_1():
    """1E-Aqueduct-1 (000:672): the Aqueduct as first structure: 4 VP, room for eight clients
    and four Vault cards."""
    g = build(["You", "L", "R"], "first", hands={0: ["Dock", "Senate"]},
              buildings={0: [{"name": "Aqueduct", "materials": ["Concrete"]}]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "think: refill",
         "craftsman: add Senate to Aqueduct")
    assert g.state.players[0].buildings[0].complete
    assert _limits(g) == (4, 8, 4)
    assert g.scores()[0]["total"] == 4


def test_aqueduct_adds_four_not_doubles_in_the_first_edition():
    """1E adds 4 (000:668); the 2E doubling (003:339) would give (5 + 2) x 2 = 14 here."""
    g = build(["You", "L"], "first", buildings={0: ["Aqueduct", "Insula"]})
    assert _limits(g) == (5, 5 + 2 + 4, 5)


def test_1e_basilica_1_with_the_arithmetic_corrected():
    """1E-Basilica-1 (000:868), corrected per A-42: Market then Basilica gives Influence
    2 + 1 + 3 = 6, six clients and a Vault of (6 + 2) x 2 = 16 (the book's 5 and 14 forget
    the Market's own Influence)."""
    g = build(["You", "L", "R"], "first", hands={0: ["Dock", "Temple"]},
              buildings={0: ["Market", {"name": "Basilica", "materials": ["Marble", "Marble"]}]},
              leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "think: refill",
         "craftsman: add Temple to Basilica")
    assert _limits(g) == (6, 6, 16)


def test_basilica_full_vault_still_refuses():
    """The doubled limit is still a limit (000:275): Influence 5 gives a Vault of 10."""
    g = build(["You", "L"], "first", hands={0: ["Villa"]}, stockpile={0: ["Stone"]},
              vault={0: ["Rubble"] * 6 + ["Wood"] * 4}, buildings={0: ["Basilica"]}, leader=0)
    assert _limits(g) == (5, 5, 10)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    refused(g, "merchant: Stone from stockpile")
