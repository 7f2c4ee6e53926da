"""The core turn, pinned by the rulebooks' own examples and our edge cases."""

from __future__ import annotations

from helpers import assert_refused

from gtr_widget.scenarios import build


def names(g, seat, zone):
    s = g.state
    return sorted(s.deck.name[c] for c in getattr(s.players[seat], zone))


def test_clients_act_for_a_thinker_too() -> None:
    """003:187-189: two Laborer clients give 3 actions when following, 2 when thinking."""
    pool = ["Rubble", "Wood", "Brick", "Stone", "Marble", "Concrete"]
    for follow, actions in (("follow: Road", 3), ("think: refill", 2)):
        g = build(["R", "You"], hands={0: ["Insula"], 1: ["Road", "Wall"]},
                  clientele={1: ["Laborer", "Laborer"]}, pool=pool, leader=0)
        g.play("lead Laborer: Insula")
        g.play(follow)
        g.play("laborer: Rubble from pool")  # the leader's own action
        taken = 0
        while g.decision and g.decision.player == 1 and g.decision.kind == "laborer":
            g.play(next(m for m in g.legal_moves() if m.verb == "laborer"))
            taken += 1
        assert taken == actions


def test_thinking_leader_ends_the_turn_and_no_client_acts() -> None:
    """003:145: if the Leader thinks nobody follows and no clients act."""
    g = build(["A", "B"], hands={0: ["Insula"], 1: ["Road"]}, clientele={1: ["Laborer"]},
              pool=["Brick"], leader=0)
    g.play("think: refill")
    assert g.decision.player == 1 and g.decision.kind == "lead"
    assert names(g, 1, "stockpile") == []


def test_a_new_client_waits_for_the_next_turn() -> None:
    """003:191: a client hired this turn does not act this turn."""
    g = build(["A", "B"], hands={0: ["Statue"], 1: ["Bar"]}, pool=["Marble", "Marble"],
              leader=0)
    g.play("lead Patron: Statue")
    g.play("think: refill")
    g.play("patron: Patron from pool")
    assert g.decision.player == 1  # no second Patron action from the new Patron client


def test_laborer_cannot_take_cards_played_this_turn() -> None:
    """003:199: role cards reach the Pool only at the end of the turn."""
    g = build(["A", "B"], hands={0: ["Insula"], 1: ["Road"]}, leader=0)
    g.play("lead Laborer: Insula")
    g.play("think: refill")
    assert g.decision.player == 1  # the leader had nothing to take and passed automatically
    assert g.state.players[0].stockpile == []
    g2 = build(["A", "B"], hands={0: ["Insula", "Road"], 1: ["Bar"]}, pool=["Brick"],
               leader=0)
    g2.play("lead Laborer: Insula")
    g2.play("think: refill")
    assert_refused(g2, "laborer: Rubble from pool", "Pool")


def test_end_of_turn_moves_role_cards_and_jacks_and_passes_the_leader() -> None:
    """003:121-129: Orders to the Pool, Jacks to their pile, the Leader card to the left."""
    g = build(["A", "B", "C"], hands={0: ["Insula"], 1: ["Jack"], 2: ["Road"]}, leader=0)
    jacks = len(g.state.jacks)
    g.play("lead Laborer: Insula")
    g.play("follow: Jack")
    g.play("follow: Road")
    assert g.decision.kind == "lead" and g.decision.player == 1
    assert sorted(g.state.deck.name[c] for c in g.state.pool) == ["Insula", "Road"]
    assert len(g.state.jacks) == jacks + 1


def test_thinker_options() -> None:
    """003:137-143: a Jack, a full refill, or one card only at or above hand size."""
    g = build(["A", "B"], hands={0: ["Insula", "Road"]}, leader=0, jacks=0)
    texts = [str(m) for m in g.legal_moves()]
    assert "think: refill" in texts and "think: draw one" not in texts
    assert "think: take Jack" not in texts
    assert_refused(g, "think: draw one", "refill")
    assert_refused(g, "think: take Jack", "Jack pile is empty")
    g.play("think: refill")
    assert len(g.state.players[0].hand) == 5
    full = build(["A", "B"], hands={0: ["Insula"] * 5}, leader=0)
    full.play("think: draw one")
    assert len(full.state.players[0].hand) == 6


def test_petition_sizes_by_edition() -> None:
    """003:133: two cards in the Republic; 003:646: three in Imperium; 1E has none."""
    hand = ["Insula", "Road", "Latrine", "Bar"]
    rep = build(["A", "B"], hands={0: hand}, leader=0)
    imp = build(["A", "B"], "imperium", hands={0: hand}, leader=0)
    first = build(["A", "B"], "first", hands={0: hand}, leader=0)
    assert "lead Patron: petition Insula + Road" in [str(m) for m in rep.legal_moves()]
    assert not any("petition" in str(m) and m.text.count("+") == 1 for m in imp.legal_moves())
    assert "lead Patron: petition Insula + Latrine + Road" in [str(m) for m in imp.legal_moves()]
    assert not any("petition" in str(m) for m in first.legal_moves())
    assert_refused(imp, "lead Patron: petition Insula + Road", "petition")


