// The current decision in words, the game's status line, and Python's error or notice.
import { h } from "./dom";
import type { CoreView } from "./types";

function nameOf(view: CoreView, seat: number): string {
  return view.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`;
}

export function promptText(view: CoreView, canAct: boolean): string {
  if (view.is_over) {
    const names = view.winners.map((s) => nameOf(view, s));
    const why = view.end_reason ? ` (${view.end_reason})` : "";
    return `Game over${why}. Winner${names.length === 1 ? "" : "s"}: ${names.join(", ") || "none"}.`;
  }
  const d = view.decision;
  if (!d) return "";
  return canAct ? d.prompt : `Waiting for ${nameOf(view, d.player)}: ${d.prompt}`;
}

export interface PromptInput {
  status: string;
  prompt: string;
  canAct: boolean;
  thinking: string;
  error: string;
  notice: string;
}

export function renderPrompt(p: PromptInput): HTMLElement {
  return h(
    "div",
    { class: "gtr-prompt-bar" },
    p.status ? h("div", { class: "gtr-turn" }, p.status) : null,
    h("div", { class: `gtr-prompt${p.canAct ? " gtr-your-turn" : ""}` }, p.prompt),
    p.thinking ? h("div", { class: "gtr-busy", "aria-live": "polite" }, p.thinking) : null,
    p.error ? h("div", { class: "gtr-error", role: "alert" }, p.error) : null,
    p.notice ? h("div", { class: "gtr-notice" }, p.notice) : null,
  );
}
