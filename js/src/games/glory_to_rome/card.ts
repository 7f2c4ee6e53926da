// One card: colour by material, role and material spelled out (colour-blind safe), value shown.
import { h } from "../../core/dom";
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
  /** Show a compact card (stockpile, clientele, materials). */
  small?: boolean;
  /** Extra label, e.g. the role a client gives. */
  label?: string;
  onClick?: (card: Card) => void;
}

export function materialClass(material: string | null): string {
  return material ? `gtr-m-${material.toLowerCase()}` : "gtr-m-jack";
}

/** Tooltip text: what the card is and, for buildings, what it does in this edition. */
export function cardTitle(card: Card, catalogue: Record<string, string> = {}): string {
  if (card.name === "Jack") return "Jack: lead or follow any role (not Thinker)";
  const head = `${card.name} — ${card.material ?? "?"} / ${card.role ?? "?"}, value ${card.value}`;
  const text = catalogue[card.name];
  return text ? `${head}\n${text}` : head;
}

export function renderCard(card: Card, opts: CardOptions = {}): HTMLElement {
  const classes = ["gtr-card", materialClass(card.material)];
  if (opts.small) classes.push("gtr-small");
  if (opts.lit) classes.push("gtr-lit");
  if (opts.selected) classes.push("gtr-selected");
  if (card.name.length > 7) classes.push("gtr-long-name");
  const isJack = card.name === "Jack";
  const el = h(
    "div",
    {
      class: classes.join(" "),
      title: cardTitle(card, opts.catalogue),
      "data-card": card.id,
      "data-name": card.name,
      role: opts.onClick ? "button" : undefined,
      tabindex: opts.onClick ? 0 : undefined,
    },
    h("div", { class: "gtr-card-name" }, card.name),
    isJack
      ? h("div", { class: "gtr-card-role" }, "any role")
      : h("div", { class: "gtr-card-role" }, card.role ?? ""),
    isJack ? null : h("div", { class: "gtr-card-material" }, card.material ?? ""),
    isJack ? null : h("div", { class: "gtr-card-value", title: "value" }, String(card.value)),
    opts.label ? h("div", { class: "gtr-card-label" }, opts.label) : null,
  );
  if (opts.onClick) {
    const onClick = opts.onClick;
    el.addEventListener("click", (ev) => {
      ev.stopPropagation();
      onClick(card);
    });
    el.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        onClick(card);
      }
    });
  }
  return el;
}

/** A face-down card: only that it exists is known. */
export function renderBack(label = "hidden", small = false): HTMLElement {
  return h("div", { class: `gtr-card gtr-back${small ? " gtr-small" : ""}`, title: label }, label);
}

/** A stack drawn as one card with a count, e.g. a Site stack or the deck. */
export function renderStack(label: string, count: number, material: string | null): HTMLElement {
  return h(
    "div",
    {
      class: `gtr-stack ${material ? materialClass(material) : "gtr-back"}`,
      title: `${label}: ${count}`,
      "data-stack": label,
    },
    h("div", { class: "gtr-stack-label" }, label),
    h("div", { class: "gtr-stack-count" }, String(count)),
  );
}
