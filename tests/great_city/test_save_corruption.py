"""A corrupted Great City save is refused (SaveFileError, a short text) or loads as the very
game it says, which then never crashes on use.

Saves come from random games at every kind of decision (dealt, and saved again as built
positions, as `Game.from_state` saves them) and from the rulebook scenarios. Each is damaged
once: a key deleted or added, a value or its type changed, a card id duplicated, removed or
moved to another zone. Then both checksums are recomputed, as a script can (a dealt position
is re-marked "built"), so the position checks behind the checksum are what is exercised.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from helpers import parent, paths
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtr_widget.core import saves
from gtr_widget.core.errors import MAX_ERROR_CHARS, SaveFileError
from gtr_widget.great_city import Game
from gtr_widget.great_city.play.grid import CELL_NAME
from gtr_widget.great_city.scenarios import load_scenario

#: Decisions a corpus save should wait at, besides the start and the end.
PHASES = ("draft", "emissary", "take", "act", "school_deck", "school_keep", "school_bottom")
#: Keys of the card zones a position lists (decks and cities are dicts of them).
ZONES = ("hand", "won", "rubble", "offer", "waiting", "box", "draft", "school", "passed",
         "brick_tokens", "I", "II", "III", "IV")


def _random_games() -> list[Game]:
    """Games stopped at each kind of decision, with 2, 3 and 4 players, the Shrine or not."""
    out: list[Game] = []
    want = set(PHASES)
    for seed in range(60):
        rng = random.Random(seed)
        options = {"influence_token_supply": 12, "aqueduct_may_replace_aqueduct": False,
                   "first_player": "random"} if seed % 4 == 1 else {}
        g = Game.new(2 + seed % 3, seed=seed, shrine=seed % 2 == 0, **options)
        stop = rng.randrange(0, 120)
        while not g.is_over and (len(g.history) < stop or g.state.phase not in want):
            g.play(rng.choice(g.legal_moves()))
        want.discard(g.state.phase)
        out.append(g)
        if not want and len(out) >= 8:
            break
    return out


@cache
def corpus() -> tuple[str, ...]:
    games = _random_games()
    texts = [g.to_json() for g in games[:4]]  # dealt, with their moves
    texts += [Game.from_state(g.state.copy()).to_json() for g in games]  # built, no moves
    later = Game.from_state(games[-1].state.copy())
    rng = random.Random(1)
    for _ in range(6):
        if not later.is_over:
            later.play(rng.choice(later.legal_moves()))
    texts.append(later.to_json())  # built, with moves to replay
    for sid in ("GC-School-1", "GC-Score-1", "GC-TwoPlayer-1", "GC-Influence-Tie-1"):
        texts.append(load_scenario(sid).to_json())
    return tuple(texts)


def canonical(text: str) -> str:
    """The save's content as JSON with sorted keys (`true` and `1`, `2.0` and `2` stay
    different), without its checksums and origin mark: a built position that is exactly its
    seed's deal is saved again as dealt, the same game."""
    data = json.loads(text)
    data.pop("checksum", None)
    for key in ("origin", "checksum"):
        data["initial"].pop(key, None)
    return json.dumps(data, sort_keys=True)


def forge(data: dict, rebuild: bool) -> str:
    """Recompute both checksums; `rebuild` re-marks a dealt position as built."""
    pos = data.get("initial")
    if isinstance(pos, dict):
        if rebuild and pos.get("origin") == "dealt":
            pos["origin"] = "built"
        if pos.get("origin") == "built":
            pos["checksum"] = saves.checksum({k: v for k, v in pos.items()
                                              if k not in ("origin", "checksum")})
    data["checksum"] = saves.checksum({k: v for k, v in data.items() if k != "checksum"})
    return json.dumps(data)




VALUES = st.one_of(st.integers(-3, 100), st.integers(-2**70, 2**70), st.booleans(), st.none(),
                   st.text(max_size=5), st.floats(allow_nan=False, allow_infinity=False),
                   st.sampled_from(["7", "upkeep", "act", "random", "II", "c4", "CBBBC", "1"]),
                   st.lists(st.integers(-1, 95), max_size=3), st.just({}), st.just([]))


def _zones(data: dict) -> list[tuple]:
    """Paths of the card lists and of the cities in a save."""
    return [p for p in paths(data) if p[-1] in ZONES and isinstance(parent(data, p)[p[-1]],
                                                                      list)
            or p[-1] == "city"]


