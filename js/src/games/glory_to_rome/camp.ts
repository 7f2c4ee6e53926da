// One player's side of the table: hand, camp, clientele, stockpile, vault and buildings.
// A camp is one region: it is drawn again only when its own input (below) changes.
import { h, plural } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import { cardTitle, renderBack, renderCard } from "./card";
import type { Building, Card, Player } from "./types";
import { isCard } from "./types";

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

function cards(list: Card[], d: Drawing, small = true): HTMLElement[] {
  return list.map((c) =>
    renderCard(c, {
      catalogue: d.ctx.catalogue,
      small,
      lit: d.lit.has(c.id),
      selected: d.input.selectedCard === c.id,
      onClick: (card) => d.ctx.onCard(card.id, cardTitle(card, d.ctx.catalogue)),
    }),
  );
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

function renderBuilding(b: Building, d: Drawing): HTMLElement {
  const state = b.complete ? "complete" : `${b.materials.length}/${b.needed} materials`;
  const flags = [
    b.out_of_town ? "out of town" : null,
    b.public ? "public" : null,
    b.stolen ? "stolen" : null,
  ].filter(Boolean);
  const aimed = d.input.litTargets.includes(b.id);
  return h(
    "div",
    {
      class: `gtr-building ${b.complete ? "gtr-complete" : "gtr-incomplete"}${aimed ? " gtr-lit" : ""}${
        d.input.selectedTarget === b.id ? " gtr-selected" : ""
      }`,
      "data-building": b.id,
    },
    renderCard(b.foundation, {
      catalogue: d.ctx.catalogue,
      lit: d.lit.has(b.foundation.id) || aimed,
      selected: d.input.selectedCard === b.foundation.id,
      onClick: () => d.ctx.onTarget(b.id, b.foundation.id, cardTitle(b.foundation, d.ctx.catalogue)),
    }),
    h(
      "div",
      { class: "gtr-building-info" },
      h("span", { class: `gtr-site gtr-m-${b.site.toLowerCase()}` }, `${b.site} site`),
      h("span", { class: "gtr-building-state" }, b.complete ? "✔ complete" : state),
      flags.length ? h("span", { class: "gtr-muted" }, flags.join(", ")) : null,
    ),
    b.materials.length ? h("div", { class: "gtr-materials" }, cards(b.materials, d)) : null,
  );
}

function renderHand(p: Player, d: Drawing): HTMLElement {
  if (p.hand) {
    return zone(`Hand (${p.hand.length})`, "gtr-hand", h("div", { class: "gtr-row" }, cards(p.hand, d, false)));
  }
  const backs = Array.from({ length: Math.min(p.hand_count, 12) }, () => renderBack("", true));
  return zone(
    `Hand: ${plural(p.hand_count, "card")}`,
    "gtr-hand gtr-hand-hidden",
    h("div", { class: "gtr-row gtr-backs" }, backs),
  );
}

function renderVault(p: Player, d: Drawing): HTMLElement {
  const items = p.vault.map((c) => (isCard(c) ? cards([c], d)[0] : renderBack("vault", true)));
  return zone(`Vault: ${p.vault_count}`, "gtr-vault", h("div", { class: "gtr-row" }, items));
}

export function renderCamp(input: CampInput, ctx: BoardContext): HTMLElement {
  const p = input.player;
  const d: Drawing = { input, lit: new Set(input.lit), ctx };
  const clients = groupByRole(p.clientele);
  const badges = [
    input.leader ? h("span", { class: "gtr-badge gtr-leader" }, "Leader") : null,
    input.deciding ? h("span", { class: "gtr-badge gtr-deciding" }, "to decide") : null,
    input.you ? h("span", { class: "gtr-badge gtr-you" }, "you") : null,
  ];
  const score = p.score && typeof p.score.total === "number" ? ` · score ${p.score.total}` : "";
  const limit = p.limits?.clientele !== undefined ? `/${p.limits.clientele}` : "";
  return h(
    "section",
    { class: `gtr-camp${input.deciding ? " gtr-active" : ""}`, "data-seat": p.seat },
    h(
      "header",
      { class: "gtr-camp-head" },
      h("strong", {}, p.name),
      h("span", { class: "gtr-muted" }, ` seat ${p.seat} · Influence ${p.influence}${score}`),
      ...badges,
    ),
    renderHand(p, d),
    p.camp.length ? zone("Played this turn", "gtr-played", h("div", { class: "gtr-row" }, cards(p.camp, d))) : null,
    h(
      "div",
      { class: "gtr-camp-zones" },
      zone(
        `Clientele (${p.clientele.length}${limit})`,
        "gtr-clientele",
        h(
          "div",
          { class: "gtr-row" },
          [...clients.entries()].map(([role, list]) =>
            h("div", { class: "gtr-client-group", "data-role": role },
              h("span", { class: "gtr-muted" }, `${role} ×${list.length}`),
              h("div", { class: "gtr-row" }, cards(list, d))),
          ),
        ),
      ),
      zone(`Stockpile (${p.stockpile.length})`, "gtr-stockpile", h("div", { class: "gtr-row" }, cards(p.stockpile, d))),
      renderVault(p, d),
    ),
    zone(
      `Buildings (${p.buildings.length})`,
      "gtr-buildings",
      h("div", { class: "gtr-row" }, p.buildings.map((b) => renderBuilding(b, d))),
    ),
  );
}
