// Panels of the shell that are drawn from data alone: the explanation box (the card inspected,
// its role's rule, the rule of the moves on offer), the rulebook example on the table, and
// what to show for a game this build cannot draw.
import { h } from "./dom";
import { registeredGames } from "./games";
import { say } from "./i18n";
import { ruleLine } from "./prompt";
import type { Part } from "./regions";
import type { GameRenderer } from "./renderer";
import type { CoreView, ScenarioInfo } from "./types";

/** The card with id `id` wherever a view shows it (any game: a dict with an id and a name). */
export function findCard(node: unknown, id: number): { name: string; role?: string | null } | null {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (Array.isArray(n)) stack.push(...n);
    else if (n && typeof n === "object") {
      const o = n as Record<string, unknown>;
      if (o.id === id && typeof o.name === "string") return o as { name: string; role?: string };
      stack.push(...Object.values(o));
    }
  }
  return null;
}

/** Where the card with id `id` lies in a view, as a path of keys ("players.0.hand"), without
 * its place in its list; null when the view does not show it. The explanation of a card goes
 * when this changes: the card has left where it was clicked. */
export function cardPlace(node: unknown, id: number, path = ""): string | null {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const item = node[i] as Record<string, unknown> | null;
      if (item && typeof item === "object" && item.id === id && typeof item.name === "string") return path;
      const found = cardPlace(item, id, `${path}.${i}`);
      if (found !== null) return found;
    }
  } else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (v && typeof v === "object") {
        const o = v as Record<string, unknown>;
        if (!Array.isArray(v) && o.id === id && typeof o.name === "string") return `${path}.${k}`;
        const found = cardPlace(v, id, `${path}.${k}`);
        if (found !== null) return found;
      }
    }
  }
  return null;
}

/** A card clicked for its explanation, and where and when it was when first drawn. */
export interface Inspected {
  id: number;
  info: string;
  place?: string | null;
  turn?: unknown;
}

/** Whether the explanation of `seen` still holds in `view`: it goes when the card leaves where
 * it was clicked or a new turn starts, so it never describes a card that is gone (issue 27). */
export function stillInspected(seen: Inspected, view: CoreView): boolean {
  const place = cardPlace(view, seen.id);
  const turn = (view as { turn?: unknown }).turn;
  if (seen.place === undefined) {
    seen.place = place;
    seen.turn = turn;
    return true;
  }
  return place === seen.place && turn === seen.turn;
}

export interface ExplainInput {
  view: CoreView;
  glossary: Record<string, [string, string]>;
  /** The card last clicked and what its tooltip says (name line, then its text if any). */
  inspected: Inspected | null;
  /** The rule keys of the moves that fit the selection. */
  rules: string[];
  name: (english: string) => string;
  t: (english: string) => string;
  lang: string;
}

/** The explanation box: each line a sentence and its rulebook reference. Outside English a
 * card's text (its power, in English) carries the note that powers stay English. */
export function explainPart(x: ExplainInput): Part {
  const lines: [string, string, string][] = [];
  const inspected = x.inspected;
  if (inspected) {
    const card = findCard(x.view, inspected.id);
    const head = inspected.info.split("\n");
    const name = card?.name ?? "";
    const ref = x.glossary[`card:${name}`]?.[1] ?? "";
    lines.push(["gtr-card-info", head.map((l, i) => (i === 0 ? l.replace(name, x.name(name)) : l)).join("\n"), ref]);
    if (head.length > 1 && x.lang !== "en") {
      lines.push(["gtr-power-note", x.t("Card powers are in English, as printed."), ""]);
    }
    const role = card?.role ? x.glossary[card.role] : undefined;
    if (role && role[0]) lines.push(["gtr-rule gtr-role-rule", role[0], role[1]]);
  }
  for (const k of new Set(x.rules)) {
    const entry = x.glossary[k];
    if (entry && entry[0]) lines.push(["gtr-rule", entry[0], entry[1]]);
  }
  return {
    key: "explain",
    input: { lines, id: inspected?.id ?? null },
    draw: () => h(
      "div",
      { class: `gtr-inspect${lines.length ? "" : " gtr-quiet"}`, "data-inspect": inspected?.id ?? "", "aria-live": "polite" },
      lines.map(([cls, text, ref]) => ruleLine(text, ref, cls)),
      h("div", { class: "gtr-hint gtr-muted" }),
    ),
  };
}

/** The rulebook example on the table, if any: its story and how far its script has gone. */
export function scenarioPart(sc: ScenarioInfo | null | undefined, lang: string): Part | null {
  if (!sc || !sc.id) return null;
  const step = say(lang, "step {n} of {total}", { n: sc.step, total: sc.total });
  return {
    key: "scenario",
    input: [sc, lang],
    draw: () => h(
      "div",
      { class: "gtr-scenario", "data-scenario": sc.id },
      h("strong", {}, `${sc.id}: ${sc.title}`),
      h("span", { class: "gtr-muted" }, ` · ${step}${sc.source ? ` · ${sc.source}` : ""}`),
      h("div", {}, sc.story),
    ),
  };
}

/** What the shell shows for a view whose game this build cannot draw. */
export function unknownGame(game: string | undefined): GameRenderer {
  const known = registeredGames().join(", ");
  const what = game ? `the game "${game}"` : "a view that names no game";
  return {
    title: () => "gtr_widget",
    status: () => "",
    board: () => [{
      key: "unknown-game",
      input: game ?? null,
      draw: () => h("div", { class: "gtr-unknown-game", role: "alert" },
        `This table shows ${what}, which this build of gtr_widget cannot draw ` +
        `(it knows: ${known}). Rebuild the front end (npm run build in js/) after adding its renderer.`),
    }],
  };
}
