"""First-edition Tower, Scriptorium and Statue: foundations on Sites of another material
(000:715, 000:924, 000:948-950; A-28, A-52)."""

from first_edition_helpers import play, refused, texts

from gtr_widget.glory_to_rome.play.construction import fits, needed
from gtr_widget.glory_to_rome.scenarios.builder import build


def _b(g, seat, name):
    s = g.state
    return next(b for b in s.players[seat].buildings if s.deck.name[b.foundation] == name)


def test_1e_tower_1():
    """1E-Tower-1 (000:719): complete the Tower, lay the Sewer on a Rubble Site, add Rubble;
    it needs two more Stone or Rubble. The listed hand has no Craftsman card to lead with,
    so a Dock is added (A-54)."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Senate", "Road", "Sewer"]},
              clientele={0: ["Craftsman", "Craftsman"]},
              buildings={0: [{"name": "Tower", "materials": ["Concrete"]}]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Senate to Tower")
    assert _b(g, 0, "Tower").complete
    rubble_sites = g.state.sites["Rubble"]
    play(g, "craftsman: lay Sewer on Rubble site", "craftsman: add Road to Sewer")
    s = g.state
    sewer = _b(g, 0, "Sewer")
    assert sewer.site == "Rubble" and s.sites["Rubble"] == rubble_sites - 1
    assert len(sewer.materials) == 1 and needed(s, 0, sewer) == 3
    assert fits(s, 0, sewer, "Stone") and fits(s, 0, sewer, "Rubble")
    assert not fits(s, 0, sewer, "Marble")


def test_tower_building_on_a_rubble_site_gives_one_influence():
    """"A structure built on a Rubble Site only provides one Influence" (000:715)."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Road"]}, buildings={0: [
        "Tower", {"name": "Sewer", "site": "Rubble", "materials": ["Stone", "Rubble"]}]},
        leader=0)
    before = g.state.players[0].influence
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Road to Sewer")
    assert _b(g, 0, "Sewer").complete
    assert g.state.players[0].influence == before + 1


def test_no_rubble_site_without_a_tower_or_once_they_are_gone():
    """Without a Tower a foundation needs its own Site (000:225); with one, only "as long
    as one is still available" (000:715)."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Sewer"]}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill")
    refused(g, "craftsman: lay Sewer on Rubble site")
    g = build(["You", "L"], "first", hands={0: ["Dock", "Sewer"]}, buildings={0: ["Tower"]},
              sites={"Rubble": 0}, leader=0)
    play(g, "lead Craftsman: Dock", "think: refill")
    refused(g, "craftsman: lay Sewer on Rubble site")
    assert "craftsman: lay Sewer" in texts(g)


def test_1e_scriptorium_1():
    """1E-Scriptorium-1 (000:928-932): a Shrine on a Wood Site, then Wood from the
    stockpile; it needs one more Wood or Brick and will give 1 Influence."""
    g = build(["You", "L"], "first", hands={0: ["Wall", "Shrine"]}, stockpile={0: ["Wood"]},
              clientele={0: ["Architect"]}, buildings={0: ["Scriptorium"]}, leader=0)
    play(g, "lead Architect: Wall", "think: refill", "architect: lay Shrine on Wood site",
         "architect: add Wood to Shrine")
    s = g.state
    shrine = _b(g, 0, "Shrine")
    assert shrine.site == "Wood" and len(shrine.materials) == 1
    assert needed(s, 0, shrine) == 2  # the foundation's value
    assert fits(s, 0, shrine, "Wood") and fits(s, 0, shrine, "Brick")
    assert not fits(s, 0, shrine, "Marble")


def test_scriptorium_completion_gives_the_site_value():
    """"Worth the Influence listed on the Site card" (000:924)."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Market"]}, buildings={0: [
        "Scriptorium", {"name": "Shrine", "site": "Wood", "materials": ["Brick"]}]}, leader=0)
    before = g.state.players[0].influence
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Market to Shrine")
    assert _b(g, 0, "Shrine").complete
    assert g.state.players[0].influence == before + 1


def test_scriptorium_refused_to_others():
    """Only the owner lays on any Site (000:924)."""
    g = build(["You", "L"], "first", hands={0: ["Wall", "Shrine"]},
              buildings={1: ["Scriptorium"]}, leader=0)
    play(g, "lead Architect: Wall", "think: refill")
    refused(g, "architect: lay Shrine on Wood site")


def test_1e_statue_1():
    """1E-Statue-1 (000:954): a Statue on a Brick Site as first structure: Influence 4,
    7 VP, four clients, Vault four. It took three materials, Brick or Marble (000:948)."""
    g = build(["You", "L"], "first", hands={0: ["Dock", "Shrine"]}, buildings={0: [
        {"name": "Statue", "site": "Brick", "materials": ["Brick", "Marble"]}]}, leader=0)
    s = g.state
    assert needed(s, 0, _b(g, 0, "Statue")) == 3
    play(g, "lead Craftsman: Dock", "think: refill", "craftsman: add Shrine to Statue")
    assert _b(g, 0, "Statue").complete
    sc = g.scores()[0]
    assert (sc["influence"], sc["buildings"], sc["total"]) == (4, 3, 7)


def test_statue_on_any_site_needs_three_of_site_or_marble():
    """Any Site (000:948), three materials even on a Rubble Site (the 2E Statue would need
    one); a Wood card does not fit a Statue on a Rubble Site."""
    g = build(["You", "L"], "first", hands={0: ["Wall", "Statue"]}, stockpile={0: ["Wood"]},
              clientele={0: ["Architect"]}, leader=0)
    play(g, "lead Architect: Wall", "think: refill", "architect: lay Statue on Rubble site")
    s = g.state
    statue = _b(g, 0, "Statue")
    assert statue.site == "Rubble" and needed(s, 0, statue) == 3
    refused(g, "architect: add Wood to Statue")
    assert g.scores()[0]["buildings"] == 0  # +3 VP only when completed (000:950; A-23)
