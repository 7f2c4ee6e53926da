"""How fast and how lean the table is in a real browser.

Plays >= 50 moves of a real game by clicking in JupyterLab (Chromium) and reports:
  * click-to-re-rendered-table latency, p50 and p95 (floor: p95 <= 100 ms), timed in the page
    from the click's message to the redraw that shows the new version;
  * bytes on the kernel websocket per move, both directions (floor: <= 20 KB);
  * regions of the table drawn per move (the page draws only the regions whose input changed:
    title, controls, move box, prompt, moves, inspector, the centre and one camp per seat).

    python benchmarks/widget.py [--game glory_to_rome|great_city] [--moves 60] [--seed 7]
                                [--screenshot table.png]

Glory to Rome's moves are clicked as a person would (a card, then its choice); the Great City's
are picked at random (seeded) and clicked in the list of every legal move.

Exits non-zero when a floor is missed. Timings live here only: tests/e2e/test_benchmark_e2e.py
plays the same game in CI for correctness and the byte floor, never asserting a duration.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from driver import choose, click_move, model_state, wait_version_above  # noqa: E402
from lab import Lab, kernel_json, launch_chromium, open_notebook, run_all  # noqa: E402

P95_FLOOR_MS = 100.0
BYTES_FLOOR = 20 * 1024


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


class WireMeter:
    """Counts bytes on the kernel channels websocket(s) of a page."""

    def __init__(self, page: Any) -> None:
        self.received = 0
        self.sent = 0
        page.on("websocket", self._attach)

    def _attach(self, ws: Any) -> None:
        if "/channels" not in ws.url:
            return
        ws.on("framereceived", lambda payload: self._add("received", payload))
        ws.on("framesent", lambda payload: self._add("sent", payload))

    def _add(self, direction: str, payload: Any) -> None:
        size = len(payload.encode() if isinstance(payload, str) else payload)
        setattr(self, direction, getattr(self, direction) + size)

    @property
    def total(self) -> int:
        return self.received + self.sent


def click_listed(page: Any, move: dict, version: int) -> None:
    """Click `move` in the table's list of every legal move (opened first)."""
    table = page.locator(".gtr-table").last
    listed = table.locator("details.gtr-all-moves")
    if listed.get_attribute("open") is None:
        listed.locator("summary").click()
    table.locator(f'.gtr-all-list [data-move="{move["id"]}"]').click()
    wait_version_above(page, version)


def measure(page: Any, lab: Lab, moves: int = 60, seed: int = 7,
            game: str = "glory_to_rome") -> dict:
    """Play `moves` clicks of a 3-player hot-seat game; return the figures."""
    meter = WireMeter(page)
    name = lab.write_notebook(
        "bench.ipynb",
        [f"from gtr_widget import Table\n"
         f"t = Table.new(players=3, game={game!r}, seed={seed}, pace=0)\nt"],
    )
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-moves")
    rng = random.Random(seed)
    page.evaluate("() => { window.__gtr.timings.length = 0; window.__gtr.renderMs.length = 0;"
                  " window.__gtr.regions = 0; }")
    per_move: list[int] = []
    wanted = {"Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"}
    played = 0
    while played < moves:
        state = model_state(page)
        if not state["moves"]:
            break
        if not wanted:
            wanted = {"Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"}
        before = meter.total
        if game == "glory_to_rome":
            move = choose(state["view"]["decision"]["kind"], state["moves"], wanted)
            if move["verb"] == "lead":
                wanted.discard(move["role"])
            click_move(page, move, state["version"])
        else:
            click_listed(page, rng.choice(state["moves"]), state["version"])
        page.wait_for_timeout(30)  # let trailing frames (kernel idle status) arrive
        per_move.append(meter.total - before)
        played += 1
    timings = page.evaluate("() => window.__gtr.timings.slice()")
    renders = page.evaluate("() => window.__gtr.renderMs.slice()")
    regions = page.evaluate("() => window.__gtr.regions")
    assert kernel_json(page, "t.game.version") == played
    return {
        "moves": played,
        "p50_ms": statistics.median(timings),
        "p95_ms": percentile(timings, 95),
        "max_ms": max(timings),
        "render_p50_ms": statistics.median(renders),
        "render_p95_ms": percentile(renders, 95),
        "bytes_mean": statistics.mean(per_move),
        "bytes_p95": percentile([float(b) for b in per_move], 95),
        "bytes_max": max(per_move),
        "regions_per_move": regions / max(1, played),
    }


SHOWCASE = """from gtr_widget import Game, Table
from gtr_widget.bots import bot_move
from gtr_widget.glory_to_rome import HeuristicBot
g = Game.new(players=["Ann", "Bo", "Cy"], seed={seed})
bots = [HeuristicBot(s) for s in range(3)]
while not g.is_over and (len(g.history) < {moves} or g.decision.player != 0
                         or g.decision.kind != "lead"):
    g.play(bot_move(g, bots[g.decision.player]))
t = Table(g, viewer=0, pace=0.5).seat(1, "heuristic", seed=1).seat(2, "heuristic", seed=2)
t"""


def showcase(page: Any, lab: Lab, path: str, seed: int = 11, moves: int = 90) -> None:
    """Save a picture of a mid-game table seen from seat 0, for the README."""
    name = lab.write_notebook("showcase.ipynb", [SHOWCASE.format(seed=seed, moves=moves)])
    open_notebook(page, lab.notebook_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")
    page.locator(".gtr-table").last.screenshot(path=path)


def report(figures: dict, game: str = "glory_to_rome") -> str:
    return (
        f"widget benchmark, {game}, over {figures['moves']} clicked moves (3 players, Chromium, "
        f"Lab)\n"
        f"  click -> re-rendered table: p50 {figures['p50_ms']:.1f} ms, "
        f"p95 {figures['p95_ms']:.1f} ms (floor {P95_FLOOR_MS:.0f}), "
        f"max {figures['max_ms']:.1f} ms\n"
        f"  of which drawing the table:  p50 {figures['render_p50_ms']:.1f} ms, "
        f"p95 {figures['render_p95_ms']:.1f} ms\n"
        f"  websocket bytes per move:   mean {figures['bytes_mean'] / 1024:.1f} KB, "
        f"p95 {figures['bytes_p95'] / 1024:.1f} KB, max {figures['bytes_max'] / 1024:.1f} KB "
        f"(floor {BYTES_FLOOR / 1024:.0f} KB)\n"
        f"  regions drawn per move:     {figures['regions_per_move']:.1f} "
        f"(of about 10 on a 3-player table; the others are left as they were)"
    )


def meets_floors(figures: dict) -> bool:
    return figures["p95_ms"] <= P95_FLOOR_MS and figures["bytes_max"] <= BYTES_FLOOR


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="glory_to_rome", choices=("glory_to_rome", "great_city"))
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--screenshot", help="also save a PNG of a mid-game table (the "
                        "README's pictures come from scripts/screenshots.py)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    lab = Lab().start()
    try:
        with sync_playwright() as pw:
            browser = launch_chromium(pw)
            page = browser.new_context(viewport={"width": 1500, "height": 1100}).new_page()
            figures = measure(page, lab, args.moves, args.seed, args.game)
            if args.screenshot:
                shot = browser.new_context(viewport={"width": 1280, "height": 2400}).new_page()
                showcase(shot, lab, args.screenshot)
            browser.close()
    finally:
        lab.stop()
    print(report(figures, args.game))
    return 0 if meets_floors(figures) else 1


if __name__ == "__main__":
    sys.exit(main())
