"""Notebook cells that put a Glory to Rome table in a position worth looking at: a full
mid-game camp (buildings complete and not, clients, a stockpile, a vault, seven cards in hand
with long names and two identical Roads), a game played on by seeded random moves, and a
finished game. Shared by the e2e tests of the table's layout, words and colours."""

from __future__ import annotations

SETUP = "from gtr_widget import Table\nfrom gtr_widget.scenarios import build\n"
NAMES = ["You", "Bo", "Octavia", "Di", "Ed"]


def rich(n: int, language: str = "en", viewer: int | str = 0) -> str:
    """Turn 9 of an n-player game, You to lead, with every zone of You's camp in use."""
    hands: dict[int, list[str]] = {
        0: ["Amphitheatre", "Scriptorium", "Academy", "Road", "Road", "Jack", "Circus Maximus"],
        1: ["Insula", "Latrine"], 2: ["Market", "Dock", "Wall"], 3: ["Garden"]}
    buildings: dict[int, list] = {
        0: [{"name": "Prison", "materials": ["Stone", "Stone"]}, "Bar",
            {"name": "Aqueduct", "materials": ["Concrete"]}],
        1: ["Tower", {"name": "Temple", "materials": ["Marble", "Rubble"]}, "Insula"],
        2: [{"name": "Basilica", "materials": ["Marble"]}, "Palisade"],
        3: ["Storeroom", {"name": "Domus Aurea", "materials": []}]}
    hands = {k: v for k, v in hands.items() if k < n}
    buildings = {k: v for k, v in buildings.items() if k < n}
    return (
        f"g = build({NAMES[:n]!r}, hands={hands!r}, buildings={buildings!r},"
        " clientele={0: ['Craftsman', 'Craftsman', 'Merchant'], 1: ['Laborer']},"
        " stockpile={0: ['Brick', 'Brick', 'Marble', 'Rubble'], 1: ['Wood', 'Wood', 'Wood']},"
        " vault={0: ['Marble', 'Stone'], 1: ['Brick']},"
        " pool=['Brick', 'Brick', 'Stone', 'Rubble', 'Wood', 'Marble', 'Concrete'],"
        " leader=0, turn=9)\n"
        f"t = Table(g, pace=0, viewer={viewer!r}, language={language!r})\nt")


def played(n: int, moves: int = 40, language: str = "en", seed: int = 7) -> str:
    """A game played on by seeded random moves until it is You's decision again."""
    return (
        f"t = Table.new(players={NAMES[:n]!r}, seed={seed}, pace=0, viewer=0,"
        f" language={language!r})\n"
        "import random\n_r = random.Random(1)\n"
        f"for _ in range({moves}):\n"
        "    _ms = t.game.legal_moves()\n"
        "    t.game.play(_r.choice([m for m in _ms if m.verb not in ('pass', 'skip')] or _ms))\n"
        "while t.game.decision and t.game.decision.player != 0 and not t.game.is_over:\n"
        "    t.game.play(_r.choice(t.game.legal_moves()))\n"
        "t.refresh()\nt")


def finished(language: str = "en") -> str:
    """A three-player game played to its end by seeded random moves."""
    return (
        "t = Table.new(players=['You', 'Bo', 'Cy'], seed=3, pace=0, viewer=0,"
        f" language={language!r})\n"
        "import random\n_r = random.Random(2)\n"
        "while not t.game.is_over:\n    t.game.play(_r.choice(t.game.legal_moves()))\n"
        "t.refresh()\nt")


# Bo must give You a Rubble card (003:261); his hand holds two identical Roads.
GIVE = """g = build(['You', 'Bo', 'Cy'], hands={0: ['Jack', 'Road'], 1: ['Road', 'Road', 'Insula'],
          2: ['Latrine']}, buildings={0: ['Bar'], 2: ['Bar']}, leader=0)
for m in ['lead Legionary: Jack', 'think: take Jack', 'think: take Jack',
          'legionary: demand Rubble']:
    g.play(m)
t = Table(g, pace=0, language=LANGUAGE)
t"""

# You complete a Prison and may steal Bo's Tower (003:531-535).
PRISON = """g = build(['You', 'Bo', 'Cy'], hands={0: ['Dock', 'Garden'], 1: ['Market'],
          2: ['Palisade']}, buildings={0: [{'name': 'Prison', 'materials': ['Stone', 'Stone']}],
          1: ['Tower', {'name': 'Temple', 'materials': ['Marble', 'Rubble']}]}, leader=0)
for m in ['lead Craftsman: Dock', 'think: refill', 'think: refill',
          'craftsman: add Garden to Prison']:
    g.play(m)
t = Table(g, pace=0, language=LANGUAGE)
t"""

# You led Laborer; the pool holds three Latrines and two Roads, each of which may be taken.
LABOR_PILES = """g = build(['You', 'Bo'], hands={0: ['Insula', 'Wall'], 1: ['Dock']},
          pool=['Latrine', 'Latrine', 'Latrine', 'Road', 'Road', 'Villa'], leader=0)
for m in ['lead Laborer: Insula', 'think: take Jack']:
    g.play(m)
t = Table(g, pace=0, viewer=0)
t"""


def at(code: str, language: str = "en") -> str:
    """A position cell in `language` (GIVE and PRISON name theirs as LANGUAGE)."""
    return code.replace("LANGUAGE", repr(language))
