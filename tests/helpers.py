"""Shared test helpers: invariants every state must satisfy, and refusal checking."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from gtr_widget import Game, IllegalMove
from gtr_widget.core.errors import clip
from gtr_widget.core.moves import normalise
from gtr_widget.glory_to_rome.information import known_ids
from gtr_widget.glory_to_rome.play.state import State


def midgame(players: int = 3, edition: str = "republic", seed: int = 4,
            moves: int = 120) -> Game:
    """A game after `moves` random moves (seeded), still going."""
    g = Game.new(players, edition=edition, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    assert not g.is_over, "pick another seed: this random game ended early"
    return g


def random_moves(g, moves: int, seed: int):
    """`g` after up to `moves` uniformly random legal moves from `seed` (fewer if it ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    return g


def all_card_ids(s: State) -> Counter:
    """Every card id in every zone: each must appear exactly once, all game long."""
    ids: list[int] = s.draw + s.pool + s.jacks + s.out_of_play
    for p in s.players:
        ids += p.hand + p.camp + p.clientele + p.stockpile + p.vault
        for b in p.buildings:
            ids += [b.foundation] + b.materials
    return Counter(ids)


def site_count(s: State) -> int:
    n = sum(s.sites.values()) + sum(s.out_sites.values())
    for p in s.players:
        n += len(p.influence_sites) + sum(1 for b in p.buildings if not b.complete)
    return n


def knowable(s: State, seat: int) -> set[int]:
    """The card ids `seat` may know: its hand, the public zones, vault cards shown to it."""
    known = set(s.players[seat].hand) | set(s.pool)
    for i, p in enumerate(s.players):
        known |= set(p.camp) | set(p.clientele) | set(p.stockpile)
        known |= set(p.revealed) & set(p.hand)  # shown to all by a Legionary demand
        for b in p.buildings:
            known |= {b.foundation, *b.materials}
        for c in p.vault:
            seen = s.vault_seen.get(c)
            if s.over or seen == "all" or (seen == "owner" and i == seat):
                known.add(c)
    return known


def ids_in(obj) -> set[int]:
    """Card ids anywhere in a JSON-like value: cards' "id"s and moves' "cards" lists."""
    found: set[int] = set()
    if isinstance(obj, dict):
        if "id" in obj and isinstance(obj["id"], int) and "name" in obj:
            found.add(obj["id"])
        if isinstance(obj.get("cards"), list):
            found |= {c for c in obj["cards"] if isinstance(c, int)}
        for v in obj.values():
            found |= ids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= ids_in(v)
    return found


def check_invariants(g: Game, total: Counter, sites: int) -> None:
    s = g.state
    assert all_card_ids(s) == total, "a card was lost, duplicated or invented"
    assert site_count(s) == sites, "a Site was lost or invented"
    assert all(v >= 0 for v in list(s.sites.values()) + list(s.out_sites.values()))
    if not g.is_over:
        moves = g.legal_moves()
        assert moves, "no legal move but the game is not over"
        assert g.decision is not None
        texts = [m.text.lower() for m in moves]
        assert len(set(texts)) == len(texts), f"two legal moves read the same: {texts}"
        assert all(normalise(m.text) == m.text.lower() for m in moves), "unnormalised text"
    # copies and the state's own JSON give the same all-seeing view
    assert g.clone().view(None) == g.view(None)
    again = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict()
    for seat in range(s.n):
        v = g.view(seat)
        assert "draw_pile" not in v and "seed" not in v
        leaked = ids_in(v) - knowable(s, seat)
        assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"
        for i, p in enumerate(v["players"]):
            assert (p["hand"] is None) == (i != seat)


def demand(g: Game, text: str) -> None:
    """Play a Legionary demand, and take the Pool's first matching card for each demand it
    can answer (003:260 "may"): what the first edition does for the demander (000:251)."""
    g.play(text)
    while g.decision is not None and g.decision.kind == "pool_take":
        g.play(g.legal_moves()[0])


def resave(data: dict) -> str:
    """A save edited by hand, with its envelope checksum made anew as `core.saves.dump` makes
    it: what an older program (or any script) could have written."""
    from gtr_widget.core.saves import checksum

    env = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**env, "checksum": checksum(env)}, sort_keys=True)


def assert_refused(g: Game, move, *words: str) -> IllegalMove:
    """The move raises IllegalMove naming the rule, and the game is exactly as before."""
    before = (g.to_json(), g.view(None), g.version, [str(m) for m in g.legal_moves()])
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    after = (g.to_json(), g.view(None), g.version, [str(m) for m in g.legal_moves()])
    assert after == before, "a refused move changed the game"
    for w in words:
        assert w.lower() in str(e.value).lower(), f"reason {e.value!s} lacks {w!r}"
    return e.value


