"""First-edition Bar, Dock and Bridge: early execution and their other abilities
(000:438-456, 000:508-518, 000:678-687; A-10)."""

from first_edition_helpers import acting, mats, names, play, refused, roles, texts
from helpers import answer_gives

from gtr_widget.glory_to_rome.scenarios.builder import build

# Seats: You 0, L 1 (your left), R 2 (your right); 4 players: You 0, L 1, A 2, R 3.


def test_1e_bar_1_early_patrons_beat_the_leader():
    """1E-Bar-1 (000:440-444): R leads Patron; you and L follow with a Bar each and hire at
    once, before the Leader, who gets the Legionary."""
    g = build(["You", "L", "R"], "first", hands={0: ["Forum"], 1: ["Palace"], 2: ["Temple"]},
              buildings={0: ["Bar"], 1: ["Bar"]}, pool=["Wood", "Wood", "Brick"], leader=2)
    g.play("lead Patron: Temple")
    g.play("follow: Forum")
    assert acting(g, 0)  # at once (000:438)
    g.play("patron: Craftsman from pool")
    assert g.decision.player == 1 and g.decision.kind == "follow"
    play(g, "follow: Palace", "patron: Craftsman from pool")
    assert g.decision.player == 2  # the Leader acts only now
    assert texts(g) == ["patron: Legionary from pool", "pass"]
    g.play("patron: Legionary from pool")
    s = g.state
    assert roles(g, s.players[0].clientele) == ["Craftsman"]
    assert roles(g, s.players[1].clientele) == ["Craftsman"]
    assert roles(g, s.players[2].clientele) == ["Legionary"]
    assert names(g, s.pool) == ["Forum", "Palace", "Temple"]  # the role cards, next turn


def test_1e_bar_2_leader_acts_before_any_follow_decision():
    """1E-Bar-2 (000:452-456), with A-10: the Leader's Bar actions come right after the lead.
    A Jack led as Patron plus a Patron client: one Pool client, one from hand."""
    g = build(["You", "L", "R"], "first", hands={0: ["Insula", "Insula", "Jack"]},
              clientele={0: ["Patron"]}, buildings={0: ["Bar"]}, pool=["Concrete"], leader=0)
    g.play("lead Patron: Jack")
    assert acting(g, 0)
    assert [f.kind for f in g.state.stack[-4:-1]] == ["start_actions", "follow", "follow"]
    play(g, "patron: Architect from pool", "bar: hire Insula from hand")
    s = g.state
    assert roles(g, s.players[0].clientele) == ["Architect", "Laborer", "Patron"]
    assert names(g, s.players[0].hand) == ["Insula"]
    assert g.decision.player == 1 and g.decision.kind == "follow"
    # Influence 3 from the Bar: the clientele is full, so no more hires from hand
    assert not any(t.startswith("bar: hire") for t in texts(g))


def test_bar_refuses_a_hire_from_hand_at_capacity():
    """Clientele capacity = Influence (000:183) binds hires from hand too (A-15)."""
    g = build(["You", "L", "R"], "first", hands={0: ["Forum", "Insula"], 2: ["Temple"]},
              clientele={0: ["Patron", "Laborer", "Legionary"]}, buildings={0: ["Bar"]},
              leader=2)
    play(g, "lead Patron: Temple", "follow: Forum")
    # 3 clients, Influence 3: a full clientele, nothing to do early
    refused(g, "bar: hire Insula from hand")


def test_bar_owner_may_wait_for_the_turn_order():
    """"You may choose" (000:438): waiting puts the Bar owner's actions back in order."""
    g = build(["You", "L", "R"], "first", hands={0: ["Forum", "Insula"], 2: ["Temple"]},
              buildings={0: ["Bar"]}, pool=["Wood", "Brick"], leader=2)
    play(g, "lead Patron: Temple", "follow: Forum", "bar: wait for your turn")
    assert g.decision.player == 1 and g.decision.kind == "follow"
    g.play("think: refill")
    assert g.decision.player == 2  # the Leader first
    g.play("patron: Legionary from pool")
    assert g.decision.player == 0
    assert "bar: wait for your turn" not in texts(g)  # only before the early block
    g.play("bar: hire Insula from hand")
    assert roles(g, g.state.players[0].clientele) == ["Laborer"]


def test_bar_early_client_actions_after_thinking():
    """A Bar owner who thinks still acts early with clients (000:438), after drawing (A-10)."""
    g = build(["You", "L", "R"], "first", hands={2: ["Temple"]}, clientele={0: ["Patron"]},
              buildings={0: ["Bar"]}, pool=["Wood"], leader=2)
    play(g, "lead Patron: Temple", "think: refill")
    assert len(g.state.players[0].hand) == 5  # drew first
    assert acting(g, 0)
    g.play("patron: Craftsman from pool")
    assert g.decision.player == 1 and g.decision.kind == "follow"


