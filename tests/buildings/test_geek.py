"""The Black Box Unofficial Geek Expansion (003:674-765) as `geek=True`: its cards in the deck
and the powers shipped so far, with its worked examples (BB-Geek-*)."""

from __future__ import annotations

import random

import pytest
from helpers import assert_refused

from gtr_widget import Game, Rules
from gtr_widget.glory_to_rome.play.stack import Actions
from gtr_widget.glory_to_rome.scenarios.builder import build

GEEK = {"Castra", "Watermill", "Domus", "Watch Post", "Castra Praetoria", "Aerarium",
        "Solarium", "Triclinium", "Bacchanalia", "Plebian Council"}


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_geek_cards_join_either_black_box_deck(edition: str) -> None:
    """003:676-678: the expansion works with the Republic and the Imperium version; its ten
    cards join the 144 Order cards, one copy each (docs/rulings.md). 003:696: Aerarium's
    Site is worth 2; 003:730: Bacchanalia's 3."""
    s = Game.new(3, edition, seed=1, geek=True).state
    names = {t.name: t for t in s.deck.types}
    assert GEEK <= set(names) and s.deck.order_count == 154
    assert names["Aerarium"].value == 2 and names["Bacchanalia"].value == 3
    assert names["Domus"].material == "Wood" and names["Castra"].material == "Rubble"
    assert names["Castra Praetoria"].material == "Brick"
    assert not GEEK & {t.name for t in Game.new(3, edition, seed=1).state.deck.types}


@pytest.mark.parametrize("edition", ["first", "gloria"])
def test_geek_only_with_black_box(edition: str) -> None:
    with pytest.raises(ValueError, match="003:676"):
        Rules.preset(edition, geek=True)


def test_bb_geek_watermill_1(play_checked) -> None:
    """BB-Geek-Watermill-1 (003:706): Remus leads Laborer with a Jack; after his two Laborer
    actions he takes two Architect actions (his two Architect clients), then the next player
    takes her Laborer action."""
    g = build(2, "republic", geek=True, hands={0: ["Jack"], 1: ["Road"]},
              clientele={0: ["Architect", "Architect", "Laborer"]},
              buildings={0: ["Watermill", {"name": "Insula", "materials": []}]},
              stockpile={0: ["Rubble"]}, pool=["Brick", "Stone", "Wood"])
    play_checked(g, ["lead Laborer: Jack", "follow: Road", "laborer: Brick from pool",
                     "laborer: Stone from pool"])
    assert g.decision.player == 0 and g.decision.kind == "architect"
    assert "Architect action (2 left)" in g.decision.prompt
    g.play("architect: add Rubble to Insula")
    assert g.state.players[0].buildings[1].complete  # the second Architect action has
    assert g.decision.player == 1 and g.decision.kind == "laborer"  # nothing left to do


def test_watermill_not_for_a_thinker() -> None:
    """003:704: only if you lead or follow Laborer: a thinker's Architect clients wait."""
    g = build(2, "republic", geek=True, hands={0: ["Road"], 1: ["Jack"]},
              clientele={0: ["Architect", "Laborer"]}, buildings={0: ["Watermill"]},
              pool=["Brick"], leader=1)
    g.play("lead Laborer: Jack")
    g.play("think: refill")
    g.play("laborer: Brick from pool")  # the leader; your client then finds the Pool empty
    assert g.decision.kind == "lead" and g.decision.player == 0


