// One player's side of the table: hand, camp, clientele, stockpile, vault and buildings.
import { renderBack, renderCard } from "./card";
import { h, plural } from "./dom";
import type { Building, Card, Player } from "./types";
import { isCard } from "./types";

export interface CampContext {
  catalogue: Record<string, string>;
  lit: Set<number>;
  litTargets: Set<number>;
  selectedCard: number | null;
  selectedTarget: number | null;
  leader: number;
  decider: number | null;
  viewerSeat: number | null;
  onCard: (card: Card) => void;
  onBuilding: (b: Building) => void;
}

function cards(list: Card[], ctx: CampContext, small = true): HTMLElement[] {
  return list.map((c) =>
    renderCard(c, {
      catalogue: ctx.catalogue,
      small,
      lit: ctx.lit.has(c.id),
      selected: ctx.selectedCard === c.id,
      onClick: ctx.onCard,
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

function renderBuilding(b: Building, ctx: CampContext): HTMLElement {
  const state = b.complete ? "complete" : `${b.materials.length}/${b.needed} materials`;
  const flags = [
    b.out_of_town ? "out of town" : null,
    b.public ? "public" : null,
    b.stolen ? "stolen" : null,
  ].filter(Boolean);
  const el = h(
    "div",
    {
      class: `gtr-building ${b.complete ? "gtr-complete" : "gtr-incomplete"}${
        ctx.litTargets.has(b.id) ? " gtr-lit" : ""
      }${ctx.selectedTarget === b.id ? " gtr-selected" : ""}`,
      "data-building": b.id,
    },
    renderCard(b.foundation, {
      catalogue: ctx.catalogue,
      lit: ctx.lit.has(b.foundation.id) || ctx.litTargets.has(b.id),
      selected: ctx.selectedCard === b.foundation.id,
      onClick: () => ctx.onBuilding(b),
    }),
    h(
      "div",
      { class: "gtr-building-info" },
      h("span", { class: `gtr-site gtr-m-${b.site.toLowerCase()}` }, `${b.site} site`),
      h("span", { class: "gtr-building-state" }, b.complete ? "✔ complete" : state),
      flags.length ? h("span", { class: "gtr-muted" }, flags.join(", ")) : null,
    ),
    b.materials.length
      ? h("div", { class: "gtr-materials" }, cards(b.materials, ctx))
      : null,
  );
  return el;
}

function renderHand(p: Player, ctx: CampContext): HTMLElement {
  if (p.hand) {
    return zone(
      `Hand (${p.hand.length})`,
      "gtr-hand",
      h("div", { class: "gtr-row" }, cards(p.hand, ctx, false)),
    );
  }
  const backs = Array.from({ length: Math.min(p.hand_count, 12) }, () => renderBack("", true));
  return zone(
    `Hand: ${plural(p.hand_count, "card")}`,
    "gtr-hand gtr-hand-hidden",
    h("div", { class: "gtr-row gtr-backs" }, backs),
  );
}

function renderVault(p: Player, ctx: CampContext): HTMLElement {
  const items = p.vault.map((c) => (isCard(c) ? cards([c], ctx)[0] : renderBack("vault", true)));
  return zone(`Vault: ${p.vault_count}`, "gtr-vault", h("div", { class: "gtr-row" }, items));
}

export function renderCamp(p: Player, ctx: CampContext): HTMLElement {
  const clients = groupByRole(p.clientele);
  const badges = [
    p.seat === ctx.leader ? h("span", { class: "gtr-badge gtr-leader" }, "Leader") : null,
    p.seat === ctx.decider ? h("span", { class: "gtr-badge gtr-deciding" }, "to decide") : null,
    p.seat === ctx.viewerSeat ? h("span", { class: "gtr-badge gtr-you" }, "you") : null,
  ];
  const score = p.score && typeof p.score.total === "number" ? ` · score ${p.score.total}` : "";
  return h(
    "section",
    {
      class: `gtr-camp${p.seat === ctx.decider ? " gtr-active" : ""}`,
      "data-seat": p.seat,
    },
    h(
      "header",
      { class: "gtr-camp-head" },
      h("strong", {}, p.name),
      h("span", { class: "gtr-muted" }, ` seat ${p.seat} · Influence ${p.influence}${score}`),
      ...badges,
    ),
    renderHand(p, ctx),
    p.camp.length
      ? zone("Played this turn", "gtr-played", h("div", { class: "gtr-row" }, cards(p.camp, ctx)))
      : null,
    h(
      "div",
      { class: "gtr-camp-zones" },
      zone(
        `Clientele (${p.clientele.length}${p.limits?.clientele !== undefined ? `/${p.limits.clientele}` : ""})`,
        "gtr-clientele",
        h(
          "div",
          { class: "gtr-row" },
          [...clients.entries()].map(([role, list]) =>
            h("div", { class: "gtr-client-group", "data-role": role },
              h("span", { class: "gtr-muted" }, `${role} ×${list.length}`),
              h("div", { class: "gtr-row" }, cards(list, ctx))),
          ),
        ),
      ),
      zone(
        `Stockpile (${p.stockpile.length})`,
        "gtr-stockpile",
        h("div", { class: "gtr-row" }, cards(p.stockpile, ctx)),
      ),
      renderVault(p, ctx),
    ),
    zone(
      `Buildings (${p.buildings.length})`,
      "gtr-buildings",
      h("div", { class: "gtr-row" }, p.buildings.map((b) => renderBuilding(b, ctx))),
    ),
  );
}
