// The middle of the table: pool, deck, Jack pile and Site stacks.
import { MATERIALS, renderCard, renderStack } from "./card";
import { h } from "./dom";
import type { Card, View } from "./types";

export interface CenterContext {
  catalogue: Record<string, string>;
  lit: Set<number>;
  selectedCard: number | null;
  onCard: (card: Card) => void;
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

export function renderCenter(view: View, ctx: CenterContext): HTMLElement {
  const sites = view.sites ?? { in_town: {}, out_of_town: {} };
  return h(
    "section",
    { class: "gtr-center" },
    h(
      "div",
      { class: "gtr-piles" },
      renderStack("Deck", view.deck, null),
      renderStack("Jacks", view.jacks, "jack"),
    ),
    h(
      "div",
      { class: "gtr-zone gtr-pool" },
      h("div", { class: "gtr-zone-title" }, `Pool (${view.pool.length})`),
      h(
        "div",
        { class: "gtr-row" },
        view.pool.map((c) =>
          renderCard(c, {
            catalogue: ctx.catalogue,
            lit: ctx.lit.has(c.id),
            selected: ctx.selectedCard === c.id,
            onClick: ctx.onCard,
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