def test_1e_dock_1_early_laborer_takes_the_marble():
    """1E-Dock-1 (000:512): L leads Laborer, R follows, you follow and take the Marble at
    once; L takes the Concrete and R gets nothing."""
    g = build(["You", "L", "R"], "first", hands={0: ["Road"], 1: ["Bar"], 2: ["Insula"]},
              buildings={0: ["Dock"]}, pool=["Marble", "Concrete"], leader=1)
    play(g, "lead Laborer: Bar", "follow: Insula", "follow: Road", "laborer: Marble from pool")
    play(g, "laborer: Concrete from pool")
    s = g.state
    assert mats(g, s.players[0].stockpile) == ["Marble"]
    assert mats(g, s.players[1].stockpile) == ["Concrete"]
    assert s.players[2].stockpile == []
    assert g.state.turn == 2  # R found the Pool empty: the turn is over


def test_1e_dock_2_pool_and_hand():
    """1E-Dock-2 (000:518): a Laborer follow plus a client, executed at once: Wood from the
    Pool, then the Merchant card (Stone) from hand."""
    g = build(["You", "L", "R"], "first", hands={0: ["Insula", "Road", "Villa"], 2: ["Bar"]},
              clientele={0: ["Laborer"]}, buildings={0: ["Dock"]}, pool=["Wood", "Wood"],
              leader=2)
    play(g, "lead Laborer: Bar", "follow: Insula", "laborer: Wood from pool",
         "dock: Villa from hand")
    s = g.state
    assert mats(g, s.players[0].stockpile) == ["Stone", "Wood"]
    assert names(g, s.players[0].hand) == ["Road"]
    assert mats(g, s.pool) == ["Wood"]


def test_dock_never_stockpiles_a_jack():
    """Jacks can never be materials (000:153)."""
    g = build(["You", "L", "R"], "first", hands={0: ["Insula", "Jack"], 2: ["Bar"]},
              buildings={0: ["Dock"]}, leader=2)
    play(g, "lead Laborer: Bar", "follow: Insula")
    refused(g, "dock: Jack from hand")


def test_1e_bridge_1_early_demands_reach_everyone():
    """1E-Bridge-1 (000:683-687), four players: you and L (Bridge + Palisade) demand at once
    from the Pool and all three opponents; the Leader R demands from his neighbours; A
    demands last and L's Palisade protects him from A."""
    g = build(["You", "L", "A", "R"], "first",
              hands={0: ["Archway", "Villa", "Forum", "Market"],
                     1: ["Atrium", "Temple", "Garden", "Road"],
                     2: ["Bath", "Prison", "Palace", "Circus", "Bar"],
                     3: ["Academy", "Fountain", "Statue", "Insula", "Dock"]},
              buildings={0: ["Bridge"], 1: ["Bridge", "Palisade"]}, pool=["Stone"], leader=3)
    play(g, "lead Legionary: Academy", "follow: Archway")
    assert acting(g, 0)
    g.play("legionary: demand Stone")  # Pool, L (Palisade ignored), A and R all give
    answer_gives(g)
    s = g.state
    assert mats(g, s.players[0].stockpile) == ["Stone"] * 4
    play(g, "follow: Atrium", "legionary: demand Marble")
    answer_gives(g)
    assert mats(g, s.players[1].stockpile) == ["Marble"] * 3
    g.play("follow: Bath")  # A decides after seeing both early demands
    g.play("legionary: demand Wood")  # the Leader: only his neighbours You and A
    answer_gives(g)
    assert mats(g, s.players[3].stockpile) == ["Wood", "Wood"]
    g.play("legionary: demand Rubble")  # A: R gives, L is protected by his Palisade
    answer_gives(g)
    assert mats(g, s.players[2].stockpile) == ["Rubble"]
    assert names(g, s.players[1].hand) == ["Road", "Temple"]


def test_bridge_may_wait_and_then_demands_in_turn_order():
    """A Bridge owner may decline to act early (000:678 "may choose"); the Leader then
    demands first and takes the waiting player's Stone."""
    g = build(["You", "L", "R"], "first",
              hands={0: ["Archway", "Villa", "Temple"], 1: ["Shrine", "Garden"],
                     2: ["Academy", "Prison", "Palace"]},
              buildings={0: ["Bridge"]}, leader=2)
    play(g, "lead Legionary: Academy", "follow: Archway", "bridge: wait for your turn",
         "follow: Shrine")
    assert g.decision.player == 2
    refused(g, "bridge: wait for your turn")  # not R's power, and the moment is gone
    g.play("legionary: demand Stone")  # each victim has one Stone: the gives are forced
    answer_gives(g)
    s = g.state
    assert mats(g, s.players[2].stockpile) == ["Stone", "Stone"]
    assert acting(g, 0)
    g.play("legionary: demand Marble")  # R's Palace; L has no Marble
    answer_gives(g)
    assert mats(g, s.players[0].stockpile) == ["Marble"]
