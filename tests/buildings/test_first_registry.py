"""Every first-edition building has a power registered for the "first" edition, and the
buildings whose function differs in 1E use the first-edition version (000:400-963; §3.3)."""

import pytest

import gtr_widget.glory_to_rome.play.buildings  # noqa: F401  (registers every power)
from gtr_widget.glory_to_rome.play.cards import card_types
from gtr_widget.glory_to_rome.play.powers import REGISTRY

FIRST_ONLY = ["Aqueduct", "Atrium", "Bar", "Basilica", "Bath", "Bridge", "Circus Maximus",
              "Coliseum", "Dock", "Foundry", "Fountain", "Prison", "School", "Scriptorium",
              "Senate", "Sewer", "Stairway", "Statue", "Storeroom", "Tower", "Wall"]


def test_every_first_edition_building_has_a_power():
    names = [t.name for t in card_types("first")]
    assert len(names) == 40
    missing = [n for n in names if ("first", n) not in REGISTRY]
    assert missing == []


@pytest.mark.parametrize("name", FIRST_ONLY)
def test_first_edition_versions_are_their_own(name):
    """Per-edition versions are separate powers whose editions do not overlap."""
    pw = REGISTRY[("first", name)]
    assert pw.editions == ("first",)
    for ed in ("republic", "imperium"):
        assert REGISTRY.get((ed, name)) is not pw
