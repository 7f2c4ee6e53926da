// One building card. Its kind is always spelled out (a tag such as "Baths" or "House 3"), so
// colour is a second cue, never the only one; the palette lives in styles.css.
import { h, pressable } from "../../core/dom";
import type { Card } from "./types";

/** The short tag a card carries: its public group, its house value, or its category. */
export function kindTag(card: Card): string {
  if (card.category === "public" && card.group) return card.group[0].toUpperCase() + card.group.slice(1);
  if (card.category === "residential") return `House ${card.value}`;
  if (card.category === "production") return "Production";
  return card.category[0].toUpperCase() + card.category.slice(1);
}

/** The CSS class carrying a card's colour (public buildings by group). */
export function kindClass(card: Card): string {
  return card.category === "public" && card.group ? `gc-k-${card.group}` : `gc-k-${card.category}`;
}

/** Tooltip and inspector text: name, kind, cost and stars, then the catalogue's text. */
export function cardInfo(card: Card, catalogue: Record<string, string> = {}, name = (s: string) => s): string {
  const stars = card.stars ? `, ${"★".repeat(card.stars)} (${card.stars} influence)` : "";
  const deck = card.deck && card.deck !== "start" ? `deck ${card.deck}, ` : "";
  const head = `${name(card.name)} — ${kindTag(card)}, ${deck}cost ${card.cost}${stars}`;
  const text = catalogue[card.name];
  return text ? `${head}\n${text}` : head;
}

export interface CardOptions {
  lit?: boolean;
  selected?: boolean;
  small?: boolean;
  catalogue?: Record<string, string>;
  name?: (s: string) => string;
  onClick?: (card: Card) => void;
}

export function renderCard(card: Card, opts: CardOptions = {}): HTMLElement {
  const name = opts.name ?? ((s: string) => s);
  const cls = ["gc-card", kindClass(card)];
  if (opts.small) cls.push("gc-small");
  if (opts.lit) cls.push("gc-lit");
  if (opts.selected) cls.push("gc-selected");
  const el = h(
    "div",
    { class: cls.join(" "), "data-card": card.id, "data-name": card.name,
      title: cardInfo(card, opts.catalogue, name) },
    h("div", { class: "gc-card-name" }, name(card.name)),
    h("div", { class: "gc-card-meta" },
      h("span", { class: "gc-tag" }, kindTag(card)),
      card.stars ? h("span", { class: "gc-stars", "aria-label": `${card.stars} stars` }, "★".repeat(card.stars)) : null,
      opts.small ? null : h("span", { class: "gc-cost" }, `cost ${card.cost}`)),
  );
  const onClick = opts.onClick;
  if (onClick) pressable(el, () => onClick(card));
  return el;
}
