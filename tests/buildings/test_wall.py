"""Wall (second edition): 1 VP per two stockpile materials; immune to Legionaries,
Bridge or not (003:631-635)."""

import pytest
from helpers import answer_gives

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_wall_1(edition):
    """BB-Wall-1 (003:633): a Wall and an Insula, five stockpile materials, empty vault:
    5 from Influence + 2 from the Wall = 7 VP."""
    g = build(2, edition, buildings={0: ["Wall", "Insula"]},
              stockpile={0: ["Rubble", "Wood", "Brick", "Stone", "Stone"]})
    row = g.scores()[0]
    assert row["influence"] == 5 and row["buildings"] == 2 and row["total"] == 7


def test_bb_wall_2_bridge_does_not_pass_the_wall():
    """BB-Wall-2 (003:637): the opponent's Bridge demand gets nothing from your hand or
    stockpile; your demand takes the Stone from his hand."""
    g = build(2, hands={0: ["Prison", "Sewer", "Shrine"], 1: ["Academy", "Villa"]},
              stockpile={0: ["Stone"]}, buildings={0: ["Wall"], 1: ["Bridge"]}, leader=1)
    g.play("lead Legionary: Academy")
    g.play("follow: Shrine")
    g.play("legionary: demand Stone")
    answer_gives(g)
    s = g.state
    assert not s.players[1].stockpile  # nothing given, not even from the stockpile
    g.play("keep")  # the Wall's owner may give if they wish (003:635): they keep
    g.play("legionary: demand Stone")
    answer_gives(g)
    names = s.deck.name
    assert [s.deck.material[c] for c in s.players[0].stockpile] == ["Stone", "Stone"]
    assert "Villa" in [names[c] for c in s.players[0].stockpile]
    assert sorted(names[c] for c in s.players[0].hand) == ["Prison", "Sewer"]
    assert not s.players[1].stockpile


def test_wall_protects_its_owner_only():
    """The Wall's immunity is its owner's (003:631): a Wall on the other side of the table
    does not stop a demand on you."""
    g = build(3, hands={0: ["Academy", "Villa"], 1: ["Prison"]}, buildings={2: ["Wall"]},
              leader=0)
    g.play("lead Legionary: Academy")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("legionary: demand Stone")
    answer_gives(g)
    assert [g.state.deck.name[c] for c in g.state.players[0].stockpile] == ["Prison"]
