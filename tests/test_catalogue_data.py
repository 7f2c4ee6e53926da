"""Sanity checks on the building catalogue data file (no package loader involved)."""

import csv
from collections import Counter
from pathlib import Path

import pytest

CSV_PATH = Path(__file__).parent.parent / "gtr_widget/glory_to_rome/play/data/cards.csv"

EDITIONS = ("republic", "imperium", "first")
MATERIALS = ("Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble")
REPUBLIC_ONLY = {"Crane", "Domus Aurea", "Forum Romanum", "Tribunal"}
IMPERIUM_ONLY = {"Circus", "Colosseum", "Forum", "Senate"}


@pytest.fixture(scope="module")
def rows():
    with CSV_PATH.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        assert reader.fieldnames == ["edition", "name", "material", "copies", "text"]
        data = list(reader)
    assert data, "cards.csv has no rows"
    return [r for r in data if r["edition"] != "geek"]  # the Geek cards: tests/test_geek.py


def _by_edition(rows, edition):
    return [r for r in rows if r["edition"] == edition]


def _names(rows, edition):
    return {r["name"] for r in _by_edition(rows, edition)}


def test_only_known_editions_and_materials(rows):
    assert {r["edition"] for r in rows} == set(EDITIONS)
    assert {r["material"] for r in rows} == set(MATERIALS)


def test_forty_rows_per_edition(rows):
    counts = Counter(r["edition"] for r in rows)
    assert counts == {e: 40 for e in EDITIONS}


def test_144_copies_per_edition(rows):
    totals = Counter()
    for r in rows:
        totals[r["edition"]] += int(r["copies"])
    assert totals == {e: 144 for e in EDITIONS}


def test_24_copies_per_material_per_edition(rows):
    totals = Counter()
    for r in rows:
        totals[(r["edition"], r["material"])] += int(r["copies"])
    assert totals == {(e, m): 24 for e in EDITIONS for m in MATERIALS}


def test_copies_by_material(rows):
    wrong = [
        (r["edition"], r["name"], r["copies"])
        for r in rows
        if int(r["copies"]) != (6 if r["material"] in ("Rubble", "Wood") else 3)
    ]
    assert wrong == []


def test_republic_only_names(rows):
    republic = _names(rows, "republic")
    assert REPUBLIC_ONLY <= republic
    assert not (IMPERIUM_ONLY & republic)
    for other in ("imperium", "first"):
        assert not (REPUBLIC_ONLY & _names(rows, other))


def test_imperium_only_names(rows):
    imperium = _names(rows, "imperium")
    assert IMPERIUM_ONLY <= imperium
    assert not (REPUBLIC_ONLY & imperium)
    # Republic and imperium share the other 36 buildings.
    assert len(imperium & _names(rows, "republic")) == 36


def test_coliseum_spelling_per_edition(rows):
    assert "Coliseum" in _names(rows, "first")
    assert "Colosseum" not in _names(rows, "first")
    assert "Coliseum" not in _names(rows, "imperium")


def test_first_edition_material_swaps(rows):
    material = {(r["edition"], r["name"]): r["material"] for r in rows}
    assert material[("first", "Fountain")] == "Stone"
    assert material[("first", "Scriptorium")] == "Marble"
    for edition in ("republic", "imperium"):
        assert material[(edition, "Fountain")] == "Marble"
        assert material[(edition, "Scriptorium")] == "Stone"


def test_texts_present_and_not_just_the_name(rows):
    bad = [
        (r["edition"], r["name"])
        for r in rows
        if not r["text"].strip() or r["text"].strip().lower() == r["name"].strip().lower()
    ]
    assert bad == []


def test_no_duplicate_edition_name(rows):
    keys = Counter((r["edition"], r["name"]) for r in rows)
    duplicates = [k for k, n in keys.items() if n > 1]
    assert duplicates == []
