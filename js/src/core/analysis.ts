// The analysis beside the moves: the "Analyse" switch, the "Hint" button, and each choice's
// win rate, mean points and 95% interval bar, best first, as Python's background playouts
// send them (`analysis` trait, widget/analysis.py). The page computes nothing: it draws the
// numbers of the version on the table and forgets numbers of any other version.
import "./analysis.css";
import { h } from "./dom";
import { fill } from "./i18n";
import type { Part } from "./regions";
import type { MoveJSON, OutMessage } from "./types";

/** One offered move's numbers (`id` is its index in the `moves` trait). */
export interface AnalysedMove {
  id: number;
  move: string;
  n: number;
  best: boolean;
  win_rate: number;
  win_lo: number;
  win_hi: number;
  mean_vp: number;
  vp_lo: number;
  vp_hi: number;
}

/** The `analysis` trait: off, waiting (not the viewer's decision), running, clear, budget. */
export interface AnalysisState {
  on?: boolean;
  state?: "off" | "waiting" | "running" | "clear" | "budget" | "failed";
  version?: number;
  moves?: AnalysedMove[];
  best?: number | null;
  playouts?: number;
  elapsed?: number;
  hint?: boolean;
}

export interface AnalysisInput {
  analysis: AnalysisState;
  version: number;
  /** Whether the viewer may answer the decision now (moves are on offer). */
  canAct: boolean;
  /** The sentence each offered move reads as on the table, by its id. */
  labels: Record<number, string>;
  t: (s: string) => string;
}

export interface AnalysisActions {
  send: (msg: OutMessage) => void;
  version: () => number;
  play: (id: number) => void;
}

/** The rows to draw: the current version's only, best first as Python ranked them. */
export function currentRows(a: AnalysisState, version: number): AnalysedMove[] {
  if (a.version !== version || !Array.isArray(a.moves)) return [];
  return a.moves;
}

/** The move a hint lights, or null: the best of the current version, once asked for. */
export function hintedMove(a: AnalysisState, version: number): number | null {
  if (!a.hint || a.version !== version || typeof a.best !== "number") return null;
  return a.best;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

function status(i: AnalysisInput): string {
  const { analysis: a, t } = i;
  const n = { n: a.playouts ?? 0 };
  switch (a.state) {
    case "running":
      return fill(t("Analysing… {n} playouts"), n);
    case "clear":
      return fill(t("Clear best after {n} playouts"), n);
    case "budget":
      return fill(t("Time budget used: {n} playouts"), n);
    case "waiting":
      return t("Analysis waits for your decision.");
    case "failed":
      return t("The analysis stopped with an error (see the notebook).");
    default:
      return "";
  }
}

/** The heads of the columns, in the table's language. */
function heads(t: (s: string) => string): HTMLElement {
  const cell = (s: string) => h("span", { class: "gtr-analysis-th" }, s ? t(s) : "");
  return h("li", { class: "gtr-analysis-heads", "aria-hidden": "true" },
    cell(""), cell("Move"), cell("Win rate"), cell("95% interval"), cell("Points"), cell("Playouts"));
}

/** The interval bar: the 95% interval of the win rate as a band, the win rate as a tick. */
function bar(m: AnalysedMove, t: (s: string) => string): HTMLElement {
  const lo = Math.max(0, Math.min(1, m.win_lo));
  const hi = Math.max(lo, Math.min(1, m.win_hi));
  return h(
    "span",
    { class: "gtr-analysis-bar", role: "img", "aria-label": `95%: ${pct(lo)}–${pct(hi)}`,
      title: fill(t("95% interval of the win rate: {lo}–{hi}"), { lo: pct(lo), hi: pct(hi) }) },
    h("span", { class: "gtr-analysis-band", style: `left:${lo * 100}%;width:${(hi - lo) * 100}%` }),
    h("span", { class: "gtr-analysis-tick", style: `left:${Math.max(0, Math.min(1, m.win_rate)) * 100}%` }),
  );
}

function row(m: AnalysedMove, i: AnalysisInput, hinted: number | null, a: AnalysisActions): HTMLElement {
  const classes = ["gtr-analysis-row", m.best ? "gtr-analysis-best" : "", hinted === m.id ? "gtr-hinted" : ""];
  const play = h("button", {
    class: "gtr-analysis-move", "data-move": m.id, disabled: !i.canAct,
    onclick: (() => a.play(m.id)) as EventListener,
  }, i.labels[m.id] ?? m.move);
  return h(
    "li", { class: classes.join(" ").trim(), "data-move": m.id },
    m.best ? h("span", { class: "gtr-analysis-mark", title: i.t("Best so far") }, "★") : h("span", { class: "gtr-analysis-mark" }),
    play,
    h("span", { class: "gtr-analysis-win", title: i.t("Win rate") }, pct(m.win_rate)),
    bar(m, i.t),
    h("span", { class: "gtr-analysis-vp", title: i.t("Mean points") }, m.mean_vp.toFixed(1)),
    h("span", { class: "gtr-analysis-n", title: i.t("Playouts") }, `n=${m.n}`),
  );
}

/** The analysis panel: switch, hint, status, and the numbers of the current position. */
export function renderAnalysis(i: AnalysisInput, a: AnalysisActions): HTMLElement {
  const on = !!i.analysis.on;
  const rows = currentRows(i.analysis, i.version);
  const hinted = hintedMove(i.analysis, i.version);
  const toggle = h("button", {
    class: "gtr-analyse", "aria-pressed": String(on),
    onclick: (() => a.send({ type: "analyse", on: !on })) as EventListener,
  }, on ? i.t("Stop analysis") : i.t("Analyse"));
  const hint = h("button", {
    class: "gtr-hint-button", disabled: !i.canAct,
    onclick: (() => a.send({ type: "hint", version: a.version() })) as EventListener,
  }, i.t("Hint"));
  return h(
    "section", { class: "gtr-analysis", "data-state": i.analysis.state ?? "off", "aria-live": "polite" },
    h("div", { class: "gtr-analysis-head" }, toggle, hint,
      h("span", { class: "gtr-analysis-status" }, status(i))),
    rows.length
      ? h("ol", { class: "gtr-analysis-list", "aria-label": i.t("Win rate, 95% interval and mean points of each move") },
        heads(i.t), rows.map((m) => row(m, i, hinted, a)))
      : null,
  );
}

/** Light the hinted move among the table's own move buttons too (class `gtr-hinted`). */
export function lightHint(root: HTMLElement, a: AnalysisState, version: number): void {
  const id = hintedMove(a, version);
  for (const el of Array.from(root.querySelectorAll(".gtr-moves .gtr-hinted"))) {
    if (el.getAttribute("data-move") !== String(id)) el.classList.remove("gtr-hinted");
  }
  if (id === null) return;
  for (const el of Array.from(root.querySelectorAll(`.gtr-moves [data-move="${id}"]`))) {
    el.classList.add("gtr-hinted");
  }
}

/** The shell's analysis region: drawn again only when the numbers, the moves or the
 * language change. */
export function analysisPart(analysis: AnalysisState, moves: MoveJSON[], version: number, lang: string,
  t: (s: string) => string, a: AnalysisActions): Part {
  const labels = Object.fromEntries(moves.map((m) => [m.id, m.label || m.text]));
  const input = { analysis, version, canAct: moves.length > 0, labels, lang };
  return { key: "analysis", input, draw: () => renderAnalysis({ ...input, t }, a) };
}
