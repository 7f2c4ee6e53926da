"""Make the README's pictures of the table, on purpose (tests never write into docs/).

    python scripts/screenshots.py [--out docs]

Starts a private JupyterLab and headless Chromium the way the browser tests do
(tests/e2e/lab.py), opens a game in progress of each game in the light and the dark theme, and
writes screenshot-light.png, screenshot-dark.png (Glory to Rome), great-city-light.png and
great-city-dark.png (The Great City of Rome), and the study tools in the light theme:
timeline-light.png (a past position under review, with the Moves panel) and analysis-light.png
(the Analyse switch's numbers beside the choices) into `--out`. Needs Chromium (see
lab.ENABLE_HINT).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from lab import REPO, Lab, kernel_json, launch_chromium, open_table  # noqa: E402
from positions import SETUP, played  # noqa: E402

THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
VIEWPORT = {"width": 1400, "height": 900}

#: Glory to Rome, three players, 40 seeded moves in, You (seat 0) to decide, two bots seated.
GLORY_TO_ROME = SETUP + played(3).replace("t.refresh()", "t.seat(1, 'random').seat(2, 'random')")

#: The Great City, three players, heuristic bots play until Ann (seat 0) may build in round 4.
GREAT_CITY = """from gtr_widget import Table
from gtr_widget.bots import bot_move, make_bot
from gtr_widget.great_city import Game
g = Game.new(players=["Ann", "Bo", "Cy"], seed=11)
_bots = [make_bot("heuristic", seed=s, game="great_city") for s in range(3)]
while not g.is_over and not (g.state.round >= 4 and g.decision.player == 0
                             and any(m.verb == "build" for m in g.legal_moves())):
    g.play(bot_move(g, _bots[g.decision.player]))
t = Table(g, viewer=0, pace=0).seat(1, "heuristic", seed=1).seat(2, "heuristic", seed=2)
t"""


def _review_a_past_move(page: Any) -> None:
    """Open the Moves panel and show the position after an earlier move, read-only."""
    table = page.locator(".gtr-table").last
    table.locator(".gtr-timeline > summary").click()
    moves = table.locator(".gtr-tl-move button")
    moves.first.wait_for()
    ply = max(1, moves.count() - 6)
    table.locator(f'.gtr-tl-move[data-ply="{ply}"] button').click()
    page.wait_for_selector(f'.gtr-review-banner[data-review="{ply}"]')


def _analyse(page: Any) -> None:
    """Switch the analysis on and wait until every choice has numbers for a few seconds."""
    table = page.locator(".gtr-table").last
    table.locator(".gtr-analysis .gtr-analyse").click()
    table.locator(".gtr-analysis-row").first.wait_for(timeout=120_000)
    page.wait_for_timeout(6000)


class Shot(NamedTuple):
    """One picture: the notebook cell that sets the table, what shows once it is drawn, what
    to do on the page before the picture, and the themes it is taken in."""

    file: str  # with {theme} for the theme's name
    cell: str
    ready: str
    act: Callable[[Any], None] | None = None
    themes: tuple[str, ...] = tuple(THEMES)


SHOTS = [
    Shot("screenshot-{theme}.png", GLORY_TO_ROME, ".gtr-table .gtr-camp"),
    Shot("great-city-{theme}.png", GREAT_CITY, ".gtr-table .gc-player"),
    Shot("timeline-{theme}.png", GLORY_TO_ROME, ".gtr-table .gtr-camp", _review_a_past_move,
         ("light",)),
    Shot("analysis-{theme}.png", GLORY_TO_ROME, ".gtr-table .gtr-camp", _analyse, ("light",)),
]


def _hide_file_browser(page: Any) -> None:
    page.evaluate("() => { const a = window.jupyterapp; if (a && a.shell.leftCollapsed"
                  " === false) a.commands.execute('application:toggle-left-area'); }")
    page.wait_for_timeout(500)
    page.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    page.wait_for_timeout(300)


def take(lab: Lab, new_page: Callable[[], Any], shot: Shot, theme: str, out: Path) -> Path:
    """Open the shot's table in `theme`, check it shows a game in progress, save the picture."""
    page = new_page()
    name = shot.file.format(theme=theme)
    open_table(lab, page, name.replace(".png", ".ipynb"), shot.cell, THEMES[theme], shot.ready)
    state = kernel_json(page, "{'over': t.game.is_over, 'moves': t.game.ply}")
    if state["over"] or state["moves"] < 10:
        raise RuntimeError(f"{name}: not a game in progress ({state})")
    _hide_file_browser(page)
    if shot.act is not None:
        shot.act(page)
    path = out / name
    page.screenshot(path=str(path))
    page.context.close()
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "docs",
                        help="the folder to write the pictures into (default: docs/)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only when run

    lab = Lab().start()
    try:
        with sync_playwright() as pw:
            browser = launch_chromium(pw)
            try:
                for shot in SHOTS:
                    for theme in shot.themes:
                        made = take(lab, lambda: browser.new_context(viewport=VIEWPORT).new_page(),
                                    shot, theme, args.out)
                        print(f"wrote {made}")
            finally:
                browser.close()
    finally:
        lab.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
