// A player's side: a header with coins, influence and score, the hand, and the city as a grid.
// Cells keep their names (a-f, 1-7) as the city grows; the grid shows the city's extent plus
// one cell of margin. While this player builds, the cells a build may use light up, and a
// building an aqueduct may replace is marked as such (dashed, with the word "replace").
// In full the hand stands beside the grid; compact (another player's city) the grid is small,
// each building shows its kind in short, and the whole card is in the cell's tooltip.
import { h, pressable } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import { areaMarks, type AreaMarks } from "./areas";
import { cardInfo, kindClass, kindTag, renderCard } from "./card";
import { token } from "./strip";
import { say } from "./words";
import { COLUMNS, ROWS, cellIndex, cellName, parseCell, type Card, type Cell, type Player, type View } from "./types";

export interface CityInput {
  player: Player;
  deciding: boolean;
  you: boolean;
  /** Cell indexes a build may use now (for the selected card, if one is selected). */
  litCells: number[];
  /** Of those, the occupied ones an aqueduct would replace. */
  replace: number[];
  /** What building there adds to the score, by cell index: the selected card's, else the
   * best of the hand's ("up to"). */
  gains: Record<number, number>;
  gainsUpTo: boolean;
  selectedCell: number | null;
  litCards: number[];
  selectedCard: number | null;
  covered: boolean;
  /** The opening draft is on: show the card this seat kept so far. */
  drafting: boolean;
  /** Drawn small: another player's city. */
  compact: boolean;
  stamp: number;
  /** The table's language. */
  lang?: string;
}

/** A building's kind in a few letters, for compact cells (the tooltip has the rest). */
export function shortTag(card: Card): string {
  if (card.category === "residential") return `House ${card.value}`;
  if (card.category === "production") return "Farm";
  if (card.category === "aqueduct") return "Aqued.";
  return kindTag(card);
}

/** The rectangle drawn: the city's cells and the cells it may still grow into, inside the
 * frame (a city already four wide gets no margin column: it cannot grow that way). */
export function extent(p: Player): { c0: number; c1: number; r0: number; r1: number } {
  const pts: [number, number][] = p.city.map((c) => [c.col, c.row]);
  for (const n of [...p.open_cells, ...p.aqueduct_cells]) pts.push(parseCell(n));
  if (!pts.length) pts.push([2, 3], [3, 3]);
  const cols = pts.map((x) => x[0]);
  const rows = pts.map((x) => x[1]);
  return { c0: Math.min(...cols), c1: Math.max(...cols), r0: Math.min(...rows), r1: Math.max(...rows) };
}

function cellEl(col: number, row: number, at: Cell | undefined, input: CityInput, ctx: BoardContext,
  place: string, marks: AreaMarks): HTMLElement {
  const idx = cellIndex(col, row);
  const name = cellName(col, row);
  const lit = input.litCells.includes(idx);
  const replace = input.replace.includes(idx);
  const house = at ? marks.houses.get(name) : undefined;
  const serves = at ? marks.public.get(name) : undefined;
  const cls = ["gc-cell", at ? `gc-built ${kindClass(at.card)}` : "gc-open"];
  if (house) cls.push("gc-in-area", `gc-area-v${house.value}`);
  if (serves) cls.push("gc-serves");
  if (lit) cls.push("gc-lit");
  if (replace) cls.push("gc-replace");
  if (input.selectedCell === idx && lit) cls.push("gc-selected");
  const nm = ctx.name ?? ((s: string) => s);
  const info = at ? `${name}: ${cardInfo(at.card, ctx.catalogue, nm)}` : say(ctx.lang, "{cell}: empty", { cell: name });
  const el = h(
    "div",
    { class: cls.join(" "), "data-cell": name, "data-index": idx, "data-area": house?.area, title: info,
      style: place },
    input.compact ? null : h("span", { class: "gc-cell-name" }, name),
    at && !input.compact ? h("span", { class: "gc-cell-card" }, nm(at.card.name)) : null,
    at ? h("span", { class: "gc-cell-tag" }, input.compact ? shortTag(at.card) : kindTag(at.card),
      at.card.stars && !input.compact ? ` ${"★".repeat(at.card.stars)}` : "") : null,
    h("span", { class: "gc-chips" },
      at?.brick_token ? h("span", { class: "gc-chip gc-brick-token", title: "a brick token to spend" },
        input.compact ? "▬" : "▬ token") : null,
      at && at.point_tokens ? h("span", { class: "gc-chip gc-points", title: "point tokens" },
        input.compact ? `+${at.point_tokens}` : `+${at.point_tokens} pts`) : null,
      replace ? h("span", { class: "gc-chip gc-replace-mark", title: "an aqueduct built here replaces this building" }, "⇄") : null,
      house?.first ? h("span", { class: "gc-chip gc-area-points", "data-points": house.points,
        title: say(ctx.lang, "this residential area scores {n} now", { n: house.points }) }, `=${house.points}`) : null,
      serves ? h("span", { class: "gc-chip gc-serves-mark",
        title: say(ctx.lang, "next to a residential area: counts for its score") }, "⌂") : null),
    lit && !at ? h("span", { class: "gc-build-here" }, say(ctx.lang, "build here")) : null,
    lit && input.gains[idx] !== undefined
      ? h("span", { class: "gc-gain", "data-gain": input.gains[idx],
          title: say(ctx.lang, input.gainsUpTo ? "building here adds up to {n} points now" : "building here adds {n} points now",
            { n: input.gains[idx] }) },
        `${input.gainsUpTo ? "≤" : ""}+${input.gains[idx]}`)
      : null,
  );
  if (lit) pressable(el, () => ctx.onTarget(idx, null, info));
  return el;
}

