// The middle of the table: pool, deck, Jack pile and Site stacks (one region).
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

function siteRow(title: string, counts: Record<string, number>, cls: string): HTMLElement {
  const names = [...MATERIALS.filter((m) => m in counts), ...Object.keys(counts).filter(
    (m) => !(MATERIALS as readonly string[]).includes(m),
  )];
  return h(
    "div",
    { class: `gtr-sites ${cls}` },
    h("div", { class: "gtr-zone-title" }, title),
    h("div", { class: "gtr-row" }, names.map((m) => renderStack(m, counts[m] ?? 0, m))),
  );
}

export function renderCenter(input: CenterInput, ctx: BoardContext): HTMLElement {
  const sites = input.sites ?? { in_town: {}, out_of_town: {} };
  const lit = new Set(input.lit);
  return h(
    "section",
    { class: "gtr-center" },
    h("div", { class: "gtr-piles" }, renderStack("Deck", input.deck, null), renderStack("Jacks", input.jacks, "jack")),
    h(
      "div",
      { class: "gtr-zone gtr-pool" },
      h("div", { class: "gtr-zone-title" }, `Pool (${input.pool.length})`),
      h(
        "div",
        { class: "gtr-row" },
        input.pool.map((c) =>
          renderCard(c, {
            catalogue: ctx.catalogue,
            lit: lit.has(c.id),
            selected: input.selectedCard === c.id,
            onClick: (card) => ctx.onCard(card.id, cardTitle(card, ctx.catalogue)),
          }),
        ),
      ),
    ),
    siteRow("Sites in town", sites.in_town ?? {}, "gtr-in-town"),
    Object.keys(sites.out_of_town ?? {}).length
      ? siteRow("Sites out of town", sites.out_of_town, "gtr-out-of-town")
      : null,
  );
}
