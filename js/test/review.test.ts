// What a player's review of the table asked for, component by component: the score as points
// so far, words in each language's own order, identical pool cards in piles, the value badge at
// the card's foot, a hint where there is no button, and the final score beside the board.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keys, say } from "../src/core/i18n";
import { renderMoves } from "../src/core/moves";
import { englishPart, promptText } from "../src/core/prompt";
import { itemised, pointsSoFar, renderScoreboard, scoreInput } from "../src/core/scoreboard";
import { TableView } from "../src/core/shell";
import "../src/games"; // registers the renderers the shell draws with
import type { CoreView, MoveJSON } from "../src/core/types";
import { gloryToRome } from "../src/games/glory_to_rome";
import { renderCard } from "../src/games/glory_to_rome/card";
import { piles, renderCenter } from "../src/games/glory_to_rome/center";
import { WORDS, say as sayGtr } from "../src/games/glory_to_rome/words";
import { FakeModel, card, sampleState, sampleView } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));
const ctx = {
  lit: new Set<number>(), litTargets: new Set<number>(), selectedCard: null, selectedTarget: null,
  catalogue: {}, catalogueStamp: 0, onCard: () => {}, onTarget: () => {},
  litSeats: new Set<number>(), name: (s: string) => s, t: (s: string) => s, lang: "en",
  handsCovered: false, compact: true,
};

describe("the score", () => {
  const row = (score: Record<string, number | null>, vault: number) => ({
    seat: 0, name: "You", score, hand_count: 3, hidden_count: vault,
  });

  it("counts the points known so far and says a hidden vault is still to come", () => {
    const hidden = row({ influence: 3, vault: null, merchant_bonus: null, buildings: 2, total: null }, 2);
    expect(pointsSoFar(hidden, "vault")).toEqual({ points: 5, more: true });
    expect(pointsSoFar(hidden)).toEqual({ points: 5, more: false });
    const empty = row({ influence: 3, vault: null, merchant_bonus: null, buildings: 0, total: null }, 0);
    expect(pointsSoFar(empty, "vault")).toEqual({ points: 3, more: false });
    expect(pointsSoFar(row({ influence: 3, vault: 4, total: 9 }, 1), "vault")).toEqual({ points: 9, more: false });
    const labels = { influence: "influence", vault: "vault", merchant_bonus: "merchant bonus", buildings: "buildings" };
    expect(itemised(hidden, ["influence", "vault", "merchant_bonus", "buildings"], labels, "en", "vault"))
      .toBe("influence 3 · vault 2 hidden · buildings 2");
  });

  it("never shows a bare bound, and tags bots", () => {
    const view = sampleView();
    view.players[0].score = { influence: 2, vault: null, merchant_bonus: null, buildings: 0, total: null };
    view.players[1].score = { influence: 3, vault: null, merchant_bonus: null, buildings: 0, total: null };
    const t = (s: string) => s;
    const input = scoreInput(view as unknown as CoreView, t, ["human", "bot: random"], "Viewing: Ann", "en",
      undefined, gloryToRome.score);
    const el = renderScoreboard(input, t);
    expect(el.textContent).not.toContain("≥");
    expect(el.querySelector('[data-seat="1"] .gtr-score-total')!.textContent).toBe("3 + vault");
    expect(el.querySelector('[data-seat="1"] .gtr-bot-tag')!.getAttribute("title")).toBe("bot: random");
    expect(el.querySelector(".gtr-viewing")!.textContent).toBe("Viewing: Ann");
  });
});

describe("words", () => {
  it("has every interface word in both French and Spanish", () => {
    expect(keys("fr").sort()).toEqual(keys("es").sort());
    expect(keys("fr", WORDS).sort()).toEqual(keys("es", WORDS).sort());
    expect(keys("fr").length + keys("fr", WORDS).length).toBeGreaterThan(60);
  });

  it("keeps each language's word order in templates", () => {
    expect(sayGtr("en", "{m} site", { m: "Stone" })).toBe("Stone site");
    expect(sayGtr("fr", "{m} site", { m: "Pierre" })).toBe("Emplacement Pierre");
    expect(sayGtr("es", "{m} site", { m: "Piedra" })).toBe("Solar de Piedra");
    expect(say("fr", "{who}, your turn: {what}", { who: "Bo", what: "penser" })).toBe("Bo, à vous : penser");
  });

  it("asks the decision in the table's language and marks a power's English", () => {
    const view = sampleView() as unknown as CoreView;
    view.decision = { player: 0, kind: "lead", prompt: "Ann: lead a role or think", said: "appeler un rôle ou penser" };
    expect(promptText(view, true, "fr")).toBe("Ann, à vous : appeler un rôle ou penser");
    expect(promptText(view, false, "fr")).toBe("En attente de Ann : appeler un rôle ou penser");
    expect(englishPart(view, "fr")).toBe("");
    view.decision = { player: 0, kind: "power", prompt: "Ann: Prison — steal a completed structure?" };
    expect(englishPart(view, "fr")).toBe("Prison — steal a completed structure?");
    expect(englishPart(view, "en")).toBe("");
  });

  it("says once that card powers stay English, and where to click when there is no button", () => {
    const power: MoveJSON = { id: 0, text: "prison: steal nothing", verb: "prison", cards: [], role: null,
      target: null, target_kind: null, label: "Prison : steal nothing", power: true };
    const give: MoveJSON = { id: 1, text: "give: Road", verb: "give", cards: [3], role: null, target: 0,
      target_kind: "seat", label: "Donner Route à vous" };
    const t = (s: string) => s;
    const fr = renderMoves([power], null, () => {}, () => {}, { rule: () => undefined, t, lang: "fr" });
    expect(fr.querySelector(".gtr-power-note")).not.toBeNull();
    expect(fr.querySelector('.gtr-free [data-move="0"]')!.getAttribute("lang")).toBe("en");
    const en = renderMoves([power], null, () => {}, () => {}, { rule: () => undefined, t, lang: "en" });
    expect(en.querySelector(".gtr-power-note")).toBeNull();
    const cards = renderMoves([give], null, () => {}, () => {}, { rule: () => undefined, t });
    expect(cards.querySelector(".gtr-click-hint")!.textContent).toContain("Click a lit card");
  });
});

