// The game log in plain sentences. The list element lives as long as the table, so a person
// who scrolled back keeps their place when a bot moves; one reading the newest line (at the
// bottom) stays at the bottom as lines arrive.
import { h } from "./dom";
import type { LogEntry } from "./types";

/** How close to the end counts as "at the bottom", in pixels. */
const SLACK = 8;

export function logItems(entries: LogEntry[], turnWord = "Turn"): HTMLElement[] {
  let lastTurn: number | undefined;
  const items: HTMLElement[] = [];
  for (const e of entries) {
    if (e.turn !== undefined && e.turn !== lastTurn) {
      items.push(h("li", { class: "gtr-log-turn" }, `${turnWord} ${e.turn}`));
      lastTurn = e.turn;
    }
    items.push(h("li", { class: `gtr-log-entry${e.kind === "result" ? " gtr-log-result" : ""}` }, e.text));
  }
  return items;
}

export class LogView {
  readonly el: HTMLElement;
  readonly list: HTMLElement;
  private sig: string | null = null;
  /** Whether the person is reading the newest line. Updated when they scroll, so an update
   * never has to measure the list (which would force the browser to lay the page out). */
  private follow = true;
  private readonly title = h("div", { class: "gtr-zone-title" }, "Log");
  /** Outside English: the lines are the game's own English words, and the log says so. */
  private readonly note = h("div", { class: "gtr-log-note" });

  constructor() {
    this.list = h("ul", { class: "gtr-log-list" });
    this.el = h("section", { class: "gtr-log" }, this.title, this.note, this.list);
    this.list.addEventListener("scroll", () => {
      const l = this.list;
      this.follow = l.scrollHeight - l.scrollTop - l.clientHeight <= SLACK;
    });
  }

  private toBottom = (): void => {
    if (this.follow) this.list.scrollTop = this.list.scrollHeight;
  };

  /** Show `entries`; returns whether anything changed. A person who scrolled back keeps
   * their place (the list element stays, and its scroll offset with it). */
  update(entries: LogEntry[], title = "Log", turnWord = "Turn", note = ""): boolean {
    if (this.title.textContent !== title) this.title.textContent = title;
    if (this.note.textContent !== note) this.note.textContent = note;
    const sig = turnWord + JSON.stringify(entries);
    if (sig === this.sig) return false;
    this.sig = sig;
    this.list.replaceChildren(...logItems(entries, turnWord));
    // Scroll on the next frame, when the browser lays the page out anyway (and, on a first
    // draw, the output is in the page).
    if (this.follow) {
      if (typeof requestAnimationFrame === "function") requestAnimationFrame(this.toBottom);
      else this.toBottom();
    }
    return true;
  }
}
