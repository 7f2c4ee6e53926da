"""First-edition Prison: steal an opponent's completed structure on completion; you keep the
Prison's Influence, the victim keeps his (000:808-830; A-21, A-41)."""

from first_edition_helpers import acting, play, refused, texts

from gtr_widget.glory_to_rome.play.construction import fits
from gtr_widget.glory_to_rome.scenarios.builder import build


def _b(g, seat, name):
    s = g.state
    return next(b for b in s.players[seat].buildings if s.deck.name[b.foundation] == name)


def _prison(**kw):
    kw.setdefault("hands", {0: ["Dock", "Villa"]})
    buildings = kw.pop("buildings")
    buildings.setdefault(0, [])
    buildings[0] = [{"name": "Prison", "materials": ["Stone", "Stone"]}] + buildings[0]
    return build(["You", "L"], "first", buildings=buildings, leader=0, **kw)


def test_1e_prison_1_read_as_a_tower():
    """1E-Prison-1 (000:814-818) ⚠ names a Foundry but describes the Tower (A-41): you steal
    the Tower and may use Rubble anywhere; the victim's Temple keeps its Marble and Rubble
    but can now be finished only with Marble. Both keep their Influence."""
    g = _prison(buildings={1: ["Tower", {"name": "Temple", "materials": ["Marble", "Rubble"]}]})
    s = g.state
    inf_l = s.players[1].influence
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Villa to Prison")
    # the only candidate: taken at once, the steal is not optional (000:808)
    tower = _b(g, 0, "Tower")
    assert tower.stolen and tower.complete
    assert s.players[0].influence == 2 + 3 and s.players[1].influence == inf_l
    temple = _b(g, 1, "Temple")
    assert len(temple.materials) == 2
    assert not fits(s, 1, temple, "Rubble") and fits(s, 1, temple, "Marble")
    assert fits(s, 0, _b(g, 0, "Prison"), "Rubble")


def test_prison_steal_is_mandatory_and_skips_names_you_have():
    """No "may" (000:808): no pass. Not a name you have in play, foundation or structure
    (000:808; A-21); and never again lay the stolen name (000:808)."""
    g = _prison(hands={0: ["Dock", "Villa", "Tower"]},
                buildings={0: [{"name": "Market"}], 1: ["Market", "Tower", "Insula"]})
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Villa to Prison")
    assert sorted(texts(g)) == ["prison: steal L's Insula", "prison: steal L's Tower"]
    refused(g, "pass")
    refused(g, "prison: steal L's Market")
    g.play("prison: steal L's Tower")
    assert _b(g, 0, "Tower").stolen
    assert not any(t.startswith("craftsman: lay Tower") for t in texts(g))


def test_prison_upon_completion_effects_trigger_for_the_thief():
    """"Upon completion" effects trigger for the new owner (000:808): a stolen Storeroom
    gives Laborer actions equal to the thief's Influence (2 + 3)."""
    g = _prison(pool=["Rubble", "Wood"], buildings={1: ["Storeroom"]})
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Villa to Prison")
    assert acting(g, 0) and g.decision.prompt.endswith("Laborer action (5 left)")


def test_a_stolen_tower_leaves_rubble_sites_finishable_with_rubble():
    """"Foundations built on Rubble Sites may still be completed with Rubble" (000:715)."""
    g = _prison(buildings={1: ["Tower", {"name": "Sewer", "site": "Rubble",
                                         "materials": ["Stone"]}]})
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Villa to Prison")
    s = g.state
    sewer = _b(g, 1, "Sewer")
    assert fits(s, 1, sewer, "Rubble") and fits(s, 1, sewer, "Stone")
    assert not fits(s, 1, sewer, "Wood")


def test_prison_with_nothing_to_steal():
    """With no completed opposing structure nothing happens (A-21)."""
    g = _prison(buildings={1: [{"name": "Tower"}]})
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Villa to Prison")
    assert g.state.turn == 2 and not any(b.stolen for b in g.state.players[0].buildings)
