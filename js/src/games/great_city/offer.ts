// The offer, shown by deck (I to IV), with each deck's size and where its influence cards lie;
// and, when a choice is made from cards only one seat sees (the opening draft, a School), those
// cards, face up for that seat and as a count for the others.
import { h } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import { cardInfo, renderCard } from "./card";
import type { Card, Deck, View } from "./types";
import { say } from "./words";

export interface OfferInput {
  decks: string[];
  counts: Record<string, Deck>;
  offer: Record<string, Card[]>;
  /** The private choice on the table: title, cards (null: hidden), count. */
  choice: { title: string; cards: Card[] | null; count: number } | null;
  lit: number[];
  selected: number | null;
  stamp: number;
  /** The table's language. */
  lang?: string;
}

function cards(list: Card[], input: OfferInput, ctx: BoardContext): HTMLElement[] {
  const lit = new Set(input.lit);
  const name = ctx.name ?? ((s: string) => s);
  return list.map((c) => renderCard(c, {
    lit: lit.has(c.id), selected: input.selected === c.id, catalogue: ctx.catalogue, name,
    onClick: (card) => ctx.onCard(card.id, cardInfo(card, ctx.catalogue, name)),
  }));
}

export function renderOffer(input: OfferInput, ctx: BoardContext): HTMLElement {
  const choice = input.choice;
  const lang = input.lang;
  return h(
    "section",
    { class: "gc-offer", "aria-label": say(lang, "Offer") },
    input.decks.map((d) => {
      const deck = input.counts[d];
      const inf = deck?.influence_from_top ?? [];
      const where = inf.length
        ? ` · ${say(lang, "influence {list}", { list: inf.map(([k, v]) => say(lang, "◆{v} at {k}", { v, k: k + 1 })).join(", ") })}`
        : "";
      return h("div", { class: "gc-deck", "data-deck": d },
        h("div", { class: "gc-zone-title" }, `${say(lang, "Deck {d} · {n} left", { d, n: deck?.count ?? 0 })}${where}`),
        h("div", { class: "gc-row" },
          (input.offer[d] ?? []).length ? cards(input.offer[d], input, ctx)
            : h("span", { class: "gc-muted gc-empty" }, say(lang, "no card offered"))));
    }),
    choice
      ? h("div", { class: "gc-deck gc-choice-cards", "data-choice": choice.title },
          h("div", { class: "gc-zone-title" }, `${choice.title} (${choice.count})`),
          h("div", { class: "gc-row" },
            choice.cards ? cards(choice.cards, input, ctx)
              : h("span", { class: "gc-muted" }, say(lang, "{n} cards, hidden from you", { n: choice.count }))))
      : null,
  );
}

export function offerInput(view: View, ctx: BoardContext): OfferInput {
  let choice: OfferInput["choice"] = null;
  if (view.draft) {
    const who = view.players[view.draft.seat]?.name ?? "";
    choice = { title: say(ctx.lang, "Draft: {who} keeps one", { who }), cards: view.draft.cards, count: view.draft.count };
  } else if (view.school && view.phase !== "school_deck") {
    const who = view.players[view.school.seat]?.name ?? "";
    const what = view.phase === "school_keep" ? "School: {who} keeps one (deck {d})"
      : "School: {who} orders the rest under (deck {d})";
    choice = { title: say(ctx.lang, what, { who, d: view.school.deck ?? "?" }),
      cards: view.school.cards, count: view.school.count };
  }
  const ids = [...Object.values(view.offer).flat(), ...(choice?.cards ?? [])].map((c) => c.id);
  const lit = ids.filter((i) => ctx.lit.has(i)).sort((a, b) => a - b);
  return {
    decks: view.decks_in_use, counts: view.decks, offer: view.offer, choice, lit,
    selected: ctx.selectedCard !== null && ids.includes(ctx.selectedCard) ? ctx.selectedCard : null,
    stamp: ctx.catalogueStamp, lang: ctx.lang,
  };
}