export function renderGrid(input: CityInput, ctx: BoardContext): HTMLElement {
  const p = input.player;
  const { c0, c1, r0, r1 } = extent(p);
  const byCell = new Map(p.city.map((c) => [cellIndex(c.col, c.row), c]));
  const marks = areaMarks(p);
  const kids: HTMLElement[] = [];
  const at = (c: number, r: number) => `grid-column:${c - c0 + 2};grid-row:${r - r0 + 2}`;
  for (let c = c0; c <= c1; c++) {
    kids.push(h("div", { class: "gc-axis", style: `grid-column:${c - c0 + 2};grid-row:1` }, cellName(c, 0)[0]));
  }
  for (let r = r0; r <= r1; r++) {
    kids.push(h("div", { class: "gc-axis", style: `grid-column:1;grid-row:${r - r0 + 2}` }, String(r + 1)));
    for (let c = c0; c <= c1; c++) kids.push(cellEl(c, r, byCell.get(cellIndex(c, r)), input, ctx, at(c, r), marks));
  }
  const cols = `14px repeat(${c1 - c0 + 1}, var(--gc-cell-w))`;
  const rows = `14px repeat(${r1 - r0 + 1}, var(--gc-cell-h))`;
  return h("div", { class: `gc-grid${input.compact ? " gc-grid-compact" : ""}`, "aria-label": say(ctx.lang, "{who}'s city", { who: p.name }),
    style: `grid-template-columns:${cols};grid-template-rows:${rows}` }, kids);
}

function stat(label: string, value: string | number, key: string): HTMLElement {
  return h("span", { class: "gc-stat", "data-stat": key }, h("span", { class: "gc-stat-label" }, label), ` ${value}`);
}

function hand(input: CityInput, ctx: BoardContext): HTMLElement {
  const p = input.player;
  const lang = ctx.lang;
  const title = say(lang, "Hand ({n})", { n: p.hand_count });
  const name = ctx.name ?? ((s: string) => s);
  const lit = new Set(input.litCards);
  if (p.hand && !input.covered) {
    const extra: Card[] = p.drafted && input.drafting ? [p.drafted] : [];
    return h("div", { class: "gc-hand", "data-hand": p.seat },
      h("div", { class: "gc-zone-title" }, title),
      h("div", { class: "gc-hand-cards" },
        p.hand.length ? p.hand.map((c) => renderCard(c, {
          lit: lit.has(c.id), selected: input.selectedCard === c.id, catalogue: ctx.catalogue, name,
          onClick: (card) => ctx.onCard(card.id, cardInfo(card, ctx.catalogue, name)),
        })) : h("span", { class: "gc-muted" }, say(lang, "empty")),
        extra.map((c) => h("div", { class: "gc-drafted" }, say(lang, "kept in the draft: "), renderCard(c, { small: true, name })))));
  }
  return h("div", { class: "gc-hand gc-hidden-hand", "data-hand": p.seat },
    h("div", { class: "gc-zone-title" }, title),
    h("div", { class: "gc-hand-cards" },
      p.hand_known.length ? p.hand_known.map((c) => renderCard(c, { small: true, name })) : null,
      p.hand_count > p.hand_known.length
        ? h("span", { class: "gc-muted" }, say(lang, "{n} unseen", { n: p.hand_count - p.hand_known.length })) : null));
}

