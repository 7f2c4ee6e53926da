// The game log in plain sentences, newest at the bottom and scrolled into view.
import { h } from "./dom";
import type { LogEntry } from "./types";

export function renderLog(entries: LogEntry[]): HTMLElement {
  let lastTurn: number | undefined;
  const items: HTMLElement[] = [];
  for (const e of entries) {
    if (e.turn !== undefined && e.turn !== lastTurn) {
      items.push(h("li", { class: "gtr-log-turn" }, `Turn ${e.turn}`));
      lastTurn = e.turn;
    }
    items.push(h("li", { class: "gtr-log-entry" }, e.text));
  }
  const list = h("ul", { class: "gtr-log-list" }, items);
  const box = h("section", { class: "gtr-log" }, h("div", { class: "gtr-zone-title" }, "Log"), list);
  // Keep the newest line visible once the box is in the page (on a first render the output
  // element may not be attached yet, so try again on the next frame).
  const toBottom = () => {
    list.scrollTop = list.scrollHeight;
  };
  queueMicrotask(toBottom);
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(toBottom);
  return box;
}
