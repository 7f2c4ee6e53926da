// The Glory to Rome renderer: the centre, the viewer's side in full, the others compact in
// seating order (they never move when the decider changes: the decider is marked instead).
import { colon } from "../../core/i18n";
import type { BoardContext, GameRenderer } from "../../core/renderer";
import { litAmong } from "../../core/renderer";
import type { Part } from "../../core/regions";
import type { CoreView } from "../../core/types";
import { campCardIds, renderCamp, type CampInput } from "./camp";
import { renderCenter, type CenterInput } from "./center";
import "./styles.css";
import type { View } from "./types";
import { MOVE_EXAMPLE, WORDS } from "./words";

/** The edition as people name it: "Republic", "Imperium", "First edition". */
export function editionName(edition: string): string {
  if (edition === "first") return "First edition";
  return edition ? edition[0].toUpperCase() + edition.slice(1) : "";
}

export function describeTurn(view: View, t: (s: string) => string = (s) => s): string {
  const leader = view.players[view.leader]?.name ?? "";
  return `${t("Turn")} ${view.turn} · ${t("Leader: {who}").replace("{who}", leader)}`;
}

function only(selected: number | null, ids: number[]): number | null {
  return selected !== null && ids.includes(selected) ? selected : null;
}

/** Whose side is drawn in full: the viewer's, or in the teaching view the decider's. */
export function mainSeat(view: View): number {
  if (view.seat !== null && view.seat !== undefined) return view.seat;
  return view.decision ? view.decision.player : view.leader;
}

export const gloryToRome: GameRenderer = {
  title(v: CoreView): string {
    const view = v as View;
    return `Glory to Rome · ${editionName(view.edition)}${view.training ? " (training)" : ""}`;
  },

  status(v: CoreView, t?: (s: string) => string): string {
    return describeTurn(v as View, t);
  },

  // Most points wins; a tie goes to the most cards in hand (003:317).
  finalScore: { tieBreak: "Tie-break: cards in hand", inPlay: true },

  words: WORDS,
  moveExample: MOVE_EXAMPLE,

  // The score items in the rulebook's order; the vault stays face down, its points unknown to
  // the others, until the end (003:279).
  score: {
    order: ["influence", "vault", "merchant_bonus", "buildings"],
    hidden: { item: "vault", count: "vault_count", more: "+ vault",
      why: "the vault's value is hidden until the end" },
  },

  headline(v: CoreView, ctx: BoardContext): string | null {
    const view = v as View;
    if (!view.role || view.is_over) return null;
    const name = ctx.name ?? ((s: string) => s);
    return `${(ctx.t ?? ((s: string) => s))("Role led")}${colon(ctx.lang ?? "en")}${name(view.role)}`;
  },

  board(v: CoreView, ctx: BoardContext): Part[] {
    const view = v as View;
    const poolIds = view.pool.map((c) => c.id);
    const center: CenterInput = {
      deck: view.deck, jacks: view.jacks, pool: view.pool, sites: view.sites,
      lit: litAmong(ctx.lit, poolIds), selectedCard: only(ctx.selectedCard, poolIds),
      catalogueStamp: ctx.catalogueStamp,
    };
    const decider = view.decision ? view.decision.player : null;
    const main = mainSeat(view);
    const big = view.players.length >= 4;
    const camp = (p: View["players"][number]): Part => {
      const ids = campCardIds(p);
      const buildings = p.buildings.map((b) => b.id);
      const input: CampInput = {
        player: p, lit: litAmong(ctx.lit, ids), litTargets: litAmong(ctx.litTargets, buildings),
        selectedCard: only(ctx.selectedCard, ids), selectedTarget: only(ctx.selectedTarget, buildings),
        leader: p.seat === view.leader, deciding: p.seat === decider, you: p.seat === view.seat,
        catalogueStamp: ctx.catalogueStamp, main: p.seat === main,
        aimed: ctx.litSeats?.has(p.seat) ?? false,
        covered: p.seat === main && !!ctx.handsCovered,
        collapsed: big && p.seat !== main,
      };
      return { key: `camp-${p.seat}`, input, draw: () => renderCamp(input, ctx) };
    };
    // The viewer's side first, then the others in seating order; in a hot seat, where the
    // side in full follows the decider, every side keeps its seat's place.
    const others = view.players.filter((p) => p.seat !== main).map(camp);
    const mine = view.players.filter((p) => p.seat === main).map(camp);
    const camps = ctx.hotSeat ? view.players.map(camp) : [...mine, ...others];
    return [{ key: "center", input: center, draw: () => renderCenter(center, ctx) }, ...camps];
  },
};
