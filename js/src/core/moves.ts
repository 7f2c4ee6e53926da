// Which moves a click can mean, and the buttons for them. Multi-card choices arrive from the
// engine as sequences of single moves, so a flat list plus "light up what a move uses" is enough.
// A click selects: it shows what the thing would do; playing takes a second click or Enter
// (or one click, with the table's one-click option, when only one move fits).
import { h } from "./dom";
import type { MoveJSON } from "./types";

/** What the player has picked on the table to narrow the move list. A target may carry the
 * card picked with it (a card, then where it goes, or the other way round). */
export type Selection =
  | { kind: "card"; id: number }
  | { kind: "target"; id: number; card?: number }
  | { kind: "seat"; id: number }
  | null;

export function movesByCard(moves: MoveJSON[]): Map<number, MoveJSON[]> {
  const out = new Map<number, MoveJSON[]>();
  const add = (c: number, m: MoveJSON) => {
    const list = out.get(c) ?? [];
    if (!list.includes(m)) list.push(m);
    out.set(c, list);
  };
  for (const m of moves) {
    for (const c of m.cards ?? []) add(c, m);
    if (m.target_kind === "card" && typeof m.target === "number") add(m.target, m);
  }
  return out;
}

/** The target kinds the shell handles itself: a seat (its player is marked) and a card (lit
 * with the cards the move uses). Every other kind names a thing on the game's board (a
 * "building" by its foundation id, a city "cell", a strip "space" ...), which the renderer
 * lights from `BoardContext.litTargets`. */
const SHELL_KINDS: ReadonlySet<string> = new Set(["seat", "card"]);

/** The kind of a move's target (Python always sends it with the target), or null. */
export function targetKind(m: MoveJSON): string | null {
  if (m.target === null || m.target === undefined) return null;
  return m.target_kind ?? null;
}

/** Whether a move aims at a thing on the game's board: a target of a kind not the shell's. */
export function aimsAtBoard(m: MoveJSON): boolean {
  const kind = targetKind(m);
  return kind !== null && !SHELL_KINDS.has(kind);
}

function byTarget(moves: MoveJSON[], fits: (m: MoveJSON) => boolean): Map<number, MoveJSON[]> {
  const out = new Map<number, MoveJSON[]>();
  for (const m of moves) {
    if (!fits(m)) continue;
    const list = out.get(m.target as number) ?? [];
    list.push(m);
    out.set(m.target as number, list);
  }
  return out;
}

/** Moves aimed at a thing of one kind ("seat", "building" ...), by the thing's number. */
export function movesByTarget(moves: MoveJSON[], kind: string): Map<number, MoveJSON[]> {
  return byTarget(moves, (m) => targetKind(m) === kind);
}

/** Moves aimed at things on the game's board (any kind but seats and cards), by number. */
export function movesByBoardTarget(moves: MoveJSON[]): Map<number, MoveJSON[]> {
  return byTarget(moves, aimsAtBoard);
}

/** Moves that use no card and aim at nothing on the board: these always get a button. */
export function cardlessMoves(moves: MoveJSON[]): MoveJSON[] {
  return moves.filter((m) => (!m.cards || m.cards.length === 0) && !aimsAtBoard(m));
}

export function movesForSelection(moves: MoveJSON[], sel: Selection): MoveJSON[] {
  if (!sel) return [];
  if (sel.kind === "card") return movesByCard(moves).get(sel.id) ?? [];
  const fits = sel.kind === "seat" ? (m: MoveJSON) => targetKind(m) === "seat" : aimsAtBoard;
  const card = sel.kind === "target" ? sel.card : undefined;
  return moves.filter((m) => fits(m) && m.target === sel.id && (card === undefined || !!m.cards?.includes(card)));
}

/**
 * A click on a board target while a card is picked (or on a card while a target is picked)
 * keeps both when some move uses that card there, so the choice narrows to what was meant
 * and the card is not asked for twice. Any other click stands alone, as before.
 */
export function narrowSelection(
  moves: MoveJSON[], sel: NonNullable<Selection>, current: Selection,
): NonNullable<Selection> {
  if (!current) return sel;
  const held = current.kind === "card" ? current.id : current.kind === "target" ? current.card : undefined;
  let both: Selection = null;
  if (sel.kind === "target" && sel.card === undefined && held !== undefined) {
    both = { kind: "target", id: sel.id, card: held };
  } else if (sel.kind === "card" && current.kind === "target") {
    both = { kind: "target", id: current.id, card: sel.id };
  }
  return both && movesForSelection(moves, both).length > 0 ? both : sel;
}

