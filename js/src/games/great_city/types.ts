// The Great City of Rome's view (docs/great-city-view-format.md): the core view plus the
// strip, the decks and offer, and each player's city on a grid of named cells.
import type { CoreView, Decision } from "../../core/types";

export interface Card {
  id: number;
  key: string;
  name: string;
  /** production, residential, public, aqueduct, temple, shrine (influence: the scoring cards). */
  category: string;
  /** A public building's colour group: market, arena, school, baths. */
  group: string | null;
  deck: string;
  cost: number;
  value: number;
  stars: number;
}

export interface Cell {
  cell: string;
  col: number;
  row: number;
  card: Card;
  brick_token: boolean;
  point_tokens: number;
}

export interface Space {
  space: number;
  symbol: string;
  bricks: number;
  cogs: number;
  emissary: number | null;
}

/** A residential area (001:227-239): its houses and the public buildings touching them. */
export interface Area {
  value: number;
  cells: string[];
  public: string[];
  points: number;
}

export interface Player {
  seat: number;
  name: string;
  colour: string;
  is_first: boolean;
  coins: number;
  influence_tokens: number;
  influence_cards: { id: number; value: number }[];
  hand: Card[] | null;
  hand_count: number;
  hand_known: Card[];
  city: Cell[];
  bounds: { columns: string[]; rows: number[]; width: number; height: number };
  open_cells: string[];
  aqueduct_cells: string[];
  brick_tokens: number;
  emissaries: number[];
  rubble: Card[];
  score?: Record<string, number | null>;
  /** Older views lack it: then no area is drawn. */
  areas?: Area[];
  drafted?: Card | null;
  draft_passed?: Card[];
}

export interface Turn {
  seat: number;
  space: number;
  bricks: number;
  cogs: number;
  brick_tokens: number;
  built: boolean;
  produced: boolean;
  /** The actor's own view only: points each legal build adds, by card id then cell index. */
  build_gains?: Record<string, Record<string, number>>;
}

export interface Deck {
  count: number;
  influence_from_top: [number, number][];
  known: { from_top: number; card: Card }[];
  cards?: Card[];
}

export interface View extends CoreView {
  format: number;
  title: string;
  players_count: number;
  options: Record<string, unknown>;
  decks_in_use: string[];
  round: number;
  rounds: number;
  phase: string;
  first_player: number;
  decision: (Decision & { fields?: Record<string, unknown> }) | null;
  strip: { layout: string; emperor: string; in_play: boolean; stack: number; spaces: Space[] };
  decks: Record<string, Deck>;
  offer: Record<string, Card[]>;
  influence_waiting: { id: number; value: number }[];
  turn: Turn | null;
  draft: { seat: number; count: number; cards: Card[] | null } | null;
  school: { seat: number; deck: string | null; draw: number; count: number; cards: Card[] | null } | null;
  players: Player[];
  /** The score pad's categories in people's words, and the tie-break (001:223). */
  score_labels?: Record<string, string>;
  tie_break?: { label: string; values: string[] };
}

/** Grid size of every city frame (columns a-f, rows 1-7): cell names never change. */
export const COLUMNS = 6;
export const ROWS = 7;
export const COLUMN_NAMES = ["a", "b", "c", "d", "e", "f"];

/** A cell's index as moves carry it (`row * 6 + col`). */
export function cellIndex(col: number, row: number): number {
  return row * COLUMNS + col;
}

export function cellName(col: number, row: number): string {
  return `${COLUMN_NAMES[col]}${row + 1}`;
}

/** Column and row (from 0) of a cell name such as "c4". */
export function parseCell(name: string): [number, number] {
  return [COLUMN_NAMES.indexOf(name[0]), Number(name.slice(1)) - 1];
}
