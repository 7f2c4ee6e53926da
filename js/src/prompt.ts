// The current decision in words, plus the last error or notice from Python.
import { h } from "./dom";
import type { View } from "./types";

export function describeTurn(view: View): string {
  const leader = view.players[view.leader]?.name ?? `seat ${view.leader}`;
  const role = view.role ? `${view.role} led` : "no role led yet";
  return `Turn ${view.turn} · Leader: ${leader} · ${role}`;
}

export function promptText(view: View, canAct: boolean): string {
  if (view.is_over) {
    const names = view.winners.map((s) => view.players[s]?.name ?? `seat ${s}`);
    const why = view.end_reason ? ` (${view.end_reason})` : "";
    return `Game over${why}. Winner${names.length === 1 ? "" : "s"}: ${names.join(", ") || "none"}.`;
  }
  const d = view.decision;
  if (!d) return "";
  const who = view.players[d.player]?.name ?? `seat ${d.player}`;
  return canAct ? d.prompt : `Waiting for ${who}: ${d.prompt}`;
}

export function renderPrompt(
  view: View,
  canAct: boolean,
  error: string,
  notice: string,
  busy: boolean,
): HTMLElement {
  return h(
    "div",
    { class: "gtr-prompt-bar" },
    h("div", { class: "gtr-turn" }, describeTurn(view)),
    h("div", { class: `gtr-prompt${canAct ? " gtr-your-turn" : ""}` }, promptText(view, canAct)),
    busy ? h("div", { class: "gtr-busy" }, "A bot is thinking…") : null,
    error ? h("div", { class: "gtr-error", role: "alert" }, error) : null,
    notice ? h("div", { class: "gtr-notice" }, notice) : null,
  );
}
