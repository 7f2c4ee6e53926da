"""A Circus Maximus completed part-way through its owner's block (003:405-407 are silent):
by default a client that already acted does not act again; the option counts it twice."""

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build


def _completing(**options):
    # Lead Architect with two Architect clients: three actions. The first lays a foundation;
    # the second (a client's) completes the Circus Maximus from the stockpile.
    g = build(2, hands={0: ["Tower", "Insula", "Dock", "Bath"], 1: ["Temple"]},
              stockpile={0: ["Stone"]}, clientele={0: ["Architect", "Architect"]},
              buildings={0: [{"name": "Circus Maximus", "materials": ["Stone", "Stone"]}]},
              leader=0, **options)
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    g.play("architect: lay Insula")
    g.play("architect: add Stone to Circus Maximus")
    assert any(b.complete for b in g.state.players[0].buildings)
    return g


@pytest.mark.parametrize(("option", "left"), [("once", 2), ("again", 3)])
def test_actions_left_after_completion(option, left):
    g = _completing(circus_maximus_acted=option)
    # once: 1 (lead) + 1 (the client that acted) + 2 (the other, doubled) - 2 used = 2;
    # again: 1 + 2 * 2 - 2 = 3.
    assert g.decision.prompt.endswith(f"Architect action ({left} left)")


def test_default_is_once():
    g = _completing()
    assert g.state.rules.circus_maximus_acted == "once"
    assert g.to_json()  # the frame's mark saves
