"""First-edition Coliseum: slay the matching clients of the players you demand from into
your Vault (000:770-774; A-18, A-19)."""

from first_edition_helpers import mats, names, play, refused, roles, texts
from helpers import answer_gives

from gtr_widget.glory_to_rome.scenarios.builder import build


def _coliseum_1():
    return build(["You", "L", "R"], "first",
                 hands={0: ["Academy", "Archway", "Temple", "Villa"],
                        1: ["Garden", "Market"], 2: ["Shrine", "Forum", "Palace"]},
                 clientele={0: ["Legionary", "Architect", "Architect", "Architect"],
                            1: ["Legionary", "Architect"], 2: ["Legionary", "Merchant"]},
                 pool=["Marble", "Marble"], buildings={0: ["Coliseum"]}, influence={0: 5},
                 leader=2)


def test_1e_coliseum_1():
    """1E-Coliseum-1 (000:774): R demands two Marble (two from the Pool, your Patron); you
    demand Brick and Stone: L gives a Stone, and the Coliseum slays R's Legionary and
    Merchant and L's Legionary into your Vault; L's slain Legionary gives him no action."""
    g = _coliseum_1()
    play(g, "lead Legionary: Shrine", "follow: Academy", "think: take Jack",
         "legionary: demand Marble, Marble")
    answer_gives(g)
    s = g.state
    assert mats(g, s.players[2].stockpile) == ["Marble"] * 3
    g.play("legionary: demand Brick, Stone")
    answer_gives(g)
    assert sorted(texts(g)) == sorted([
        "coliseum: slay L's Legionary client", "coliseum: slay R's Legionary client",
        "coliseum: slay R's Merchant client", "coliseum: spare the rest"])
    refused(g, "coliseum: slay L's Architect client")  # not a demanded material
    play(g, "coliseum: slay R's Legionary client", "coliseum: slay R's Merchant client",
         "coliseum: slay L's Legionary client")
    you, left, right = s.players
    assert names(g, you.hand) == ["Archway", "Villa"]  # the revealed cards stay in hand
    assert mats(g, you.stockpile) == ["Stone"]
    assert mats(g, you.vault) == ["Brick", "Brick", "Stone"]
    assert right.clientele == [] and roles(g, left.clientele) == ["Architect"]
    assert s.turn == 2  # L had no Legionary action left: the turn is over
    assert names(g, [c for c in left.hand if not s.deck.is_jack(c)]) == ["Market"]


def test_coliseum_room_for_some_then_none():
    """"If you have room for some but not all, you choose which are slain" (000:770)."""
    g = build(["You", "L"], "first", hands={0: ["Academy", "Archway"]},
              clientele={1: ["Legionary", "Legionary"]}, vault={0: ["Rubble", "Rubble"]},
              buildings={0: ["Coliseum"]}, leader=0)  # Influence 5: room for three
    play(g, "lead Legionary: Academy", "think: refill", "legionary: demand Brick")
    answer_gives(g)
    assert texts(g) == ["coliseum: slay L's Legionary client", "coliseum: spare the rest"]
    g.play("coliseum: slay L's Legionary client")
    # one demand, one client at most: the other Legionary survives
    assert roles(g, g.state.players[1].clientele) == ["Legionary"]
    assert len(g.state.players[0].vault) == 3


def test_coliseum_stopped_by_a_palisade_and_by_a_full_vault():
    """Palisades protect against a Coliseum (000:770); no room, no slaying."""
    g = build(["You", "L"], "first", hands={0: ["Academy", "Archway"]},
              clientele={1: ["Legionary"]}, buildings={0: ["Coliseum"], 1: ["Palisade"]},
              leader=0)
    play(g, "lead Legionary: Academy", "think: refill", "legionary: demand Brick")
    answer_gives(g)
    assert roles(g, g.state.players[1].clientele) == ["Legionary"]
    refused(g, "coliseum: slay L's Legionary client")
    g = build(["You", "L"], "first", hands={0: ["Academy", "Archway"]},
              clientele={1: ["Legionary"]}, vault={0: ["Rubble"] * 5},
              buildings={0: ["Coliseum"]}, leader=0)
    play(g, "lead Legionary: Academy", "think: refill", "legionary: demand Brick")
    answer_gives(g)
    assert roles(g, g.state.players[1].clientele) == ["Legionary"]
    assert not any(t.startswith("coliseum") for t in texts(g))


def test_a_bridge_widens_the_coliseum():
    """"A Bridge expands the reach of a Coliseum" (000:770) and gets past Palisades (000:679):
    the Leader's early demand reaches the player across and a Palisade owner."""
    g = build(["You", "L", "A", "R"], "first", hands={0: ["Academy", "Archway"]},
              clientele={2: ["Legionary"], 3: ["Legionary"]},
              buildings={0: ["Bridge", "Coliseum"], 3: ["Palisade"]}, leader=0)
    play(g, "lead Legionary: Academy", "legionary: demand Brick")
    answer_gives(g)
    assert sorted(texts(g)) == ["coliseum: slay A's Legionary client",
                                "coliseum: slay R's Legionary client",
                                "coliseum: spare the rest"]
    play(g, "coliseum: slay R's Legionary client", "coliseum: spare the rest")
    s = g.state
    assert s.players[3].clientele == [] and roles(g, s.players[2].clientele) == ["Legionary"]
    assert g.decision.player == 1 and g.decision.kind == "follow"  # all before anyone follows
