"""Hook points are typed methods with neutral answers, and every power answers real hooks.

A hook used to be a name in a tuple with its signature in a comment: a power that misspelled
one, or took other parameters, was silently never asked. Now `HookPoints` declares each hook.
"""

from __future__ import annotations

import inspect

import pytest
from helpers import compiled

import gtr_widget.glory_to_rome  # noqa: F401 - registers every edition's powers
from gtr_widget import Game
from gtr_widget.glory_to_rome.play import hook_points
from gtr_widget.glory_to_rome.play.cards import ROLES
from gtr_widget.glory_to_rome.play.hook_points import HOOKS, HookPoints, answered_by
from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.play.powers import REGISTRY, Power, active_powers
from gtr_widget.glory_to_rome.scenarios.builder import build

POWERS = sorted({type(pw) for pw in REGISTRY.values()}, key=lambda c: c.__qualname__)
#: What a power may define besides hooks: Power's own questions about its moves and frames.
POWER_API = {name for name in vars(Power) if not name.startswith("_")}
#: Helpers some powers keep as methods (the Colosseum's takings, a Bar's or Dock's own moves):
#: named here, so that a name that is no hook is a decision, not a typo.
HELPERS = {"take", "takings", "apply_own", "own_moves", "wait_move"}


def defined(cls: type) -> set[str]:
    """The public methods a power's own classes (below Power) define."""
    own = [k for k in cls.__mro__ if issubclass(k, Power) and k is not Power]
    return {n for k in own for n, v in vars(k).items()
            if callable(v) and not n.startswith("_") and not isinstance(v, type)}


@pytest.mark.skipif(compiled(hook_points), reason="compiled methods keep no annotations")
def test_every_hook_is_a_typed_method_with_a_neutral_answer() -> None:
    assert len(HOOKS) == len(set(HOOKS)) >= 37
    for hook in HOOKS:
        method = getattr(HookPoints, hook)
        hints = inspect.get_annotations(method)
        params = list(inspect.signature(method).parameters)
        assert params[:3] == ["self", "state", params[2]] and "return" in hints, hook
        assert all(p in hints for p in params[1:]), f"{hook} has an untyped parameter"


@pytest.mark.parametrize("cls", POWERS, ids=lambda c: c.__qualname__)
def test_a_power_defines_only_hooks_and_the_power_api(cls: type[Power]) -> None:
    """A misspelled hook (say `on_compete`) would never be asked: none is allowed."""
    assert not defined(cls) - set(HOOKS) - POWER_API - HELPERS


@pytest.mark.parametrize("cls", POWERS, ids=lambda c: c.__qualname__)
def test_a_powers_hooks_take_the_hooks_parameters(cls: type[Power]) -> None:
    for hook in answered_by(cls):
        want = inspect.signature(getattr(HookPoints, hook)).parameters
        got = inspect.signature(getattr(cls, hook)).parameters
        assert len(got) == len(want), f"{cls.__name__}.{hook}{tuple(got)} vs {tuple(want)}"


def test_the_hooks_a_power_answers_are_those_it_overrides() -> None:
    class Quiet(Power):
        name = "Quiet"

    class Generous(Quiet):
        def limit_bonus(self, state, seat, kind):  # type: ignore[no-untyped-def]
            return 1

    assert Quiet().hooks == frozenset()
    assert Generous().hooks == {"limit_bonus"}
    assert HookPoints().limit_bonus(Game.new(2, seed=1).state, 0, "hand") == 0


def test_completing_a_gate_in_a_clone_wakes_its_foundations_there_alone() -> None:
    """A Gate wakes its owner's Marble foundations once it is complete (003:483): the seat's
    powers are worked out again, for the game whose building changed. A seat with no complete
    building answers no hook (the early exit `hooks` takes), and the original keeps its own."""
    g = build(2, buildings={0: [{"name": "Temple"}, {"name": "Gate", "materials": ["Brick"]}],
                            1: []})
    assert active_powers(g.state).seats == [{}, {}]
    clone = g.clone()
    deck = clone.state.deck
    gate = next(b for b in clone.state.players[0].buildings if deck.name[b.foundation] == "Gate")
    gate.complete = True
    clone.state.buildings_changed()
    woke = active_powers(clone.state).seats[0]
    assert "grants_marble_foundations" in woke and "limit_bonus" in woke  # the Temple's
    assert limit(clone.state, 0, "hand") > limit(g.state, 0, "hand") == 5
    assert active_powers(g.state).seats == [{}, {}]


@pytest.mark.parametrize("cls", POWERS, ids=lambda c: c.__qualname__)
def test_a_power_names_roles_only_for_the_actions_it_adds_to(cls: type[Power]) -> None:
    """`action_roles` says whose actions a power's `action_moves` adds to: roles of the game,
    and only on a power that adds to actions (a typo there would hide its moves)."""
    assert set(cls.action_roles) <= set(ROLES), cls.action_roles
    assert not cls.action_roles or "action_moves" in answered_by(cls)


@pytest.mark.parametrize(("role", "asked"), [("Laborer", True), ("Architect", False)])
def test_a_dock_is_asked_only_during_laborer_actions(
        role: str, asked: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Dock adds a hand card to a Laborer action (003:425) and to nothing else: the flow
    asks it during its role's actions only, and its moves are offered there. (A compiled Dock
    is called natively, past any patch: the spy sees the calls in the plain build only.)"""
    dock = REGISTRY[("republic", "Dock")]
    seen: list[str] = []
    real = type(dock).action_moves
    plain = hasattr(real, "__code__")

    def spy(self, state, seat, role, frame, why=None):  # type: ignore[no-untyped-def]
        seen.append(role)
        return real(self, state, seat, role, frame, why)

    if plain:
        monkeypatch.setattr(type(dock), "action_moves", spy)
    g = build(2, hands={0: ["Wall", "Road"]}, stockpile={0: ["Brick"]}, pool=["Road"],
              buildings={0: [{"name": "Dock", "complete": True}, {"name": "Wall"}], 1: []},
              role=role, decision={"kind": "actions", "seat": 0, "role": role, "left": 1})
    texts = [m.text for m in g.legal_moves()]
    assert dock.adds_to_role(role) is asked
    assert seen == ([role] if asked and plain else [])
    assert any(t.startswith("dock:") for t in texts) is asked, texts
