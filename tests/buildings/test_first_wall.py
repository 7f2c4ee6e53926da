"""First-edition Wall: 1 VP per two stockpile materials at game end (000:735)."""

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_wall_1():
    """1E-Wall-1 (000:739): a Wall and an Insula, five stockpile materials, an empty Vault:
    Influence 5 plus the Wall's 2 is 7."""
    g = build(["You", "L"], "first", buildings={0: ["Wall", "Insula"]},
              stockpile={0: ["Rubble", "Wood", "Brick", "Stone", "Marble"]})
    sc = g.scores()[0]
    assert (sc["influence"], sc["buildings"], sc["total"]) == (5, 2, 7)


def test_wall_rounds_down_and_needs_the_wall():
    """Rounded down (000:735); without a Wall the stockpile scores nothing."""
    g = build(["You", "L"], "first", buildings={0: ["Wall"]}, stockpile={0: ["Rubble"]},
              )
    assert g.scores()[0]["buildings"] == 0
    g = build(["You", "L"], "first", stockpile={0: ["Rubble"] * 4})
    assert g.scores()[0]["buildings"] == 0
