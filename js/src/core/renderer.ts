// What a game's renderer gives the shell: a title, a status line, and its board as regions.
// Everything else (controls, prompt, moves, log, messages to Python) is the shell's.
import type { Part } from "./regions";
import type { CoreView } from "./types";

/** What the board may use: what is lit, what is selected, and where clicks go. */
export interface BoardContext {
  /** Ids of the cards that legal moves use: drawn lit and clickable. */
  lit: Set<number>;
  /** Ids of the things moves aim at (a building, a seat ...). */
  litTargets: Set<number>;
  selectedCard: number | null;
  selectedTarget: number | null;
  /** Card texts by name, when the game has them. */
  catalogue: Record<string, string>;
  /** Changes whenever the catalogue does: put it in a region's input instead of the texts. */
  catalogueStamp: number;
  /** A card was clicked; `info` is what the inspector shows about it. */
  onCard: (card: number, info: string) => void;
  /** Something that moves may aim at was clicked (with the card it shows, if any). */
  onTarget: (target: number, card: number | null, info: string) => void;
}

export interface GameRenderer {
  /** The header, e.g. "Glory to Rome · republic". */
  title(view: CoreView): string;
  /** One line about the state of play, above the prompt (turn, leader ...). */
  status(view: CoreView): string;
  /** The board as keyed regions, redrawn one by one when their input changes. */
  board(view: CoreView, ctx: BoardContext): Part[];
}

/** The ids of the lit things among `ids`, so a region's input holds only its own. */
export function litAmong(lit: Set<number>, ids: Iterable<number>): number[] {
  const out: number[] = [];
  for (const id of ids) if (lit.has(id)) out.push(id);
  return out.sort((a, b) => a - b);
}
