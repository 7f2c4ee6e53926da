// The timeline: the "Moves" panel (the current line's moves grouped by turn, the lines of the
// game and where each leaves the others), the banner of a past position under review, and the
// keys that step through it. Python holds the truth: the page asks it to review, go to a
// position or switch lines, and draws what it is sent. The moves come as custom messages that
// carry only what changed (core/timeline data below), so the bytes per move stay small.
import "./timeline.css";
import { h } from "./dom";
import { say, translate, type Words } from "./i18n";
import type { Part } from "./regions";
import type { ModelLike, OutMessage, TimelineInfo } from "./types";

/** The timeline's words in French and Spanish (the moves themselves are the log's English). */
export const TIMELINE_WORDS: Words = {
  fr: {
    Moves: "Coups", Lines: "Lignes", "The start of the game": "Le début de la partie",
    "{turn} {n}, after {move}": "{turn} {n}, après : {move}", "back to the game": "retour à la partie",
    "Play from here": "Jouer d'ici",
    "Go to this position: a different move starts a new line": "Aller à cette position : un autre coup ouvre une nouvelle ligne",
    "A past position: read-only. Its moves cannot be played here.": "Une position passée, en lecture seule : on ne peut pas y jouer.",
    "Line {k} (this one): {n} moves": "Ligne {k} (celle-ci) : {n} coups",
    "Line {k}: leaves after move {at}, {n} moves": "Ligne {k} : part après le coup {at}, {n} coups",
    "the start (Home)": "le début (Origine)", "back one move (←)": "un coup en arrière (←)",
    "forward one move (→)": "un coup en avant (→)", "back to the game (End)": "retour à la partie (Fin)",
  },
  es: {
    Moves: "Jugadas", Lines: "Líneas", "The start of the game": "El inicio de la partida",
    "{turn} {n}, after {move}": "{turn} {n}, tras: {move}", "back to the game": "volver a la partida",
    "Play from here": "Jugar desde aquí",
    "Go to this position: a different move starts a new line": "Ir a esta posición: otra jugada abre una nueva línea",
    "A past position: read-only. Its moves cannot be played here.": "Una posición pasada, solo lectura: aquí no se puede jugar.",
    "Line {k} (this one): {n} moves": "Línea {k} (esta): {n} jugadas",
    "Line {k}: leaves after move {at}, {n} moves": "Línea {k}: se separa tras la jugada {at}, {n} jugadas",
    "the start (Home)": "el inicio (Inicio)", "back one move (←)": "una jugada atrás (←)",
    "forward one move (→)": "una jugada adelante (→)", "back to the game (End)": "volver a la partida (Fin)",
  },
};

/** A timeline word in `lang`: its own, else the table's (`t`). */
function word(lang: string, t: (s: string) => string, s: string): string {
  return TIMELINE_WORDS[lang]?.[s] ?? t(s);
}

/** The game's word for its clock ("Turn", or "Round" for a game played in rounds), in the
 * table's language: the game says which (`clock_name`), its words or the table's translate it. */
export function clockWord(info: TimelineInfo | null, t: (s: string) => string): string {
  return t(info?.clock_name || "Turn");
}

/** What a click on the board says while a past position is shown. */
export function readOnlyNotice(lang: string): string {
  return translate(lang, "A past position: read-only. Its moves cannot be played here.", TIMELINE_WORDS);
}

/** One move of the line as Python words it for the viewer: [turn (or round), sentence]. */
export type TimelineMove = [number, string];

/** What Python sends: keep the first `start` moves, then append `moves`. */
export interface TimelinePatch {
  key: number;
  start: number;
  moves: TimelineMove[];
}

/** The moves the page holds. A patch that does not fit what it holds asks for all again. */
export class TimelineMoves {
  key = -1;
  moves: TimelineMove[] = [];
  /** Bumps on every change: the panel is drawn again only when it moved. */
  stamp = 0;
  /** Whether this page has asked Python for the whole list (see `askIfMissing`). */
  asked = false;

  /** Apply a patch; false when it does not fit (the page then asks for the whole list). */
  receive(p: TimelinePatch): boolean {
    if (p.start !== 0 && (p.key !== this.key || p.start > this.moves.length)) return false;
    this.key = p.key;
    this.moves = this.moves.slice(0, p.start).concat(p.moves);
    this.stamp += 1;
    return true;
  }
}

export interface TurnGroup {
  clock: number;
  /** Each move with the ply it leads to (the position after it). */
  moves: { ply: number; label: string }[];
}

