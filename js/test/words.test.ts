// Each game brings its own words to the shared table: core's dictionary holds only the table's
// words, a game's renderer hands over the rest (`words`), its example move and its score order.
import { afterEach, describe, expect, it } from "vitest";
import { keys, say, translate } from "../src/core/i18n";
import { TableView } from "../src/core/shell";
import type { TableState } from "../src/core/types";
import { registeredRenderers } from "../src/core/games";
import "../src/games";
import { gloryToRome } from "../src/games/glory_to_rome";
import { WORDS } from "../src/games/glory_to_rome/words";
import { greatCity } from "../src/games/great_city";
import { FakeModel, sampleState } from "./fake-model";
import data from "./great_city_views.json";

const flush = () => new Promise((r) => setTimeout(r, 0));

// Names of either game's cards, roles, materials and zones, which core must never hold.
const GAME_WORDS = /jack|thinker|patron|laborer|architect|craftsman|legionar|merchant|senator|pool|stockpile|vault|clientele|influence|rubble|concrete|marble|brick|emissar|emperor|aqueduct|temple|sites?\b|tie-break/i;

describe("the table's dictionary", () => {
  it("holds no game's words, in either language or key", () => {
    for (const lang of ["fr", "es"]) {
      const found = keys(lang).filter((k) => GAME_WORDS.test(k) || GAME_WORDS.test(translate(lang, k)));
      expect(found).toEqual([]);
    }
    expect(keys("fr")).not.toContain("Pool");
    expect(translate("fr", "Pool")).toBe("Pool");
    expect(translate("es", "merchant_bonus")).toBe("merchant_bonus");
  });

  it("finds a game's word in the game's dictionary, and the table's words still", () => {
    expect(translate("fr", "Pool", gloryToRome.words)).toBe("Réserve commune");
    expect(translate("es", "Jacks", gloryToRome.words)).toBe("Senadores");
    expect(translate("es", "merchant_bonus", gloryToRome.words)).toBe("bonificación de mercader");
    expect(translate("fr", "Undo", gloryToRome.words)).toBe("Annuler");
    expect(translate("en", "Pool", gloryToRome.words)).toBe("Pool");
    expect(say("fr", "{m} site", { m: "Pierre" }, WORDS)).toBe("Emplacement Pierre");
  });

  it("looks in the game's words first", () => {
    expect(translate("fr", "Undo", { fr: { Undo: "Défaire" } })).toBe("Défaire");
    expect(translate("es", "Undo", { fr: { Undo: "Défaire" } })).toBe("Deshacer");
  });

  it("has every game's words in both languages", () => {
    for (const r of registeredRenderers()) {
      if (r.words) expect(keys("fr", r.words).sort()).toEqual(keys("es", r.words).sort());
    }
  });
});

describe("a table in French", () => {
  let el: HTMLElement;
  let view: TableView;
  afterEach(() => {
    view.dispose();
    el.remove();
  });
  const open = (state: TableState) => {
    el = document.createElement("div");
    document.body.append(el);
    view = new TableView(new FakeModel(state), el);
    return (sel: string) => el.querySelector(sel) as HTMLElement;
  };

  it("words Glory to Rome's zones, score and move box from the game", async () => {
    const state = sampleState();
    state.language = "fr";
    state.view.players[0].score = { influence: 2, vault: 3, merchant_bonus: null, buildings: 0, total: null };
    state.view.players[1].score = { influence: 3, vault: null, merchant_bonus: null, buildings: 0, total: null };
    const q = open(state);
    await flush();
    expect(q(".gtr-pool .gtr-zone-title").textContent).toBe("Réserve commune (2)");
    expect(q('[data-seat="1"] .gtr-score-more').textContent).toBe(" + chambre forte");
    expect(q('[data-seat="0"] .gtr-score-items').textContent).toBe("influence 2 · chambre forte 3 · bâtiments 0");
    expect((q(".gtr-text") as HTMLInputElement).placeholder).toBe("notation (anglaise), p. ex. think: take Jack");
    expect(q(".gtr-ctl-undo").textContent).toBe("↶ Annuler");
  });

  it("gives the Great City its own example move and keeps its score in the game's order", async () => {
    const state = { ...structuredClone(data.base), ...structuredClone(data.states.act) } as unknown as TableState;
    const q = open(state);
    await flush();
    expect(greatCity.moveExample).toBe("emissary: space 4");
    expect((q(".gtr-text") as HTMLInputElement).placeholder).toBe("move notation, e.g. emissary: space 4");
    const seat = state.view.players[0] as unknown as { score: Record<string, number> };
    const labels = (state.view as unknown as { score_labels?: Record<string, string> }).score_labels ?? {};
    const keys = Object.keys(seat.score).filter((k) => k !== "total");
    // the sidebar lists what scores, in the game's order; the full pad has every item in order
    const shown = keys.filter((k) => seat.score[k] !== 0)
      .map((k) => `${labels[k] ?? k.replace(/_/g, " ")} ${seat.score[k]}`);
    expect(q('[data-seat="0"] .gtr-score-items').textContent).toBe(shown.join(" · "));
    const rows = Array.from(document.querySelectorAll(".gtr-score-full tbody tr")).map((e) => (e as HTMLElement).dataset.item);
    expect(rows).toEqual([...keys, "total"]);
  });
});
