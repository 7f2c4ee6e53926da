// What a game's renderer gives the shell: a title, a status line, and its board as regions.
// Everything else (controls, prompt, moves, scoreboard, log, messages to Python) is the shell's.
// The shell fills every field of the board context; a renderer's optional parts are optional
// because a game may have nothing to say there (no headline, no words of its own).
import type { Words } from "./i18n";
import type { Part } from "./regions";
import type { ScoreShape } from "./scoreboard";
import type { CoreView } from "./types";

/** What the board may use: what is lit, what is selected, and where clicks go. */
export interface BoardContext {
  /** Ids of the cards that legal moves use (or aim at): drawn lit and clickable. */
  lit: Set<number>;
  /** Ids of the buildings (by foundation id) that moves aim at. Only building targets. */
  litTargets: Set<number>;
  /** Seats that moves aim at: the renderer may mark those players. */
  litSeats: Set<number>;
  selectedCard: number | null;
  selectedTarget: number | null;
  /** Card texts by name, when the game has them. */
  catalogue: Record<string, string>;
  /** Changes whenever the catalogue, names or language do: put it in a region's input. */
  catalogueStamp: number;
  /** A card was clicked; `info` is what the inspector shows about it. */
  onCard: (card: number, info: string) => void;
  /** Something that moves may aim at was clicked (with the card it shows, if any). */
  onTarget: (target: number, card: number | null, info: string) => void;
  /** A name of the game's (a card, say) in the table's language. */
  name: (english: string) => string;
  /** An interface word in the table's language. */
  t: (english: string) => string;
  /** The table's language ("en", "fr", "es"), for templates (core/i18n.ts `say`). */
  lang: string;
  /** Hot seat between two people: hands are covered until the next person uncovers them. */
  handsCovered: boolean;
  /** Show the deciding player's side in full and the others compact. */
  compact: boolean;
  /** The cards shown are always the decider's (a hot seat between people): the sides stay
   * in seating order, so the person at the screen finds each one where it was. */
  hotSeat?: boolean;
}

export interface GameRenderer {
  /** The header: the game's name and edition. */
  title(view: CoreView): string;
  /** One line about the state of play, above the prompt (round, turn ...), in the table's
   * language when the renderer uses `t`. */
  status(view: CoreView, t?: (english: string) => string): string;
  /** The board as keyed regions, redrawn one by one when their input changes. */
  board(view: CoreView, ctx: BoardContext): Part[];
  /** What is being played this turn, shown large, or null. */
  headline?(view: CoreView, ctx: BoardContext): string | null;
  /** The shell's final breakdown: `tieBreak` labels the column of cards in hand when that is
   * the game's tie-break (else no such column); `inPlay` puts the table under the prompt,
   * where a wide table has room, rather than in the side column. */
  finalScore?: { tieBreak?: string; inPlay?: boolean };
  /** The game's own interface words (its zones, its score items) by language: the table's
   * `t` looks here before its own dictionary, so core never holds a game's words. */
  words?: Words;
  /** A legal move in the game's notation, shown as the example in the move box. */
  moveExample?: string;
  /** How the shared scoreboard orders the game's score items, and which one stays hidden. */
  score?: ScoreShape;
}

/** The ids of the lit things among `ids`, so a region's input holds only its own. */
export function litAmong(lit: Set<number>, ids: Iterable<number>): number[] {
  const out: number[] = [];
  for (const id of ids) if (lit.has(id)) out.push(id);
  return out.sort((a, b) => a - b);
}
