// One player's side of the table. The player whose cards are shown gets the full camp (hand,
// cards played, buildings, clientele, stockpile, vault); the others are compact, in seating
// order, and may be collapsed at a big table. A camp is one region: drawn again only when its
// own input (below) changes.
import { h } from "../../core/dom";
import { colon } from "../../core/i18n";
import type { BoardContext } from "../../core/renderer";
import { cardTitle, renderBack, renderCard, renderChip } from "./card";
import type { Building, Card, Player } from "./types";
import { isCard } from "./types";
import { say } from "./words";

/** Everything a camp is drawn from: its player, and only its own lit and selected ids. */
export interface CampInput {
  player: Player;
  lit: number[];
  litTargets: number[];
  selectedCard: number | null;
  selectedTarget: number | null;
  leader: boolean;
  deciding: boolean;
  you: boolean;
  catalogueStamp: number;
  /** Drawn in full (the viewer's side) rather than compact. */
  main?: boolean;
  /** A move aims at this player (a give, a steal). */
  aimed?: boolean;
  /** The hand is covered (hot seat, before the next person uncovers it). */
  covered?: boolean;
  /** Compact and folded: a big table. */
  collapsed?: boolean;
}

/** Every card id a camp shows, and the ids of its buildings (what moves may aim at). */
export function campCardIds(p: Player): number[] {
  const ids: number[] = [];
  const add = (cards: (Card | { hidden: true })[] | null) => {
    for (const c of cards ?? []) if (isCard(c)) ids.push(c.id);
  };
  add(p.hand);
  add(p.camp);
  add(p.clientele);
  add(p.stockpile);
  add(p.vault);
  for (const b of p.buildings) {
    ids.push(b.foundation.id);
    add(b.materials);
  }
  return ids;
}

interface Drawing {
  input: CampInput;
  lit: Set<number>;
  ctx: BoardContext;
}

const same = (s: string) => s;

/** For each name with a lit card in `list`, the lit id: identical cards each light up and a
 * click on any of them means the lit one. */
function twins(list: Card[], lit: Set<number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of list) if (lit.has(c.id) && !out.has(c.name)) out.set(c.name, c.id);
  return out;
}

/** Cards of a zone; `chips` draws compact chips, named by material or (`byName`) by card. */
function cards(list: Card[], d: Drawing, small = true, chips = false, byName = false): HTMLElement[] {
  const twin = twins(list, d.lit);
  const name = d.ctx.name ?? same;
  const t = d.ctx.t ?? same;
  return list.map((c) => {
    const id = d.lit.has(c.id) ? c.id : twin.get(c.name);
    const opts = {
      catalogue: d.ctx.catalogue, small, name, t,
      lit: id !== undefined,
      selected: d.input.selectedCard === c.id,
      label: byName ? name(c.name) : undefined,
      onClick: (card: Card) => d.ctx.onCard(id ?? card.id, cardTitle(card, d.ctx.catalogue, name, t)),
    };
    return chips ? renderChip(c, opts) : renderCard(c, opts);
  });
}

function zone(title: string, cls: string, ...content: (Node | null)[]): HTMLElement {
  return h("div", { class: `gtr-zone ${cls}` }, h("div", { class: "gtr-zone-title" }, title), ...content);
}

/** Clients grouped by the role they give, so "2 Architect clients" reads at a glance. */
export function groupByRole(clients: Card[]): Map<string, Card[]> {
  const out = new Map<string, Card[]>();
  for (const c of clients) {
    const key = c.role ?? "?";
    out.set(key, [...(out.get(key) ?? []), c]);
  }
  return out;
}

/** A structure: its foundation card, and beside it its progress, its Site and its materials
 * as chips (a completed one is marked ✔ with a solid frame; an unfinished one has a dashed
 * frame). Compact, so a camp of several structures fits on one line. */
function renderBuilding(b: Building, d: Drawing): HTMLElement {
  const t = d.ctx.t ?? same;
  const name = d.ctx.name ?? same;
  const lang = d.ctx.lang ?? "en";
  const flags = [b.out_of_town ? t("out of town") : null, b.public ? t("public") : null, b.stolen ? t("stolen") : null]
    .filter(Boolean);
  const aimed = d.input.litTargets.includes(b.id);
  const foundationLit = d.lit.has(b.foundation.id) || aimed;
  return h(
    "div",
    {
      class: `gtr-building ${b.complete ? "gtr-complete" : "gtr-incomplete"}${aimed ? " gtr-lit" : ""}${
        d.input.selectedTarget === b.id ? " gtr-selected" : ""
      }`,
      "data-building": b.id,
    },
    renderCard(b.foundation, {
      catalogue: d.ctx.catalogue, small: true, name, t,
      lit: foundationLit,
      selected: d.input.selectedCard === b.foundation.id,
      onClick: () => d.ctx.onTarget(b.id, b.foundation.id, cardTitle(b.foundation, d.ctx.catalogue, name, t)),
    }),
    h(
      "div",
      { class: "gtr-building-info" },
      b.complete
        ? h("span", { class: "gtr-building-state gtr-done" }, `✔ ${t("complete")}`)
        : h("span", { class: "gtr-building-state" },
          say(lang, "{n}/{of} materials", { n: b.materials.length, of: b.needed })),
      h("span", { class: `gtr-site gtr-m-${b.site.toLowerCase()}` }, say(lang, "{m} site", { m: name(b.site) })),
      flags.length ? h("span", { class: "gtr-muted" }, flags.join(", ")) : null,
      b.materials.length ? h("div", { class: "gtr-materials" }, cards(b.materials, d, true, true)) : null,
    ),
  );
}

