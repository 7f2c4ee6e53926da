// The score as the game counts it, for any game: each player's `score` in the view (items and
// a total; null where this seat may not know it). A live board during play, in seating order
// with the decider marked; a full breakdown table with the tie-break and the winner at the end.
// A game may name its items and its tie-break in the view (`score_labels`, `tie_break`).
import { h } from "./dom";
import type { CoreView } from "./types";

/** Score items in the order they are shown; others follow in the order the game gives them. */
const ORDER = ["influence", "vault", "merchant_bonus", "buildings"];

export interface ScoreInput {
  players: { seat: number; name: string; score: Record<string, number | null> | null;
    hand_count: number | null; vault_count: number | null }[];
  decider: number | null;
  you: number | null;
  over: boolean;
  winners: number[];
  labels: Record<string, string>;
  /** The final table's tie-break column: its heading and one value per seat (else hand size). */
  tieBreak: { label: string; values: string[] } | null;
}

export function scoreInput(view: CoreView, t: (s: string) => string): ScoreInput {
  const keys = new Set<string>();
  const players = view.players.map((p) => {
    const raw = p as unknown as { score?: Record<string, number | null>; hand_count?: number;
      vault_count?: number };
    for (const k of Object.keys(raw.score ?? {})) if (k !== "total") keys.add(k);
    return { seat: p.seat, name: p.name, score: raw.score ?? null,
      hand_count: raw.hand_count ?? null, vault_count: raw.vault_count ?? null };
  });
  const own = view as unknown as { score_labels?: Record<string, string>;
    tie_break?: { label: string; values: string[] } };
  const labels: Record<string, string> = {};
  for (const k of [...keys, "total"]) {
    const word = own.score_labels?.[k];
    labels[k] = word ? t(word) : t(k === "total" ? "Total" : k).replace(/_/g, " ");
  }
  return { players, decider: view.decision?.player ?? null, you: view.seat, over: view.is_over,
    winners: view.winners ?? [], labels, tieBreak: own.tie_break ?? null };
}

function items(input: ScoreInput): string[] {
  const keys = Object.keys(input.labels).filter((k) => k !== "total");
  return [...ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !ORDER.includes(k))];
}

function cell(v: number | null | undefined): string {
  return v === null || v === undefined ? "?" : String(v);
}

/** One player's score in words: "influence 3 · vault 2 cards · buildings 0". */
function itemised(p: ScoreInput["players"][number], keys: string[], labels: Record<string, string>): string {
  const s = p.score ?? {};
  return keys.map((k) => {
    if (k === "vault" && s.vault === null) return `${labels.vault} ${p.vault_count ?? "?"}✉`;
    if (s[k] === null) return null;
    return `${labels[k]} ${cell(s[k])}`;
  }).filter(Boolean).join(" · ");
}

export function renderScoreboard(input: ScoreInput, t: (s: string) => string): HTMLElement {
  const keys = items(input);
  if (input.over) return renderFinal(input, keys, t);
  return h(
    "section",
    { class: "gtr-scoreboard", "aria-label": t("Score") },
    h("div", { class: "gtr-zone-title" }, t("Score")),
    h("ol", { class: "gtr-score-list" }, input.players.map((p) => {
      const total = p.score?.total;
      return h(
        "li",
        { class: `gtr-score-row${p.seat === input.decider ? " gtr-is-deciding" : ""}`,
          "data-seat": p.seat },
        h("span", { class: "gtr-decider-mark", "aria-hidden": "true" }, p.seat === input.decider ? "▶" : ""),
        h("span", { class: "gtr-score-name" }, p.name),
        p.seat === input.decider ? h("span", { class: "gtr-sr-only" }, ` (${t("deciding")})`) : null,
        h("span", { class: "gtr-score-total", title: t("Total") },
          total === null || total === undefined ? `≥${p.score?.influence ?? "?"}` : String(total)),
        h("span", { class: "gtr-score-items" }, itemised(p, keys, input.labels)),
      );
    })),
  );
}

function renderFinal(input: ScoreInput, keys: string[], t: (s: string) => string): HTMLElement {
  const head = h("tr", {}, h("th", {}, t("Players")), keys.map((k) => h("th", {}, input.labels[k])),
    h("th", {}, input.labels.total),
    h("th", {}, input.tieBreak ? t(input.tieBreak.label) : t("Tie-break: cards in hand")));
  const rows = input.players.map((p) => h(
    "tr",
    { class: input.winners.includes(p.seat) ? "gtr-winner" : "", "data-seat": p.seat },
    h("th", { scope: "row" }, input.winners.includes(p.seat) ? `★ ${p.name}` : p.name),
    keys.map((k) => h("td", {}, cell(p.score?.[k]))),
    h("td", { class: "gtr-score-total" }, cell(p.score?.total)),
    h("td", {}, input.tieBreak ? input.tieBreak.values[p.seat] ?? "?" : cell(p.hand_count)),
  ));
  const names = input.players.filter((p) => input.winners.includes(p.seat)).map((p) => p.name);
  return h(
    "section",
    { class: "gtr-scoreboard gtr-final", "aria-label": t("Final score") },
    h("div", { class: "gtr-zone-title" }, t("Final score")),
    h("table", { class: "gtr-score-table" }, h("thead", {}, head), h("tbody", {}, rows)),
    h("div", { class: "gtr-winner-line" }, `${t("Winner")}: ${names.join(", ") || "—"}`),
  );
}
