// The Great City of Rome renderer: the round band (round, strip with the Emperor, influence
// waiting, the acting player's bricks and cogs), the offer by deck, then every player's city
// in seating order (cities never move; the decider is marked), and the score pad at the end.
import type { BoardContext, GameRenderer } from "../../core/renderer";
import type { Part } from "../../core/regions";
import type { CoreView } from "../../core/types";
import { cityInput, renderCity } from "./city";
import { offerInput, renderOffer } from "./offer";
import { padInput, renderPad } from "./scorepad";
import { PHASES, renderStrip, stripInput } from "./strip";
import "./styles.css";
import type { View } from "./types";

/** "Round 4 of 14 · Actions · first player Ann". */
export function describeRound(view: View): string {
  const round = view.round === 0 ? "Setup draft" : `Round ${view.round} of ${view.rounds}`;
  const first = view.players[view.first_player]?.name ?? "";
  return `${round} · ${PHASES[view.phase] ?? view.phase} · first player ${first}`;
}

export const greatCity: GameRenderer = {
  title(v: CoreView): string {
    const view = v as View;
    const shrine = view.options?.shrine ? " · with the Shrines" : "";
    return `The Great City of Rome · ${view.players.length} players${shrine}`;
  },

  status(v: CoreView): string {
    return describeRound(v as View);
  },

  headline(v: CoreView): string | null {
    const view = v as View;
    if (view.is_over) return "Final score";
    if (view.turn) return `${view.players[view.turn.seat]?.name ?? ""} acts from space ${view.turn.space}`;
    return PHASES[view.phase] ?? null;
  },

  board(v: CoreView, ctx: BoardContext): Part[] {
    const view = v as View;
    const strip = stripInput(view, ctx);
    const offer = offerInput(view, ctx);
    const parts: Part[] = [
      { key: "gc-band", input: strip, draw: () => renderStrip(strip, ctx) },
      { key: "gc-offer", input: offer, draw: () => renderOffer(offer, ctx) },
    ];
    if (view.is_over) {
      const pad = padInput(view);
      parts.push({ key: "gc-pad", input: pad, draw: () => renderPad(pad) });
    }
    for (const p of view.players) {
      const input = cityInput(view, p, ctx);
      parts.push({ key: `gc-city-${p.seat}`, input, draw: () => renderCity(input, ctx) });
    }
    return parts;
  },
};