describe("cards", () => {
  it("puts the value at the foot, beside the last line, never in the name's row", () => {
    const el = renderCard(card(1, "Amphitheatre", "Concrete", "Architect", 2));
    expect(el.querySelector(".gtr-card-name")!.textContent).toBe("Amphitheatre");
    expect(el.querySelector(".gtr-card-foot .gtr-card-value")!.textContent).toBe("2");
    expect(el.classList.contains("gtr-long-name")).toBe(true);
    expect(renderCard(card(9, "Circus Maximus", "Stone", "Merchant", 3)).classList.contains("gtr-long-name")).toBe(false);
    const jack = renderCard(card(150, "Jack", null, null, 0), { t: (s) => (s === "any role" ? "tout rôle" : s) });
    expect(jack.textContent).toContain("tout rôle");
  });

  it("piles identical pool cards: the first shows a count, every copy lights", () => {
    const pool = [card(12, "Latrine", "Rubble", "Laborer", 1), card(18, "Road", "Rubble", "Laborer", 1),
      card(13, "Latrine", "Rubble", "Laborer", 1), card(14, "Latrine", "Rubble", "Laborer", 1)];
    expect(piles(pool).map((p) => p.map((c) => c.id))).toEqual([[12, 13, 14], [18]]);
    const el = renderCenter({ deck: 9, jacks: 2, pool, sites: { in_town: { Rubble: 2 }, out_of_town: { Rubble: 1 } },
      lit: [12], selectedCard: null, catalogueStamp: 0 }, ctx);
    const pile = el.querySelector('.gtr-pile[data-copies="3"]')!;
    expect([...pile.querySelectorAll("[data-card]")].map((e) => (e as HTMLElement).dataset.card)).toEqual(["12", "13", "14"]);
    expect(pile.querySelectorAll(".gtr-lit").length).toBe(3);
    expect(pile.querySelector(".gtr-card-count")!.textContent).toBe("×3");
    expect(el.querySelector('[data-stack="Rubble"]')!.textContent).toBe("Rubble2 +1");
  });
});

describe("the end of a game", () => {
  let el: HTMLElement;
  let table: TableView;
  let model: FakeModel;
  beforeEach(() => {
    el = document.createElement("div");
    document.body.append(el);
    model = new FakeModel(sampleState());
    const view = sampleView();
    view.is_over = true;
    view.winners = [1];
    view.decision = null;
    view.players[0].score = { influence: 2, vault: 3, total: 5 };
    view.players[1].score = { influence: 3, vault: 4, total: 7 };
    model.sync({ view: view as never, moves: [] });
    table = new TableView(model, el);
  });
  afterEach(() => {
    table.dispose();
    el.remove();
  });

  it("shows the full breakdown under the prompt, where it has room, not in the side column", async () => {
    await flush();
    expect(el.querySelector(".gtr-main-col .gtr-final")).not.toBeNull();
    expect(el.querySelector(".gtr-side .gtr-scoreboard")).toBeNull();
    expect(el.querySelector(".gtr-final tr.gtr-winner")!.textContent).toContain("★ Bo");
    expect(el.querySelector(".gtr-headline")).toBeNull(); // no "Role led" once it is over
    expect(el.querySelector(".gtr-final thead")!.textContent).toContain("Tie-break: cards in hand");
  });

  it("leaves a game that does not ask for it in the side, without a tie-break it never said", async () => {
    model.sync({ view: { ...model.state.view, game: "some_other_game" } as never });
    await flush();
    expect(el.querySelector(".gtr-side .gtr-final")).not.toBeNull();
    expect(el.querySelector(".gtr-final thead")!.textContent).not.toContain("Tie-break");
  });
});
