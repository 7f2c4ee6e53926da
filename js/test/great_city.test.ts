// The Great City of Rome renderer, drawn by the shell from views Python made
// (great_city_views.json: Table traits at an emissary, take, act and final position).
import { afterEach, describe, expect, it } from "vitest";
import { TableView } from "../src/core/shell";
import "../src/games"; // registers the renderers the shell draws with
import { extent } from "../src/games/great_city/city";
import { ordinal, pickPlace } from "../src/games/great_city/strip";
import type { View } from "../src/games/great_city/types";
import type { TableState } from "../src/core/types";
import { FakeModel } from "./fake-model";
import data from "./great_city_views.json";

const flush = () => new Promise((r) => setTimeout(r, 0));
type Which = keyof typeof data.states;

function table(which: Which): { el: HTMLElement; model: FakeModel; view: TableView } {
  const el = document.createElement("div");
  document.body.append(el);
  const state = { ...structuredClone(data.base), ...structuredClone(data.states[which]) } as unknown as TableState;
  const model = new FakeModel(state);
  return { el, model, view: new TableView(model, el) };
}

describe("great city renderer", () => {
  let t: ReturnType<typeof table>;
  afterEach(() => {
    t.view.dispose();
    t.el.remove();
  });
  const q = (sel: string) => t.el.querySelector(sel) as HTMLElement;
  const all = (sel: string) => Array.from(t.el.querySelectorAll(sel)) as HTMLElement[];

  it("draws the round, the strip from the Emperor, the offer by deck and every city", () => {
    t = table("act");
    const v = data.states.act.view as unknown as View;
    expect(q(".gc-round-no").textContent).toBe(`Round ${v.round} of ${v.rounds}`);
    expect(q(".gc-emperor").textContent).toContain("Emperor");
    expect(all(".gc-space").length).toBe(v.strip.spaces.length);
    for (const sp of v.strip.spaces) {
      const el = q(`.gc-space[data-space="${sp.space}"]`);
      expect(el.classList.contains(`gc-${sp.symbol}`)).toBe(true);
      // what a seat placed here gets, in words and big numbers, and its place in the picking order
      expect(el.querySelector(".gc-gets-bricks")?.textContent).toBe(`${sp.bricks} brick${sp.bricks === 1 ? "" : "s"}`);
      expect(el.querySelector(".gc-gets-cogs")?.textContent).toBe(`${sp.cogs} cog${sp.cogs === 1 ? "" : "s"}`);
      const nearer = v.strip.spaces.filter((s) => s.space < sp.space && s.emissary !== null).length;
      expect(Number((el.querySelector(".gc-pick") as HTMLElement).dataset.pick)).toBe(nearer + 1);
      expect(el.textContent).not.toMatch(/\d[▬⚙]/);
      if (sp.emissary !== null) expect(el.querySelector(".gc-token")?.getAttribute("title")).toBe(v.players[sp.emissary].name);
    }
    for (const d of v.decks_in_use) {
      expect(q(`.gc-deck[data-deck="${d}"]`).textContent).toContain(`Deck ${d} · ${v.decks[d].count} left`);
      for (const c of v.offer[d]) expect(q(`.gc-deck[data-deck="${d}"] [data-card="${c.id}"]`)).not.toBeNull();
    }
    for (const w of v.influence_waiting) expect(q(`[data-influence="${w.id}"]`).textContent).toContain(String(w.value));
    for (const p of v.players) {
      const city = q(`.gc-player[data-seat="${p.seat}"]`);
      expect(city.querySelector(".gc-total")?.textContent).toBe(`${p.score?.total} pts`);
      expect(city.querySelector('[data-stat="coins"]')?.textContent).toContain(String(p.coins));
      for (const c of p.city) {
        const cell = city.querySelector(`[data-cell="${c.cell}"]`) as HTMLElement;
        // a compact city (another seat's) names the building in its tooltip, in short on the cell
        if (city.classList.contains("gc-compact")) expect(cell.title).toContain(c.card.name);
        else expect(cell.textContent).toContain(c.card.name);
        expect(!!cell.querySelector(".gc-brick-token")).toBe(c.brick_token);
        expect(!!cell.querySelector(".gc-points")).toBe(c.point_tokens > 0);
      }
    }
  });

  it("draws the viewer's city in full and the others compact, in seating order", () => {
    t = table("act");
    const v = data.states.act.view as unknown as View;
    const focus = v.seat ?? v.decision?.player ?? 0;
    expect(all(".gc-player:not(.gc-compact)").map((e) => Number(e.dataset.seat))).toEqual([focus]);
    expect(all(".gc-others .gc-player.gc-compact").map((e) => Number(e.dataset.seat)))
      .toEqual(v.players.map((p) => p.seat).filter((s) => s !== focus));
  });

  it("keeps another seat's hand hidden: a count, no card", () => {
    t = table("act");
    const v = data.states.act.view as unknown as View;
    const other = v.players.find((p) => p.seat !== v.seat && p.hand === null);
    if (!other) return; // the teaching view: every hand is shown
    const hand = q(`.gtr-board [data-hand="${other.seat}"]`);
    expect(hand.textContent).toContain(`Hand (${other.hand_count})`);
    expect(hand.querySelectorAll("[data-card]").length).toBe(other.hand_known.length);
  });

  it("lights the cells a build may use, narrows them to the selected card, marks replacements", async () => {
    t = table("act");
    const v = data.states.act.view as unknown as View;
    const me = v.players[v.decision!.player];
    const builds = data.states.act.moves.filter((m) => m.verb === "build");
    const targets = new Set(builds.map((m) => m.target));
    const lit = all(`.gc-player[data-seat="${me.seat}"] .gc-cell.gc-lit`).map((e) => Number(e.dataset.index));
    expect(new Set(lit)).toEqual(targets);
    // No other city lights up.
    expect(all(`.gc-player:not([data-seat="${me.seat}"]) .gc-cell.gc-lit`).length).toBe(0);
    // Replacements: the occupied lit cells, marked with the word's symbol and a dashed border.
    const occupied = new Set(me.city.map((c) => c.cell));
    for (const e of all(".gc-cell.gc-replace")) expect(occupied.has(e.dataset.cell!)).toBe(true);
    // Select a non-aqueduct card: only its cells stay lit.
    const card = me.hand!.find((c) => c.category !== "aqueduct" && builds.some((m) => m.cards[0] === c.id))!;
    q(`[data-hand="${me.seat}"] [data-card="${card.id}"]`).click();
    await flush();
    const mine = new Set(builds.filter((m) => m.cards[0] === card.id).map((m) => m.target));
    const now = all(`.gc-player[data-seat="${me.seat}"] .gc-cell.gc-lit`).map((e) => Number(e.dataset.index));
    expect(new Set(now)).toEqual(mine);
    expect(all(".gc-cell.gc-replace").length).toBe(0);
  });

  it("builds by clicking a lit cell, then the move it offers", async () => {
    t = table("act");
    const build = data.states.act.moves.find((m) => m.verb === "build")!;
    const cell = q(`.gc-cell[data-index="${build.target}"]`);
    cell.click();
    await flush();
    expect(t.model.sent).toEqual([]);
    const button = q(`.gtr-choice [data-move="${build.id}"]`);
    expect(button).not.toBeNull();
    button.click();
    expect(t.model.sent).toEqual([{ type: "move", id: build.id, version: data.states.act.version }]);
  });

  // Building takes two clicks, card then cell or cell then card, and a confirmation (issue 27, item 2).
  const twoWays: [string, boolean][] = [["card then cell", true], ["cell then card", false]];
  for (const [how, cardFirst] of twoWays) {
    it(`builds ${how}: the choice narrows to the one build, a second click or Enter plays it`, async () => {
      t = table("act");
      const builds = data.states.act.moves.filter((m) => m.verb === "build");
      // A cell where more than one card may be built, so a cell alone does not decide.
      const m = builds.find((b) => builds.filter((x) => x.target === b.target).length > 1)!;
      const clickCard = () => q(`.gc-hand [data-card="${m.cards[0]}"]`).click();
      const clickCell = () => q(`.gc-cell[data-index="${m.target}"]`).click();
      for (const click of cardFirst ? [clickCard, clickCell] : [clickCell, clickCard]) {
        click();
        await flush();
      }
      expect(all(".gtr-choice [data-move]").map((e) => Number(e.dataset.move))).toEqual([m.id]);
      expect(q(`.gc-hand [data-card="${m.cards[0]}"]`).classList.contains("gc-selected")).toBe(true);
      expect(t.model.sent).toEqual([]);
      if (cardFirst) {
        clickCell();
      } else {
        q(".gc-band").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      }
      await flush();
      expect(t.model.sent).toEqual([{ type: "move", id: m.id, version: data.states.act.version }]);
    });
  }

  it("places an emissary by clicking a lit space twice", async () => {
    t = table("emissary");
    const moves = data.states.emissary.moves;
    const lit = all(".gc-space.gc-lit").map((e) => Number(e.dataset.space));
    expect(new Set(lit)).toEqual(new Set(moves.map((m) => m.target)));
    const m = moves[0];
    q(`.gc-space[data-space="${m.target}"]`).click();
    await flush();
    q(`.gc-space[data-space="${m.target}"]`).click();
    await flush();
    expect(t.model.sent).toEqual([{ type: "move", id: m.id, version: data.states.emissary.version }]);
  });

  it("places an emissary with Enter as with clicks: the first selects, the second places", async () => {
    t = table("emissary");
    const m = data.states.emissary.moves[0];
    const press = () => q(`.gc-space[data-space="${m.target}"]`).dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    press();
    await flush();
    expect(t.model.sent).toEqual([]); // the table's own Enter did not play it on top
    press();
    await flush();
    expect(t.model.sent).toEqual([{ type: "move", id: m.id, version: data.states.emissary.version }]);
  });

  it("takes a card from the offer by clicking it", async () => {
    t = table("take");
    const m = data.states.take.moves[0];
    const card = q(`.gc-offer [data-card="${m.cards[0]}"]`);
    expect(card.classList.contains("gc-lit")).toBe(true);
    card.click();
    await flush();
    q(`.gtr-choice [data-move="${m.id}"]`).click();
    expect(t.model.sent).toEqual([{ type: "move", id: m.id, version: data.states.take.version }]);
  });

  it("offers buy, produce and pass as buttons", () => {
    t = table("act");
    for (const m of data.states.act.moves.filter((x) => x.cards.length === 0 && x.target === null)) {
      expect(q(`.gtr-free [data-move="${m.id}"]`)).not.toBeNull();
    }
  });

  for (const which of ["draft", "school_keep", "school_bottom"] as Which[]) {
    it(`makes the ${which} choice by clicking the card shown`, async () => {
      t = table(which);
      const m = data.states[which].moves[0];
      const card = q(`.gc-choice-cards [data-card="${m.cards[0]}"]`);
      expect(card.classList.contains("gc-lit")).toBe(true);
      card.click();
      await flush();
      card.click();
      await flush();
      expect(t.model.sent).toEqual([{ type: "move", id: m.id, version: data.states[which].version }]);
    });
  }

  it("offers the School's decks as buttons", () => {
    t = table("school_deck");
    for (const m of data.states.school_deck.moves) {
      expect(q(`.gtr-free [data-move="${m.id}"]`).textContent).toContain(m.text.split(": ")[1]);
    }
  });

  it("shows the full score pad at the end with the winner", () => {
    t = table("over");
    const v = data.states.over.view as unknown as View;
    const pad = q(".gc-pad");
    expect(pad).not.toBeNull();
    const total = pad.querySelector('[data-row="total"]') as HTMLElement;
    for (const p of v.players) expect(total.textContent).toContain(String(p.score?.total));
    for (const w of v.winners) expect(pad.textContent).toContain(`★ ${v.players[w].name}`);
    expect(pad.querySelector('[data-row="aqueducts"]')).not.toBeNull();
  });

  it("scores compactly in the sidebar: the total and the items that score, the full pad on demand", () => {
    t = table("act");
    const v = data.states.act.view as unknown as View;
    const labels = v.score_labels ?? {};
    for (const p of v.players) {
      const row = q(`.gtr-score-row[data-seat="${p.seat}"]`);
      expect(row.querySelector(".gtr-score-total")?.textContent).toBe(String(p.score?.total));
      const items = row.querySelector(".gtr-score-items")?.textContent ?? "";
      for (const [k, n] of Object.entries(p.score ?? {})) {
        if (k === "total") continue;
        const label = labels[k] ?? k.replace(/_/g, " "); // the fixture may predate score_labels
        expect(items.includes(`${label} ${n}`)).toBe(n !== 0);
      }
    }
    // the whole pad, closed until asked for: one row an item plus the total, a column a player
    const full = q(".gtr-scoreboard details.gtr-score-full") as HTMLDetailsElement;
    expect(full.open).toBe(false);
    const keys = Object.keys(v.players[0].score ?? {});
    expect(full.querySelectorAll("tbody tr").length).toBe(keys.length);
    expect(full.querySelectorAll("thead th[scope=col]").length).toBe(v.players.length);
  });

  it("shows the pad once at the end: the board's pad in full, the sidebar the totals and winner", () => {
    t = table("over");
    const v = data.states.over.view as unknown as View;
    expect(all(".gc-pad").length).toBe(1);
    const side = q(".gtr-final");
    expect(side.querySelectorAll("thead th").length).toBe(2); // player, total
    for (const p of v.players) {
      expect(side.querySelector(`tr[data-seat="${p.seat}"] .gtr-score-total`)?.textContent).toBe(String(p.score?.total));
    }
    expect(side.querySelector(".gtr-winner-line")?.textContent).toContain(v.players[v.winners[0]].name);
  });

  it("rings each residential area's houses, says what the area scores, marks public neighbours", () => {
    // 001:227-239: the view's `areas` (Python groups them, tests/great_city/test_view.py)
    const state = { ...structuredClone(data.base), ...structuredClone(data.states.over) } as unknown as TableState;
    const view = state.view as unknown as View;
    const me = view.players.find((p) => p.city.some((c) => c.card.category === "residential"))!;
    const houses = me.city.filter((c) => c.card.category === "residential");
    const pub = me.city.find((c) => c.card.category === "public");
    me.areas = [{ value: houses[0].card.value, cells: [houses[0].cell], public: pub ? [pub.cell] : [], points: 7 }];
    const el = document.createElement("div");
    document.body.append(el);
    const model = new FakeModel(state);
    t = { el, model, view: new TableView(model, el) };
    const city = q(`.gc-player[data-seat="${me.seat}"]`);
    const ringed = Array.from(city.querySelectorAll(".gc-in-area")).map((e) => (e as HTMLElement).dataset.cell);
    expect(ringed).toEqual([houses[0].cell]);
    const first = city.querySelector(`[data-cell="${houses[0].cell}"]`) as HTMLElement;
    expect(first.classList.contains(`gc-area-v${houses[0].card.value}`)).toBe(true);
    expect(first.querySelector(".gc-area-points")?.textContent).toBe("=7");
    if (pub) expect(city.querySelector(`[data-cell="${pub.cell}"] .gc-serves-mark`)).not.toBeNull();
    expect(city.querySelectorAll(".gc-serves").length).toBe(pub ? 1 : 0);
  });

  it("shows on each lit cell what a build there adds: the selected card's, else the best", async () => {
    const state = { ...structuredClone(data.base), ...structuredClone(data.states.act) } as unknown as TableState;
    const view = state.view as unknown as View;
    const builds = data.states.act.moves.filter((m) => m.verb === "build");
    // made-up figures (Python's are tested in tests/great_city/test_view.py): card id + cell
    const gains: Record<string, Record<string, number>> = {};
    for (const m of builds) (gains[String(m.cards[0])] ??= {})[String(m.target)] = (m.cards[0] + m.target!) % 7;
    view.turn!.build_gains = gains;
    const el = document.createElement("div");
    document.body.append(el);
    const model = new FakeModel(state);
    t = { el, model, view: new TableView(model, el) };
    const shown = () => Object.fromEntries(all(".gc-player.gc-deciding .gc-cell.gc-lit").map((e) =>
      [e.dataset.index, e.querySelector(".gc-gain")?.textContent]));
    const cells = new Set(builds.map((m) => m.target!));
    const best = (cell: number) => Math.max(...builds.filter((m) => m.target === cell).map((m) => gains[m.cards[0]][cell]));
    const many = Object.keys(gains).length > 1;
    expect(shown()).toEqual(Object.fromEntries([...cells].map((c) => [String(c), `${many ? "≤" : ""}+${best(c)}`])));
    const card = builds[0].cards[0];
    q(`.gc-hand [data-card="${card}"]`).click();
    await flush();
    expect(shown()).toEqual(Object.fromEntries(builds.filter((m) => m.cards[0] === card)
      .map((m) => [String(m.target), `+${gains[card][m.target!]}`])));
  });

  it("draws a city's cells with stable names: the extent covers every built and open cell", () => {
    const v = data.states.over.view as unknown as View;
    for (const p of v.players) {
      const e = extent(p);
      for (const c of p.city) {
        expect(c.col).toBeGreaterThanOrEqual(e.c0);
        expect(c.col).toBeLessThanOrEqual(e.c1);
        expect(c.row).toBeGreaterThanOrEqual(e.r0);
        expect(c.row).toBeLessThanOrEqual(e.r1);
      }
    }
  });
});

describe("great city strip", () => {
  // 001:124, 126: emissaries act, and pick from the offer, nearest the Emperor first.
  it("gives each space its place in the picking order among the emissaries on the strip", () => {
    const sp = (space: number, emissary: number | null) => ({ space, symbol: "brick", bricks: 1, cogs: 0, emissary });
    const spaces = [sp(1, null), sp(2, 0), sp(3, null), sp(4, 2), sp(5, null)];
    expect(spaces.map((s) => pickPlace(spaces, s.space))).toEqual([1, 1, 2, 2, 3]);
    expect([1, 2, 3, 4].map((n) => ordinal("en", n))).toEqual(["1st", "2nd", "3rd", "4th"]);
    expect([ordinal("fr", 1), ordinal("fr", 2), ordinal("es", 3)]).toEqual(["1er", "2e", "3.º"]);
  });
});
