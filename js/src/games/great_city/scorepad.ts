// The score pad as printed: one row per category, one column per player, the winner marked.
// Drawn at the end of the game; during play the same items are the provisional score.
import { h } from "../../core/dom";
import type { View } from "./types";
import { say } from "./words";

export const PAD: [string, string][] = [
  ["residential_2", "Residential areas (2)"], ["residential_3", "Residential areas (3)"],
  ["residential_4", "Residential areas (4)"], ["aqueducts", "Aqueducts"], ["temples", "Temples"],
  ["coins", "Coins"], ["influence_tokens", "Influence tokens"], ["influence_cards", "Influence cards"],
  ["shrine", "Shrine"], ["total", "Total"],
];

export interface PadInput {
  players: { seat: number; name: string; score: Record<string, number | null> }[];
  winners: number[];
  reason: string | null;
  /** Category names in people's words (the view's score_labels). */
  labels: Record<string, string>;
  /** The tie-break row: its heading and one value per seat (001:223). */
  tieBreak: { label: string; values: string[] } | null;
  /** The table's language. */
  lang?: string;
}

export function padInput(view: View): PadInput {
  return {
    players: view.players.map((p) => ({ seat: p.seat, name: p.name, score: p.score ?? {} })),
    winners: view.winners ?? [], reason: view.end_said ?? view.end_reason ?? null,
    labels: view.score_labels ?? {}, tieBreak: view.tie_break ?? null,
  };
}

export function renderPad(input: PadInput): HTMLElement {
  const keys = new Set(input.players.flatMap((p) => Object.keys(p.score)));
  const lang = input.lang;
  const rows = PAD.filter(([k]) => keys.has(k)).map(([k, label]): [string, string] => [k, say(lang, input.labels[k] ?? label)]);
  for (const k of keys) if (!PAD.some(([x]) => x === k)) rows.splice(rows.length - 1, 0, [k, k.replace(/_/g, " ")]);
  const names = input.winners.map((w) => input.players[w]?.name).filter(Boolean);
  const win = names.join(say(lang, " and "));
  // One winner "wins", two "win"; a winner named "You" "win" too (the second person).
  const one = names.length === 1 && names[0] !== "You";
  return h(
    "section",
    { class: "gc-pad", "aria-label": say(lang, "Score pad") },
    h("div", { class: "gc-pad-head" }, h("strong", {}, say(lang, "Score pad")),
      win ? h("span", { class: "gc-winner" }, ` · ★ ${say(lang, one ? "{who} wins" : "{who} win", { who: win })}`) : null,
      input.reason ? h("span", { class: "gc-muted" }, ` · ${input.reason}`) : null),
    h("table", { class: "gc-pad-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, say(lang, "Category")),
        input.players.map((p) => h("th", { scope: "col", class: input.winners.includes(p.seat) ? "gc-win" : "" },
          input.winners.includes(p.seat) ? `★ ${p.name}` : p.name)))),
      h("tbody", {}, rows.map(([k, label]) => h("tr", { class: k === "total" ? "gc-pad-total" : "", "data-row": k },
        h("th", { scope: "row" }, label),
        input.players.map((p) => h("td", {}, String(p.score[k] ?? 0))))),
        input.tieBreak ? h("tr", { class: "gc-pad-tie", "data-row": "tie_break" },
          h("th", { scope: "row" }, say(lang, input.tieBreak.label)),
          input.players.map((p) => h("td", {}, input.tieBreak?.values[p.seat] ?? ""))) : null)),
  );
}
