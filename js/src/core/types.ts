// What Python syncs, as every game shares it (docs/view-format.md). A game's renderer
// declares the rest of its own view (games/<game>/types.ts). The page only ever reads these.
import type { ExerciseInfo } from "./exercise";
import type { AnalysisState } from "./analysis";

export interface Decision {
  player: number;
  kind: string;
  prompt: string;
  /** What is asked in the table's language, without the decider's name (when the game words it). */
  said?: string;
}

/** The part of a view every game has: whose table it is, who decides, who won. */
/** A player's points so far, itemised as the game counts them (null: not known to this seat). */
export type Score = Record<string, number | null>;

export interface CoreView {
  /** Which game: the shell picks the renderer by it. */
  game?: string;
  seat: number | null;
  version: number;
  decision: Decision | null;
  players: { seat: number; name: string; score?: Score; hand_count?: number }[];
  is_over: boolean;
  winners: number[];
  end_reason?: string | null;
  /** Why the game ended, in the table's language (when the game words it). */
  end_said?: string;
}

export interface LogEntry {
  turn?: number;
  player?: number | null;
  kind?: string;
  text: string;
  cards?: number[];
}

/** One legal move as Python sends it: move.to_json() plus the index Python knows it by. */
export interface MoveJSON {
  id: number;
  text: string;
  verb: string;
  cards: number[];
  role: string | null;
  target: number | null;
  /** What `target` is, always sent with it: "seat", "card", or a thing on the game's board
   * ("building" by foundation id, "cell", "space" ...: core/moves.ts). */
  target_kind: string | null;
  /** The move as a sentence for people (the game's words); `text` stays the notation. */
  label?: string;
  /** A key of the synced glossary: the rule this move follows. */
  rule?: string;
  /** A building power's move: its words stay English after the building's name. */
  power?: boolean;
}

/** The rulebook example on the table, if any, and how far its script has been stepped. */
export interface ScenarioInfo {
  id: string;
  title: string;
  story: string;
  source?: string;
  step: number;
  total: number;
}

/** Where the game is on its timeline (widget/timeline/part.py); `line` and `lines` only
 * while the "Moves" panel is open. */
export interface TimelineInfo {
  open: boolean;
  /** Moves played to reach the game's position; `count` moves in the current line. */
  ply: number;
  count: number;
  /** The past position shown read-only, if any: its ply, turn and the move that led to it. */
  review: { ply: number; clock: number | null; label: string } | null;
  line?: number;
  /** Each line: [moves it shares with the current line, its length]. */
  lines?: [number, number][];
  /** What the game calls the clock its moves are grouped by, in English ("Turn", "Round"):
   * the game's declared word (Python's `Words.clock_name`), translated by the game's words. */
  clock_name?: string;
}

/** Every synced trait the page reads (a type alias, so it fits anywidget's AnyModel<T>). Python's
 * `Table` declares the same traits (tagged sync=True); tests/test_widget_traits.py keeps the two
 * equal, and `TRAITS` below must name every key (checked by the compiler). */
export type TableState = {
  view: CoreView | Record<string, never>;
  moves: MoveJSON[];
  version: number;
  error: string;
  notice: string;
  catalogue: Record<string, string>;
  pace: number;
  viewer: string | number;
  undo_rule: string;
  seats: string[];
  log: LogEntry[];
  thinking: string;
  curtain: boolean;
  scenario: ScenarioInfo | Record<string, never>;
  scenario_list: [string, string][];
  exercise_info: ExerciseInfo | Record<string, never>;
  /** The game's exercises for the picker: [id, level, title], from the basics up. */
  exercise_list: [string, number, string][];
  /** "en", "fr" or "es": interface, card, role and material names. */
  language: string;
  /** English name -> the language's name (cards, roles, materials). */
  names: Record<string, string>;
  /** Rule key -> [plain sentence, rulebook reference in the edition played]. */
  glossary: Record<string, [string, string]>;
  /** Play a click's only fitting move at once instead of selecting first. */
  one_click: boolean;
  /** How many games have been put on the table: a new game or scenario changes it. */
  deal: number;
  /** Where the game is on its lines, and the past position under review. */
  timeline: TimelineInfo | Record<string, never>;
  /** The viewer's decision's what-if numbers from Python's background playouts (analysis.ts). */
  analysis?: AnalysisState | Record<string, never>;
};

/** The synced traits by name: the shell redraws when any of them changes. */
export const TRAITS = [
  "view", "moves", "version", "error", "notice", "catalogue", "pace", "viewer", "undo_rule",
  "seats", "log", "thinking", "curtain", "scenario", "scenario_list", "language", "names",
  "glossary", "one_click", "deal", "exercise_info", "exercise_list", "timeline", "analysis",
] as const satisfies readonly (keyof TableState)[];

/** Compiles only while `TRAITS` names every key of `TableState`. */
type EveryTraitListed<Missing extends never> = Missing;
export type TraitsComplete = EveryTraitListed<Exclude<keyof TableState, (typeof TRAITS)[number]>>;

/** Messages the page sends to Python; Python checks every one. Whatever changes the game
 * carries the version it was chosen in, so a stale or replayed message is refused. */
export type OutMessage =
  | { type: "move"; id: number; version: number }
  | { type: "text"; text: string; version: number }
  | { type: "card"; card: number; version: number }
  | { type: "undo"; version: number }
  | { type: "redo"; version: number }
  | { type: "new"; version: number }
  | { type: "step"; delta: number; version: number }
  | { type: "scenario"; id: string; version: number }
  | { type: "exercise"; id: string; version: number }
  | { type: "pace"; pace: number }
  | { type: "timeline"; open: boolean }
  | { type: "review"; ply: number | null; version: number }
  | { type: "goto"; ply: number; version: number }
  | { type: "switch"; line: number; version: number }
  | { type: "analyse"; on: boolean }
  | { type: "hint"; version: number };

/** The slice of the anywidget model the page uses; tests pass a fake with this shape. */
export interface ModelLike {
  get<K extends keyof TableState>(key: K): TableState[K];
  on(event: string, callback: (...args: unknown[]) => void): void;
  off(event?: string | null, callback?: ((...args: unknown[]) => void) | null): void;
  send(content: OutMessage): void;
}
