"""The Spanish printing, *Gloria a Roma* (002), as `edition="gloria"`: the second-edition card
set with Republic-style petitions, Circo = Crane and Foro = Forum Romanum, four Orders and a
Senator each, its two-player Site advice, its alternate cards and its experienced start."""

from __future__ import annotations

import csv
import random
from collections import Counter

import pytest
from helpers import assert_refused

from gtr_widget import Game, Rules
from gtr_widget.glory_to_rome.information import known_ids
from gtr_widget.glory_to_rome.play.cards import (
    _NAMES_ES,
    alphabetical_key,
    card_types,
    spanish_names,
)
from gtr_widget.glory_to_rome.scenarios.builder import build


def _types(edition: str, **options) -> dict[str, tuple[str, int]]:
    s = Game.new(2, edition, seed=0, **options).state
    return {t.name: (t.material, t.copies) for t in s.deck.types}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deals_four_orders_and_a_senator(players: int) -> None:
    """002:241-243: four Action cards and one Senator (Jack) each; the rest of the six
    Senators form the pile beside the Pool (002:18)."""
    s = Game.new(players, "gloria", seed=4).state
    for p in s.players:
        assert len(p.hand) == 5 and sum(s.deck.is_jack(c) for c in p.hand) == 1
    assert len(s.jacks) == 6 - players
    assert s.deck.order_count == 144  # 002:17


def test_the_card_set_is_the_second_edition_with_crane_and_forum_romanum() -> None:
    """002:698-976: the 40 second-edition buildings (Coliseo, Senado kept, 002:767, 942),
    with the Circo working as the Crane (002:761-762) and the Foro as the Forum Romanum
    (002:818-820); 24 cards of each material (002:59-62)."""
    types = _types("gloria")
    assert len(types) == 40
    assert types["Crane"] == ("Wood", 6) and types["Forum Romanum"] == ("Marble", 3)
    assert types["Colosseum"] == ("Stone", 3) and types["Senate"] == ("Concrete", 3)
    for absent in ("Circus", "Forum", "Tribunal", "Domus Aurea"):
        assert absent not in types
    per_material = Counter()
    for material, copies in types.values():
        per_material[material] += copies
    assert set(per_material.values()) == {24}


def test_original_cards_swap_circo_and_foro_and_petition_three() -> None:
    """002:30-32, 44-49: the red-named Circo (two cards as a Senator) and Foro (a client of
    each class) replace the printed ones; the petition then needs three cards (002:982-983)."""
    types = _types("gloria", gloria_original_cards=True)
    assert types["Circus"] == ("Wood", 6) and types["Forum"] == ("Marble", 3)
    assert "Crane" not in types and "Forum Romanum" not in types
    assert Rules.preset("gloria", gloria_original_cards=True).petition_size == 3
    assert Rules.preset("gloria").petition_size == 2  # 002:350
    with pytest.raises(ValueError, match="002:30"):
        Rules.preset("republic", gloria_original_cards=True)


def test_petition_of_two_and_of_three_with_the_original_cards() -> None:
    """002:350: two Action cards of one role act as a Senator; with the original cards
    three are needed (002:982-983), and the pair is refused."""
    hands = {0: ["Insula", "Road", "Palisade"], 1: ["Dock"]}
    g = build(2, "gloria", hands=hands)
    assert "lead Patron: petition Insula + Road" in [str(m) for m in g.legal_moves()]
    g = build(2, "gloria", hands=hands, gloria_original_cards=True)
    assert not any("petition Insula + Road" in str(m) for m in g.legal_moves())
    assert_refused(g, "lead Patron: petition Insula + Road", "petition")


def test_circo_leads_architect_with_any_card() -> None:
    """002:761-762: with a Circo, any card may lead or follow Architect (the Crane)."""
    g = build(2, "gloria", hands={0: ["Road", "Shrine"], 1: ["Jack"]},
              buildings={0: ["Crane"]}, leader=1)
    g.play("lead Architect: Jack")
    g.play("follow: Road")
    assert g.decision.kind == "architect"
    g = build(2, "gloria", hands={0: ["Road"], 1: ["Jack"]}, leader=1)
    g.play("lead Architect: Jack")
    assert_refused(g, "follow: Road", "Architect card")


