// Buttons for undo/redo/new game/scenario steps, the bot pace, and the box to type a move, on
// one line. Each control shows only when it means something (steps with a scenario, the pace
// with bots). Who sits where, and whose cards are shown, is said by the scoreboard.
// Messages that change the game read the version when clicked, so these regions need not be
// drawn again when only the version changes.
import { h } from "./dom";
import { exerciseSelect, type ExerciseChoice } from "./exercise_select";
import { say, translate } from "./i18n";
import type { OutMessage } from "./types";

export interface ControlsInput {
  pace: number;
  viewer: string | number;
  /** The table's undo rule as synced ("auto", "own", "any", "none"). */
  undoRule: string;
  seats: string[];
  scenarios: [string, string][];
  scenarioId: string | null;
  /** The game's exercises ([id, level, title]) and the one open, for the exercise picker. */
  exercises?: ExerciseChoice[];
  exerciseId?: string | null;
  /** Player names by seat, for the seat list. */
  names?: string[];
  oneClick?: boolean;
  t?: (s: string) => string;
}

export interface ControlsActions {
  send: (msg: OutMessage) => void;
  version: () => number;
  setOneClick?: (on: boolean) => void;
}

/** The rule in force: "auto" is "own" for a fixed seat and "any" otherwise (as in Python). */
export function undoRuleNow(rule: string, viewer: string | number): string {
  if (rule !== "auto") return rule;
  return typeof viewer === "number" ? "own" : "any";
}

function scenarioSelect(c: ControlsInput, a: ControlsActions, allowed: boolean): HTMLElement | null {
  if (!c.scenarios.length) return null;
  const t = c.t ?? ((s: string) => s);
  const select = h(
    "select",
    {
      class: "gtr-scenario-select", title: t("Load a rulebook example…"), "aria-label": "scenario",
      disabled: !allowed,
    },
    h("option", { value: "" }, t("Rulebook examples…")),
    c.scenarios.map(([id, title]) =>
      h("option", { value: id, selected: id === c.scenarioId }, `${id}: ${title}`),
    ),
  ) as HTMLSelectElement;
  select.addEventListener("change", () => {
    if (select.value) a.send({ type: "scenario", id: select.value, version: a.version() });
  });
  return select;
}

/** Whose cards the table shows: a name, the hot seat or the teaching view. */
export function viewerLabel(viewer: string | number, names: string[], t: (s: string) => string = (s) => s): string {
  if (viewer === "hotseat") return t("hot seat (the person deciding)");
  if (viewer === "all") return t("teaching view (all cards shown)");
  return typeof viewer === "number" && names[viewer] ? names[viewer] : `player ${viewer}`;
}

/** "Bo (bot: random)" from Python's seat labels ("human", "bot: random"). */
export function seatList(seats: string[], names: string[], t: (s: string) => string): string {
  return seats.map((s, i) => {
    const who = names[i] ?? `player ${i + 1}`;
    return s === "human" ? `${who} (${t("person")})` : `${who} (${s.replace(/^bot/, t("bot"))})`;
  }).join(", ");
}

export function renderControls(c: ControlsInput, a: ControlsActions): HTMLElement {
  const rule = undoRuleNow(c.undoRule, c.viewer);
  const t = c.t ?? ((s: string) => s);
  const hasBots = c.seats.some((s) => s !== "human");
  const pace = h("input", {
    class: "gtr-pace", type: "range", min: 0, max: 3, step: 0.25, value: c.pace,
    title: "seconds between bot moves", "aria-label": "bot pace",
  }) as HTMLInputElement;
  pace.addEventListener("change", () => a.send({ type: "pace", pace: Number(pace.value) }));
  const btn = (label: string, type: "undo" | "redo" | "new", title: string, allowed: boolean) =>
    h("button", {
      class: `gtr-ctl gtr-ctl-${type}`, title, disabled: !allowed,
      onclick: (() => a.send({ type, version: a.version() })) as EventListener,
    }, label);
  const step = (label: string, delta: number, title: string) =>
    h("button", {
      class: "gtr-ctl gtr-ctl-step", title, disabled: rule !== "any",
      onclick: (() => a.send({ type: "step", delta, version: a.version() })) as EventListener,
    }, label);
  const oneClick = h("input", { type: "checkbox", class: "gtr-one-click", checked: !!c.oneClick }) as HTMLInputElement;
  oneClick.addEventListener("change", () => a.setOneClick?.(oneClick.checked));
  return h(
    "div",
    { class: "gtr-controls", "data-undo": rule },
    btn(`↶ ${t("Undo")}`, "undo", "undo the last move (and the bot moves after it)", rule !== "none"),
    btn(`↷ ${t("Redo")}`, "redo", "redo an undone move", rule !== "none"),
    btn(t("New game"), "new", "start a new game with the same players", rule === "any"),
    scenarioSelect(c, a, rule === "any"),
    exerciseSelect(c.exercises, c.exerciseId, rule === "any", t, a),
    c.scenarioId ? step(`◀ ${t("Step")}`, -1, "rulebook example: step back") : null,
    c.scenarioId ? step(`${t("Step")} ▶`, 1, "rulebook example: step forward") : null,
    hasBots ? h("label", { class: "gtr-muted gtr-pace-label" }, `${t("Bot pace")} ${c.pace}s `, pace) : null,
    h("label", { class: "gtr-muted", title: "play a lone fitting move on the first click" },
      oneClick, ` ${t("One-click play")}`),
  );
}

/** The box to type a move in notation. It is one element for the table's whole life, so
 * what is being typed survives every redraw; it empties once the typed move is played. */
export class MoveInput {
  readonly el: HTMLElement;
  readonly input: HTMLInputElement;
  private submitted: { text: string; version: number } | null = null;

  private readonly button: HTMLElement;
  /** The language and example the box is worded in now ("" before the first wording). */
  private wording = "";

  constructor(private readonly actions: ControlsActions) {
    this.input = h("input", {
      class: "gtr-text", type: "text", placeholder: "move notation",
      "aria-label": "move notation",
    }) as HTMLInputElement;
    const submit = () => this.submit();
    this.input.addEventListener("keydown", (ev) => {
      if ((ev as KeyboardEvent).key === "Enter") submit();
    });
    this.button = h("button", { class: "gtr-ctl gtr-ctl-play", onclick: submit as EventListener }, "Play");
    this.el = h("span", { class: "gtr-type" }, this.input, this.button);
  }

  /** Word the box in the table's language (the notation itself stays English), with a move
   * of the game on the table as the example (the game's renderer supplies it). */
  language(lang: string, example = ""): void {
    const wording = `${lang}|${example}`;
    if (wording === this.wording) return;
    this.wording = wording;
    this.input.placeholder = example
      ? say(lang, "move notation, e.g. {example}", { example }) : translate(lang, "move notation");
    // Wide enough for the whole example (a "0" is wider than most letters), never the page.
    this.input.style.width = `${this.input.placeholder.length + 2}ch`;
    this.button.textContent = translate(lang, "Play");
  }

  private submit(): void {
    const text = this.input.value.trim();
    if (!text) return;
    const version = this.actions.version();
    this.submitted = { text, version };
    this.actions.send({ type: "text", text, version });
  }

  /** After a sync: empty the box when the move typed was played (the version moved on with
   * no error); keep it when it was refused, so it can be corrected. */
  synced(version: number, error: string): void {
    const s = this.submitted;
    if (!s) return;
    if (error && version === s.version) {
      this.submitted = null;
    } else if (version !== s.version) {
      if (!error && this.input.value.trim() === s.text) this.input.value = "";
      this.submitted = null;
    }
  }
}
