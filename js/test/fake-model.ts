// A stand-in for the anywidget model: holds traits, fires change events, records sent messages.
import { TableView } from "../src/core/shell";
import type { ModelLike, MoveJSON, OutMessage, TableState } from "../src/core/types";
import type { View } from "../src/games/glory_to_rome/types";

// anywidget hands callbacks varied arguments (msg, buffers); `any` mirrors its own typing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Callback = (...args: any[]) => void;

export class FakeModel implements ModelLike {
  sent: OutMessage[] = [];
  saved = 0;
  widget_manager = {
    get_model: <T>(): Promise<T> => Promise.reject(new Error("no other models in tests")),
  };
  private handlers = new Map<string, Set<Callback>>();
  constructor(public state: TableState) {}

  get<K extends keyof TableState>(key: K): TableState[K] {
    return this.state[key];
  }
  on(event: string, callback: Callback): void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(callback);
    this.handlers.set(event, set);
  }
  off(event?: string | null, callback?: Callback | null): void {
    if (!event) this.handlers.clear();
    else if (!callback) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(callback);
  }
  save_changes(): void {
    this.saved += 1;
  }
  send(content: OutMessage): void {
    this.sent.push(content);
  }
  /** A front-end write (the table never makes one; here for the AnyModel shape). */
  set<K extends keyof TableState>(key: K, value: TableState[K]): void {
    this.state[key] = value;
  }
  /** Python's side of a sync: set traits, then fire their change events. */
  sync(patch: Partial<TableState>): void {
    Object.assign(this.state, patch);
    for (const key of Object.keys(patch)) {
      for (const cb of this.handlers.get(`change:${key}`) ?? []) cb();
    }
  }
  /** A custom message from Python (`Table.send`), as anywidget hands it to the page. */
  custom(content: unknown): void {
    for (const cb of this.handlers.get("msg:custom") ?? []) cb(content, []);
  }
  listenerCount(): number {
    let n = 0;
    for (const s of this.handlers.values()) n += s.size;
    return n;
  }
}

export const card = (id: number, name: string, material: string | null, role: string | null, value: number) =>
  ({ id, name, material, role, value });

export function sampleView(): View {
  return {
    format: 1, game: "glory_to_rome", edition: "republic", training: false, seat: 0, version: 4, turn: 2, leader: 0,
    role: "Architect",
    decision: { player: 0, kind: "lead", prompt: "Ann: lead a role or think" },
    deck: 97, jacks: 5,
    pool: [card(20, "Dock", "Wood", "Craftsman", 1), card(21, "Villa", "Stone", "Merchant", 3)],
    sites: { in_town: { Rubble: 3, Wood: 3, Brick: 2 }, out_of_town: { Rubble: 3 } },
    players: [
      {
        seat: 0, name: "Ann", influence: 2,
        hand: [card(1, "Tower", "Concrete", "Architect", 2), card(150, "Jack", null, null, 0)],
        hand_count: 2, camp: [], clientele: [card(30, "Wall", "Concrete", "Architect", 2)],
        stockpile: [card(31, "Road", "Rubble", "Laborer", 1)],
        vault: [card(32, "Statue", "Marble", "Patron", 3)], vault_count: 1,
        buildings: [{
          id: 40, foundation: card(40, "Temple", "Marble", "Patron", 3), site: "Marble",
          out_of_town: false, materials: [card(41, "Palace", "Marble", "Patron", 3)], needed: 3,
          complete: false,
        }],
      },
      {
        seat: 1, name: "Bo", influence: 3, hand: null, hand_count: 5, camp: [], clientele: [],
        stockpile: [], vault: [{ hidden: true }, { hidden: true }], vault_count: 2, buildings: [],
      },
    ],
    is_over: false, winners: [], end_reason: null,
  };
}

export function sampleMoves(): MoveJSON[] {
  return [
    { id: 0, text: "think: take a Jack", verb: "think", cards: [], role: null, target: null, target_kind: null },
    { id: 1, text: "lead Architect: Tower", verb: "lead", cards: [1], role: "Architect", target: null, target_kind: null },
    { id: 2, text: "lead Laborer: Jack", verb: "lead", cards: [150], role: "Laborer", target: null, target_kind: null },
    { id: 3, text: "lead Patron: Jack", verb: "lead", cards: [150], role: "Patron", target: null, target_kind: null },
    { id: 4, text: "architect: Palace into Temple", verb: "architect", cards: [41], role: null, target: 40, target_kind: "building" },
  ];
}

export function sampleState(): TableState {
  return {
    view: sampleView(), moves: sampleMoves(), version: 4, error: "", notice: "",
    catalogue: { Tower: "Tower text", Temple: "Temple text" }, pace: 0.8, viewer: "hotseat",
    seats: ["human", "bot: random"], log: [{ turn: 1, player: 0, text: "Ann thinks and takes a Jack" }],
    thinking: "", undo_rule: "auto", curtain: false, scenario: {}, scenario_list: [["BB-Academy-1", "Academy: a think"]], language: "en", names: {}, glossary: {}, one_click: false, deal: 1, exercise_info: {}, exercise_list: [], timeline: {},
  };
}

/** A table drawn from `state` into a fresh element in the document (tests unmount it). */
export function mountTable(state: TableState = sampleState()): {
  el: HTMLElement; model: FakeModel; table: TableView;
} {
  const el = document.createElement("div");
  document.body.append(el);
  const model = new FakeModel(state);
  return { el, model, table: new TableView(model, el) };
}

/** Undo `mountTable`. */
export function unmountTable(mounted: { el: HTMLElement; table: TableView }): void {
  mounted.table.dispose();
  mounted.el.remove();
}