@st.composite
def corrupted(draw) -> tuple[int, str]:
    i = draw(st.integers(0, len(corpus()) - 1))
    data = json.loads(corpus()[i])
    kind = draw(st.sampled_from(["delete", "value", "add", "duplicate", "remove", "move",
                                 "move", "none"]))
    rebuild = draw(st.booleans()) or kind == "none"
    shapes: dict[tuple, list[tuple]] = {}  # paths by shape: each field as likely as another
    for path in paths(data["initial"], ("initial",)):
        shapes.setdefault(tuple("*" if type(k) is int else k for k in path), []).append(path)
    at = draw(st.sampled_from(shapes[draw(st.sampled_from(sorted(shapes, key=str)))]))
    box = parent(data, at)
    if kind == "delete":
        del box[at[-1]]
    elif kind == "value":
        box[at[-1]] = draw(VALUES)
    elif kind == "add":
        target = box if isinstance(box, dict) else data["initial"]
        target[draw(st.sampled_from(["gold", "n2", "extra", "0", "shrine2"]))] = draw(VALUES)
    elif kind in ("duplicate", "remove"):
        seq = box[at[-1]]
        if isinstance(seq, list) and seq:
            k = draw(st.integers(0, len(seq) - 1))
            if kind == "duplicate":
                seq.insert(k, seq[draw(st.integers(0, len(seq) - 1))])
            else:
                del seq[k]
    elif kind == "move":
        _move(draw, data)
    return i, forge(data, rebuild)


def _move(draw, data: dict) -> None:
    """One card leaves its zone for another (a list, or a city cell)."""
    zones = _zones(data["initial"])
    full = [p for p in zones if parent(data["initial"], p)[p[-1]]]
    if not full:
        return
    source = parent(data["initial"], src := draw(st.sampled_from(full)))[src[-1]]
    key = draw(st.sampled_from(sorted(source, key=str) if isinstance(source, dict)
                               else range(len(source))))
    card = source.pop(key)
    target = parent(data["initial"], dst := draw(st.sampled_from(zones)))[dst[-1]]
    if isinstance(target, dict):
        target[draw(st.sampled_from(CELL_NAME))] = card
    else:
        target.insert(draw(st.integers(0, len(target))), card)


def use(g: Game, seed: int) -> None:
    """Everything a user does with a loaded game, and a few random moves."""
    for seat in [None, *range(len(g.players))]:
        g.view(seat)
        json.dumps(g.log_for(seat))
    json.dumps(g.log)
    for seat in range(len(g.players)):
        json.loads(g.to_json(seat=seat))
    rng = random.Random(seed)
    for _ in range(8):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
        g.view(0)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corrupted())
def test_a_corrupted_save_is_refused_or_loads_as_the_very_game(case) -> None:
    i, text = case
    try:
        g = Game.from_json(text)
    except SaveFileError as e:
        assert 0 < len(str(e)) <= MAX_ERROR_CHARS
        return
    assert canonical(g.to_json()) == canonical(text)
    use(g, i)


def test_every_corpus_save_loads_identical_and_plays_on() -> None:
    for i, text in enumerate(corpus()):
        g = Game.from_json(text)
        assert g.to_json() == text
        f = g.frames  # the pandas tables of the teaching view
        assert len(f.city) and f.scores is not None
        use(g, i)
    phases = {json.loads(t)["initial"]["phase"] for t in corpus()}
    assert set(PHASES) <= phases, f"the corpus misses {set(PHASES) - phases}"


def test_a_dealt_save_marked_built_loads_identical() -> None:
    """Re-marking is no corruption: a dealt position is a legal built one."""
    for text in corpus()[:4]:
        forged = forge(json.loads(text), rebuild=True)
        assert canonical(Game.from_json(forged).to_json()) == canonical(text)


@pytest.mark.parametrize("value, words", [(10.0, "valid integer"), (True, "valid integer"),
                                          (5, "should be one of 3, 4, 6, 8, 10, 14")])
def test_an_influence_card_value_that_is_not_one_of_the_cards_is_refused(value, words) -> None:
    """A forged rules' influence card must be a card's own value (001:67, 80), an int: pydantic
    lets a Literal of ints take 10.0 for 10, which then failed in play (scripts/fuzz_saves)."""
    data = json.loads(Game.new(3, seed=2).to_json())
    data["initial"]["rules"]["influence"][2][0] = value
    with pytest.raises(SaveFileError, match=rf"initial\.rules\.influence\[2\]\[0\]: .*{words}"):
        Game.from_json(forge(data, rebuild=True))
