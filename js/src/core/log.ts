// The game log in plain sentences. The list element lives as long as the table, so a person
// who scrolled back keeps their place when a bot moves; one reading the newest line (at the
// bottom) stays at the bottom as lines arrive.
import { h } from "./dom";
import type { LogEntry } from "./types";

/** How close to the end counts as "at the bottom", in pixels. */
const SLACK = 8;

export function logItems(entries: LogEntry[]): HTMLElement[] {
  let lastTurn: number | undefined;
  const items: HTMLElement[] = [];
  for (const e of entries) {
    if (e.turn !== undefined && e.turn !== lastTurn) {
      items.push(h("li", { class: "gtr-log-turn" }, `Turn ${e.turn}`));
      lastTurn = e.turn;
    }
    items.push(h("li", { class: "gtr-log-entry" }, e.text));
  }
  return items;
}

export class LogView {
  readonly el: HTMLElement;
  readonly list: HTMLElement;
  private sig: string | null = null;

  constructor() {
    this.list = h("ul", { class: "gtr-log-list" });
    this.el = h("section", { class: "gtr-log" }, h("div", { class: "gtr-zone-title" }, "Log"), this.list);
  }

  private atBottom(): boolean {
    const l = this.list;
    return l.scrollHeight - l.scrollTop - l.clientHeight <= SLACK;
  }

  private toBottom = (): void => {
    this.list.scrollTop = this.list.scrollHeight;
  };

  /** Show `entries`; returns whether anything changed. */
  update(entries: LogEntry[]): boolean {
    const sig = JSON.stringify(entries);
    if (sig === this.sig) return false;
    const first = this.sig === null;
    this.sig = sig;
    const follow = first || this.atBottom();
    const top = this.list.scrollTop;
    this.list.replaceChildren(...logItems(entries));
    if (follow) {
      this.toBottom();
      // On a first draw the output may not be in the page yet: try again on the next frame.
      if (first && typeof requestAnimationFrame === "function") requestAnimationFrame(this.toBottom);
    } else {
      this.list.scrollTop = top;
    }
    return true;
  }
}
