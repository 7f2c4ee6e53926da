// The score as the game counts it, for any game: each player's `score` in the view (items and
// a total; null where this seat may not know it). A live board during play, in seating order
// with the decider marked and bots tagged; a full breakdown table with the tie-break and the
// winner at the end. Where the game keeps a part face down until the end (its `score.hidden`),
// the board shows the points counted so far and says what is still to come ("3 + ..."),
// never a bare bound like "≥3". Which items there are, their order and their words are the
// game's (its renderer's `score`, the view's `score_labels`); this file names none.
import { h } from "./dom";
import { colon, say } from "./i18n";
import type { CoreView } from "./types";

/** How a game's score reads on this board (a renderer's `score`). */
export interface ScoreShape {
  /** Items shown first, in this order; the others follow in the order the game gives them. */
  order?: string[];
  /** An item whose value the view leaves null until the end (face-down cards). */
  hidden?: {
    item: string;
    /** The player's view field counting the face-down cards, for "2 hidden". */
    count: string;
    /** Put after the points so far while the item is still to come, and why (a title). */
    more: string;
    why: string;
  };
  /** A game with many items that are often zero: during play each player lists only the items
   * that score, with every item in a table on demand; at the end only totals and the winner,
   * because the game draws its own score pad on the board. */
  compact?: boolean;
}

export interface ScoreInput {
  players: { seat: number; name: string; score: Record<string, number | null> | null;
    hand_count: number | null; hidden_count: number | null; seat_label?: string }[];
  decider: number | null;
  you: number | null;
  over: boolean;
  winners: number[];
  labels: Record<string, string>;
  /** The game's items shown first, in order. */
  order: string[];
  /** The item still hidden, and the words for it, in the table's language. */
  hidden?: { item: string; more: string; why: string };
  /** Whose cards are shown ("Viewing: You"), or "" to say nothing. */
  viewing?: string;
  /** The label of the final table's tie-break column (cards in hand), if the game has one. */
  tieBreak?: string;
  lang?: string;
  /** The game's `score.compact`. */
  compact?: boolean;
}

export function scoreInput(view: CoreView, t: (s: string) => string, seats: string[] = [],
  viewing = "", lang = "en", tieBreak?: string, shape: ScoreShape = {}): ScoreInput {
  const keys = new Set<string>();
  const hidden = shape.hidden;
  const players = view.players.map((p) => {
    const raw = p as unknown as { score?: Record<string, number | null>; hand_count?: number };
    for (const k of Object.keys(raw.score ?? {})) if (k !== "total") keys.add(k);
    const count = hidden ? (p as unknown as Record<string, unknown>)[hidden.count] : undefined;
    const label = seats[p.seat];
    return { seat: p.seat, name: p.name, score: raw.score ?? null,
      hand_count: raw.hand_count ?? null, hidden_count: typeof count === "number" ? count : null,
      seat_label: label && label !== "human" ? label : undefined };
  });
  // A game may name its items in people's words (the view's `score_labels`).
  const words = (view as unknown as { score_labels?: Record<string, string> }).score_labels ?? {};
  const labels: Record<string, string> = {};
  for (const k of [...keys, "total"]) {
    labels[k] = words[k] ? t(words[k]) : t(k === "total" ? "Total" : k).replace(/_/g, " ");
  }
  return { players, decider: view.decision?.player ?? null, you: view.seat, over: view.is_over,
    winners: view.winners ?? [], labels, order: shape.order ?? [],
    hidden: hidden && { item: hidden.item, more: t(hidden.more), why: t(hidden.why) },
    viewing, lang, tieBreak: tieBreak ? t(tieBreak) : undefined, compact: !!shape.compact };
}

function items(input: ScoreInput): string[] {
  const keys = Object.keys(input.labels).filter((k) => k !== "total");
  const first = input.order.filter((k) => keys.includes(k));
  return [...first, ...keys.filter((k) => !first.includes(k))];
}

function cell(v: number | null | undefined): string {
  return v === null || v === undefined ? "?" : String(v);
}

type Row = ScoreInput["players"][number];

/** One player's score in words: "<item> 3 · <hidden item> 2 hidden · <item> 0". Items nobody
 * may know yet (one that depends on the hidden cards) are left out. */
export function itemised(p: Row, keys: string[], labels: Record<string, string>, lang = "en",
  hidden?: string, skipZero = false): string {
  const s = p.score ?? {};
  return keys.map((k) => {
    if (skipZero && s[k] === 0) return null;
    if (k === hidden && s[k] === null) {
      return `${labels[k]} ${say(lang, "{n} hidden", { n: p.hidden_count ?? "?" })}`;
    }
    if (s[k] === null || s[k] === undefined) return null;
    return `${labels[k]} ${s[k]}`;
  }).filter(Boolean).join(" · ");
}