def test_watermill_not_doubled_by_circus_maximus() -> None:
    """A Circus Maximus doubles clients of the role led or followed (003:405), here Laborer:
    the Watermill's Architect clients act once each (003:704)."""
    g = build(2, "republic", geek=True, hands={0: ["Road"], 1: ["Jack"]},
              clientele={0: ["Architect"]},
              buildings={0: ["Watermill", "Circus Maximus", {"name": "Academy", "materials": []}]},
              pool=["Brick"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("laborer: Brick from pool")
    assert g.decision.kind == "architect" and g.decision.fields["left"] == 1


def test_bb_geek_domus_1() -> None:
    """BB-Geek-Domus-1 (003:684): with three Craftsman actions Romulus lays a Domus, completes
    it, hires a Craftsman from the Pool with its Patron action, and so has two Craftsman
    actions left: the third and the new client's."""
    g = build(2, "republic", geek=True,
              hands={0: ["Domus", "Dock", "Palisade", "Latrine"], 1: ["Jack"]},
              clientele={0: ["Craftsman", "Craftsman"]}, pool=["Wood"], leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: lay Domus")
    g.play("craftsman: add Palisade to Domus")
    assert g.state.players[0].buildings[0].complete
    assert g.decision.kind == "patron"
    g.play("patron: Craftsman from pool")
    left = [f for f in g.state.stack if isinstance(f, Actions) and f.seat == 0]
    hired = g.state.players[0].clientele[-1]  # the new client's own action (Triclinium)
    assert left[-1] == Actions(0, "Craftsman", left=1, client_card=hired)
    assert "1 left" in g.decision.prompt and "Craftsman" in g.decision.prompt
    g.play("pass")  # the new client's action
    assert "Craftsman action (1 left)" in g.decision.prompt  # the third of the block


def test_bb_geek_watch_post_1() -> None:
    """BB-Geek-WatchPost-1 (003:748): pull down a completed Domus: the card returns to hand,
    its Wood to the Stockpile, its Site to the stack and its Influence is lost (A-45)."""
    g = build(2, "republic", geek=True, hands={0: ["Dock"], 1: ["Jack"]},
              buildings={0: ["Watch Post", "Domus"]}, leader=0)
    s = g.state
    before_sites = s.sites["Wood"] + s.out_sites["Wood"]
    assert s.players[0].influence == 4
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: tear down Domus")
    s = g.state
    p = s.players[0]
    assert "Domus" in [s.deck.name[c] for c in p.hand]
    assert [s.deck.material[c] for c in p.stockpile] == ["Wood"]
    assert p.influence == 3 and s.sites["Wood"] + s.out_sites["Wood"] == before_sites + 1
    assert [s.deck.name[b.foundation] for b in p.buildings] == ["Watch Post"]


def test_tear_down_needs_the_watch_post() -> None:
    g = build(2, "republic", geek=True, hands={0: ["Dock", "Latrine"], 1: ["Jack"]},
              buildings={0: ["Domus"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    assert_refused(g, "craftsman: tear down Domus", "Watch Post")


def test_bb_geek_plebian_council_1() -> None:
    """BB-Geek-PlebianCouncil-1 (003:763): Romulus (Storeroom, 5 Legionary clients) completes
    the Council: 11 Laborers to 6 Legionaries, but he ties Hannibal's 5 Laborers, so nothing
    happens; one more client that counts as a Laborer wins at once (A-43)."""
    five_leg = ["Legionary"] * 5
    g = build(["Romulus", "Remus", "Hannibal"], "republic", geek=True,
              hands={0: ["Dock", "Temple"], 1: ["Market"], 2: ["Palisade"]},
              clientele={0: five_leg, 1: ["Laborer", "Legionary"], 2: ["Laborer"] * 5},
              buildings={0: ["Storeroom", {"name": "Plebian Council",
                                           "materials": ["Marble", "Marble"]}]},
              influence={0: 9}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Temple to Plebian Council")
    assert not g.is_over
    g2 = build(["Romulus", "Remus", "Hannibal"], "republic", geek=True,
               hands={0: ["Dock"], 1: ["Market"], 2: ["Palisade"]},
               clientele={0: five_leg + ["Merchant"], 1: ["Laborer", "Legionary"],
                          2: ["Laborer"] * 5},
               buildings={0: ["Storeroom", "Plebian Council"]}, influence={0: 9}, leader=0)
    g2.play("lead Craftsman: Dock")
    assert g2.is_over and g2.winners == [0] and "Plebian Council" in g2.end_reason


@pytest.mark.parametrize("edition,seed", [("republic", 3), ("imperium", 4)])
def test_geek_random_game(edition: str, seed: int) -> None:
    g = Game.new(3, edition, seed=seed, geek=True)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    assert g.winners
    assert Game.from_json(g.to_json()).view(None) == g.view(None)
