// Shapes of what Python syncs (docs/view-format.md). The front end only ever reads these.

export interface Card {
  id: number;
  name: string;
  material: string | null;
  role: string | null;
  value: number;
}

/** A card whose identity the viewer may not know. */
export interface HiddenCard {
  hidden: true;
}

export interface Building {
  id: number;
  foundation: Card;
  site: string;
  out_of_town: boolean;
  materials: Card[];
  needed: number;
  complete: boolean;
  public?: boolean;
  stolen?: boolean;
}

export interface Player {
  seat: number;
  name: string;
  influence: number;
  hand: Card[] | null;
  hand_count: number;
  camp: Card[];
  clientele: Card[];
  stockpile: Card[];
  vault: (Card | HiddenCard)[];
  vault_count: number;
  buildings: Building[];
  limits?: { hand?: number; clientele?: number; vault?: number };
  score?: Record<string, number | null>;
}

export interface Decision {
  player: number;
  kind: string;
  prompt: string;
}

export interface LogEntry {
  turn?: number;
  player?: number | null;
  text: string;
}

export interface View {
  format?: number;
  edition: string;
  training?: boolean;
  seat: number | null;
  version: number;
  turn: number;
  leader: number;
  role: string | null;
  decision: Decision | null;
  deck: number;
  jacks: number;
  pool: Card[];
  sites: { in_town: Record<string, number>; out_of_town: Record<string, number> };
  players: Player[];
  is_over: boolean;
  winners: number[];
  end_reason?: string | null;
  log?: LogEntry[];
}

/** One legal move as Python sends it: move.to_json() plus the index Python knows it by. */
export interface MoveJSON {
  id: number;
  text: string;
  verb: string;
  cards: number[];
  role: string | null;
  target: number | null;
}

/** Every synced trait the front end reads (a type alias, so it fits anywidget's AnyModel<T>). */
export type TableState = {
  view: View | Record<string, never>;
  moves: MoveJSON[];
  version: number;
  error: string;
  notice: string;
  catalogue: Record<string, string>;
  pace: number;
  viewer: string | number;
  seats: string[];
  log: LogEntry[];
  busy: boolean;
  curtain: boolean;
  scenario: ScenarioInfo | Record<string, never>;
  scenario_list: [string, string][];
};

/** The rulebook example on the table, if any, and how far its script has been stepped. */
export interface ScenarioInfo {
  id: string;
  title: string;
  story: string;
  source?: string;
  step: number;
  total: number;
}

/** Messages the front end sends to Python. Python re-validates every one of them. */
export type OutMessage =
  | { type: "move"; id: number; version: number }
  | { type: "text"; text: string; version: number }
  | { type: "card"; card: number; version: number }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "new" }
  | { type: "step"; delta: number }
  | { type: "scenario"; id: string }
  | { type: "pace"; pace: number };

/** The slice of the anywidget model the front end uses; tests pass a fake with this shape. */
export interface ModelLike {
  get<K extends keyof TableState>(key: K): TableState[K];
  on(event: string, callback: (...args: unknown[]) => void): void;
  off(event?: string | null, callback?: ((...args: unknown[]) => void) | null): void;
  send(content: OutMessage): void;
}

export function isCard(c: Card | HiddenCard): c is Card {
  return !("hidden" in c) && typeof (c as Card).id === "number";
}
