"""Frames: pandas tables built from a view agree with the engine and never leak hidden cards."""

from __future__ import annotations

import pandas as pd
import pytest
from helpers import midgame

from gtr_widget import Game
from gtr_widget.glory_to_rome.frames import Frames
from gtr_widget.scenarios import build


def _hidden_ids(g: Game, seat: int) -> set[int]:
    """Ids the seat may not know: other hands, the draw pile, vault cards not shown to it."""
    s = g.state
    out = set(s.draw)
    for i, p in enumerate(s.players):
        if i != seat:
            out |= set(p.hand)
        for c in p.vault:
            seen = s.vault_seen.get(c)
            if not (seen == "all" or (seen == "owner" and i == seat)):
                out.add(c)
    return out


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_teaching_frames_agree_with_state(edition):
    g = midgame(edition=edition)
    s = g.state
    f = g.frames
    cards = f.cards
    # every card of the edition is in a frame row once, but the Jack pile and cards out of play
    assert cards["id"].is_unique
    expected = set(range(s.deck.size)) - set(s.jacks) - set(s.out_of_play)
    assert set(cards["id"]) == expected
    zone_sizes = cards.groupby(["zone", "owner"], dropna=False).size()
    for i, p in enumerate(s.players):
        for zone in ("hand", "camp", "clientele", "stockpile", "vault"):
            assert zone_sizes.get((zone, i), 0) == len(getattr(p, zone)), (zone, i)
    assert list(cards[cards.zone == "draw"]["id"]) == s.draw[::-1]  # top first
    players = f.players
    for i, p in enumerate(s.players):
        row = players.loc[i]
        assert row["hand"] == len(p.hand)
        assert row["influence"] == p.influence
        assert row["vault"] == len(p.vault)
        assert row["clientele"] == len(p.clientele)
        roles = [s.deck.role[c] for c in p.clientele]
        assert row["clients_craftsman"] == roles.count("Craftsman")
        assert row["vp"] == g.scores()[i]["total"]
    scores = f.scores
    for i, sc in enumerate(g.scores()):
        for k, v in sc.items():
            assert scores.loc[i, k] == v


def test_buildings_frame_matches_positions():
    """A structure needs its foundation's value in materials (003:238)."""
    g = build(3, buildings={0: ["Insula", {"name": "Tower", "materials": ["Concrete"]}],
                            2: [{"name": "Villa", "materials": ["Stone"]}]},
              stockpile={1: ["Brick"]})
    b = g.frames.buildings
    assert list(b["name"]) == ["Insula", "Tower", "Villa"]
    assert list(b["owner"]) == [0, 0, 2]
    tower = b[b.name == "Tower"].iloc[0]
    assert (tower["present"], tower["needed"], tower["complete"]) == (1, 2, False)
    assert tower["materials"] == "Concrete"
    assert b[b.name == "Insula"].iloc[0]["complete"]
    assert g.frames.players.loc[0, "clientele_limit"] == 5  # Insula: +2 clientele (003:493)
    assert g.frames.players.loc[1, "stockpile"] == 1


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_seat_frames_hide_hidden_identities(seat):
    """Other hands and the deck are hidden; vault cards too after their turn (003:279)."""
    g = midgame(seed=11, moves=150)
    hidden = _hidden_ids(g, seat)
    assert hidden  # the position has secrets to keep
    fr = Frames(g, seat)
    cards = fr.cards
    assert not set(cards["id"]) & hidden
    assert set(g.state.players[seat].hand) <= set(cards[cards.zone == "hand"]["id"])
    assert "draw" not in set(cards["zone"])
    # a hidden name must not show through any other table either
    text = " ".join(str(x) for df in (fr.players, fr.buildings, fr.scores)
                    for x in df.to_numpy().ravel())
    for c in hidden:
        assert f"'id': {c}," not in text
    players = fr.players
    for i, p in enumerate(g.state.players):
        assert players.loc[i, "hand"] == len(p.hand)  # counts remain


def test_vault_scores_hidden_from_other_seats():
    """Vault contents are secret after the turn they go in (003:279): their points too."""
    g = build(2, vault={1: ["Stone", "Brick"]})
    mine = Frames(g, 1).scores
    theirs = Frames(g, 0).scores
    assert g.frames.scores.loc[1, "vault"] == 5
    assert pd.isna(theirs.loc[1, "vault"]) and pd.isna(theirs.loc[1, "total"])
    assert pd.isna(mine.loc[1, "vault"])  # not even the owner may inspect it (003:279)
    assert Frames(g, 0).players.loc[1, "vp"] == 2  # only the Influence is known
    assert not Frames(g, 0).players.loc[1, "vp_complete"]


def test_legal_moves_only_for_the_decider():
    g = Game.new(3, seed=2)
    d = g.decision.player
    lm = Frames(g, d).legal_moves
    assert list(lm["text"]) == [m.text for m in g.legal_moves()]
    assert set(lm["verb"]) >= {"lead", "think"}
    lead = lm[lm.verb == "lead"].iloc[0]
    assert lead["cards"] and lead["card_ids"]
    assert Frames(g, (d + 1) % 3).legal_moves.empty  # a hand could be read off the moves
    assert len(g.frames.legal_moves) == len(g.legal_moves())


def test_log_has_turn_leader_and_role():
    """The Leader card passes left every turn (003:123)."""
    g = Game.new(3, seed=5)
    first = g.view()["leader"]
    for _ in range(60):
        g.play(g.legal_moves()[0])
    log = g.frames.log
    assert list(log.columns) == ["turn", "player", "name", "leader", "role", "text"]
    assert (log[log.turn == 1]["leader"] == first).all()
    assert (log[log.turn == 2]["leader"] == (first + 1) % 3).all()
    led = log[log.text.str.contains(" leads ")]
    assert not led.empty
    for _, row in led.iterrows():
        assert row["role"] in row["text"]
    assert len(log) == len(g.log)


def test_game_frames_property_is_teaching_view():
    g = Game.new(2, seed=1)
    assert g.frames.seat is None
    assert len(g.frames.players) == 2
    assert "Frames of everyone" in repr(g.frames)
    html = Frames(g, 1)._repr_html_()
    assert "as seat 1 sees it" in html and "<table" in html
