// The round band: round of 14 (or 7), the action strip from the Emperor outwards with each
// space's brick or cog and the emissary on it, the influence cards waiting, and the resources
// of the player acting now.
import { h, pressable } from "../../core/dom";
import type { BoardContext } from "../../core/renderer";
import type { Space, Turn, View } from "./types";
import { count, say } from "./words";

export interface StripInput {
  round: number;
  rounds: number;
  phase: string;
  inPlay: boolean;
  spaces: Space[];
  players: { seat: number; name: string; colour: string }[];
  waiting: { id: number; value: number }[];
  /** Spaces an emissary may go to now (lit), and the one selected. */
  lit: number[];
  selected: number | null;
  turn: Turn | null;
  coins: number | null;
  first: number;
  /** The table's language. */
  lang?: string;
}

export const PHASES: Record<string, string> = {
  draft: "Opening draft", emissary: "Emissaries", take: "Actions", act: "Actions",
  school_deck: "School", school_keep: "School", school_bottom: "School", over: "Game over",
};

/** An emissary token: the player's colour and initial, and the name for screen readers. */
export function token(p: { seat: number; name: string; colour: string } | undefined, lang?: string): HTMLElement {
  if (!p) return h("span", { class: "gc-token gc-token-none" }, "?");
  return h("span", { class: `gc-token gc-seat-${p.seat}`, "data-colour": p.colour, title: p.name,
    "aria-label": say(lang, "{who}'s emissary", { who: p.name }) }, p.name.slice(0, 1).toUpperCase());
}

/** Where an emissary on this space picks and acts among those on the strip: emissaries nearer
 * the Emperor go first (001:124, 126), so an empty space says the place one put there takes. */
export function pickPlace(spaces: Space[], space: number): number {
  return 1 + spaces.filter((s) => s.space < space && s.emissary !== null).length;
}

