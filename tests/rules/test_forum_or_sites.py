"""A Forum laid on the last in-town Site with a Gate: its win (through the Gate, 003:483) and
the end by Sites (003:296, 003:301) come from one foundation. By default the Forum is checked
first; the option `forum_or_sites="sites"` ends the game by Sites, scored as usual."""

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build

ROLES = ["Patron", "Laborer", "Architect", "Craftsman", "Legionary", "Merchant"]


def _last_site(**options):
    sites = {m: 0 for m in ("Rubble", "Wood", "Brick", "Concrete", "Stone")} | {"Marble": 1}
    g = build(2, "imperium", hands={0: ["Dock", "Forum"], 1: ["Temple"]},
              buildings={0: ["Gate"]}, clientele={0: ROLES}, vault={1: ["Marble"] * 3},
              sites=sites, leader=0, **options)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: lay Forum")
    assert g.is_over
    return g


def test_forum_is_checked_first_by_default():
    g = _last_site()
    assert g.winners == [0] and "Forum" in g.end_reason


@pytest.mark.parametrize("option", ["sites"])
def test_option_ends_by_sites(option):
    g = _last_site(forum_or_sites=option)
    assert "last Site" in g.end_reason
    assert g.winners == [1]  # 9 VP of Marble in the vault beat the Gate's owner on points
