// The Great City of Rome renderer: the round band (round, strip with the Emperor, influence
// waiting, the acting player's bricks and cogs), the offer by deck, the score pad at the end,
// then the cities: the viewer's (the decider's in the teaching view) in full, with its hand
// beside the grid, and the others compact beside it in seating order (the decider is marked),
// so at 1400x900 the strip, the offer and the city being built fit without scrolling.
import { h } from "../../core/dom";
import { fill } from "../../core/i18n";
import type { BoardContext, GameRenderer } from "../../core/renderer";
import type { Part } from "../../core/regions";
import type { CoreView } from "../../core/types";
import { cityInput, renderCity } from "./city";
import { offerInput, renderOffer } from "./offer";
import { padInput, renderPad } from "./scorepad";
import { PHASES, renderStrip, stripInput } from "./strip";
import "./styles.css";
import type { View } from "./types";
import { MOVE_EXAMPLE, say, WORDS } from "./words";

/** The city drawn in full: the viewer's; in the teaching view, the decider's (else seat 0). */
export function focusSeat(view: View): number {
  return view.seat ?? view.decision?.player ?? 0;
}

/** "Round 4 of 14 · Actions · first player Ann", in the table's language (`t`). */
export function describeRound(view: View, t: (s: string) => string = (s) => s): string {
  const round = view.round === 0 ? t("Setup draft")
    : fill(t("Round {n} of {of}"), { n: view.round, of: view.rounds });
  const first = view.players[view.first_player]?.name ?? "";
  const phase = PHASES[view.phase] ? t(PHASES[view.phase]) : view.phase;
  return `${round} · ${phase} · ${fill(t("first player {who}"), { who: first })}`;
}

/** "Ann acts from space 3"; a player named "You" in the second person ("You act"). */
export function actsFrom(who: string, space: number, lang?: string): string {
  return who === "You" ? say(lang, "You act from space {n}", { n: space })
    : say(lang, "{who} acts from space {n}", { who, n: space });
}

export const greatCity: GameRenderer = {
  title(v: CoreView): string {
    const view = v as View;
    const shrine = view.options?.shrine ? " · with the Shrines" : "";
    return `The Great City of Rome · ${view.players.length} players${shrine}`;
  },

  status(v: CoreView, t?: (s: string) => string): string {
    return describeRound(v as View, t);
  },

  // The game's interface words by language; moves and prompts come worded from Python.
  words: WORDS,
  moveExample: MOVE_EXAMPLE,
  // Eight items a player, most of them zero for long: the sidebar shows the total and what
  // scores, the board's pad the whole at the end (issue 27).
  score: { compact: true },

  headline(v: CoreView, ctx: BoardContext): string | null {
    const view = v as View;
    const lang = ctx?.lang;
    if (view.is_over) return say(lang, "Final score");
    if (view.turn) return actsFrom(view.players[view.turn.seat]?.name ?? "", view.turn.space, lang);
    return PHASES[view.phase] ? say(lang, PHASES[view.phase]) : null;
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
      const padIn = { ...pad, lang: ctx.lang };
      parts.push({ key: "gc-pad", input: padIn, draw: () => renderPad(padIn) });
    }
    const focus = focusSeat(view);
    const main = view.players.find((p) => p.seat === focus);
    if (main) {
      const input = cityInput(view, main, ctx, false);
      parts.push({ key: `gc-city-${main.seat}`, input, draw: () => renderCity(input, ctx) });
    }
    const others = view.players.filter((p) => p.seat !== focus).map((p) => cityInput(view, p, ctx, true));
    if (others.length) {
      parts.push({ key: "gc-others", input: others,
        draw: () => h("div", { class: "gc-others", "aria-label": say(ctx.lang, "The other cities") },
          others.map((input) => renderCity(input, ctx))) });
    }
    return parts;
  },
};
