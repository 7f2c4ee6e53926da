// The Glory to Rome renderer: the centre and one camp per player, each a region of its own.
import type { BoardContext, GameRenderer } from "../../core/renderer";
import { litAmong } from "../../core/renderer";
import type { Part } from "../../core/regions";
import type { CoreView } from "../../core/types";
import { campCardIds, renderCamp, type CampInput } from "./camp";
import { renderCenter, type CenterInput } from "./center";
import "./styles.css";
import type { View } from "./types";

export function describeTurn(view: View): string {
  const leader = view.players[view.leader]?.name ?? `seat ${view.leader}`;
  const role = view.role ? `${view.role} led` : "no role led yet";
  return `Turn ${view.turn} · Leader: ${leader} · ${role}`;
}

function only(selected: number | null, ids: number[]): number | null {
  return selected !== null && ids.includes(selected) ? selected : null;
}

export const gloryToRome: GameRenderer = {
  title(v: CoreView): string {
    const view = v as View;
    return `Glory to Rome · ${view.edition}${view.training ? " (training)" : ""}`;
  },

  status(v: CoreView): string {
    return describeTurn(v as View);
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
    // The viewer's own camp first, the others in seat order after it.
    const players = [...view.players].sort(
      (a, b) => Number(b.seat === view.seat) - Number(a.seat === view.seat) || a.seat - b.seat,
    );
    const camps = players.map((p): Part => {
      const ids = campCardIds(p);
      const buildings = p.buildings.map((b) => b.id);
      const input: CampInput = {
        player: p, lit: litAmong(ctx.lit, ids), litTargets: litAmong(ctx.litTargets, buildings),
        selectedCard: only(ctx.selectedCard, ids), selectedTarget: only(ctx.selectedTarget, buildings),
        leader: p.seat === view.leader, deciding: p.seat === decider, you: p.seat === view.seat,
        catalogueStamp: ctx.catalogueStamp,
      };
      return { key: `camp-${p.seat}`, input, draw: () => renderCamp(input, ctx) };
    });
    return [{ key: "center", input: center, draw: () => renderCenter(center, ctx) }, ...camps];
  },
};
