// What the explanation box's hint line says while the pointer rests on a move or a card: the
// rule the move follows and the card whose text it uses, or the hovered card's own text and
// the rules of the moves it is lit for, each with its rulebook reference. The browser's
// tooltip alone showed a card's text without saying where the rulebook has it.
import { movesByCard } from "./moves";
import { ruleLine } from "./prompt";
import type { MoveJSON } from "./types";

export interface HoverInput {
  moves: MoveJSON[];
  glossary: Record<string, [string, string]>;
  /** Function texts by card name (the synced catalogue). */
  catalogue: Record<string, string>;
  name: (english: string) => string;
}

/** A card's text and its reference ("card:<name>" in the glossary), or null without text. */
function cardLine(card: string, x: HoverInput): HTMLElement | null {
  const text = x.catalogue[card];
  if (!text) return null;
  return ruleLine(`${x.name(card)}: ${text}`, x.glossary[`card:${card}`]?.[1] ?? "", "gtr-rule gtr-card-rule");
}

function ruleOf(m: MoveJSON, x: HoverInput): HTMLElement | null {
  const entry = x.glossary[m.rule ?? ""];
  return entry && entry[0] ? ruleLine(entry[0], entry[1]) : null;
}

/** The card whose power a move uses: the catalogue's card named by the move's verb. */
function powerCard(m: MoveJSON, x: HoverInput): string | null {
  if (!m.power) return null;
  return Object.keys(x.catalogue).find((c) => c.toLowerCase() === m.verb.toLowerCase()) ?? null;
}

/** The hint for the element under the pointer, or null when it is neither a move nor a card. */
export function hoverLines(el: HTMLElement, x: HoverInput): HTMLElement[] | null {
  const button = el.closest<HTMLElement>("[data-move]");
  if (button) {
    const m = x.moves.find((mv) => String(mv.id) === button.dataset.move);
    if (!m) return null;
    const power = powerCard(m, x);
    return [ruleOf(m, x), power ? cardLine(power, x) : null].filter((e): e is HTMLElement => e !== null);
  }
  const card = el.closest<HTMLElement>("[data-card][data-name]");
  if (!card) return null;
  const lines: (HTMLElement | null)[] = [cardLine(card.dataset.name ?? "", x)];
  const used = movesByCard(x.moves).get(Number(card.dataset.card)) ?? [];
  const seen = new Set<string>();
  for (const m of used) {
    if (seen.has(m.rule ?? "")) continue;
    seen.add(m.rule ?? "");
    lines.push(ruleOf(m, x));
  }
  return lines.filter((e): e is HTMLElement => e !== null);
}