export function renderCity(input: CityInput, ctx: BoardContext): HTMLElement {
  const p = input.player;
  const total = p.score?.total;
  const lang = ctx.lang;
  const cls = ["gc-player"];
  if (input.deciding) cls.push("gc-deciding");
  if (input.compact) cls.push("gc-compact");
  const infl = p.influence_cards.map((c) => `◆${c.value}`).join(" ") || say(lang, "none");
  const head = h("header", { class: "gc-player-head" },
    token(p, lang),
    h("strong", { class: "gc-player-name" }, p.name),
    input.deciding ? h("span", { class: "gc-badge gc-badge-deciding" }, say(lang, "▶ deciding")) : null,
    p.is_first ? h("span", { class: "gc-badge" }, say(lang, "first player")) : null,
    input.you ? h("span", { class: "gc-badge" }, say(lang, "you")) : null,
    h("span", { class: "gc-total", "data-total": total ?? "" }, say(lang, "{n} pts", { n: total ?? "?" })));
  const stats = h("div", { class: "gc-stats" },
    stat(say(lang, "Coins"), p.coins, "coins"),
    stat(say(lang, "Influence tokens"), p.influence_tokens, "influence"),
    stat(say(lang, "Influence cards"), infl, "cards"),
    p.brick_tokens ? stat(say(lang, "Brick tokens"), p.brick_tokens, "brick_tokens") : null,
    p.emissaries.length ? stat(say(lang, "Emissary on space"), p.emissaries.join(", "), "emissaries") : null);
  const rubble = p.rubble.length
    ? h("div", { class: "gc-muted gc-rubble" }, say(lang, "Replaced: {list}", { list: p.rubble.map((c) => c.name).join(", ") })) : null;
  if (input.compact) {
    const nm = ctx.name ?? ((s: string) => s);
    // The hand as a count, with the cards this viewer knows there by name.
    const knownCards = input.covered ? [] : p.hand_known;
    const known = h("div", { class: "gc-known", "data-hand": p.seat }, say(lang, "Hand ({n})", { n: p.hand_count }),
      knownCards.length ? ": " : null,
      knownCards.flatMap((c, k) => [k ? ", " : null, h("span", { class: "gc-known-card", "data-card": c.id,
        title: cardInfo(c, ctx.catalogue, nm) }, nm(c.name))]));
    return h("section", { class: cls.join(" "), "data-seat": p.seat, "aria-label": say(lang, "{who}'s city", { who: p.name }) },
      head, stats, known, renderGrid(input, ctx), rubble);
  }
  return h(
    "section",
    { class: cls.join(" "), "data-seat": p.seat, "aria-label": say(lang, "{who}'s city", { who: p.name }) },
    head, stats,
    h("div", { class: "gc-city-body" }, renderGrid(input, ctx), hand(input, ctx)),
    input.litCells.length
      ? h("div", { class: "gc-legend" }, say(lang, "Lit cells: build here. "),
          input.replace.length ? say(lang, "Dashed ⇄: an aqueduct built there replaces the building.") : "")
      : null,
    rubble,
  );
}

/** The cells a build may use for this player now: all of them, or the selected card's. */
export function cityInput(view: View, p: Player, ctx: BoardContext, compact = false): CityInput {
  const deciding = view.decision?.player === p.seat;
  const building = deciding && view.phase === "act";
  const handIds = (p.hand ?? []).map((c) => c.id);
  let lit: number[] = [];
  if (building) {
    const all = [...ctx.litTargets].filter((i) => i >= 0 && i < COLUMNS * ROWS);
    const sel = (p.hand ?? []).find((c) => c.id === ctx.selectedCard);
    if (sel) {
      const names = new Set(sel.category === "aqueduct" ? p.aqueduct_cells : p.open_cells);
      lit = all.filter((i) => names.has(cellName(i % COLUMNS, Math.floor(i / COLUMNS))));
    } else {
      lit = all;
    }
  }
  const occupied = new Set(p.city.map((c) => cellIndex(c.col, c.row)));
  const table = building && view.turn?.seat === p.seat ? view.turn.build_gains ?? {} : {};
  const picked = ctx.selectedCard !== null ? table[String(ctx.selectedCard)] : undefined;
  const gains: Record<number, number> = {};
  for (const cells of picked ? [picked] : Object.values(table)) {
    for (const [cell, n] of Object.entries(cells)) gains[Number(cell)] = Math.max(gains[Number(cell)] ?? n, n);
  }
  return {
    gains, gainsUpTo: !picked && Object.keys(table).length > 1,
    player: p, deciding, you: view.seat === p.seat,
    litCells: lit.sort((a, b) => a - b), replace: lit.filter((i) => occupied.has(i)),
    selectedCell: building ? ctx.selectedTarget : null,
    litCards: handIds.filter((i) => ctx.lit.has(i)).sort((a, b) => a - b),
    selectedCard: ctx.selectedCard !== null && handIds.includes(ctx.selectedCard) ? ctx.selectedCard : null,
    covered: !!ctx.handsCovered && view.seat === p.seat,
    drafting: view.phase === "draft",
    compact,
    stamp: ctx.catalogueStamp, lang: ctx.lang,
  };
}
