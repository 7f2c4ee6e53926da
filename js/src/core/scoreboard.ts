// The score as the game counts it, for any game: each player's `score` in the view (items and
// a total; null where this seat may not know it). A live board during play, in seating order
// with the decider marked and bots tagged; a full breakdown table with the tie-break and the
// winner at the end. Where a part is hidden (a face-down vault), the board shows the points
// counted so far and says what is still to come ("3 + vault"), never a bare bound like "≥3".
import { h } from "./dom";
import { colon, say } from "./i18n";
import type { CoreView } from "./types";

/** Score items in the order they are shown; others follow in the order the game gives them. */
const ORDER = ["influence", "vault", "merchant_bonus", "buildings"];

export interface ScoreInput {
  players: { seat: number; name: string; score: Record<string, number | null> | null;
    hand_count: number | null; vault_count: number | null; seat_label?: string }[];
  decider: number | null;
  you: number | null;
  over: boolean;
  winners: number[];
  labels: Record<string, string>;
  /** Whose cards are shown ("Viewing: You"), or "" to say nothing. */
  viewing?: string;
  /** The label of the final table's tie-break column (cards in hand), if the game has one. */
  tieBreak?: string;
  lang?: string;
}

export function scoreInput(view: CoreView, t: (s: string) => string, seats: string[] = [],
  viewing = "", lang = "en", tieBreak?: string): ScoreInput {
  const keys = new Set<string>();
  const players = view.players.map((p) => {
    const raw = p as unknown as { score?: Record<string, number | null>; hand_count?: number;
      vault_count?: number };
    for (const k of Object.keys(raw.score ?? {})) if (k !== "total") keys.add(k);
    const label = seats[p.seat];
    return { seat: p.seat, name: p.name, score: raw.score ?? null,
      hand_count: raw.hand_count ?? null, vault_count: raw.vault_count ?? null,
      seat_label: label && label !== "human" ? label : undefined };
  });
  // A game may name its items in people's words (the view's `score_labels`).
  const words = (view as unknown as { score_labels?: Record<string, string> }).score_labels ?? {};
  const labels: Record<string, string> = {};
  for (const k of [...keys, "total"]) {
    labels[k] = words[k] ? t(words[k]) : t(k === "total" ? "Total" : k).replace(/_/g, " ");
  }
  return { players, decider: view.decision?.player ?? null, you: view.seat, over: view.is_over,
    winners: view.winners ?? [], labels, viewing, lang, tieBreak: tieBreak ? t(tieBreak) : undefined };
}

function items(input: ScoreInput): string[] {
  const keys = Object.keys(input.labels).filter((k) => k !== "total");
  return [...ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !ORDER.includes(k))];
}

function cell(v: number | null | undefined): string {
  return v === null || v === undefined ? "?" : String(v);
}

type Row = ScoreInput["players"][number];

/** One player's score in words: "influence 3 · vault 2 hidden · buildings 0". Items nobody
 * may know yet (a merchant bonus that depends on hidden vaults) are left out. */
export function itemised(p: Row, keys: string[], labels: Record<string, string>, lang = "en"): string {
  const s = p.score ?? {};
  return keys.map((k) => {
    if (k === "vault" && s.vault === null) {
      return `${labels.vault} ${say(lang, "{n} hidden", { n: p.vault_count ?? "?" })}`;
    }
    if (s[k] === null || s[k] === undefined) return null;
    return `${labels[k]} ${s[k]}`;
  }).filter(Boolean).join(" · ");
}

/** The points counted so far, and whether a hidden vault is still to add to them. */
export function pointsSoFar(p: Row): { points: number; more: boolean } {
  const s = p.score ?? {};
  if (typeof s.total === "number") return { points: s.total, more: false };
  let points = 0;
  for (const [k, v] of Object.entries(s)) if (k !== "total" && typeof v === "number") points += v;
  return { points, more: s.vault === null && (p.vault_count ?? 1) > 0 };
}

export function renderScoreboard(input: ScoreInput, t: (s: string) => string): HTMLElement {
  const keys = items(input);
  if (input.over) return renderFinal(input, keys, t);
  const lang = input.lang ?? "en";
  return h(
    "section",
    { class: "gtr-scoreboard", "aria-label": t("Score") },
    h("div", { class: "gtr-zone-title" }, t("Score")),
    h("ol", { class: "gtr-score-list" }, input.players.map((p) => {
      const { points, more } = pointsSoFar(p);
      const deciding = p.seat === input.decider;
      return h(
        "li",
        { class: `gtr-score-row${deciding ? " gtr-is-deciding" : ""}`, "data-seat": p.seat },
        h("span", { class: "gtr-decider-mark", "aria-hidden": "true" }, deciding ? "▶" : ""),
        h("span", { class: "gtr-score-name" }, p.name,
          p.seat_label ? h("span", { class: "gtr-bot-tag", title: p.seat_label }, ` ${t("bot")}`) : null,
          deciding ? h("span", { class: "gtr-sr-only" }, ` (${t("deciding")})`) : null),
        h("span", { class: "gtr-score-total", title: more
          ? `${t("points so far")}; ${t("the vault's value is hidden until the end")}` : t("Total") },
          String(points), more ? h("span", { class: "gtr-score-more" }, ` ${t("+ vault")}`) : null),
        h("span", { class: "gtr-score-items" }, itemised(p, keys, input.labels, lang)),
      );
    })),
    input.viewing ? h("div", { class: "gtr-viewing" }, input.viewing) : null,
  );
}

function renderFinal(input: ScoreInput, keys: string[], t: (s: string) => string): HTMLElement {
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
