// The middle of the table: pool (grouped by role, with counts), deck, Jack pile and Site stacks.
import { h } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import { MATERIALS, cardTitle, renderCard, renderStack } from "./card";
import type { Card, View } from "./types";

/** What the centre is drawn from: its piles, and only its own lit and selected ids. */
export interface CenterInput {
  deck: number;
  jacks: number;
  pool: Card[];
  sites: View["sites"];
  lit: number[];
  selectedCard: number | null;
  catalogueStamp: number;
}

const ROLES = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"];

function siteRow(title: string, counts: Record<string, number>, cls: string, ctx: BoardContext): HTMLElement {
  const name = ctx.name ?? ((s: string) => s);
  const names = [...MATERIALS.filter((m) => m in counts), ...Object.keys(counts).filter(
    (m) => !(MATERIALS as readonly string[]).includes(m),
  )];
  return h(
    "div",
    { class: `gtr-sites ${cls}` },
    h("div", { class: "gtr-zone-title" }, title),
    h("div", { class: "gtr-row" }, names.map((m) => renderStack(m, counts[m] ?? 0, m, name(m)))),
  );
}

/** Pool cards by role, in the order of the roles. */
export function poolGroups(pool: Card[]): [string, Card[]][] {
  const out = new Map<string, Card[]>();
  for (const c of pool) out.set(c.role ?? "?", [...(out.get(c.role ?? "?") ?? []), c]);
  return [...out.entries()].sort((a, b) => ROLES.indexOf(a[0]) - ROLES.indexOf(b[0]));
}

export function renderCenter(input: CenterInput, ctx: BoardContext): HTMLElement {
  const t = ctx.t ?? ((s: string) => s);
  const name = ctx.name ?? ((s: string) => s);
  const sites = input.sites ?? { in_town: {}, out_of_town: {} };
  const lit = new Set(input.lit);
  const litNames = new Map<string, number>();
  for (const c of input.pool) if (lit.has(c.id) && !litNames.has(c.name)) litNames.set(c.name, c.id);
  return h(
    "section",
    { class: "gtr-center" },
    h("div", { class: "gtr-piles" },
      renderStack("Deck", input.deck, null, t("Deck")), renderStack("Jacks", input.jacks, "jack", t("Jacks"))),
    h(
      "div",
      { class: "gtr-zone gtr-pool" },
      h("div", { class: "gtr-zone-title" }, `${t("Pool")} (${input.pool.length})`),
      h("div", { class: "gtr-row gtr-pool-groups" }, poolGroups(input.pool).map(([role, cards]) =>
        h("div", { class: "gtr-pool-group", "data-role": role },
          h("div", { class: "gtr-group-head" }, `${name(role)} ×${cards.length}`),
          h("div", { class: "gtr-row" }, cards.map((c) => {
            const twin = lit.has(c.id) ? c.id : litNames.get(c.name);
            return renderCard(c, {
              catalogue: ctx.catalogue, small: true, name,
              lit: twin !== undefined,
              selected: input.selectedCard === c.id,
              onClick: (card) => ctx.onCard(twin ?? card.id, cardTitle(card, ctx.catalogue, name)),
            });
          }))),
      )),
    ),
    siteRow(t("Sites in town"), sites.in_town ?? {}, "gtr-in-town", ctx),
    Object.keys(sites.out_of_town ?? {}).length
      ? siteRow(t("Sites out of town"), sites.out_of_town, "gtr-out-of-town", ctx)
      : null,
  );
}