/** The moves grouped by the turn (or round) they were made in, in order. */
export function groupByTurn(moves: TimelineMove[]): TurnGroup[] {
  const groups: TurnGroup[] = [];
  moves.forEach(([clock, label], i) => {
    const last = groups[groups.length - 1];
    if (last && last.clock === clock) last.moves.push({ ply: i + 1, label });
    else groups.push({ clock, moves: [{ ply: i + 1, label }] });
  });
  return groups;
}

/** The ply the table shows: the one under review, or the game's. */
export function shownPly(info: TimelineInfo): number {
  return info.review ? info.review.ply : info.ply;
}

/** Where a step (◀ -1, ▶ +1), Home ("start") or End ("end") leads: a ply to review, null for
 * back to the game, or undefined when there is nowhere to go. Reaching the game's own ply
 * means back to the game. */
export function stepTarget(info: TimelineInfo, how: -1 | 1 | "start" | "end"): number | null | undefined {
  if (how === "end") return info.review ? null : undefined;
  const to = how === "start" ? 0 : shownPly(info) + how;
  if (to < 0 || to > info.count) return undefined;
  if (to === info.ply) return info.review ? null : undefined;
  return to;
}

export interface TimelineActions {
  send: (msg: OutMessage) => void;
  version: () => number;
}

function review(a: TimelineActions, ply: number | null): void {
  a.send({ type: "review", ply, version: a.version() });
}

/** Wrap a click of the panel or banner: the clicked button is drawn again, so the table takes
 * the focus first and the arrow keys keep stepping from there. */
function kept(action: () => void): EventListener {
  return ((ev: Event) => {
    const table = (ev.currentTarget as HTMLElement | null)?.closest?.(".gtr-table") as HTMLElement | null;
    table?.focus({ preventScroll: true });
    action();
  }) as EventListener;
}

/** Send the review that a step leads to, if it leads anywhere; returns whether it did. */
export function stepTo(info: TimelineInfo, how: -1 | 1 | "start" | "end", a: TimelineActions): boolean {
  const to = stepTarget(info, how);
  if (to === undefined) return false;
  review(a, to);
  return true;
}

const KEYS: Record<string, -1 | 1 | "start" | "end"> = {
  ArrowLeft: -1, ArrowRight: 1, Home: "start", End: "end",
};

/** The arrow keys, Home and End step through the timeline while its panel is open or a past
 * position is shown (never while typing in a box). Returns whether the key was used. */
export function timelineKey(ev: KeyboardEvent, info: TimelineInfo | null, a: TimelineActions): boolean {
  const how = KEYS[ev.key];
  if (how === undefined || !info || !(info.open || info.review)) return false;
  const target = ev.target as HTMLElement | null;
  if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return false;
  ev.preventDefault();
  stepTo(info, how, a);
  return true;
}

/** "Turn 5, after Bo leads Patron — back to the game", with "Play from here". */
export function bannerPart(info: TimelineInfo | null, t: (s: string) => string, lang: string,
                           a: TimelineActions): Part | null {
  const r = info?.review;
  if (!info || !r) return null;
  const w = (s: string) => word(lang, t, s);
  const where = r.ply === 0 || r.clock === null
    ? w("The start of the game")
    : say(lang, "{turn} {n}, after {move}", { turn: clockWord(info, t), n: r.clock, move: r.label }, TIMELINE_WORDS);
  return {
    key: "review",
    input: [r, lang, info.ply],
    draw: () => h(
      "div", { class: "gtr-review-banner", role: "status", "data-review": r.ply },
      h("strong", {}, where), " — ",
      h("button", { class: "gtr-review-back", onclick: kept(() => review(a, null)) },
        w("back to the game")),
      " ",
      h("button", {
        class: "gtr-review-goto", title: w("Go to this position: a different move starts a new line"),
        onclick: kept(() => a.send({ type: "goto", ply: r.ply, version: a.version() })),
      }, w("Play from here")),
      h("div", { class: "gtr-muted" }, readOnlyNotice(lang)),
    ),
  };
}

function linesList(info: TimelineInfo, t: (s: string) => string, lang: string, a: TimelineActions): HTMLElement | null {
  const lines = info.lines ?? [];
  if (lines.length < 2) return null;
  return h("div", { class: "gtr-tl-lines" },
    h("span", { class: "gtr-muted" }, `${word(lang, t, "Lines")}: `),
    lines.map(([fork, length], i) => {
      const here = i === info.line;
      const text = here
        ? say(lang, "Line {k} (this one): {n} moves", { k: i + 1, n: length }, TIMELINE_WORDS)
        : say(lang, "Line {k}: leaves after move {at}, {n} moves", { k: i + 1, at: fork, n: length }, TIMELINE_WORDS);
      return h("button", {
        class: `gtr-tl-line${here ? " gtr-tl-line-here" : ""}`, "data-line": i, disabled: here,
        onclick: kept(() => a.send({ type: "switch", line: i, version: a.version() })),
      }, text);
    }));
}

