/// <reference types="vite/client" />
// The study tools speak French and Spanish (issue M polish, items 2 and 3): every word the
// analysis panel, the exercise panel and picker, and the timeline look up has a French and a
// Spanish entry (English is the key itself), and the timeline heads its groups with the game's
// own word for its clock: "Round" for The Great City of Rome, "Turn" for Glory to Rome.
import { describe, expect, it } from "vitest";
import { renderAnalysis, type AnalysisState } from "../src/core/analysis";
import { keys, translate } from "../src/core/i18n";
import { bannerPart, TIMELINE_WORDS, timelinePart, type TimelineMove } from "../src/core/timeline";
import type { TimelineInfo } from "../src/core/types";
import { FakeModel, sampleState } from "./fake-model";
import { TableView } from "../src/core/shell";
import "../src/games";
import { gloryToRome } from "../src/games/glory_to_rome";
import { greatCity } from "../src/games/great_city";

const SOURCES: Record<string, string> = import.meta.glob(
  ["../src/core/analysis.ts", "../src/core/exercise.ts", "../src/core/exercise_select.ts", "../src/core/timeline.ts"],
  { query: "?raw", import: "default", eager: true },
);

/** The literal keys a source looks up: t("…"), i.t("…"), w("…"), cell("…"), say(lang, "…"),
 * translate(lang, "…"), word(lang, t, "…"). */
function lookedUp(source: string): string[] {
  const patterns = [
    /\b(?:t|w|cell)\("([^"]+)"\)/g, /\bi\.t\("([^"]+)"\)/g,
    /\b(?:say|translate)\(lang, "([^"]+)"/g, /\bword\(lang, t, "([^"]+)"\)/g,
  ];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
}

const LANGS = ["fr", "es"];

describe("the study tools' words", () => {
  it("finds the keys it checks in every source (the scan works)", () => {
    expect(Object.keys(SOURCES)).toHaveLength(4);
    for (const [file, source] of Object.entries(SOURCES)) expect(lookedUp(source).length, file).toBeGreaterThan(2);
  });

  it("has a French and a Spanish entry for every key the panels look up", () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const key of lookedUp(source)) {
        for (const lang of LANGS) {
          if (!keys(lang).includes(key) && !keys(lang, TIMELINE_WORDS).includes(key)) missing.push(`${file} ${lang}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps each template's placeholders in every language", () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const source of Object.values(SOURCES)) {
      for (const key of lookedUp(source)) {
        for (const lang of LANGS) expect(holes(translate(lang, key, TIMELINE_WORDS)), `${lang}: ${key}`).toEqual(holes(key));
      }
    }
  });

  it("draws the analysis panel in Spanish: switch, hint, status and column heads", () => {
    const a: AnalysisState = {
      on: true, state: "running", version: 4, playouts: 120, best: 0,
      moves: [{ id: 0, move: "pass", n: 120, best: true, win_rate: 0.5, win_lo: 0.4, win_hi: 0.6, mean_vp: 3, vp_lo: 2, vp_hi: 4 }],
    };
    const t = (s: string) => translate("es", s);
    const el = renderAnalysis({ analysis: a, version: 4, canAct: true, labels: { 0: "Pasar" }, t },
      { send: () => {}, version: () => 4, play: () => {} });
    expect(el.querySelector(".gtr-analyse")?.textContent).toBe("Detener el análisis");
    expect(el.querySelector(".gtr-hint-button")?.textContent).toBe("Pista");
    expect(el.querySelector(".gtr-analysis-status")?.textContent).toBe("Analizando… 120 partidas simuladas");
    const heads = Array.from(el.querySelectorAll(".gtr-analysis-th")).map((x) => x.textContent);
    expect(heads).toEqual(["", "Jugada", "Tasa de victorias", "Intervalo del 95 %", "Puntos", "Partidas simuladas"]);
    expect(el.querySelector(".gtr-analysis-bar")?.getAttribute("title")).toContain("Intervalo del 95 %");
  });
});

describe("the timeline's clock word comes from the game", () => {
  const moves: TimelineMove[] = [[3, "Ann builds Market"], [3, "Bo produces"], [4, "Ann builds Forum"]];
  const info = (clock_name: string | undefined, over: Partial<TimelineInfo> = {}): TimelineInfo => ({
    open: true, ply: 3, count: 3, review: null, line: 0, lines: [[3, 3]], clock_name, ...over,
  });
  const a = { send: () => {}, version: () => 1 };
  const heads = (i: TimelineInfo, lang: string, words: typeof greatCity.words) => {
    const t = (s: string) => translate(lang, s, words);
    const el = timelinePart({ info: i, moves, stamp: 1, lang }, t, a).draw() as HTMLElement;
    return Array.from(el.querySelectorAll(".gtr-tl-turn")).map((x) => x.textContent);
  };

  it("heads The Great City's groups by round and Glory to Rome's by turn, in each language", () => {
    expect(heads(info("Round"), "en", greatCity.words)).toEqual(["Round 3", "Round 4"]);
    expect(heads(info("Round"), "es", greatCity.words)).toEqual(["Ronda 3", "Ronda 4"]);
    expect(heads(info("Round"), "fr", greatCity.words)).toEqual(["Tour 3", "Tour 4"]);
    expect(heads(info("Turn"), "en", gloryToRome.words)).toEqual(["Turn 3", "Turn 4"]);
    expect(heads(info("Turn"), "es", gloryToRome.words)).toEqual(["Turno 3", "Turno 4"]);
    expect(heads(info(undefined), "en", undefined)).toEqual(["Turn 3", "Turn 4"]); // an older Python
  });

  it("says the round in the review banner", () => {
    const review = { ply: 2, clock: 3, label: "Bo produces" };
    const t = (s: string) => translate("en", s, greatCity.words);
    const el = bannerPart(info("Round", { review }), t, "en", a)!.draw() as HTMLElement;
    expect(el.querySelector("strong")?.textContent).toBe("Round 3, after Bo produces");
  });
});

describe("the log's groups say the game's clock word too", () => {
  it("heads the log's groups as the timeline does", () => {
    const el = document.createElement("div");
    const timeline = { open: false, ply: 0, count: 0, review: null, clock_name: "Round" };
    new TableView(new FakeModel({ ...sampleState(), timeline }), el);
    expect(el.querySelector(".gtr-log-turn")?.textContent).toBe("Round 1");
    const plain = document.createElement("div");
    new TableView(new FakeModel(sampleState()), plain);
    expect(plain.querySelector(".gtr-log-turn")?.textContent).toBe("Turn 1");
  });
});