/** The points counted so far, and whether the hidden item is still to add to them. */
export function pointsSoFar(p: Row, hidden?: string): { points: number; more: boolean } {
  const s = p.score ?? {};
  if (typeof s.total === "number") return { points: s.total, more: false };
  let points = 0;
  for (const [k, v] of Object.entries(s)) if (k !== "total" && typeof v === "number") points += v;
  const more = hidden !== undefined && s[hidden] === null && (p.hidden_count ?? 1) > 0;
  return { points, more };
}

export function renderScoreboard(input: ScoreInput, t: (s: string) => string): HTMLElement {
  const keys = items(input);
  if (input.over) return renderFinal(input, keys, t);
  const lang = input.lang ?? "en";
  const hidden = input.hidden;
  return h(
    "section",
    { class: "gtr-scoreboard", "aria-label": t("Score") },
    h("div", { class: "gtr-zone-title" }, t("Score")),
    h("ol", { class: "gtr-score-list" }, input.players.map((p) => {
      const { points, more } = pointsSoFar(p, hidden?.item);
      const deciding = p.seat === input.decider;
      return h(
        "li",
        { class: `gtr-score-row${deciding ? " gtr-is-deciding" : ""}`, "data-seat": p.seat },
        h("span", { class: "gtr-decider-mark", "aria-hidden": "true" }, deciding ? "▶" : ""),
        h("span", { class: "gtr-score-name" }, p.name,
          p.seat_label ? h("span", { class: "gtr-bot-tag", title: p.seat_label }, ` ${t("bot")}`) : null,
          deciding ? h("span", { class: "gtr-sr-only" }, ` (${t("deciding")})`) : null),
        h("span", { class: "gtr-score-total", title: more && hidden
          ? `${t("points so far")}; ${hidden.why}` : t("Total") },
          String(points), more && hidden ? h("span", { class: "gtr-score-more" }, ` ${hidden.more}`) : null),
        h("span", { class: "gtr-score-items" }, itemised(p, keys, input.labels, lang, hidden?.item, input.compact)),
      );
    })),
    input.compact ? fullPad(input, keys, t) : null,
    input.viewing ? h("div", { class: "gtr-viewing" }, input.viewing) : null,
  );
}

/** Every item for every player, one row an item, on demand (a compact board's full pad). */
function fullPad(input: ScoreInput, keys: string[], t: (s: string) => string): HTMLElement {
  const row = (k: string, total = false) => h("tr", { "data-item": k, class: total ? "gtr-score-total" : "" },
    h("th", { scope: "row" }, input.labels[k]),
    input.players.map((p) => h("td", {}, cell(p.score?.[k]))));
  return h("details", { class: "gtr-score-full" },
    h("summary", {}, t("Full score pad")),
    h("table", { class: "gtr-score-table" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), input.players.map((p) => h("th", { scope: "col" }, p.name)))),
      h("tbody", {}, keys.map((k) => row(k)), row("total", true))));
}

function renderFinal(input: ScoreInput, allKeys: string[], t: (s: string) => string): HTMLElement {
  const keys = input.compact ? [] : allKeys;
  const head = h("tr", {}, h("th", {}, t("Players")), keys.map((k) => h("th", {}, input.labels[k])),
    h("th", {}, input.labels.total), input.tieBreak ? h("th", {}, input.tieBreak) : null);
  const rows = input.players.map((p) => h(
    "tr",
    { class: input.winners.includes(p.seat) ? "gtr-winner" : "", "data-seat": p.seat },
    h("th", { scope: "row" }, input.winners.includes(p.seat) ? `★ ${p.name}` : p.name),
    keys.map((k) => h("td", {}, cell(p.score?.[k]))),
    h("td", { class: "gtr-score-total" }, cell(p.score?.total)),
    input.tieBreak ? h("td", {}, cell(p.hand_count)) : null,
  ));
  const names = input.players.filter((p) => input.winners.includes(p.seat)).map((p) => p.name);
  return h(
    "section",
    { class: "gtr-scoreboard gtr-final", "aria-label": t("Final score") },
    h("div", { class: "gtr-zone-title" }, t("Final score")),
    h("table", { class: "gtr-score-table" }, h("thead", {}, head), h("tbody", {}, rows)),
    h("div", { class: "gtr-winner-line" },
      `${t(names.length > 1 ? "Winners" : "Winner")}${colon(input.lang ?? "en")}${names.join(", ") || "—"}`),
  );
}