export interface PanelInput {
  info: TimelineInfo;
  moves: TimelineMove[];
  /** `TimelineMoves.stamp`: changes whenever `moves` does. */
  stamp: number;
  lang: string;
}

/** The collapsible "Moves" panel. Opening it asks Python for the moves; closing stops them. */
export function timelinePart(x: PanelInput, t: (s: string) => string, a: TimelineActions): Part {
  const { info, moves, lang } = x;
  const shown = shownPly(info);
  const w = (s: string) => word(lang, t, s);
  return {
    key: "timeline",
    input: [info, x.stamp, lang],
    draw: () => {
      const nav = (label: string, how: -1 | 1 | "start" | "end", title: string) => h("button", {
        class: "gtr-tl-nav", title, "aria-label": title, disabled: stepTarget(info, how) === undefined,
        onclick: kept(() => stepTo(info, how, a)),
      }, label);
      const list = h("ol", { class: "gtr-tl-list" }, groupByTurn(moves).flatMap((g) => [
        h("li", { class: "gtr-tl-turn" }, `${clockWord(info, t)} ${g.clock}`),
        ...g.moves.map((m) => h("li", {
          class: `gtr-tl-move${m.ply === shown ? " gtr-tl-shown" : ""}${m.ply > info.ply ? " gtr-tl-undone" : ""}`,
          "data-ply": m.ply,
        }, h("button", { onclick: kept(() => review(a, m.ply === info.ply ? null : m.ply)) },
          `${m.ply}. ${m.label}`))),
      ]));
      const details = h("details", { class: "gtr-timeline", open: info.open },
        h("summary", {}, `${w("Moves")} (${info.count})`),
        info.open ? h("div", { class: "gtr-tl-bar" },
          nav("|◀", "start", w("the start (Home)")), nav("◀", -1, w("back one move (←)")),
          nav("▶", 1, w("forward one move (→)")), nav("▶|", "end", w("back to the game (End)"))) : null,
        info.open ? linesList(info, t, lang, a) : null,
        info.open ? list : null,
      ) as HTMLDetailsElement;
      details.addEventListener("toggle", () => {
        if (details.open !== info.open) a.send({ type: "timeline", open: details.open });
      });
      if (info.open) {
        const here = list.querySelector(".gtr-tl-shown") as HTMLElement | null;
        if (here && typeof requestAnimationFrame === "function") {
          requestAnimationFrame(() => here.scrollIntoView?.({ block: "nearest" }));
        }
      }
      return details;
    },
  };
}

/** A custom message from Python: apply a timeline patch (asking for the whole list when it
 * does not fit what the page holds). Returns whether it was one. */
export function onTimelineMessage(msg: unknown, held: TimelineMoves, send: (m: OutMessage) => void): boolean {
  const p = (msg as { timeline?: TimelinePatch } | null)?.timeline;
  if (!p || typeof p !== "object" || !Array.isArray(p.moves)) return false;
  if (!held.receive(p)) send({ type: "timeline", open: true });
  return true;
}

/** A page that shows an open panel but holds no moves (a second view of the same table, a
 * reloaded page) asks Python for them, once. */
export function askIfMissing(info: TimelineInfo | null, held: TimelineMoves, send: (m: OutMessage) => void): void {
  if (!info?.open || held.key >= 0 || held.asked) return;
  held.asked = true;
  send({ type: "timeline", open: true });
}

/** Where the game is on its timeline, as synced (null before Python says). */
export function timelineInfo(model: ModelLike): TimelineInfo | null {
  const info = model.get("timeline");
  return info && "ply" in info ? (info as TimelineInfo) : null;
}

/** The shell's "Moves" panel: drawn from the synced place and the moves this page holds
 * (asking Python for them when the panel is open and it holds none). */
export function timelinePanel(model: ModelLike, held: TimelineMoves, lang: string, t: (s: string) => string,
                              a: TimelineActions): Part | null {
  const info = timelineInfo(model);
  askIfMissing(info, held, a.send);
  return info ? timelinePart({ info, moves: held.moves, stamp: held.stamp, lang }, t, a) : null;
}