CITATION = re.compile(r"\b00[0-4]:[0-9]+|rulings A-[0-9]+")


def check_candidates(g: Game, rng: random.Random, sample: int = 2) -> int:
    """The candidates agree with the legal moves: those with no reason are exactly
    `legal_moves()`, in order; texts are unique; every reason cites the rulebook being
    played; and `sample` refused ones, played, raise IllegalMove with that very reason and
    change nothing. Returns how many candidates were refused."""
    cands = g.candidates()
    legal = g.legal_moves()
    assert [c.move for c in cands if c.reason is None] == legal
    texts = [normalise(c.move.text) for c in cands]
    assert len(set(texts)) == len(texts), "two candidates read the same"
    refused = [c for c in cands if c.reason is not None]
    first = g.state.rules.edition == "first"
    for c in refused:
        assert CITATION.search(c.reason), f"{c.move.text!r}: {c.reason!r} cites no line"
        assert not (first and "003:" in c.reason), f"{c.move.text!r}: {c.reason!r}"
    for c in rng.sample(refused, min(sample, len(refused))):
        before = (g.state.to_dict(), g.version, legal)
        with pytest.raises(IllegalMove) as e:
            g.play(c.move.text)
        assert str(e.value) == clip(c.reason)
        assert (g.state.to_dict(), g.version, g.legal_moves()) == before, \
            f"refused {c.move.text!r} changed the game"
    return len(refused)


def answer_gives(g: Game) -> Game:
    """Hand over the card for each victim of a demand who holds one kind of the material:
    the engine asks them too (rulings: "The shape of a decision"), with that one answer."""
    while g.decision is not None and g.decision.kind == "give" and len(g.legal_moves()) == 1:
        g.play(g.legal_moves()[0])
    return g


#: The shared reference folder (rulebooks, guides) that sits beside the checkout, when present.
SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


# -- walking a save's JSON (the save fuzz tests of both games) ---------------------------
def paths(obj, at=()) -> list[tuple]:
    """Every path (a tuple of keys and indices) into a JSON value."""
    out = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) \
        if isinstance(obj, list) else ()
    for k, v in items:
        out += [at + (k,), *paths(v, at + (k,))]
    return out


def parent(data, path):
    """The container holding the value at `path`."""
    for k in path[:-1]:
        data = data[k]
    return data


def compiled(module: object) -> bool:
    """Whether `module` is the mypyc-compiled build (scripts/compile_engine.py): compiled code
    keeps no annotations and calls its module's functions directly, past a monkeypatch."""
    return str(getattr(module, "__file__", "")).endswith((".so", ".pyd"))


def assert_dealt_again_and_replayed(g) -> None:
    """A game a fair undo dealt again saves its deals, loads as the very game, and replays
    from its start to the same position (core/undo.py), whichever game it is."""
    text = g.to_json()
    assert json.loads(text)["reshuffles"]
    again = type(g).from_json(text)
    assert again.state.to_dict() == g.state.to_dict() and again.history == g.history
    replay = g.at_start()
    for move in g.history:
        replay.play(move)
    assert replay.state.to_dict() == g.state.to_dict()


def _mentions(name: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text))


def log_hides_what_the_view_hides(g: Game, seat: int, full: dict | None = None) -> int:
    """Check one seat's log against the all-seeing one; return how many hidden vault cards
    the all-seeing log names (so a caller can tell the check had something to check)."""
    s = g.state
    view, full = g.view(seat), full or g.view(None)
    hidden = known_ids(full) - known_ids(view)
    mine, everyone = view["log"], full["log"]
    assert len(mine) == len(everyone)
    vaulted = {c for p in s.players for c in p.vault} & hidden
    named_vault = 0
    for e, a in zip(mine, everyone):
        assert (e["turn"], e["player"], e["kind"], e["data"]) == \
            (a["turn"], a["player"], a["kind"], a["data"]), "an event's public shape differs"
        leaked = set(e["cards"]) & hidden
        assert not leaked, f"seat {seat} reads hidden ids {leaked} in {e['text']!r}"
        withheld = [c for c in a["cards"] if c not in e["cards"] and c < s.deck.order_count]
        for name in {s.deck.name[c] for c in withheld}:
            # each withheld card takes its mention out; what is left names something else
            # in view (a building's power, "(Dock)"), never the withheld card
            gone = sum(1 for c in withheld if s.deck.name[c] == name)
            assert _mentions(name, e["text"]) <= _mentions(name, a["text"]) - gone, \
                f"seat {seat} reads hidden {name} in {e['text']!r} (full: {a['text']!r})"
        named_vault += sum(1 for c in withheld if c in vaulted)
    return named_vault
