// Buttons for undo/redo/new game/scenario steps, the bot pace, and a box to type a move.
import { h } from "./dom";
import type { OutMessage } from "./types";

export interface ControlsContext {
  pace: number;
  viewer: string | number;
  seats: string[];
  version: number;
  scenarios: [string, string][];
  scenarioId: string | null;
  send: (msg: OutMessage) => void;
}

function scenarioSelect(ctx: ControlsContext): HTMLElement | null {
  if (!ctx.scenarios.length) return null;
  const select = h(
    "select",
    { class: "gtr-scenario-select", title: "load a rulebook example", "aria-label": "scenario" },
    h("option", { value: "" }, "Load a rulebook example…"),
    ctx.scenarios.map(([id, title]) =>
      h("option", { value: id, selected: id === ctx.scenarioId }, `${id}: ${title}`),
    ),
  ) as HTMLSelectElement;
  select.addEventListener("change", () => {
    if (select.value) ctx.send({ type: "scenario", id: select.value });
  });
  return select;
}

function viewerLabel(viewer: string | number): string {
  if (viewer === "hotseat") return "hot seat";
  if (viewer === "all") return "teaching view (all cards shown)";
  return `seat ${viewer}`;
}

export function renderControls(ctx: ControlsContext): HTMLElement {
  const input = h("input", {
    class: "gtr-text",
    type: "text",
    placeholder: "type a move, e.g. think: take a Jack",
    "aria-label": "move notation",
  }) as HTMLInputElement;
  const submit = () => {
    const text = input.value.trim();
    if (text) ctx.send({ type: "text", text, version: ctx.version });
  };
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") submit();
  });
  const pace = h("input", {
    class: "gtr-pace",
    type: "range",
    min: 0,
    max: 3,
    step: 0.25,
    value: ctx.pace,
    title: "seconds between bot moves",
    "aria-label": "bot pace",
  }) as HTMLInputElement;
  pace.addEventListener("change", () => ctx.send({ type: "pace", pace: Number(pace.value) }));
  const btn = (label: string, msg: OutMessage, title: string) =>
    h("button", { class: `gtr-ctl gtr-ctl-${msg.type}`, title, onclick: (() => ctx.send(msg)) as EventListener }, label);
  return h(
    "div",
    { class: "gtr-controls" },
    btn("↶ Undo", { type: "undo" }, "undo the last move (and the bot moves after it)"),
    btn("↷ Redo", { type: "redo" }, "redo an undone move"),
    btn("New game", { type: "new" }, "start a new game with the same players"),
    scenarioSelect(ctx),
    btn("◀ Step", { type: "step", delta: -1 }, "scenario: step back"),
    btn("Step ▶", { type: "step", delta: 1 }, "scenario: step forward"),
    h("label", { class: "gtr-muted" }, `Bot pace ${ctx.pace}s `, pace),
    h("span", { class: "gtr-muted gtr-viewer" }, `Viewing: ${viewerLabel(ctx.viewer)}`),
    ctx.seats.length
      ? h("span", { class: "gtr-muted gtr-seats" }, ` · ${ctx.seats.map((s, i) => `${i}: ${s}`).join(", ")}`)
      : null,
    h("span", { class: "gtr-type" }, input, h("button", { class: "gtr-ctl", onclick: submit as EventListener }, "Play")),
  );
}
