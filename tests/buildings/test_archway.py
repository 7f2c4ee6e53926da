"""Archway: an Architect action may take its material from the Pool (003:349)."""

import os
import subprocess
import sys

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_archway_1(edition="republic", archway=True):
    return build(2, edition, hands={0: ["Tower"], 1: ["Wall"]}, clientele={0: ["Architect"]},
                 stockpile={0: ["Brick"]}, pool=["Brick"],
                 buildings={0: (["Archway"] if archway else []) + [{"name": "Gate"}]},
                 leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_archway_1(edition):
    """BB-Archway-1 (003:351; 000:566-570): a Brick from the Pool, then the stockpile's
    Brick, complete the Gate."""
    g = _bb_archway_1(edition)
    g.play("lead Architect: Tower")
    g.play("follow: Wall")
    g.play("archway: add Brick from pool to Gate")
    g.play("architect: add Brick to Gate")
    s = g.state
    gate = s.players[0].buildings[-1]
    assert gate.complete and s.players[0].influence == 6
    assert not s.players[0].stockpile
    assert "Brick" not in [s.deck.material[c] for c in s.pool]


def test_archway_pool_cards_never_foundations():
    """"You cannot use cards from the Pool as Structure Foundations" (003:349)."""
    g = _bb_archway_1()
    g.play("lead Architect: Tower")
    g.play("follow: Wall")
    assert not any("lay" in m.text for m in g.legal_moves() if m.verb == "archway")
    assert_refused(g, "archway: lay Brick from pool")


def test_archway_refused_without_one():
    g = _bb_archway_1(archway=False)
    g.play("lead Architect: Tower")
    g.play("follow: Wall")
    assert_refused(g, "archway: add Brick from pool to Gate")


_CANDIDATES = """
from gtr_widget.glory_to_rome.scenarios.builder import build
g = build(2, "republic", hands={0: ["Tower"], 1: ["Wall"]}, clientele={0: ["Architect"]},
          pool=["Bar", "Insula", "Academy", "Atrium", "Crane", "Dock", "Bridge", "Aqueduct"],
          buildings={0: ["Archway", {"name": "Gate"}]}, leader=0)
g.play("lead Architect: Tower")
g.play("follow: Wall")
print([(c.move.text, c.reason) for c in g.candidates()])
"""


def test_refusals_in_one_order_whatever_the_hash_seed():
    """Adds by material alone from a Pool with several names of it are refused in one order
    (deterministic replay: the candidates of a position never depend on PYTHONHASHSEED)."""
    seen = {subprocess.run([sys.executable, "-c", _CANDIDATES], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": str(k)}).stdout
            for k in range(1, 5)}
    assert len(seen) == 1 and "add Brick from pool to Gate" in seen.pop()
