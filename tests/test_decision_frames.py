"""Typed frames of the decision stack (play/stack.py): saved as the flat dicts saves always
held, copied so that a clone's frames are its own, and card fields found by their type's mark
(never by their names) so that a hidden card leaves public information only as its slot."""

from __future__ import annotations

import dataclasses
import json

import pytest
from helpers import midgame

from gtr_widget import Game
from gtr_widget.glory_to_rome.information import determinize, public_info
from gtr_widget.glory_to_rome.play.powers import REGISTRY
from gtr_widget.glory_to_rome.play.stack import (
    CARDS,
    KINDS,
    Actions,
    Cleanup,
    EndTurn,
    Follow,
    Frame,
    Give,
    Lead,
    More,
    PoolTake,
    PowerFrame,
    StartActions,
    StartPick,
    StartReveal,
    Think,
    frame_from_dict,
)
from gtr_widget.glory_to_rome.scenarios.builder import build

CORE = [Lead(0), Follow(1), More(0), StartActions(), EndTurn(), Cleanup(), StartPick(1),
        StartReveal(), Give(1, 0, "Brick"), Give(2, 0, "Wood", optional=True),
        PoolTake(0, "Marble"),
        Think(0), Think(1, left=2, extras=False, optional=True, source="Castra"),
        Actions(0, "Patron"), Actions(1, "Craftsman", left=2, source="Garden", open=True),
        Actions(0, "Merchant", clients_acted=1, marks={"atrium_at": 3, "bath_held": "Merchant"}),
        Actions(2, "Architect", left=1, source="Bath", client_card=5,
                marks={"bath": True, "bath_held": True}),
        Actions(1, "Laborer", clients_gone=1, acting=0), Actions(0, "Architect", clients=True),
        PowerFrame(0, "Sewer")]
EDITIONS = ("republic", "imperium", "first", "gloria")  # the order examples are taken in


#: Values for power data fields that are not cards, by name, then by declared type.
SAMPLES = {"options": ("stockpile",), "mats": ("Brick", "Brick"),
           "slots": ((1, "Brick"), (2, "Stone")), "int": 1, "int | None": 1}


def _sample(f: dataclasses.Field, card: int):
    """A value of a power data field: `card` (or a tuple of it) for a card field."""
    if f.metadata.get(CARDS):
        return (card, card) if f.type.startswith("tuple") else card
    value = SAMPLES.get(f.name, SAMPLES.get(f.type))
    assert value is not None, f"no sample for the {f.name} field ({f.type}): add one here"
    return value


def _ids(values) -> set:
    """Every card id among card field values (ids, or tuples of them)."""
    return {c for v in values for c in (v if isinstance(v, tuple) else (v,))}


def power_frames(card: int = 5) -> list[tuple[str, PowerFrame]]:
    """(edition, frame) for every power that keeps data on its decision frames."""
    out, seen = [], set()
    for (edition, name), pw in sorted(REGISTRY.items(), key=lambda x: (EDITIONS.index(x[0][0]),
                                                                        x[0][1])):
        if pw.frame_data is None or (pw.name, pw.frame_data) in seen:
            continue
        seen.add((pw.name, pw.frame_data))
        data = pw.frame_data(**{f.name: _sample(f, card)
                                for f in dataclasses.fields(pw.frame_data)})
        out.append((edition, PowerFrame(0, name, data)))
    return out


EXAMPLES = [("republic", f) for f in CORE] + power_frames()


def test_every_kind_has_an_example():
    assert {f.kind for _, f in EXAMPLES} == set(KINDS)
    assert {type(f) for _, f in EXAMPLES} == set(KINDS.values())


@pytest.mark.parametrize("edition, frame", EXAMPLES, ids=lambda x: repr(x)[:60])
def test_a_frame_survives_its_dict_and_json(edition: str, frame: Frame):
    d = frame.to_dict()
    assert d["kind"] == frame.kind and all(not isinstance(v, tuple) for v in d.values())
    assert frame_from_dict(json.loads(json.dumps(d)), edition) == frame
    assert frame.copy() == frame