function renderHand(p: Player, d: Drawing): HTMLElement {
  const t = d.ctx.t ?? same;
  if (p.hand && !d.input.covered) {
    return zone(`${t("Hand")} (${p.hand.length})`, "gtr-hand", h("div", { class: "gtr-row" }, cards(p.hand, d, !d.input.main)));
  }
  const backs = Array.from({ length: Math.min(p.hand_count, 12) }, () => renderBack("", true));
  return zone(
    `${t("Hand")} (${p.hand_count})`,
    "gtr-hand gtr-hand-hidden",
    h("div", { class: "gtr-row gtr-backs" }, backs),
  );
}

function renderVault(p: Player, d: Drawing): HTMLElement {
  const t = d.ctx.t ?? same;
  const known = p.vault.filter(isCard);
  const hidden = p.vault_count - known.length;
  return zone(`${t("Vault")} (${p.vault_count})`, "gtr-vault",
    h("div", { class: "gtr-row" }, cards(known, d, true, true),
      hidden > 0 ? h("span", { class: "gtr-chip gtr-back", title: t("face down") },
        say(d.ctx.lang ?? "en", hidden === 1 ? "{n} card face down" : "{n} cards face down", { n: hidden }))
        : null));
}

function head(input: CampInput, d: Drawing): HTMLElement {
  const p = input.player;
  const t = d.ctx.t ?? same;
  return h(
    "header",
    { class: "gtr-camp-head" },
    input.deciding ? h("span", { class: "gtr-decider-mark", "aria-hidden": "true" }, "▶") : null,
    h("strong", { class: "gtr-camp-name" }, p.name),
    input.leader ? h("span", { class: "gtr-badge gtr-leader" }, t("Leader")) : null,
    input.deciding ? h("span", { class: "gtr-badge gtr-deciding" }, t("deciding")) : null,
    h("span", { class: "gtr-muted" }, `${t("Influence")} ${p.influence}`),
    input.collapsed ? foldedSummary(p, d) : null,
    input.aimed ? h("span", { class: "gtr-badge gtr-aimed" }, `◎ ${t("target")}`) : null,
  );
}

/** What a folded camp still says: its counts and the cards it played this turn, so a big
 * table reads at a glance without unfolding anyone. */
function foldedSummary(p: Player, d: Drawing): HTMLElement {
  const t = d.ctx.t ?? same;
  const name = d.ctx.name ?? same;
  const done = p.buildings.filter((b) => b.complete).length;
  const parts = [
    `${t("Hand")} ${p.hand_count}`,
    `${t("Buildings")} ${p.buildings.length}${done ? ` (${done} ✔)` : ""}`,
    `${t("Clientele")} ${p.clientele.length}`,
    `${t("Stockpile")} ${p.stockpile.length}`,
    `${t("Vault")} ${p.vault_count}`,
  ];
  const played = p.camp.map((c) => name(c.name)).join(", ");
  return h("span", { class: "gtr-muted gtr-folded" }, ` · ${parts.join(" · ")}`,
    played ? h("span", { class: "gtr-folded-played" }, ` · ${t("Played this turn")}${colon(d.ctx.lang ?? "en")}${played}`) : null);
}

function clientZone(p: Player, d: Drawing): HTMLElement {
  const t = d.ctx.t ?? same;
  const name = d.ctx.name ?? same;
  const limit = p.limits?.clientele !== undefined ? `/${p.limits.clientele}` : "";
  return zone(
    `${t("Clientele")} (${p.clientele.length}${limit})`,
    "gtr-clientele",
    h("div", { class: "gtr-row" }, [...groupByRole(p.clientele).entries()].map(([role, list]) =>
      h("div", { class: "gtr-client-group", "data-role": role },
        h("span", { class: "gtr-group-head" }, `${name(role)} ×${list.length}`),
        h("div", { class: "gtr-row" }, cards(list, d, true, true, true))))),
  );
}

export function renderCamp(input: CampInput, ctx: BoardContext): HTMLElement {
  const p = input.player;
  const d: Drawing = { input, lit: new Set(input.lit), ctx };
  const t = ctx.t ?? same;
  const cls = `gtr-camp${input.main ? " gtr-main-camp" : " gtr-opponent"}${input.deciding ? " gtr-active" : ""}${
    input.aimed ? " gtr-aimed-camp" : ""}`;
  const zones = [
    renderHand(p, d),
    p.camp.length ? zone(t("Played this turn"), "gtr-played", h("div", { class: "gtr-row" }, cards(p.camp, d, true))) : null,
    zone(`${t("Buildings")} (${p.buildings.length})`, "gtr-buildings",
      h("div", { class: "gtr-row" }, p.buildings.map((b) => renderBuilding(b, d)))),
    h("div", { class: "gtr-camp-zones" },
      clientZone(p, d),
      zone(`${t("Stockpile")} (${p.stockpile.length})`, "gtr-stockpile", h("div", { class: "gtr-row" }, cards(p.stockpile, d, true, true))),
      renderVault(p, d)),
  ];
  if (input.collapsed && !input.deciding && !input.lit.length && !input.aimed) {
    const details = h("details", { class: cls, "data-seat": p.seat }, h("summary", {}, head(input, d)), ...zones);
    return details;
  }
  return h("section", { class: cls, "data-seat": p.seat, "aria-label": p.name }, head(input, d), ...zones);
}
