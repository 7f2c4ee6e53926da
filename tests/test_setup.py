"""Setup per edition: hands, Jacks, Sites and the first player (003:82-102; 000:93-115)."""

from __future__ import annotations

import pytest

from gtr_widget import Game, Rules
from gtr_widget.glory_to_rome.play.setup import _choose_leader
from gtr_widget.glory_to_rome.play.state import State


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_republic_deals_five_orders_and_no_jack(players: int) -> None:
    """003:88: five Order cards, no Jack; all six Jacks form the pile."""
    s = Game.new(players, "republic", seed=3).state
    for p in s.players:
        assert len(p.hand) == 5 and not any(s.deck.is_jack(c) for c in p.hand)
    assert len(s.jacks) == 6
    assert s.sites == {m: players for m in s.sites}
    assert s.out_sites == {m: 6 - players for m in s.out_sites}
    assert len(s.pool) >= players  # one face-up card per player, plus tie-breakers (003:96)


def test_imperium_deals_four_orders_and_a_jack() -> None:
    """003:645: four Orders plus one Jack; the rest of the Jacks form a pile."""
    s = Game.new(4, "imperium", seed=3).state
    for p in s.players:
        assert len(p.hand) == 5
        assert sum(s.deck.is_jack(c) for c in p.hand) == 1
    assert len(s.jacks) == 2
    assert Rules.preset("imperium").petition_size == 3


def test_first_edition_sets_jacks_aside_and_has_no_out_of_town_sites() -> None:
    """000:111: the undealt Jacks leave play (A-5); 000:115: unselected Sites leave the game."""
    s = Game.new(3, "first", seed=3).state
    assert s.deck.size == 144 + 5
    assert s.jacks == [] and len(s.out_of_play) == 2
    assert s.sites == {m: 3 for m in s.sites} and not any(s.out_sites.values())
    assert Rules.preset("first").petition_size is None


def test_first_player_is_alphabetical_and_ties_deal_again() -> None:
    """003:96 / 000:99: alphabetically first card leads; tied players get another card."""
    s = State(Rules.preset("republic"), ["A", "B", "C"], 0)
    names = s.deck.name
    academy = [c for c in range(144) if names[c] == "Academy"]
    bar = next(c for c in range(144) if names[c] == "Bar")
    villa = next(c for c in range(144) if names[c] == "Villa")
    wall = next(c for c in range(144) if names[c] == "Wall")
    # Dealt in seat order from the top (the end of the list): A and C tie on Academy.
    s.draw = [villa, wall, academy[1], bar, academy[0]]
    _choose_leader(s)
    assert s.leader == 2  # second round: A gets Wall, C gets Villa -> Villa < Wall
    assert sorted(names[c] for c in s.pool) == ["Academy", "Academy", "Bar", "Villa", "Wall"]


def test_unknown_edition_and_option_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="unknown edition"):
        Game.new(3, edition="deluxe")
    with pytest.raises(ValueError, match="unknown rule option"):
        Game.new(3, edition="republic", petition=4)
    with pytest.raises(ValueError, match="2 to 5"):
        Game.new(6)


def test_town_sites_can_be_set_for_two_players() -> None:
    """002:256-258 (A-51): three town Sites per material recommended for two players."""
    s = Game.new(2, "republic", seed=1, sites_in_town=3).state
    assert s.sites == {m: 3 for m in s.sites} and s.out_sites == {m: 3 for m in s.sites}
