"""A card revealed to a Legionary demand cannot be revealed again the same turn (003:269)."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _two_bath_legionaries():
    # Seat 0 leads Patron with a Patron client and a Bath: each hire acts at once (003:373).
    return build(2, hands={0: ["Temple", "Garden", "Insula"], 1: ["Palace"]},
                 buildings={0: ["Bath"]}, clientele={0: ["Patron"]},
                 pool=["Brick", "Brick", "Rubble"],
                 leader=0)


def test_second_bath_legionary_cannot_reveal_the_same_stone():
    g = _two_bath_legionaries()
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("patron: Legionary from pool")
    g.play("legionary: demand Stone")  # 003:269: the only Stone card is shown
    g.play("patron: Legionary from pool")
    assert g.decision.prompt.endswith("Legionary action (1 left)")
    e = assert_refused(g, "legionary: demand Stone", "already revealed", "003:269")
    assert "Garden" not in str(e)
    demands = [m.text for m in g.legal_moves() if m.text.startswith("legionary: demand")]
    assert demands == ["legionary: demand Rubble"]


def test_view_shows_revealed_hand_cards_to_everyone():
    g = _two_bath_legionaries()
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("patron: Legionary from pool")
    g.play("legionary: demand Stone")
    for seat in (0, 1, None):
        shown = g.view(seat)["players"][0]["revealed"]
        assert [c["name"] for c in shown] == ["Garden"]
    while g.state.turn == 1:
        g.play("pass")
    assert g.view(1)["players"][0]["revealed"] == []  # a new turn reveals afresh


def test_duplicate_cards_may_each_be_revealed():
    """"Multiples of the same material if you have duplicate cards" (003:269)."""
    g = build(2, hands={0: ["Temple", "Garden", "Prison"], 1: ["Palace"]},
              buildings={0: ["Bath"]}, clientele={0: ["Patron"]},
              pool=["Brick", "Brick"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("patron: Legionary from pool")
    g.play("legionary: demand Stone")
    g.play("patron: Legionary from pool")
    assert [c["name"] for c in g.view(1)["players"][0]["revealed"]] == ["Garden"]
    g.play("legionary: demand Stone")  # the Prison, not yet shown
    assert sum("Rome demands Stone" in e["text"] for e in g.log) == 2
