"""The table's view, moves and log cross the wire packed (gtr_widget/widget/wire.py): lists of
alike objects by columns, the log without the `data` the page never reads. Packing loses
nothing, the page unpacks the same cases (js/test/wire.test.ts reads wire_cases.json), and
a Great City move costs far fewer bytes than when everything went whole."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtr_widget.widget.table import Table
from gtr_widget.widget.wire import COLUMNS, ESCAPED, pack, packed_log, unpack

CASES = json.loads((Path(__file__).parents[1] / "js" / "test" / "wire_cases.json").read_text())

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3)
    | st.sampled_from([COLUMNS, ESCAPED]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["a", "b", "id"]), inner, max_size=3)
    | st.lists(st.fixed_dictionaries({"a": inner, "b": inner}), min_size=2, max_size=3),
    max_leaves=20)


@given(json_values)
def test_packing_loses_nothing(value: object) -> None:
    assert unpack(json.loads(json.dumps(pack(value)))) == value


@pytest.mark.parametrize("case", CASES, ids=[c["why"] for c in CASES])
def test_the_cases_the_page_unpacks_are_what_python_packs(case: dict) -> None:
    assert pack(case["plain"]) == case["packed"]
    assert unpack(case["packed"]) == case["plain"]


def test_the_log_leaves_out_only_what_the_page_does_not_read() -> None:
    line = {"turn": 2, "player": 1, "kind": "buy", "text": "Bo buys a cog", "cards": [],
            "data": {"cogs": 1}}
    assert unpack(packed_log([line, line])) == [{k: v for k, v in line.items() if k != "data"}] * 2


def _played(table: Table, moves: int) -> list[int]:
    """Bytes of the view, moves and log as sent after each of `moves` seeded random moves."""
    rng, sizes = random.Random(7), []
    for _ in range(moves):
        move = rng.choice(table.moves)
        table._on_msg(table, {"type": "move", "id": move["id"], "version": table.version}, [])
        assert table.error == ""
        state = table.get_state(["view", "moves", "log"])
        assert unpack(state["view"]) == table.view and unpack(state["moves"]) == table.moves
        sizes.append(len(json.dumps(state)))
    return sizes


def test_a_great_city_move_is_sent_in_far_fewer_bytes() -> None:
    table = Table.new(players=3, game="great_city", seed=7, pace=0)
    sizes = _played(table, 40)
    whole = len(json.dumps({k: getattr(table, k) for k in ("view", "moves", "log")}))
    assert sizes[-1] < 0.75 * whole  # what the last move would have cost sent whole
    assert max(sizes) <= 16 * 1024  # the page's whole message stays under the 20 KB floor