/** "1st", "2e", "3.º": a place in the picking order, in the table's language. */
export function ordinal(lang: string | undefined, n: number): string {
  if (lang === "fr") return n === 1 ? "1er" : `${n}e`;
  if (lang === "es") return `${n}.º`;
  return `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
}

/** One resource a space gives: the number big, the word beside it. */
function gets(n: number, word: string, key: string, lang?: string): HTMLElement {
  const words = count(lang, n, word);
  return h("div", { class: `gc-gets gc-gets-${key}${n ? "" : " gc-gets-none"}`, "data-n": n },
    h("span", { class: "gc-gets-n" }, String(n)), ` ${words.replace(/^\S+\s/, "")}`);
}

function spaceEl(sp: Space, input: StripInput, ctx: BoardContext): HTMLElement {
  const lit = input.lit.includes(sp.space);
  const who = sp.emissary === null ? undefined : input.players.find((p) => p.seat === sp.emissary);
  const cls = ["gc-space", `gc-${sp.symbol}`];
  if (lit) cls.push("gc-lit");
  if (input.selected === sp.space) cls.push("gc-selected");
  const lang = input.lang;
  const place = pickPlace(input.spaces, sp.space);
  const label = say(lang, "Space {n}: {symbol}; an emissary here gets {b} and {c}", {
    n: sp.space, symbol: say(lang, sp.symbol), b: count(lang, sp.bricks, "brick"), c: count(lang, sp.cogs, "cog") });
  const el = h(
    "div",
    { class: cls.join(" "), "data-space": sp.space, title: label, "aria-label": label },
    h("div", { class: "gc-space-head" }, h("span", { class: "gc-space-no" }, String(sp.space)), " ",
      h("span", { class: "gc-symbol", title: say(lang, sp.symbol) }, sp.symbol === "brick" ? "▬" : "⚙"), " ",
      h("span", { class: "gc-pick", "data-pick": place },
        say(lang, "picks {nth}", { nth: ordinal(lang, place) }))),
    h("div", { class: "gc-space-gets" }, gets(sp.bricks, "brick", "bricks", lang), gets(sp.cogs, "cog", "cogs", lang)),
    h("div", { class: "gc-space-who" }, who ? token(who, lang) : lit ? say(lang, "place here") : "—"),
  );
  if (lit) pressable(el, () => ctx.onTarget(sp.space, null, label));
  return el;
}

function turnEl(turn: Turn, coins: number | null, name: string, lang?: string): HTMLElement {
  const done = (flag: boolean, what: string) =>
    h("span", { class: `gc-done ${flag ? "gc-yes" : "gc-no"}` }, `${flag ? "✔" : "○"} ${say(lang, what)}`);
  return h(
    "div",
    { class: "gc-turn", "data-turn": turn.seat },
    h("strong", {}, say(lang, "{who} on space {n}:", { who: name, n: turn.space })),
    h("span", { class: "gc-res", "data-res": "bricks" }, `▬ ${count(lang, turn.bricks, "brick")}`),
    h("span", { class: "gc-res", "data-res": "cogs" }, `⚙ ${count(lang, turn.cogs, "cog")}`),
    turn.brick_tokens ? h("span", { class: "gc-res", "data-res": "tokens" }, count(lang, turn.brick_tokens, "brick token")) : null,
    coins !== null ? h("span", { class: "gc-res", "data-res": "coins" }, count(lang, coins, "coin")) : null,
    done(turn.built, "built"), done(turn.produced, "produced"),
  );
}

export function renderStrip(input: StripInput, ctx: BoardContext): HTMLElement {
  const first = input.players.find((p) => p.seat === input.first);
  const actor = input.turn ? input.players.find((p) => p.seat === input.turn?.seat) : undefined;
  const lang = input.lang;
  return h(
    "section",
    { class: "gc-band", "aria-label": say(lang, "Round and action strip") },
    h("div", { class: "gc-round" },
      h("div", { class: "gc-round-no" }, input.round === 0 ? say(lang, "Setup")
        : say(lang, "Round {n} of {of}", { n: input.round, of: input.rounds })),
      h("div", { class: "gc-phase" }, PHASES[input.phase] ? say(lang, PHASES[input.phase]) : input.phase),
      first ? h("div", { class: "gc-first" }, say(lang, "First: "), token(first, lang), ` ${first.name}`) : null),
    h("div", { class: `gc-strip${input.inPlay ? "" : " gc-strip-idle"}`, "aria-label": say(lang, "Action strip") },
      h("div", { class: "gc-emperor", title: say(lang, "The Emperor: nearer him, an earlier pick from the offer") },
        say(lang, "♛ Emperor")),
      input.spaces.map((sp) => spaceEl(sp, input, ctx))),
    h("div", { class: "gc-waiting" },
      h("div", { class: "gc-zone-title" }, say(lang, "Influence waiting")),
      input.waiting.length
        ? input.waiting.map((c) => h("span", { class: "gc-influence", "data-influence": c.id }, `◆ ${c.value}`))
        : h("span", { class: "gc-muted" }, say(lang, "none"))),
    input.turn && actor ? turnEl(input.turn, input.coins, actor.name, lang) : null,
  );
}

export function stripInput(view: View, ctx: BoardContext): StripInput {
  const emissary = view.phase === "emissary";
  const lit = emissary ? view.strip.spaces.map((s) => s.space).filter((s) => ctx.litTargets.has(s)) : [];
  const actor = view.turn ? view.players[view.turn.seat] : undefined;
  return {
    round: view.round, rounds: view.rounds, phase: view.phase, inPlay: view.strip.in_play,
    spaces: view.strip.spaces,
    players: view.players.map((p) => ({ seat: p.seat, name: p.name, colour: p.colour })),
    waiting: view.influence_waiting, lit,
    selected: emissary && ctx.selectedTarget !== null && lit.includes(ctx.selectedTarget) ? ctx.selectedTarget : null,
    turn: view.turn, coins: actor ? actor.coins : null, first: view.first_player, lang: ctx.lang,
  };
}
