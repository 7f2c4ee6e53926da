// One card: colour by material, role and material spelled out (colour-blind safe), value shown
// in its own corner at the foot (never over the text, never squeezing the name). A name wraps
// only between words. Materials in a stockpile or under a building are compact chips. Names
// come in the table's language.
import { h, pressable } from "../../core/dom";
import type { Card } from "./types";

/** Material → CSS class; colours live in styles.css so the palette is in one place. */
export const MATERIALS = ["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"] as const;

export interface CardOptions {
  /** Function texts by card name for the edition being played (the synced catalogue). */
  catalogue?: Record<string, string>;
  /** Moves use this card: draw it lit and clickable. */
  lit?: boolean;
  /** Currently chosen in the move chooser. */
  selected?: boolean;
  /** Show a compact card (clientele, foundations). */
  small?: boolean;
  /** Extra label, e.g. the role a client gives; a chip's whole text. */
  label?: string;
  /** How many identical cards this one stands for (a pile in the pool): shown as "×n". */
  count?: number;
  /** A name in the table's language. */
  name?: (english: string) => string;
  /** An interface word in the table's language. */
  t?: (english: string) => string;
  onClick?: (card: Card) => void;
}

export function materialClass(material: string | null): string {
  return material ? `gtr-m-${material.toLowerCase()}` : "gtr-m-jack";
}

const same = (s: string) => s;

/** Tooltip text: what the card is and, for buildings, what it does in this edition. */
export function cardTitle(card: Card, catalogue: Record<string, string> = {}, name = same, t = same): string {
  if (card.name === "Jack") return `${name("Jack")}: ${t("lead or follow any role (not Thinker)")}`;
  const head = `${name(card.name)} — ${name(card.material ?? "?")} / ${name(card.role ?? "?")}, ${t("value")} ${card.value}`;
  const text = catalogue[card.name];
  return text ? `${head}\n${text}` : head;
}

function clickable(el: HTMLElement, card: Card, onClick?: (card: Card) => void): HTMLElement {
  return onClick ? pressable(el, () => onClick(card)) : el;
}

function stateClasses(opts: CardOptions): string[] {
  const out: string[] = [];
  if (opts.lit) out.push("gtr-lit");
  if (opts.selected) out.push("gtr-selected");
  return out;
}

export function renderCard(card: Card, opts: CardOptions = {}): HTMLElement {
  const name = opts.name ?? same;
  const t = opts.t ?? same;
  const classes = ["gtr-card", materialClass(card.material), ...stateClasses(opts)];
  if (opts.small) classes.push("gtr-small");
  const shown = name(card.name);
  if (Math.max(...shown.split(" ").map((w) => w.length)) > 9) classes.push("gtr-long-name");
  const isJack = card.name === "Jack";
  const value = isJack ? null : h("span", { class: "gtr-card-value", title: t("value") }, String(card.value));
  // The foot holds the last line of text and the value, side by side.
  const role = isJack ? t("any role") : name(card.role ?? "");
  const material = isJack ? "" : name(card.material ?? "");
  const last = opts.small || isJack ? role : material;
  const el = h(
    "div",
    {
      class: classes.join(" "),
      title: cardTitle(card, opts.catalogue, name, t),
      "data-card": card.id,
      "data-name": card.name,
    },
    h("div", { class: "gtr-card-name" }, shown,
      opts.count && opts.count > 1 ? " " : null,
      opts.count && opts.count > 1 ? h("span", { class: "gtr-card-count" }, `×${opts.count}`) : null),
    opts.small || isJack ? null : h("div", { class: "gtr-card-role" }, role),
    h("div", { class: "gtr-card-foot" },
      h("span", { class: opts.small || isJack ? "gtr-card-role" : "gtr-card-material" }, last), value),
    opts.label ? h("div", { class: "gtr-card-label" }, opts.label) : null,
  );
  return clickable(el, card, opts.onClick);
}

/** A material as a compact chip (stockpile, a building's materials). */
export function renderChip(card: Card, opts: CardOptions = {}): HTMLElement {
  const name = opts.name ?? same;
  const classes = ["gtr-chip", materialClass(card.material), ...stateClasses(opts)];
  const el = h(
    "span",
    { class: classes.join(" "), title: cardTitle(card, opts.catalogue, name, opts.t), "data-card": card.id,
      "data-name": card.name },
    opts.label ?? name(card.material ?? card.name),
  );
  return clickable(el, card, opts.onClick);
}

/** A face-down card: only that it exists is known. */
export function renderBack(label = "hidden", small = false): HTMLElement {
  return h("div", { class: `gtr-card gtr-back${small ? " gtr-small" : ""}`, title: label }, label);
}

/** A stack drawn as one card with a count, e.g. a Site stack or the deck. */
export function renderStack(label: string, count: number, material: string | null, shown = label): HTMLElement {
  return h(
    "div",
    {
      class: `gtr-stack ${material ? materialClass(material) : "gtr-back"}`,
      title: `${shown}: ${count}`,
      "data-stack": label,
    },
    h("div", { class: "gtr-stack-label" }, shown),
    h("div", { class: "gtr-stack-count" }, String(count)),
  );
}
