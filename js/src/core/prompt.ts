// The current decision in words, the game's status line, and Python's error or notice.
import { h } from "./dom";
import type { CoreView } from "./types";

function nameOf(view: CoreView, seat: number): string {
  return view.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`;
}

/** The engine's prompt without the name it starts with ("Cy: follow ..." -> "follow ..."). */
export function withoutName(prompt: string, name: string): string {
  return prompt.startsWith(`${name}: `) ? prompt.slice(name.length + 2) : prompt;
}

export function promptText(view: CoreView, canAct: boolean): string {
  if (view.is_over) {
    const names = view.winners.map((s) => nameOf(view, s));
    const why = view.end_reason ? ` (${view.end_reason})` : "";
    return `Game over${why}. Winner${names.length === 1 ? "" : "s"}: ${names.join(", ") || "none"}.`;
  }
  const d = view.decision;
  if (!d) return "";
  const who = nameOf(view, d.player);
  const what = withoutName(d.prompt, who);
  if (canAct) return who === "You" ? `Your turn: ${what}` : `${who}, your turn: ${what}`;
  return `Waiting for ${who} to ${what.replace(/^You /, "")}`.replace(/ to ([A-Z][a-z]+ action)/, ": $1");
}

/** The rule behind a reason or a move: a sentence and its rulebook reference. */
export function ruleLine(sentence: string, ref: string, cls = "gtr-rule"): HTMLElement {
  return h("div", { class: cls }, sentence, ref ? h("span", { class: "gtr-ref" }, ` (${ref})`) : null);
}

export interface PromptInput {
  status: string;
  prompt: string;
  canAct: boolean;
  thinking: string;
  error: string;
  notice: string;
  /** Large: what is being played this turn (the role led). */
  headline?: string | null;
}

export function renderPrompt(p: PromptInput): HTMLElement {
  return h(
    "div",
    { class: "gtr-prompt-bar" },
    h("div", { class: "gtr-status-line" },
      p.headline ? h("span", { class: "gtr-headline", "data-headline": p.headline }, p.headline) : null,
      p.status ? h("span", { class: "gtr-turn" }, p.status) : null),
    h("div", { class: `gtr-prompt${p.canAct ? " gtr-your-turn" : ""}` },
      p.canAct ? h("span", { class: "gtr-turn-badge" }, "●") : null, p.prompt),
    p.thinking ? h("div", { class: "gtr-busy", "aria-live": "polite" }, p.thinking) : null,
    p.error ? h("div", { class: "gtr-error", role: "alert" }, p.error) : null,
    p.notice ? h("div", { class: "gtr-notice", role: "status" }, p.notice) : null,
  );
}
