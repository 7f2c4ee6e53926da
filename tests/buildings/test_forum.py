"""Forum (Imperium, 1E) and Forum Romanum (Republic): an immediate win with a client of every
role (003:439; 000:874; 004:539), plus a material of every type for the Forum Romanum
(003:445; 003:298). Combinations: 003:449-459 (A-14)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build

SIX = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"]
STOCK = ["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"]


def _race(edition, name, stock=None):
    # You = 0 and L = 1 both qualify and both hold a Forum foundation with two Marble.
    return build(3, edition, hands={0: ["Dock", "Temple"], 1: ["Market", "Temple"],
                                    2: ["Palisade"]},
                 clientele={0: SIX, 1: SIX}, stockpile=stock or {},
                 buildings={0: [{"name": name, "materials": ["Marble", "Marble"]}],
                            1: [{"name": name, "materials": ["Marble", "Marble"]}]},
                 leader=0)


@pytest.mark.parametrize("edition", ["imperium", "first"])
def test_bb_forum_1(edition):
    """BB-Forum-1 (003:441; 000:876-880; 004:541): you complete the Forum first and win at
    once; L, who also qualifies, never acts."""
    g = _race(edition, "Forum")
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: add Temple to Forum")
    assert g.is_over and g.winners == [0]
    assert not g.state.players[1].buildings[0].complete
    assert_refused(g, "craftsman: add Temple to Forum")


def test_bb_forum_romanum_1():
    """BB-ForumRomanum-1 (003:447): the same race with a material of every type in each
    stockpile: you win when your Forum Romanum is complete."""
    g = _race("republic", "Forum Romanum", {0: STOCK, 1: STOCK})
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: add Temple to Forum Romanum")
    assert g.is_over and g.winners == [0] and "Forum Romanum" in g.end_reason


def test_forum_romanum_needs_the_materials():
    """003:445: the clients alone are not enough in the Republic."""
    g = _race("republic", "Forum Romanum", {0: STOCK[:5]})
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: add Temple to Forum Romanum")
    assert g.state.players[0].buildings[0].complete and not g.is_over


def test_ludus_magna_merchant_counts_as_one_role_only():
    """003:449-451 (A-14): a Merchant client with a Ludus Magna stands for any ONE role. Five
    clients with one Merchant and no Patron cover six roles only with a second Merchant."""
    five = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant"]
    g = build(3, "imperium", clientele={0: five}, buildings={0: ["Forum", "Ludus Magna"]},
              pool=["Stone"], hands={0: ["Temple"]}, leader=0)
    assert not g.is_over
    g.play("lead Patron: Temple")
    g.play("think: refill")
    g.play("think: refill")
    g.play("patron: Merchant from pool")
    assert g.is_over and g.winners == [0]


def test_storeroom_client_as_laborer():
    """003:457-459: with a Storeroom any client may count as the Laborer, not both at once."""
    no_laborer = ["Craftsman", "Legionary", "Architect", "Merchant", "Patron"]
    g = build(3, "imperium", clientele={0: no_laborer}, hands={0: ["Temple"]},
              buildings={0: ["Forum", "Storeroom"]}, pool=["Brick"], leader=0)
    assert not g.is_over  # five clients cannot be six roles
    g.play("lead Patron: Temple")
    g.play("think: refill")
    g.play("think: refill")
    g.play("patron: Legionary from pool")
    assert g.is_over and g.winners == [0]


def test_forum_refused_in_the_republic_deck():
    """The Forum is an Imperium card (003:437): the Republic deck has none to place."""
    from gtr_widget.glory_to_rome.scenarios.builder import PositionError

    with pytest.raises(PositionError):
        build(3, "republic", buildings={0: ["Forum"]})


def test_gate_makes_a_forum_foundation_count():
    """A-22: with a Gate the Forum's function works from its foundation (003:483), so a
    sixth role hired wins at once."""
    five = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant"]
    g = build(3, "imperium", clientele={0: five}, hands={0: ["Temple"]},
              buildings={0: ["Gate", {"name": "Forum"}]}, pool=["Marble"], influence={0: 8},
              leader=0)
    g.play("lead Patron: Temple")
    g.play("think: refill")
    g.play("think: refill")
    assert not g.is_over
    g.play("patron: Patron from pool")
    assert g.is_over and g.winners == [0]