def test_saved_shape_is_the_flat_dict_of_before():
    """Saves of the current format hold these dicts: they must load and be written again."""
    for d in ({"kind": "lead", "seat": 2},
              {"kind": "actions", "seat": 1, "role": "Craftsman", "left": 1, "bath": True,
               "bath_held": True, "source": "Bath"},
              {"kind": "actions", "seat": 0, "role": "Architect", "open": True,
               "stairway": 4, "dock_at": 2},
              {"kind": "think", "seat": 0, "left": 1, "extras": False},
              {"kind": "give", "seat": 1, "to": 0, "material": "Brick", "optional": True},
              {"kind": "power", "power": "Prison", "seat": 0, "prison": 12},
              {"kind": "power", "power": "Domus Aurea", "seat": 0, "victim": 1,
               "mats": ["Brick", "Wood"]},
              {"kind": "actions", "seat": 0, "role": "Patron", "left": 1, "client_card": 40,
               "acting": 1},
              {"kind": "power", "power": "Prison", "seat": 0, "prison": 12, "payer": 1},
              {"kind": "power", "power": "Aerarium", "seat": 1, "to": 0},
              {"kind": "power", "power": "Bacchanalia", "seat": 0, "cards": [3, 9],
               "options": []}):
        f = frame_from_dict(d, "republic")
        assert f.to_dict() == d
    held = frame_from_dict({"kind": "actions", "seat": 1, "role": "Craftsman", "left": 1,
                            "bath": True, "bath_held": True}, "republic")
    assert held.left == 1 and held.marks == {"bath": True, "bath_held": True}
    # a think saved without its counts has the defaults the engine always read
    assert frame_from_dict({"kind": "think", "seat": 0}, "republic") == Think(0, 1, True)


@pytest.mark.parametrize("d, words", [
    ({"kind": "fly", "seat": 0}, "unknown frame kind"),
    ({"kind": "lead", "seat": 0, "card": 3}, "'card'"),
    ({"kind": "give", "seat": 0, "to": 1}, "material"),
    ({"kind": "power", "power": "Moon", "seat": 0}, "Moon"),
    ({"kind": "power", "power": "Sewer", "seat": 0, "prison": 3}, "'prison'"),
    ({"kind": "power", "power": "Prison", "seat": 0, "card": 3}, "'card'"),
    ({"kind": "power", "power": "Prison", "prison": 3}, "seat"),
    ({"kind": "actions", "seat": 0, "role": "Patron", "marks": {"dock_at": 1}}, "marks"),
])
def test_a_frame_that_is_not_one_is_refused(d: dict, words: str):
    with pytest.raises(ValueError, match=words):
        frame_from_dict(d, "republic")


def test_a_clone_has_frames_of_its_own():
    """Mutating a clone's frames (actions taken, marks, a power's data, thinks left) leaves
    the original alone; frozen frames are shared, and cannot change."""
    g = midgame(seed=3, moves=20)
    s = g.state
    powers = {f.power: f for _, f in power_frames()}
    s.stack[1:1] = [Actions(0, "Craftsman", left=3, marks={"dock_at": 1}), Think(1, left=2),
                    powers["Domus Aurea"], powers["Prison"]]
    before = [f.to_dict() for f in s.stack]
    c = s.copy()
    assert c.stack == s.stack
    for f in c.stack:
        if isinstance(f, Actions):
            f.left = 0 if f.left is not None else None
            f.open = True
            f.set_mark("dock_at", 9)
        elif isinstance(f, Think):
            f.left -= 1
        elif isinstance(f, PowerFrame):
            f.data = None
        else:
            assert f.shared and any(f is x for x in s.stack)
            with pytest.raises(dataclasses.FrozenInstanceError):
                f.seat = 9
    assert [f.to_dict() for f in s.stack] == before


