// The middle of the table, kept short so a player's own camp stays in view: the deck, the Jack
// pile and the Site stacks on one line (each stack: in town, and "+n" out of town), then the
// pool grouped by role, identical cards in a pile: the first shows its face and a count, each
// other copy is an edge beside it (still its own lit, clickable card).
import { h } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import { MATERIALS, cardTitle, materialClass, renderCard, renderStack } from "./card";
import type { Card, View } from "./types";
import { say } from "./words";

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
const same = (s: string) => s;

/** One material's Sites: the count in town, and out of town after a "+". */
function siteStack(m: string, inTown: number, out: number | undefined, ctx: BoardContext): HTMLElement {
  const name = ctx.name ?? same;
  const lang = ctx.lang ?? "en";
  return h(
    "div",
    {
      class: `gtr-stack gtr-site-stack ${materialClass(m)}`, "data-stack": m,
      title: out === undefined ? `${name(m)}: ${inTown}`
        : `${name(m)}: ${say(lang, "{in} in town, {out} out of town", { in: inTown, out })}`,
    },
    h("div", { class: "gtr-stack-label" }, name(m)),
    h("div", { class: "gtr-stack-count" }, String(inTown),
      out === undefined ? null : h("span", { class: "gtr-out-of-town" }, ` +${out}`)),
  );
}

function siteRow(sites: View["sites"], ctx: BoardContext): HTMLElement {
  const t = ctx.t ?? same;
  const inTown = sites.in_town ?? {};
  const outOfTown = sites.out_of_town ?? {};
  const hasOut = Object.keys(outOfTown).length > 0;
  const all = new Set([...Object.keys(inTown), ...Object.keys(outOfTown)]);
  const names = [...MATERIALS.filter((m) => all.has(m)),
    ...[...all].filter((m) => !(MATERIALS as readonly string[]).includes(m))];
  return h(
    "div",
    { class: "gtr-sites gtr-in-town" },
    h("div", { class: "gtr-zone-title" }, t(hasOut ? "Sites in town (+ out of town)" : "Sites in town")),
    h("div", { class: "gtr-row" }, names.map((m) => siteStack(m, inTown[m] ?? 0, hasOut ? outOfTown[m] ?? 0 : undefined, ctx))),
  );
}

/** Pool cards by role, in the order of the roles. */
export function poolGroups(pool: Card[]): [string, Card[]][] {
  const out = new Map<string, Card[]>();
  for (const c of pool) out.set(c.role ?? "?", [...(out.get(c.role ?? "?") ?? []), c]);
  return [...out.entries()].sort((a, b) => ROLES.indexOf(a[0]) - ROLES.indexOf(b[0]));
}

/** Cards of one name together, in the order they first appear (the first is the pile's top). */
export function piles(cards: Card[]): Card[][] {
  const out = new Map<string, Card[]>();
  for (const c of cards) out.set(c.name, [...(out.get(c.name) ?? []), c]);
  return [...out.values()];
}

export function renderCenter(input: CenterInput, ctx: BoardContext): HTMLElement {
  const t = ctx.t ?? same;
  const name = ctx.name ?? same;
  const sites = input.sites ?? { in_town: {}, out_of_town: {} };
  const lit = new Set(input.lit);
  const litNames = new Map<string, number>();
  for (const c of input.pool) if (lit.has(c.id) && !litNames.has(c.name)) litNames.set(c.name, c.id);
  const drawCard = (c: Card, i: number, pile: Card[]): HTMLElement => {
    const twin = lit.has(c.id) ? c.id : litNames.get(c.name);
    const el = renderCard(c, {
      catalogue: ctx.catalogue, small: true, name, t,
      lit: twin !== undefined,
      selected: input.selectedCard === c.id,
      count: i === 0 ? pile.length : undefined,
      onClick: (card) => ctx.onCard(twin ?? card.id, cardTitle(card, ctx.catalogue, name, t)),
    });
    return el;
  };
  return h(
    "section",
    { class: "gtr-center" },
    h("div", { class: "gtr-center-row" },
      h("div", { class: "gtr-piles" },
        renderStack("Deck", input.deck, null, t("Deck")), renderStack("Jacks", input.jacks, "jack", t("Jacks"))),
      siteRow(sites, ctx)),
    h(
      "div",
      { class: "gtr-zone gtr-pool" },
      h("div", { class: "gtr-zone-title" }, `${t("Pool")} (${input.pool.length})`),
      h("div", { class: "gtr-row gtr-pool-groups" }, poolGroups(input.pool).map(([role, cards]) =>
        h("div", { class: "gtr-pool-group", "data-role": role },
          h("div", { class: "gtr-group-head" }, `${name(role)} ×${cards.length}`),
          h("div", { class: "gtr-row" }, piles(cards).map((pile) =>
            h("div", { class: `gtr-pile${pile.length > 1 ? " gtr-pile-many" : ""}`, "data-copies": pile.length },
              pile.map((c, i) => drawCard(c, i, pile)))))),
      )),
    ),
  );
}
