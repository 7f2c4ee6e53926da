// The Great City's own words at the table: the headline in the second person for a player
// named "You", a click hint that names strip spaces and city cells, and the board in French
// and Spanish (building names stay English: the rulebook has no other).
import { afterEach, describe, expect, it } from "vitest";
import { keys } from "../src/core/i18n";
import { TableView } from "../src/core/shell";
import "../src/games"; // registers the renderers the shell draws with
import type { TableState } from "../src/core/types";
import { actsFrom, greatCity } from "../src/games/great_city";
import { WORDS } from "../src/games/great_city/words";
import { FakeModel } from "./fake-model";
import data from "./great_city_views.json";

const flush = () => new Promise((r) => setTimeout(r, 0));
type Which = keyof typeof data.states;

describe("great city words", () => {
  let el: HTMLElement;
  let view: TableView;
  afterEach(() => {
    view.dispose();
    el.remove();
  });
  const open = (which: Which, change: (s: TableState) => void = () => {}) => {
    const state = { ...structuredClone(data.base), ...structuredClone(data.states[which]) } as unknown as TableState;
    change(state);
    el = document.createElement("div");
    document.body.append(el);
    view = new TableView(new FakeModel(state), el);
    return (sel: string) => el.querySelector(sel) as HTMLElement;
  };
  const rename = (s: TableState) => {
    (s.view.players[0] as { name: string }).name = "You";
  };

  it("says who acts from which space, a player named You in the second person", async () => {
    expect(actsFrom("Ann", 3)).toBe("Ann acts from space 3");
    expect(actsFrom("You", 3)).toBe("You act from space 3");
    expect(actsFrom("You", 3, "fr")).toBe("Vous jouez depuis la case 3");
    expect(actsFrom("Bo", 2, "es")).toBe("Bo juega desde la casilla 2");
    const q = open("act", rename);
    await flush();
    const space = (data.states.act.view as { turn: { space: number } }).turn.space;
    expect(q(".gtr-headline").textContent).toBe(`You act from space ${space}`);
  });

  it("tells what to click when only strip spaces are lit", async () => {
    const q = open("emissary");
    await flush();
    expect(el.querySelectorAll(".gc-space.gc-lit").length).toBeGreaterThan(0);
    const hint = q(".gtr-click-hint").textContent ?? "";
    expect(hint).toContain("strip space");
    expect(hint).not.toBe("Click a lit card or a button to see what it does.");
  });

  it("draws the board in French", async () => {
    const q = open("act", (s) => { s.language = "fr"; });
    await flush();
    const v = data.states.act.view as { round: number; rounds: number; turn: { space: number } };
    expect(q(".gc-round-no").textContent).toBe(`Tour ${v.round} sur ${v.rounds}`);
    expect(q(".gc-emperor").textContent).toBe("♛ Empereur");
    expect(q(".gtr-headline").textContent).toBe(`Ann joue depuis la case ${v.turn.space}`);
    expect(q(".gc-offer .gc-zone-title").textContent).toMatch(/^Paquet I · reste \d+/);
    expect(q(".gc-stats").textContent).toContain("Pièces");
  });

  it("draws the score pad in Spanish", async () => {
    const q = open("over", (s) => {
      s.language = "es";
      // the tie-break row as Python words it (001:223); the fixture predates it
      (s.view as { tie_break?: unknown }).tie_break = {
        label: "Tie-break: influence tokens, then coins", values: ["1 token, 1 coin", "0 tokens, 2 coins", ""] };
    });
    await flush();
    const rows = Array.from(el.querySelectorAll(".gc-pad th[scope=row]")).map((e) => e.textContent);
    expect(rows).toContain("Zonas residenciales (2)");
    expect(rows).toContain("Desempate: fichas de influencia, luego monedas");
    expect(q(".gc-pad-head strong").textContent).toBe("Hoja de puntuación");
  });

  it("hands the table its words, French and Spanish alike", () => {
    expect(greatCity.words).toBe(WORDS);
    expect(keys("fr", WORDS).sort()).toEqual(keys("es", WORDS).sort());
    expect(keys("en", WORDS)).toEqual(["Click a lit card or a button to see what it does."]);
  });
});