def _hide(s, seat: int) -> tuple[int, int, int]:
    """A card of another seat's hand that `seat` may not see: (card, owner, index)."""
    other = (seat + 1) % s.n
    k = len(s.players[other].hand) - 1
    return s.players[other].hand[k], other, k


@pytest.mark.parametrize("edition, frame", [(e, f) for e, f in EXAMPLES if f.cards()],
                         ids=lambda x: repr(x)[:60])
def test_every_card_field_becomes_a_slot_for_a_seat_that_may_not_see_it(edition, frame):
    """Whatever a card field is called (a Prison's `prison`, an Aerarium's `aerarium`, the
    client an action burst is for), its class marks it: a hidden id becomes its slot, and a
    determinisation deals it back."""
    g = midgame(edition=edition, seed=5, moves=30)
    s = g.state
    seat = g.decision.player
    card, owner, k = _hide(s, seat)
    hidden = frame.with_cards(lambda _: card)
    s.stack.insert(0, hidden)  # under the decision: never reached in this test
    pub = public_info(s, seat)
    shown = pub["stack"][0]
    slot = {"slot": ["hand", owner, k]}
    for name, v in hidden.cards().items():
        assert shown[name] == ([slot] * len(v) if isinstance(v, tuple) else slot)
    sample = determinize(g.view(seat), pub, 7)
    assert _ids(sample.stack[0].cards().values()) == {sample.players[owner].hand[k]}
    assert public_info(s, owner)["stack"][0] == hidden.to_dict()  # the owner knows it


def test_fountain_card_hidden_from_the_others():
    """A Fountain's drawn card (003:469) is known to its drawer only."""
    g = build(3, "republic", hands={0: ["Dock"], 1: ["Market"], 2: ["Road"]},
              buildings={0: ["Fountain"]}, deck_top=["Palisade"], leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("fountain: draw the top card of the deck")
    s = g.state
    top = s.stack[-1]
    assert isinstance(top, PowerFrame) and top.power == "Fountain"
    k = s.players[0].hand.index(top.data.card)
    for seat in (1, 2):
        assert public_info(s, seat)["stack"][-1]["card"] == {"slot": ["hand", 0, k]}
    assert public_info(s, 0)["stack"][-1]["card"] == top.data.card


def test_prison_and_senate_frames_show_only_public_cards():
    """A Prison's own foundation (003:531) is public: it stays an id; a Senate frame has no
    card field at all, so public information holds it as saved."""
    g = build(3, "republic", hands={0: ["Dock", "Garden"], 1: ["Market"], 2: ["Palisade"]},
              buildings={0: [{"name": "Prison", "materials": ["Stone", "Stone"]}],
                         1: ["Tower"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Garden to Prison")
    top = g.state.stack[-1]
    assert top.power == "Prison"
    assert public_info(g.state, 1)["stack"][-1] == top.to_dict()
    g = build(3, "imperium", hands={0: ["Jack"], 1: ["Jack"], 2: ["Jack"]},
              buildings={0: ["Senate"]}, leader=0)
    g.play("lead Patron: Jack")
    g.play("follow: Jack")
    g.play("follow: Jack")
    top = g.state.stack[-1]
    assert top.power == "Senate" and not top.cards()
    assert public_info(g.state, 2)["stack"][-1] == top.to_dict()


@pytest.mark.parametrize("edition, frame", EXAMPLES, ids=lambda x: repr(x)[:60])
def test_a_saved_position_keeps_its_frames(edition: str, frame: Frame):
    """Every kind, under the pending decision, through a save file and back."""
    g = Game.new(3, edition=edition, seed=2)
    s = g.state.copy()
    s.stack.insert(0, frame)
    loaded = Game.from_json(Game.from_state(s).to_json())
    assert loaded.state.stack == s.stack