def test_foro_needs_clients_and_materials_of_every_kind() -> None:
    """002:818-820, 670-671: the Foro wins with a client of each class and a material of
    each type; the original Foro with the clients alone (002:44-45)."""
    six = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"]
    stock = ["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"]
    for name, options, stockpile, wins in [
        ("Forum Romanum", {}, stock, True), ("Forum Romanum", {}, stock[:5], False),
        ("Forum", {"gloria_original_cards": True}, [], True),
    ]:
        g = build(2, "gloria", hands={0: ["Dock", "Temple"], 1: ["Market"]},
                  clientele={0: six}, stockpile={0: stockpile},
                  buildings={0: [{"name": name, "materials": ["Marble", "Marble"]}]},
                  **options)
        g.play("lead Craftsman: Dock")
        g.play("follow: Market")
        g.play(f"craftsman: add Temple to {name}")
        assert g.is_over == wins and (g.winners == [0] if wins else True)


def test_two_player_site_advice() -> None:
    """002:256-258: with two players, three city Sites of each type are recommended; the rest
    stay in the outskirts (002:247-254)."""
    s = Game.new(2, "gloria", seed=1, sites_in_town=3).state
    assert s.sites == {m: 3 for m in s.sites} and s.out_sites == {m: 3 for m in s.out_sites}


def test_spanish_names_table() -> None:
    """Every card of both Spanish card sets, the Senator, the materials and the roles have a
    Spanish name with the rulebook line it is printed on (002:...)."""
    with _NAMES_ES.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert all(r["source"].startswith("002:") for r in rows)
    names = spanish_names()
    for edition in ("gloria", "gloria_original"):
        assert {t.name for t in card_types(edition)} <= set(names)
    assert names["Crane"] == "Circo" and names["Forum Romanum"] == "Foro"
    assert names["Scriptorium"] == "Biblioteca" and names["Jack"] == "Senador"
    assert spanish_names("material")["Concrete"] == "Cemento"
    assert spanish_names("role")["Laborer"] == "Obrero"


def test_first_player_by_spanish_names() -> None:
    """002:265-267: the first name alphabetically starts, compared in the Spanish names
    (accents ignored): a Sewer (Alcantarillado) comes before an Insula, unlike in English."""
    assert alphabetical_key("Sewer", "es") < alphabetical_key("Insula", "es")
    assert alphabetical_key("Insula", "en") < alphabetical_key("Sewer", "en")
    assert alphabetical_key("Insula", "es") == "insula"  # Ínsula
    differs = 0
    for seed in range(40):
        s = Game.new(3, "gloria", seed=seed).state
        first = s.pool[:3]  # one card per seat, in seat order; tie-breakers follow
        keys = [alphabetical_key(s.deck.name[c], "es") for c in first]
        if keys.count(min(keys)) == 1:
            assert s.leader == keys.index(min(keys))
            english = [s.deck.name[c] for c in first]
            differs += english.index(min(english)) != s.leader
    assert differs, "no deal where the Spanish order chose another leader"


def test_experienced_start_variant() -> None:
    """002:271-274: five Actions and a Senator each; every player picks an Action face down,
    the picks are shown together, the first name (Spanish) leads, and the picks start the
    Pool; each keeps four Actions and the Senator. A Senator cannot be picked."""
    g = Game.new(3, "gloria", seed=9, chosen_start_card=True)
    s = g.state
    assert all(len(p.hand) == 6 for p in s.players) and s.pool == []
    assert g.decision.kind == "start_pick"
    jack = next(c for c in s.players[0].hand if s.deck.is_jack(c))
    assert_refused(g, "start: Jack", "002:271")
    assert jack in g.state.players[0].hand
    picks = []
    for seat in range(3):
        move = g.legal_moves()[0]
        picks.append(move.cards[0])
        # another seat's view never shows the picks made so far
        assert not known_ids(g.view((seat + 1) % 3)) & set(picks[:-1])
        g.play(move)
    s = g.state
    assert s.pool[:3] == picks
    keys = [alphabetical_key(s.deck.name[c], "es") for c in picks]
    if keys.count(min(keys)) == 1:
        assert s.leader == keys.index(min(keys))
    for p in s.players:
        assert len(p.hand) == 5 and sum(s.deck.is_jack(c) for c in p.hand) == 1
    assert g.decision.kind == "lead" and g.decision.player == s.leader


def test_experienced_start_saves_mid_pick_and_plays_out() -> None:
    g = Game.new(2, "gloria", seed=2, chosen_start_card=True)
    g.play(g.legal_moves()[0])
    assert Game.from_json(g.to_json()).view(None) == g.view(None)
    rng = random.Random(2)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    assert g.winners
