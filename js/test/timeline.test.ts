// The timeline panel: moves grouped by turn, patches that carry only what changed, stepping
// with the buttons and keys, the review banner, lines to switch, and moves refused in review.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TableView } from "../src/core/shell";
import "../src/games";
import { groupByTurn, stepTarget, TIMELINE_WORDS, TimelineMoves, type TimelineMove } from "../src/core/timeline";
import type { TimelineInfo } from "../src/core/types";
import { FakeModel, sampleState } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));
const MOVES: TimelineMove[] = [
  [1, "Ann leads Craftsman with Dock"], [1, "Bo follows with Jack"], [2, "Bo leads Patron with Statue"],
  [2, "Ann thinks and draws one card"],
];
const info = (over: Partial<TimelineInfo> = {}): TimelineInfo => ({
  open: true, ply: 4, count: 4, review: null, line: 0, lines: [[4, 4]], ...over,
});

describe("timeline data", () => {
  it("groups the moves by turn, each with the ply it leads to", () => {
    const groups = groupByTurn(MOVES);
    expect(groups.map((g) => g.clock)).toEqual([1, 2]);
    expect(groups[1].moves).toEqual([{ ply: 3, label: MOVES[2][1] }, { ply: 4, label: MOVES[3][1] }]);
    expect(groupByTurn([])).toEqual([]);
  });

  it("keeps the moves it holds and applies only what changed", () => {
    const held = new TimelineMoves();
    expect(held.receive({ key: 1, start: 0, moves: MOVES.slice(0, 2) })).toBe(true);
    expect(held.receive({ key: 1, start: 2, moves: MOVES.slice(2) })).toBe(true);
    expect(held.moves).toEqual(MOVES);
    expect(held.receive({ key: 1, start: 1, moves: [[1, "Bo thinks"]] })).toBe(true);
    expect(held.moves.map((m) => m[1])).toEqual([MOVES[0][1], "Bo thinks"]);
    // A patch for another list, or past the end of this one, does not fit: nothing changes.
    expect(held.receive({ key: 2, start: 1, moves: [] })).toBe(false);
    expect(held.receive({ key: 1, start: 5, moves: [] })).toBe(false);
    expect(held.moves).toHaveLength(2);
  });

  it("steps back, forward, to the start and back to the game", () => {
    const live = info({ ply: 3 });
    expect(stepTarget(live, -1)).toBe(2);
    expect(stepTarget(live, 1)).toBe(4); // the undone move after the game's position
    expect(stepTarget(live, "start")).toBe(0);
    expect(stepTarget(live, "end")).toBeUndefined();
    const past = info({ ply: 3, review: { ply: 2, clock: 1, label: "x" } });
    expect(stepTarget(past, 1)).toBeNull(); // reaching the game's ply is the game itself
    expect(stepTarget(past, "end")).toBeNull();
    expect(stepTarget(info({ review: { ply: 0, clock: null, label: "" } }), -1)).toBeUndefined();
  });
});

describe("timeline panel", () => {
  let el: HTMLElement;
  let model: FakeModel;
  let table: TableView;
  const q = (sel: string) => el.querySelector(sel) as HTMLElement;
  const key = (k: string) => q(".gtr-table").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));

  beforeEach(async () => {
    el = document.createElement("div");
    document.body.append(el);
    model = new FakeModel({ ...sampleState(), timeline: info() });
    table = new TableView(model, el);
    model.custom({ timeline: { key: 1, start: 0, moves: MOVES } });
    await flush();
  });
  afterEach(() => {
    table.dispose();
    el.remove();
  });

  it("lists the moves under their turns", () => {
    const rows = [...el.querySelectorAll(".gtr-tl-list li")].map((li) => li.textContent);
    expect(rows).toEqual(["Turn 1", `1. ${MOVES[0][1]}`, `2. ${MOVES[1][1]}`, "Turn 2", `3. ${MOVES[2][1]}`, `4. ${MOVES[3][1]}`]);
    expect(q(".gtr-timeline summary").textContent).toBe("Moves (4)");
  });

  it("asks to review a clicked move, and steps with the keys", () => {
    (q('[data-ply="2"] button')).click();
    expect(model.sent.at(-1)).toEqual({ type: "review", ply: 2, version: 4 });
    key("ArrowLeft");
    expect(model.sent.at(-1)).toEqual({ type: "review", ply: 3, version: 4 });
    key("Home");
    expect(model.sent.at(-1)).toEqual({ type: "review", ply: 0, version: 4 });
  });

  it("shows a past position with a banner, refuses its moves, and returns", async () => {
    model.sync({ timeline: info({ review: { ply: 3, clock: 2, label: "Bo leads Patron with Statue" } }), moves: [] });
    await flush();
    expect(q(".gtr-review-banner").textContent).toContain("Turn 2, after Bo leads Patron with Statue");
    expect(q('[data-ply="3"]').classList.contains("gtr-tl-shown")).toBe(true);
    q('.gtr-hand [data-card="1"]').click();
    await flush();
    expect(q(".gtr-table").textContent).toContain("read-only");
    q(".gtr-review-goto").click();
    expect(model.sent.at(-1)).toEqual({ type: "goto", ply: 3, version: 4 });
    key("End");
    expect(model.sent.at(-1)).toEqual({ type: "review", ply: null, version: 4 });
    q(".gtr-review-back").click();
    expect(model.sent.at(-1)).toEqual({ type: "review", ply: null, version: 4 });
  });

  it("lists the lines and switches on a click", async () => {
    model.sync({ timeline: info({ line: 1, lines: [[2, 5], [4, 4]] }) });
    await flush();
    const buttons = [...el.querySelectorAll(".gtr-tl-line")] as HTMLButtonElement[];
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Line 1: leaves after move 2, 5 moves", "Line 2 (this one): 4 moves",
    ]);
    expect(buttons[1].disabled).toBe(true);
    buttons[0].click();
    expect(model.sent.at(-1)).toEqual({ type: "switch", line: 0, version: 4 });
  });

  it("asks for every move again when a patch does not fit", () => {
    model.custom({ timeline: { key: 7, start: 2, moves: [] } });
    expect(model.sent.at(-1)).toEqual({ type: "timeline", open: true });
  });

  it("closes on a click of its title, and the keys then leave the table alone", async () => {
    const details = q(".gtr-timeline") as HTMLDetailsElement;
    details.open = false;
    details.dispatchEvent(new Event("toggle"));
    expect(model.sent.at(-1)).toEqual({ type: "timeline", open: false });
    model.sync({ timeline: info({ open: false }) });
    await flush();
    const before = model.sent.length;
    key("ArrowLeft");
    expect(model.sent.length).toBe(before);
    expect(el.querySelector(".gtr-tl-list")).toBeNull();
  });
});

describe("timeline words", () => {
  it("has a French and a Spanish word for each of its own", () => {
    const en = Object.keys(TIMELINE_WORDS.fr);
    expect(Object.keys(TIMELINE_WORDS.es).sort()).toEqual([...en].sort());
    for (const lang of ["fr", "es"]) {
      for (const k of en) {
        const text = TIMELINE_WORDS[lang][k];
        expect(text && text !== k).toBeTruthy();
        for (const slot of k.match(/\{\w+\}/g) ?? []) expect(text).toContain(slot);
      }
    }
  });
});