def test_jacks_cannot_petition() -> None:
    """003:133: two Jacks are not a Jack."""
    g = build(["A", "B"], hands={0: ["Jack", "Jack"]}, leader=0)
    assert not any("petition" in str(m) for m in g.legal_moves())


def test_follow_must_match_the_role() -> None:
    """003:116: follow with a card of the role led, a Jack or a petition."""
    g = build(["A", "B"], hands={0: ["Insula"], 1: ["Wall", "Tower"]}, leader=0)
    g.play("lead Laborer: Insula")
    assert_refused(g, "follow: Wall", "Laborer")
    assert_refused(g, "follow: Villa", "no Villa in your hand")


def test_foundation_rules() -> None:
    """003:211-218: from hand, on a matching Site; never two of the same name."""
    g = build(["A", "B"], hands={0: ["Tower", "Wall", "Wall"], 1: ["Bar"]},
              buildings={0: [{"name": "Tower"}]}, leader=0)
    g.play("lead Architect: Wall")
    g.play("think: refill")
    texts = [str(m) for m in g.legal_moves()]
    assert "architect: lay Wall" in texts
    assert_refused(g, "architect: lay Tower", "same-name")
    g.play("architect: lay Wall")
    assert g.state.sites["Concrete"] == 0  # two players: two Concrete Sites, both used now


def test_out_of_town_needs_two_consecutive_actions() -> None:
    """003:220-222 with A-1: only once the material's town Sites are gone."""
    g = build(["A", "B"], hands={0: ["Tower", "Wall", "Bridge"], 1: ["Bar"]},
              clientele={0: ["Architect"]}, sites={"Concrete": 0}, leader=0)
    g.play("lead Architect: Wall")
    g.play("think: refill")
    assert "architect: lay Tower out of town" in [str(m) for m in g.legal_moves()]
    assert not any(str(m) == "architect: lay Tower" for m in g.legal_moves())
    g.play("architect: lay Tower out of town")
    b = g.state.players[0].buildings[0]
    assert b.out_of_town and g.state.out_sites["Concrete"] == 3
    assert g.decision.player == 1  # both actions were used


def test_materials_must_match_and_completion_gives_site_influence() -> None:
    """003:230-244: matching material; value-many complete it; Influence from the Site."""
    g = build(["A", "B"], hands={0: ["Dock", "Tower", "Wall", "Insula"], 1: ["Bar"]},
              clientele={0: ["Craftsman"]}, buildings={0: [{"name": "Bridge"}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    assert_refused(g, "craftsman: add Insula to Bridge", "does not match")
    g.play("craftsman: add Tower to Bridge")
    assert g.state.players[0].influence == 2
    g.play("craftsman: add Wall to Bridge")
    b = g.state.players[0].buildings[0]
    assert b.complete and g.state.players[0].influence == 4


def test_last_site_in_town_ends_the_game() -> None:
    """003:296: claiming the last in-town Site ends the game at once."""
    g = build(["A", "B"], hands={0: ["Dock", "Tower"], 1: ["Bar"]},
              sites={"Rubble": 0, "Wood": 0, "Brick": 0, "Stone": 0, "Marble": 0,
                     "Concrete": 1}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: lay Tower")
    assert g.is_over and g.end_reason == "the last Site in town was claimed"
    assert g.legal_moves() == [] and g.decision is None


def test_empty_deck_ends_the_game() -> None:
    """003:295 with A-3: the game ends when the last card is drawn."""
    g = build(["A", "B"], hands={0: ["Insula"]}, deck_size=3, leader=0)
    g.play("think: refill")
    assert g.is_over and g.end_reason == "the draw deck ran out"


def test_first_edition_refusals_cite_the_first_edition() -> None:
    """Refusals quote the rulebook being played: 000:219 is the 1E same-name rule."""
    g = build(["A", "B"], "first", hands={0: ["Tower", "Dock"], 1: ["Bar"]},
              buildings={0: [{"name": "Tower"}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    e = assert_refused(g, "craftsman: lay Tower", "same-name", "000:219")
    assert "003:" not in str(e)


def test_deck_end_option_waits_for_a_draw_from_an_empty_deck() -> None:
    """A-3 option deck_end="draw": the last card drawn does not end the game; the next draw,
    which finds the deck empty, does (003:295 read the other way)."""
    g = build(["A", "B"], hands={0: ["Insula"], 1: ["Road"]}, deck_size=4, leader=0,
              deck_end="draw")
    g.play("think: refill")  # A draws the last four cards
    assert not g.is_over and g.state.draw == []
    g.play("think: refill")  # B tries to draw
    assert g.is_over and g.end_reason == "the draw deck ran out"


def test_out_of_town_option_allows_it_while_town_sites_remain() -> None:
    """A-1 option out_of_town_after_in_town=False: out of town with town Sites still left."""
    g = build(["A", "B"], hands={0: ["Tower", "Wall"], 1: ["Bar"]},
              clientele={0: ["Architect"]}, leader=0, out_of_town_after_in_town=False)
    g.play("lead Architect: Wall")
    g.play("think: refill")
    texts = [str(m) for m in g.legal_moves()]
    assert "architect: lay Tower" in texts and "architect: lay Tower out of town" in texts
