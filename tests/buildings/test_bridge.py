"""Bridge (second edition): past Palisades, all opponents in 4-5 players, and from
stockpiles too; never past a Wall (003:383-385)."""



from helpers import answer_gives, demand

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_bridge_1(bridge=True):
    # You 0, L 1, A 2, R 3: L has a Palisade, R a Wall.
    return build(4, hands={0: ["Shrine", "Forum Romanum"], 1: ["Temple"], 2: ["Statue"],
                           3: ["Palace"]},
                 stockpile={1: ["Marble"], 2: ["Marble"], 3: ["Marble"]},
                 buildings={0: ["Bridge"] if bridge else [], 1: ["Palisade"], 3: ["Wall"]},
                 pool=["Marble"], leader=0)


def test_bb_bridge_1():
    """BB-Bridge-1 (003:387-389): demanding Marble gives one from the Pool, one from the
    hand and one from the stockpile of L and of A; nothing from R (Wall): five Marble."""
    g = _bb_bridge_1()
    g.play("lead Legionary: Shrine")
    for _ in range(3):
        g.play("think: take Jack")
    demand(g, "legionary: demand Marble")
    answer_gives(g)
    s = g.state
    mats = [s.deck.material[c] for c in s.players[0].stockpile]
    assert mats == ["Marble"] * 5
    assert not s.players[1].stockpile and not s.players[2].stockpile
    assert [s.deck.name[c] for c in s.players[3].hand if not s.deck.is_jack(c)] == ["Palace"]
    assert len(s.players[3].stockpile) == 1
    assert "Forum Romanum" in [s.deck.name[c] for c in s.players[0].hand]  # revealed, kept


def test_without_bridge_only_neighbours_and_no_palisade():
    """Without a Bridge (003:265, 525): neighbours only, L's Palisade and R's Wall protect,
    A is out of reach: the Pool's Marble alone."""
    g = _bb_bridge_1(bridge=False)
    g.play("lead Legionary: Shrine")
    for _ in range(3):
        g.play("think: take Jack")
    demand(g, "legionary: demand Marble")
    answer_gives(g)
    s = g.state
    assert len(s.players[0].stockpile) == 1
    assert len(s.players[2].stockpile) == 1


def test_bridge_in_three_players_reaches_the_neighbours_stockpiles():
    """A-36: with three players the Bridge adds no reach, but still the stockpile part."""
    g = build(3, hands={0: ["Shrine", "Temple"], 1: ["Statue"], 2: ["Palace"]},
              stockpile={1: ["Marble"], 2: ["Marble"]}, buildings={0: ["Bridge"]}, leader=0)
    g.play("lead Legionary: Shrine")
    g.play("think: take Jack")
    g.play("think: take Jack")
    demand(g, "legionary: demand Marble")
    answer_gives(g)
    assert len(g.state.players[0].stockpile) == 4