/**
 * What clicking a lit thing does: select it and offer the moves that fit; with one-click play
 * on, play the move outright when only one fits. A second click on the selected thing plays
 * its move when only one fits.
 */
export function resolveClick(
  moves: MoveJSON[],
  sel: NonNullable<Selection>,
  opts: { oneClick?: boolean; current?: Selection } = {},
): { play: MoveJSON } | { choose: MoveJSON[] } | { none: true } {
  const fits = movesForSelection(moves, sel);
  if (fits.length === 0) return { none: true };
  const cur = opts.current;
  const again = cur?.kind === sel.kind && cur.id === sel.id
    && (sel.kind !== "target" || (cur.kind === "target" && cur.card === sel.card));
  if (fits.length === 1 && (opts.oneClick || again)) return { play: fits[0] };
  return { choose: fits };
}

/** What a person reads for a move: its sentence when the game words it, else its notation. */
export function moveLabel(m: MoveJSON): string {
  return m.label || m.text;
}

export interface MoveHelp {
  /** The rule a move follows: [sentence, reference], or undefined. */
  rule: (m: MoveJSON) => [string, string] | undefined;
  t: (s: string) => string;
  /** The table's language: outside English, a power's English words get a note. */
  lang?: string;
}

function moveButton(m: MoveJSON, onPlay: (m: MoveJSON) => void, help: MoveHelp, extra = ""): HTMLElement {
  const rule = help.rule(m);
  const tip = [m.text, rule && rule[0] ? `${rule[0]}${rule[1] ? ` (${rule[1]})` : ""}` : ""].filter(Boolean);
  return h(
    "button",
    {
      class: `gtr-move gtr-verb-${m.verb.replace(/[^a-z0-9]+/gi, "-").toLowerCase()} ${extra}`,
      "data-move": m.id,
      "data-notation": m.text,
      "data-rule": m.rule ?? undefined,
      title: tip.join("\n"),
      lang: m.power && help.lang && help.lang !== "en" ? "en" : undefined,
      onclick: ((ev: Event) => {
        ev.stopPropagation();
        onPlay(m);
      }) as EventListener,
    },
    moveLabel(m),
  );
}

/** The move area: choices for the current selection, moves without cards, then every move. */
export function renderMoves(
  moves: MoveJSON[],
  sel: Selection,
  onPlay: (m: MoveJSON) => void,
  onClear: () => void,
  help: MoveHelp = { rule: () => undefined, t: (s) => s },
): HTMLElement {
  const chosen = movesForSelection(moves, sel);
  const free = cardlessMoves(moves).filter((m) => !chosen.includes(m));
  const t = help.t;
  const english = !!help.lang && help.lang !== "en" && moves.some((m) => m.power);
  return h(
    "div",
    { class: "gtr-moves", "data-count": moves.length },
    chosen.length > 0
      ? h(
          "div",
          { class: "gtr-choice", role: "group", "aria-label": t("Confirm a move") },
          h("span", { class: "gtr-choice-hint" },
            chosen.length === 1 ? t("Play it? Click again or press Enter:") : t("Choose one:")),
          chosen.map((m) => moveButton(m, onPlay, help, "gtr-chosen")),
          h("button", { class: "gtr-clear", onclick: (() => onClear()) as EventListener }, t("Cancel")),
        )
      : null,
    moves.length > 0
      ? h(
          "div",
          { class: "gtr-move-row" },
          free.length > 0
            ? h("div", { class: "gtr-free" }, free.map((m) => moveButton(m, onPlay, help)))
            : chosen.length ? null : h("span", { class: "gtr-click-hint" }, t("Click a lit card or a button to see what it does.")),
          h(
            "details",
            { class: "gtr-all-moves" },
            h("summary", {}, `${t("All legal moves")} (${moves.length})`),
            h("div", { class: "gtr-all-list" }, moves.map((m) => moveButton(m, onPlay, help))),
          ),
        )
      : null,
    english ? h("div", { class: "gtr-power-note" }, t("Card powers are in English, as printed.")) : null,
  );
}
