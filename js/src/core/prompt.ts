// The current decision in words, the game's status line, and Python's error or notice.
// Who decides has its own cue (a "your turn" pill in the text colour, not the accent that
// marks what can be played).
import { h } from "./dom";
import { colon, say } from "./i18n";
import type { CoreView } from "./types";

function nameOf(view: CoreView, seat: number): string {
  return view.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`;
}

/** The engine's prompt without the name it starts with ("Cy: follow ..." -> "follow ..."). */
export function withoutName(prompt: string, name: string): string {
  return prompt.startsWith(`${name}: `) ? prompt.slice(name.length + 2) : prompt;
}

/** The names of the winners in one phrase ("Bo", "Bo and Cy"). */
function joined(names: string[], lang: string): string {
  if (names.length < 2) return names.join("");
  const and = lang === "fr" ? " et " : lang === "es" ? " y " : " and ";
  return `${names.slice(0, -1).join(", ")}${and}${names[names.length - 1]}`;
}

export function promptText(view: CoreView, canAct: boolean, lang = "en"): string {
  if (view.is_over) {
    const names = view.winners.map((s) => nameOf(view, s));
    const reason = view.end_said ?? view.end_reason;
    const why = reason ? ` (${reason})` : "";
    const label = say(lang, names.length === 1 ? "Winner" : "Winners");
    return `${say(lang, "Game over")}${why}. ${label}${colon(lang)}${joined(names, lang) || say(lang, "none")}.`;
  }
  const d = view.decision;
  if (!d) return "";
  const who = nameOf(view, d.player);
  // `said` is the game's own wording of the decision in the table's language, when it has one.
  const what = d.said ?? withoutName(d.prompt, who);
  if (canAct) {
    return who === "You" ? say(lang, "Your turn: {what}", { what }) : say(lang, "{who}, your turn: {what}", { who, what });
  }
  if (lang === "en" && !d.said) {
    return `Waiting for ${who} to ${what.replace(/^You /, "")}`.replace(/ to ([A-Z][a-z]+ action)/, ": $1");
  }
  return say(lang, "Waiting for {who}: {what}", { who, what });
}

/** The rule behind a reason or a move: a sentence and its rulebook reference. */
export function ruleLine(sentence: string, ref: string, cls = "gtr-rule"): HTMLElement {
  return h("div", { class: cls }, sentence, ref ? h("span", { class: "gtr-ref" }, ` (${ref})`) : null);
}

/** The part of the prompt that is the game's own English (a power's question in a French or
 * Spanish table), so the page can mark it as English; "" when there is none. */
export function englishPart(view: CoreView, lang: string): string {
  const d = view.decision;
  if (lang === "en" || view.is_over || !d || d.said) return "";
  return withoutName(d.prompt, nameOf(view, d.player));
}

export interface PromptInput {
  status: string;
  /** A piece of `prompt` in English (see englishPart), marked lang="en". */
  english?: string;
  /** The game and edition, at the start of the status line. */
  title?: string;
  prompt: string;
  canAct: boolean;
  thinking: string;
  error: string;
  notice: string;
  /** Large: what is being played this turn (the role led). */
  headline?: string | null;
  lang?: string;
  /** The label of the folded further reasons of a refusal, in the table's language. */
  more?: string;
}

/** A refusal as one plain sentence (its first line: the rule and its reference); any further
 * reasons, one a line, are folded away under `more` and open on demand. */
export function renderError(error: string, more: string): HTMLElement {
  const [first, ...rest] = error.split("\n").filter((l) => l.trim());
  const sentence = first ? first[0].toUpperCase() + first.slice(1) : "";
  return h("div", { class: "gtr-error", role: "alert" },
    h("div", { class: "gtr-error-main" }, /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`),
    rest.length
      ? h("details", { class: "gtr-error-more" },
        h("summary", {}, `${more} (${rest.length})`),
        h("ul", {}, rest.map((r) => h("li", {}, r))))
      : null);
}

/** `text` with its English piece in a span marked lang="en". */
function marked(text: string, english: string): (string | HTMLElement)[] {
  const at = english ? text.lastIndexOf(english) : -1;
  if (at < 0) return [text];
  return [text.slice(0, at), h("span", { lang: "en" }, english), text.slice(at + english.length)];
}

export function renderPrompt(p: PromptInput): HTMLElement {
  return h(
    "div",
    { class: `gtr-prompt-bar${p.canAct ? " gtr-acting" : ""}` },
    h("div", { class: "gtr-status-line" },
      p.headline ? h("span", { class: "gtr-headline", "data-headline": p.headline }, p.headline) : null,
      p.title ? h("span", { class: "gtr-title" }, p.title) : null,
      p.status ? h("span", { class: "gtr-turn" }, p.status) : null),
    h("div", { class: `gtr-prompt${p.canAct ? " gtr-your-turn" : ""}` },
      p.canAct ? h("span", { class: "gtr-turn-badge", "aria-hidden": "true" }, "▶") : null,
      ...marked(p.prompt, p.english ?? "")),
    p.thinking ? h("div", { class: "gtr-busy", "aria-live": "polite" }, p.thinking) : null,
    p.error ? renderError(p.error, p.more ?? "More reasons") : null,
    p.notice ? h("div", { class: "gtr-notice", role: "status" }, p.notice) : null,
  );
}
