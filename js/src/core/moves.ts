// Which moves a click can mean, and the buttons for them. Multi-card choices arrive from the
// engine as sequences of single moves, so a flat list plus "light up what a move uses" is enough.
import { h } from "./dom";
import type { MoveJSON } from "./types";

/** What the player has picked on the table to narrow the move list. */
export type Selection = { kind: "card"; id: number } | { kind: "target"; id: number } | null;

export function movesByCard(moves: MoveJSON[]): Map<number, MoveJSON[]> {
  const out = new Map<number, MoveJSON[]>();
  for (const m of moves) {
    for (const c of m.cards ?? []) {
      const list = out.get(c) ?? [];
      list.push(m);
      out.set(c, list);
    }
  }
  return out;
}

/** Moves aimed at a building (by foundation id); seat targets are not table objects. */
export function movesByTarget(moves: MoveJSON[]): Map<number, MoveJSON[]> {
  const out = new Map<number, MoveJSON[]>();
  for (const m of moves) {
    if (m.target === null || m.target === undefined) continue;
    const list = out.get(m.target) ?? [];
    list.push(m);
    out.set(m.target, list);
  }
  return out;
}

/** Moves that use no card: these always get a button ("think: take a Jack", "skip"). */
export function cardlessMoves(moves: MoveJSON[]): MoveJSON[] {
  return moves.filter((m) => !m.cards || m.cards.length === 0);
}

export function movesForSelection(moves: MoveJSON[], sel: Selection): MoveJSON[] {
  if (!sel) return [];
  if (sel.kind === "card") return moves.filter((m) => (m.cards ?? []).includes(sel.id));
  return moves.filter((m) => m.target === sel.id);
}

/**
 * What clicking a lit thing should do: play the move outright when only one move fits,
 * otherwise narrow the list so the player picks among the few that do.
 */
export function resolveClick(
  moves: MoveJSON[],
  sel: NonNullable<Selection>,
): { play: MoveJSON } | { choose: MoveJSON[] } | { none: true } {
  const fits = movesForSelection(moves, sel);
  if (fits.length === 0) return { none: true };
  if (fits.length === 1) return { play: fits[0] };
  return { choose: fits };
}

function moveButton(m: MoveJSON, onPlay: (m: MoveJSON) => void, extra = ""): HTMLElement {
  return h(
    "button",
    {
      class: `gtr-move gtr-verb-${m.verb.replace(/[^a-z0-9]+/gi, "-").toLowerCase()} ${extra}`,
      "data-move": m.id,
      title: m.text,
      onclick: ((ev: Event) => {
        ev.stopPropagation();
        onPlay(m);
      }) as EventListener,
    },
    m.text,
  );
}

/** The move area: choices for the current selection, moves without cards, then every move. */
export function renderMoves(
  moves: MoveJSON[],
  sel: Selection,
  onPlay: (m: MoveJSON) => void,
  onClear: () => void,
): HTMLElement {
  const chosen = movesForSelection(moves, sel);
  const free = cardlessMoves(moves);
  return h(
    "div",
    { class: "gtr-moves", "data-count": moves.length },
    chosen.length > 0
      ? h(
          "div",
          { class: "gtr-choice" },
          h("span", { class: "gtr-muted" }, "Choose: "),
          chosen.map((m) => moveButton(m, onPlay, "gtr-chosen")),
          h("button", { class: "gtr-clear", onclick: (() => onClear()) as EventListener }, "cancel"),
        )
      : null,
    free.length > 0 ? h("div", { class: "gtr-free" }, free.map((m) => moveButton(m, onPlay))) : null,
    moves.length > 0
      ? h(
          "details",
          { class: "gtr-all-moves" },
          h("summary", {}, `All ${moves.length} legal moves`),
          h("div", { class: "gtr-all-list" }, moves.map((m) => moveButton(m, onPlay))),
        )
      : null,
  );
}
