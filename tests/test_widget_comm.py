"""The wire, with a fake comm: what the page writes is refused, and only one seat's view is sent.

`FakeComm` stands where the kernel's comm would: Python's messages to the page are recorded,
and the page's messages (trait updates and custom messages) go through ipywidgets' own
handler, exactly as a browser's would.
"""

from __future__ import annotations

import copy
import json

import pytest
from test_widget_fake import FakeGame

from gtr_widget.widget.table import Table
from gtr_widget.widget.wire import unpack


class FakeComm:
    kernel = "fake"  # ipywidgets sends only through a comm that has a kernel

    def __init__(self) -> None:
        self.comm_id = "fake-comm"
        self.sent: list[dict] = []
        self.handler = None

    def on_msg(self, callback: object) -> None:
        self.handler = callback

    def send(self, data: dict | None = None, buffers: object = None, **_: object) -> None:
        """Recorded as the page reads it: the packed traits unpacked (widget/wire.py)."""
        data = json.loads(json.dumps(data, default=str))
        if isinstance(data, dict) and isinstance(data.get("state"), dict):
            data["state"] = {k: unpack(v) for k, v in data["state"].items()}
        self.sent.append(data)

    def close(self, *_: object, **__: object) -> None:
        pass

    # what a page does
    def page_writes(self, state: dict) -> None:
        self.handler({"content": {"data": {"method": "update", "state": state}}, "buffers": []})

    def page_sends(self, content: object) -> None:
        self.handler({"content": {"data": {"method": "custom", "content": content}},
                      "buffers": []})

    def wire(self) -> str:
        return json.dumps(self.sent)


def attach(t: Table) -> FakeComm:
    comm = FakeComm()
    t.comm = comm
    return comm


def hidden_ids(g: FakeGame, seat: int) -> set[int]:
    return ({c["id"] for s, hand in enumerate(g.state["hands"]) if s != seat for c in hand}
            | {c["id"] for s, vault in enumerate(g.state["vaults"]) if s != seat for c in vault})


def snapshot(t: Table) -> tuple:
    return (copy.deepcopy(t.game.state), t.version, copy.deepcopy(t.view), t.moves, t.log,
            t.viewer, t.seats, t.undo_rule, t.catalogue, t.pace, t.scenario)


def leaks(comm: FakeComm, g: FakeGame, seat: int) -> set[int]:
    wire = comm.wire()
    return {i for i in hidden_ids(g, seat) if f'"id": {i},' in wire}


@pytest.fixture
def fixed() -> tuple[Table, FakeComm]:
    t = Table(FakeGame(), viewer=0, pace=0)
    return t, attach(t)


@pytest.mark.parametrize("forged", [
    {"viewer": "all"}, {"viewer": 1}, {"viewer": "hotseat"},
    {"view": {"seat": None, "players": []}}, {"moves": [{"id": 0, "text": "win"}]},
    {"seats": ["bot: random"] * 3}, {"version": 99}, {"log": []}, {"catalogue": {}},
    {"undo_rule": "any"}, {"pace": 0.1}, {"scenario": {"id": "x"}}, {"error": ""},
    {"curtain": True}, {"thinking": "nobody"}, {"viewer": "all", "view": {}},
])
def test_page_writes_are_refused_and_put_back(fixed: tuple[Table, FakeComm],
                                              forged: dict) -> None:
    t, comm = fixed
    before = snapshot(t)
    comm.page_writes(forged)
    assert t.error.startswith("Refused: the page may not change")
    after = snapshot(t)
    assert after == before
    restore = [m for m in comm.sent if m.get("method") == "update"
               and set(forged) <= set(m.get("state", {}))]
    assert restore, "the page's copy of the traits is put back"
    for name in forged:
        assert restore[-1]["state"][name] == unpack(t.get_state(name)[name])
    assert not leaks(comm, t.game, 0)


def test_forged_viewer_then_play_still_syncs_only_the_seat(fixed: tuple[Table, FakeComm]) -> None:
    t, comm = fixed
    comm.page_writes({"viewer": "all"})
    comm.page_writes({"viewer": 1})
    comm.page_sends({"type": "move", "id": 0, "version": t.version})
    assert t.error == "" and t.version == 1 and t.view["seat"] == 0
    for _ in range(5):
        t.game.play("think: take a Jack")
        t.refresh()
    assert not leaks(comm, t.game, 0)


def test_forged_view_does_not_widen_card_questions(fixed: tuple[Table, FakeComm]) -> None:
    t, comm = fixed
    theirs = t.game.view(None)["players"][1]["hand"]
    forged = copy.deepcopy(t.view)
    forged["players"][1]["hand"] = theirs
    comm.page_writes({"view": forged})
    comm.page_sends({"type": "card", "card": theirs[0]["id"], "version": t.version})
    assert t.error == "Refused: that card is not on this table."


def test_unknown_keys_are_refused_without_echo(fixed: tuple[Table, FakeComm]) -> None:
    t, comm = fixed
    before = snapshot(t)
    comm.page_writes({"z" * 100_000: 1})
    assert t.error == "Refused: the page may not change the table; it may only read it."
    assert snapshot(t) == before and "zzzzzzzzzz" not in comm.wire()


def test_clicks_travel_the_wire(fixed: tuple[Table, FakeComm]) -> None:
    t, comm = fixed
    comm.page_sends({"type": "move", "id": 1, "version": 0})
    assert t.version == 1 and t.error == ""
    update = [m for m in comm.sent if m.get("method") == "update"][-1]["state"]
    assert update["version"] == 1 and update["view"]["seat"] == 0
