"""First-edition Stairway (as its text reads, 000:938; A-38) and Storeroom (000:703)."""

from first_edition_helpers import acting, mats, play, refused, texts

from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build


def _b(g, seat, name):
    s = g.state
    return next(b for b in s.players[seat].buildings if s.deck.name[b.foundation] == name)


def test_1e_stairway_1_under_the_text():
    """1E-Stairway-1 (000:942) ⚠, played under the text (000:938; A-38): the third Marble
    completes the Stairway as usual; the example's next step (a Brick into the opponent's
    Archway, making it public) is the 2007 function and is refused; instead the Stairway
    completes an own Temple foundation with a single Architect-placed Marble (hand size 9)."""
    g = build(["You", "L"], "first", hands={0: ["Wall"], 1: ["Aqueduct"]},
              clientele={0: ["Architect", "Architect"]},
              stockpile={0: ["Marble", "Marble", "Brick"]}, pool=["Brick"],
              buildings={0: [{"name": "Stairway", "materials": ["Marble", "Marble"]},
                             {"name": "Temple"}],
                         1: ["Archway", "Shrine"]}, leader=0)
    play(g, "lead Architect: Wall", "follow: Aqueduct", "architect: add Marble to Stairway")
    assert _b(g, 0, "Stairway").complete
    assert not any("Archway" in t or "Shrine" in t for t in texts(g))
    refused(g, "architect: add Brick to Archway")
    g.play("architect: add Marble to Temple")
    temple = _b(g, 0, "Temple")
    assert temple.complete and len(temple.materials) == 1
    assert limit(g.state, 0, "hand") == 9
    assert not _b(g, 1, "Archway").public


def test_stairway_does_not_complete_with_a_craftsman():
    """Only "using the Architect role" (000:938): a Craftsman's material adds as usual."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Temple"]},
              buildings={0: ["Stairway", {"name": "Palace"}]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Temple to Palace")
    palace = _b(g, 0, "Palace")
    assert not palace.complete and len(palace.materials) == 1


def test_1e_storeroom_1():
    """1E-Storeroom-1 (000:707-709): complete the Storeroom as first structure (Influence 4);
    four Laborer actions take two Brick and two Marble; one Brick stays in the Pool."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Senate"]},
              pool=["Brick", "Brick", "Brick", "Marble", "Marble"],
              buildings={0: [{"name": "Storeroom", "materials": ["Concrete"]}]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Senate to Storeroom")
    assert acting(g, 0) and g.decision.prompt.endswith("Laborer action (4 left)")
    play(g, "laborer: Brick from pool", "laborer: Brick from pool",
         "laborer: Marble from pool", "laborer: Marble from pool")
    s = g.state
    assert mats(g, s.players[0].stockpile) == ["Brick", "Brick", "Marble", "Marble"]
    assert mats(g, s.pool) == ["Brick", "Wood"]  # one Brick left, and the led Dock


def test_storeroom_is_once_only_and_unused_actions_are_lost():
    """"At this time once only" (000:703): passing ends the burst; a later Laborer turn gets
    no extra action from the Storeroom."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Senate", "Road"]},
              pool=["Brick", "Marble"],
              buildings={0: [{"name": "Storeroom", "materials": ["Concrete"]}]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Senate to Storeroom",
         "laborer: Brick from pool", "pass")
    assert mats(g, g.state.players[0].stockpile) == ["Brick"]
    refused(g, "laborer: Marble from pool")
