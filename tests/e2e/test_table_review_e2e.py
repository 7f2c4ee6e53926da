"""The table as a demanding player reviews it, measured in JupyterLab and Chromium on mid-game
positions (a full camp, a game played on, a finished game): the camp in view at 1400x900,
four and five players on one screen, nothing overflowing at 900 wide, card names whole and
uncovered, a score that reads as points so far, one cue per meaning, identical pool cards in
a pile that each light up, and the table in French and Spanish."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from driver import model_state, wait_version_above
from lab import REPO, Lab, kernel_json, open_table, table_box
from positions import GIVE, LABOR_PILES, PRISON, SETUP, at, finished, played, rich

CONTRAST_JS = (Path(__file__).parent / "contrast.js").read_text()
NEWEST = "const _t = document.querySelectorAll('.gtr-table'); const t = _t[_t.length - 1];"

# Every card name: no overflow of the name or the card (a long word widens its card instead of
# breaking), no word split over two lines, and no text under the value badge. The edges of a
# pile (a pool card's copies behind the first) show no text, so they are skipped. Stacks,
# chips and Site labels must hold their words too.
CARDS_JS = "() => {" + NEWEST + """
  const bad = [];
  for (const card of t.querySelectorAll('.gtr-card')) {
    if (card.closest('.gtr-pile-many') && card.previousElementSibling) continue;
    const name = card.querySelector('.gtr-card-name');
    if (!name) continue;
    if (card.scrollWidth > card.clientWidth + 1 || name.scrollWidth > name.clientWidth + 1)
      bad.push(['overflow', name.textContent]);
    for (const node of name.childNodes) {
      if (node.nodeType !== 3) continue;
      const words = /\\S+/g; let m;
      while ((m = words.exec(node.textContent))) {
        const r = document.createRange();
        r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
        if (lines.size > 1) bad.push(['broken', m[0]]);
      }
    }
    const badge = card.querySelector('.gtr-card-value');
    if (!badge) continue;
    const b = badge.getBoundingClientRect();
    for (const el of card.querySelectorAll(
        '.gtr-card-name, .gtr-card-role, .gtr-card-material')) {
      const r = document.createRange(); r.selectNodeContents(el);
      for (const q of r.getClientRects())
        if (q.width && q.right > b.left + 0.5 && q.left < b.right - 0.5
            && q.bottom > b.top + 0.5 && q.top < b.bottom - 0.5)
          bad.push(['covered', el.textContent]);
    }
  }
  for (const el of t.querySelectorAll('.gtr-stack, .gtr-chip, .gtr-site'))
    if (el.scrollWidth > el.clientWidth + 1) bad.push(['overflow', el.textContent]);
  return {bad, cards: t.querySelectorAll('.gtr-card-name').length}; }"""

CUES_JS = "() => {" + NEWEST + """
  const cs = (sel, p) => {
    const e = t.querySelector(sel); return e ? getComputedStyle(e)[p] : null; };
  return { accent: cs('.gtr-card.gtr-lit', 'outlineColor'),
    active: cs('.gtr-camp.gtr-active', 'borderTopColor'),
    deciding: cs('.gtr-badge.gtr-deciding', 'backgroundColor'),
    turn: cs('.gtr-turn-badge', 'backgroundColor'),
    bar: cs('.gtr-prompt-bar', 'borderLeftColor'),
    done: cs('.gtr-building.gtr-complete', 'borderTopColor'),
    doneStyle: cs('.gtr-building.gtr-complete', 'borderTopStyle'),
    doneText: t.querySelector('.gtr-building.gtr-complete').textContent,
    openStyle: cs('.gtr-building.gtr-incomplete', 'borderTopStyle') }; }"""

# Whatever sticks out of the table on the right, or makes it scroll sideways.
OVERFLOW_JS = "() => {" + NEWEST + """
  const right = t.getBoundingClientRect().right;
  const out = [...t.querySelectorAll('*')].filter((e) => !e.closest('.gtr-sr-only'))
    .map((e) => [e.className, e.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && r.right > right + 0.5).map(([c, r]) => [String(c), r.right]);
  return { out: out.slice(0, 5), sideways: t.scrollWidth - t.clientWidth }; }"""


def start(lab: Lab, page: Any, name: str, code: str, dark: bool = False) -> None:
    open_table(lab, page, name, SETUP + code, "JupyterLab Dark" if dark else "JupyterLab Light")


def in_view(b: dict, w: int, h: int) -> bool:
    return b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= w + 0.5 \
        and b["y"] + b["height"] <= h + 0.5


def file_browser_open(page: Any) -> bool:
    return page.evaluate("() => { const f = document.querySelector('.jp-FileBrowser');"
                         " return !!f && f.getBoundingClientRect().width > 100; }")


def text(page: Any) -> str:
    """What the newest table says in its language: menus of scenario titles and the game's
    own English (card powers, marked lang="en") left out."""
    return page.evaluate("() => {" + NEWEST + """
      const copy = t.cloneNode(true);
      for (const e of copy.querySelectorAll('select, [lang="en"], .gtr-log-list')) e.remove();
      return copy.textContent; }""")


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


@pytest.mark.parametrize("players", [2, 3])
def test_a_full_camp_is_in_view_with_the_prompt_at_1400x900(lab: Lab, wide: Any,
                                                            players: int) -> None:
    start(lab, wide, f"camp{players}.ipynb", rich(players))
    assert file_browser_open(wide)
    main = ".gtr-main-camp"
    for sel in (".gtr-prompt", ".gtr-moves", f"{main} .gtr-hand", f"{main} .gtr-buildings",
                f"{main} .gtr-clientele", f"{main} .gtr-stockpile", f"{main} .gtr-vault",
                ".gtr-scoreboard", ".gtr-pool"):
        assert in_view(table_box(wide, sel), 1400, 900), (sel, table_box(wide, sel))
    cards = wide.evaluate(CARDS_JS)
    assert cards["cards"] >= 10 and cards["bad"] == [], cards["bad"][:5]


@pytest.mark.parametrize("players", [4, 5])
def test_four_and_five_players_fit_one_screen_mid_game(lab: Lab, wide: Any, players: int) -> None:
    start(lab, wide, f"big{players}.ipynb", rich(players))
    assert in_view(table_box(wide, ""), 1400, 900), table_box(wide, "")  # the whole table
    seats = wide.eval_on_selector_all(".gtr-table details.gtr-opponent",
                                      "els => els.map(e => +e.dataset.seat)")
    assert seats == list(range(1, players))  # collapsed, in seating order


def test_at_900_wide_a_full_table_does_not_overflow(lab: Lab, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 900, "height": 900})
    page = ctx.new_page()
    try:
        start(lab, page, "narrow-full.ipynb", played(3))
        assert file_browser_open(page)
        main, log = table_box(page, ".gtr-main-col"), table_box(page, ".gtr-log")
        assert log["y"] >= main["y"] + main["height"] - 1  # the log below, not beside
        found = page.evaluate(OVERFLOW_JS)
        assert found == {"out": [], "sideways": 0}, found
    finally:
        ctx.close()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_card_names_stay_whole_and_uncovered(lab: Lab, wide: Any, language: str) -> None:
    start(lab, wide, f"names-{language}.ipynb", finished(language))  # a pool of ~80 cards
    found = wide.evaluate(CARDS_JS)
    assert found["cards"] >= 40 and found["bad"] == [], found["bad"][:5]


def test_the_score_reads_as_points_so_far_and_a_hidden_vault(lab: Lab, wide: Any) -> None:
    start(lab, wide, "score.ipynb", rich(3))
    board = wide.locator(".gtr-table .gtr-scoreboard").inner_text()
    assert "≥" not in board
    row = ".gtr-table .gtr-score-row[data-seat='{}'] {}"
    # influence 3, and two vault cards face down (003:279) still to be counted
    assert wide.locator(row.format(0, ".gtr-score-total")).inner_text() == "3 + vault"
    assert "vault 2 hidden" in wide.locator(row.format(0, ".gtr-score-items")).inner_text()
    # nothing in Octavia's vault: nothing more to come
    assert wide.locator(row.format(2, ".gtr-score-total")).inner_text() == "3"


def test_the_final_breakdown_fits_beside_the_board(lab: Lab, wide: Any) -> None:
    start(lab, wide, "final.ipynb", finished())
    final = ".gtr-main-col .gtr-final"
    assert wide.locator(f".gtr-table {final}").count() == 1
    assert wide.locator(".gtr-table .gtr-side .gtr-scoreboard").count() == 0
    assert in_view(table_box(wide, final), 1400, 900)
    clipped = wide.evaluate("() => { const s = document.querySelector('.gtr-final');"
                            " return s.scrollWidth - s.clientWidth; }")
    assert clipped <= 0
    view = model_state(wide)["view"]
    winners = [p["name"] for p in view["players"] if p["seat"] in view["winners"]]
    rows = wide.locator(".gtr-table .gtr-final tr.gtr-winner").all_inner_texts()
    assert winners and [r.split("\t")[0].strip("★ ") for r in rows] == winners
    assert "Tie-break" in wide.locator(".gtr-table .gtr-final").inner_text()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_each_meaning_has_its_own_cue(lab: Lab, wide: Any, dark: bool) -> None:
    start(lab, wide, f"cues-{dark}.ipynb", rich(3), dark=dark)
    cue = wide.evaluate(CUES_JS)
    accent = cue["accent"]
    for meaning in ("active", "deciding", "turn", "bar", "done"):
        assert cue[meaning] and cue[meaning] != accent, (meaning, cue)
    assert "✔" in cue["doneText"] and cue["doneStyle"] == "solid" and cue["openStyle"] == "dashed"
    low = [r for r in wide.evaluate(CONTRAST_JS) if r["ratio"] < 4.5]
    assert low == [], low[:5]


def test_identical_pool_cards_pile_up_and_each_lights(lab: Lab, wide: Any) -> None:
    start(lab, wide, "piles.ipynb", LABOR_PILES)
    state = model_state(wide)
    latrines = [c["id"] for c in state["view"]["pool"] if c["name"] == "Latrine"]
    pile = wide.locator(".gtr-table .gtr-pool .gtr-pile[data-copies='3']")
    assert pile.count() == 1
    assert [int(x) for x in pile.locator("[data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")] == latrines
    assert pile.locator(".gtr-lit").count() == 3 and "×3" in pile.inner_text()
    pile.locator(f"[data-card='{latrines[2]}']").click()  # the last copy's edge
    choice = wide.locator(".gtr-table .gtr-choice [data-move]")
    choice.first.wait_for()
    assert "Latrine" in choice.first.inner_text()
    choice.first.click()
    wait_version_above(wide, state["version"])
    last = kernel_json(wide, "t.game.history[t.game.ply - 1]")
    assert last == "laborer: Rubble from pool (Latrine)"


ENGLISH_UI = ["Hand (", "Buildings (", "Stockpile (", "Vault (", "Your turn", "Undo", "Pool (",
              "Sites in town", " site", "materials", "complete", "any role", "rulebook example",
              "Viewing", "Turn ", "Leader:", "deciding"]


def test_a_spanish_table_speaks_spanish(lab: Lab, wide: Any) -> None:
    start(lab, wide, "es.ipynb", rich(3, "es"))
    said = text(wide)
    for word in ("Mano (7)", "Solar de Piedra", "Tu turno: liderar un rol o pensar", "Deshacer",
                 "Solares", "Líder", "Puntos", "2 ocultas", "cualquier rol"):
        assert word in said, word
    assert [w for w in ENGLISH_UI if w in said] == []


def test_a_french_table_says_card_powers_stay_english(lab: Lab, wide: Any) -> None:
    start(lab, wide, "fr-prison.ipynb", at(PRISON, "fr"))
    said = text(wide)
    assert "Les pouvoirs des cartes restent en anglais" in said
    # the building's name, then the power's words, marked as English
    assert wide.locator(".gtr-table .gtr-free [lang='en']").inner_text() == "Prison : steal nothing"
    assert "Rôle appelé : Artisan" in said and "Emplacement Pierre" in said
    assert [w for w in ENGLISH_UI if w in said] == []


def test_a_give_asks_in_the_second_person(lab: Lab, wide: Any) -> None:
    start(lab, wide, "give-you.ipynb", at(GIVE))
    prompt = wide.locator(".gtr-table .gtr-prompt").inner_text()
    assert prompt.endswith("Bo, your turn: Rome demands Rubble — give you a Rubble card"), prompt
    assert "Click a lit card" in text(wide)  # no button to press: the cards are the choice


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_game_in_progress_reads_in_both_themes(lab: Lab, wide: Any, theme: str) -> None:
    """The README's pictures are this position (scripts/screenshots.py makes them on purpose);
    the test's own picture goes to test-artifacts/, never into docs/."""
    code = played(3).replace("t.refresh()", "t.seat(1, 'random').seat(2, 'random')")
    start(lab, wide, f"readme-{theme}.ipynb", code, dark=theme == "dark")
    assert in_view(table_box(wide, ".gtr-main-camp"), 1400, 900)
    low = [r for r in wide.evaluate(CONTRAST_JS) if r["ratio"] < 4.5]
    assert low == [], low[:5]
    wide.screenshot(path=str(REPO / "test-artifacts" / f"review-{theme}.png"))
