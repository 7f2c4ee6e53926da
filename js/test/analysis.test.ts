import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentRows, hintedMove, renderAnalysis, type AnalysisState } from "../src/core/analysis";
import { TableView } from "../src/core/shell";
import type { OutMessage } from "../src/core/types";
import { FakeModel, mountTable, unmountTable } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));

const row = (id: number, move: string, win: number, lo: number, hi: number, vp: number, best = false) => ({
  id, move, n: 40, best, win_rate: win, win_lo: lo, win_hi: hi, mean_vp: vp, vp_lo: vp - 1, vp_hi: vp + 1,
});

function numbers(version = 4, extra: Partial<AnalysisState> = {}): AnalysisState {
  return {
    on: true, state: "running", version, playouts: 120, elapsed: 0.5, best: 1, hint: false,
    moves: [row(1, "lead Architect: Tower", 0.7, 0.6, 0.8, 21.5, true), row(0, "think: take a Jack", 0.2, 0.1, 0.3, 12)],
    ...extra,
  };
}

describe("analysis panel", () => {
  it("draws each move's win rate, interval bar and mean points, best first and marked", () => {
    const sent: OutMessage[] = [];
    const played: number[] = [];
    const el = renderAnalysis(
      { analysis: numbers(), version: 4, canAct: true, labels: { 0: "Think", 1: "Lead Architect with Tower" }, t: (s) => s },
      { send: (m) => sent.push(m), version: () => 4, play: (id) => played.push(id) },
    );
    const rows = Array.from(el.querySelectorAll(".gtr-analysis-row"));
    expect(rows.map((r) => r.getAttribute("data-move"))).toEqual(["1", "0"]);
    expect(rows[0].classList.contains("gtr-analysis-best")).toBe(true);
    expect(rows[1].classList.contains("gtr-analysis-best")).toBe(false);
    expect(rows[0].querySelector(".gtr-analysis-move")?.textContent).toBe("Lead Architect with Tower");
    expect(rows[0].querySelector(".gtr-analysis-win")?.textContent).toBe("70%");
    expect(rows[0].querySelector(".gtr-analysis-vp")?.textContent).toBe("21.5");
    const band = rows[1].querySelector(".gtr-analysis-band") as HTMLElement;
    expect(band.style.left).toBe("10%");
    expect(parseFloat(band.style.width)).toBeCloseTo(20);
    expect(el.querySelector(".gtr-analysis-status")?.textContent).toContain("120");
    (el.querySelector(".gtr-analyse") as HTMLElement).click();
    (el.querySelector(".gtr-hint-button") as HTMLElement).click();
    (rows[1].querySelector(".gtr-analysis-move") as HTMLElement).click();
    expect(sent).toEqual([{ type: "analyse", on: false }, { type: "hint", version: 4 }]);
    expect(played).toEqual([0]);
  });

  it("forgets numbers of another version and lights a hint only when asked", () => {
    expect(currentRows(numbers(3), 4)).toEqual([]);
    expect(currentRows(numbers(4), 4).length).toBe(2);
    expect(hintedMove(numbers(4), 4)).toBeNull();
    expect(hintedMove(numbers(4, { hint: true }), 4)).toBe(1);
    expect(hintedMove(numbers(3, { hint: true }), 4)).toBeNull();
    const off = renderAnalysis(
      { analysis: { on: false, state: "off", version: 4, moves: [] }, version: 4, canAct: true, labels: {}, t: (s) => s },
      { send: () => undefined, version: () => 4, play: () => undefined },
    );
    expect(off.querySelector(".gtr-analysis-list")).toBeNull();
    expect(off.querySelector(".gtr-analyse")?.getAttribute("aria-pressed")).toBe("false");
  });
});

describe("analysis on the table", () => {
  let el: HTMLElement;
  let model: FakeModel;
  let table: TableView;

  beforeEach(() => ({ el, model, table } = mountTable()));
  afterEach(() => unmountTable({ el, table }));

  it("shows the synced numbers beside the choices and lights the hinted move's button", async () => {
    expect(el.querySelector(".gtr-analysis .gtr-analyse")).not.toBeNull();
    expect(el.querySelector(".gtr-analysis-row")).toBeNull();
    model.sync({ analysis: numbers(4, { hint: true, state: "clear" }) });
    await flush();
    expect(el.querySelectorAll(".gtr-analysis-row").length).toBe(2);
    expect(el.querySelector(".gtr-analysis-status")?.textContent).toContain("Clear best");
    const lit = Array.from(el.querySelectorAll(".gtr-moves .gtr-hinted"));
    expect(lit.length).toBeGreaterThan(0);
    expect(lit.every((b) => b.getAttribute("data-move") === "1")).toBe(true);
    (el.querySelector(".gtr-analysis .gtr-analyse") as HTMLElement).click();
    expect(model.sent.at(-1)).toEqual({ type: "analyse", on: false });
    model.sync({ version: 5 }); // a new position: the old numbers and the hint go
    await flush();
    expect(el.querySelector(".gtr-analysis-row")).toBeNull();
    expect(el.querySelector(".gtr-moves .gtr-hinted")).toBeNull();
  });
});
