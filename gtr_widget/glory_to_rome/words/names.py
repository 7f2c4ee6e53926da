"""Card, role and material names in the 2007 French edition (seed 004) and the Spanish one (002).

The names are data (names.csv), checked by tests against the rulebooks' own words.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "fr", "es")
_COLUMN = {"fr": "french", "es": "spanish"}


@cache
def _rows() -> tuple[dict[str, str], ...]:
    with (Path(__file__).parent / "names.csv").open(encoding="utf-8", newline="") as f:
        return tuple(csv.DictReader(f))


def names(language: str) -> dict[str, str]:
    """English name -> the name in `language` (empty for English: nothing to translate)."""
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
    if language == "en":
        return {}
    column = _COLUMN[language]
    return {r["english"]: r[column] for r in _rows() if r[column] != r["english"]}
