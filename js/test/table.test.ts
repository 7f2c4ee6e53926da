import { afterEach, beforeEach, describe, expect, it } from "vitest";
import widget from "../src/index";
import { gtrGlobal } from "../src/core/probe";
import { TableView } from "../src/core/shell";
import { FakeModel, mountTable, sampleState, unmountTable } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("table", () => {
  let el: HTMLElement;
  let model: FakeModel;
  let table: TableView;

  beforeEach(() => ({ el, model, table } = mountTable()));
  afterEach(() => unmountTable({ el, table }));

  const q = (sel: string) => el.querySelector(sel) as HTMLElement;

  it("draws pool, deck, Jacks, sites, camps, prompt and log", () => {
    expect(q(".gtr-pool").textContent).toContain("Villa");
    expect(q('[data-stack="Deck"]').textContent).toContain("97");
    expect(q('[data-stack="Jacks"]').textContent).toContain("5");
    expect(q(".gtr-in-town").textContent).toContain("Brick");
    expect(q(".gtr-out-of-town")).not.toBeNull();
    expect(q(".gtr-prompt").textContent).toBe("▶Ann, your turn: lead a role or think");
    expect(q(".gtr-turn").textContent).toContain("Turn 2");
    expect(q(".gtr-log").textContent).toContain("Ann thinks and takes a Jack");
    expect(el.querySelectorAll(".gtr-camp").length).toBe(2);
  });

  it("shows the viewer's hand face up and others as counts", () => {
    const mine = q('.gtr-camp[data-seat="0"] .gtr-hand');
    const theirs = q('.gtr-camp[data-seat="1"] .gtr-hand');
    expect(mine.textContent).toContain("Tower");
    expect(theirs.textContent).toContain("Hand (5)");
    expect(theirs.querySelectorAll(".gtr-back").length).toBe(5);
    expect(q('.gtr-camp[data-seat="1"] .gtr-vault').textContent).toContain("Vault (2)");
  });

  it("draws buildings with site, materials and progress", () => {
    const b = q('[data-building="40"]');
    expect(b.textContent).toContain("Marble site");
    expect(b.textContent).toContain("1/3 materials");
    expect(b.classList.contains("gtr-lit")).toBe(true);
  });

  it("selects on the first click and plays on the second (or Enter)", async () => {
    const tower = q('.gtr-hand [data-card="1"]');
    expect(tower.classList.contains("gtr-lit")).toBe(true);
    tower.click();
    await flush();
    expect(model.sent).toEqual([]);
    expect(q(".gtr-choice").textContent).toContain("Click again or press Enter");
    q('.gtr-hand [data-card="1"]').click();
    expect(model.sent).toEqual([{ type: "move", id: 1, version: 4 }]);
  });

  it("plays on Enter once a card is selected, and at once with one-click play", async () => {
    q('.gtr-hand [data-card="1"]').click();
    await flush();
    el.querySelector(".gtr-table")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent).toEqual([{ type: "move", id: 1, version: 4 }]);
    model.sent = [];
    model.sync({ one_click: true, version: 5, view: { ...model.state.view, version: 5 } as never });
    await flush();
    q('.gtr-hand [data-card="1"]').click();
    expect(model.sent).toEqual([{ type: "move", id: 1, version: 5 }]);
  });

  it("narrows to a choice when a card fits several moves", () => {
    q('.gtr-hand [data-card="150"]').click();
    const chosen = [...el.querySelectorAll(".gtr-choice .gtr-move")].map((b) => b.textContent);
    expect(chosen).toEqual(["lead Laborer: Jack", "lead Patron: Jack"]);
    (el.querySelectorAll(".gtr-choice .gtr-move")[1] as HTMLElement).click();
    expect(model.sent.at(-1)).toEqual({ type: "move", id: 3, version: 4 });
  });

  it("gives moves without cards their own buttons and lists every move", () => {
    const free = [...el.querySelectorAll(".gtr-free .gtr-move")].map((b) => b.textContent);
    expect(free).toEqual(["think: take a Jack"]);
    expect(el.querySelectorAll(".gtr-all-list .gtr-move").length).toBe(5);
  });

  it("asks Python why when an unlit card is clicked", () => {
    q('.gtr-pool [data-card="21"]').click();
    expect(model.sent.at(-1)).toEqual({ type: "card", card: 21, version: 4 });
  });

  it("redraws on sync and shows Python's error", async () => {
    model.sync({ error: "Refused: stale" });
    await flush();
    expect(q(".gtr-error").textContent).toBe("Refused: stale.");  // one plain sentence
    const view = { ...model.state.view, version: 5, decision: { player: 1, kind: "follow", prompt: "Bo: follow" } };
    model.sync({ view: view as never, moves: [], version: 5, error: "" });
    await flush();
    expect(q(".gtr-prompt").textContent).toBe("Waiting for Bo to follow");
    expect(el.querySelector(".gtr-lit.gtr-card")).toBeNull();
    expect(q(".gtr-table").dataset.version).toBe("5");
  });

  it("shows a refusal's first reason as a sentence and folds the others away", async () => {
    model.sync({ error: "follow Laborer with a Laborer card (003:116)\nLatrine not owned (003:137)" });
    await flush();
    expect(q(".gtr-error-main").textContent).toBe("Follow Laborer with a Laborer card (003:116).");
    const more = q(".gtr-error-more") as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(more.querySelectorAll("li").length).toBe(1);
  });

  it("records click-to-render time once the new version is drawn", async () => {
    const before = gtrGlobal()!.timings.length;
    q('.gtr-hand [data-card="1"]').click();
    await flush();
    q('.gtr-hand [data-card="1"]').click();
    model.sync({ version: 5 });
    await flush();
    expect(gtrGlobal()!.timings.length).toBe(before + 1);
  });

  it("sends control messages", () => {
    q(".gtr-ctl-undo").click();
    q(".gtr-ctl-new").click();
    const input = q(".gtr-text") as HTMLInputElement;
    input.value = "think: refill";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(model.sent).toEqual([
      { type: "undo", version: 4 }, { type: "new", version: 4 }, { type: "text", text: "think: refill", version: 4 },
    ]);
  });

  it("shows a clicked card's full text in the inspector", async () => {
    q('.gtr-camp[data-seat="0"] .gtr-stockpile [data-card="31"]').click();
    await flush();
    expect(q(".gtr-inspect").textContent).toContain("Road — Rubble / Laborer, value 1");
  });

  it("offers the rulebook examples and shows the loaded one's story and step", async () => {
    const select = q(".gtr-scenario-select") as HTMLSelectElement;
    select.value = "BB-Academy-1";
    select.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "scenario", id: "BB-Academy-1", version: 4 });
    model.sync({ scenario: { id: "BB-Academy-1", title: "Academy", story: "You hold no cards.", step: 2, total: 7 } });
    await flush();
    expect(q(".gtr-scenario").textContent).toContain("step 2 of 7");
    q(".gtr-ctl-step").click();
    expect(model.sent.at(-1)).toEqual({ type: "step", delta: -1, version: 4 });
  });

  it("covers the table between two people in a curtained hot seat", async () => {
    model.sync({ curtain: true });
    await flush();
    expect(q(".gtr-curtain")).toBeNull(); // the first person sees their cards at once
    const view = { ...model.state.view, seat: 1, version: 5 };
    model.sync({ view: view as never, version: 5 });
    await flush();
    expect(q(".gtr-curtain").textContent).toContain("Pass the screen to Bo");
    // the hand is covered; the public table and the log stay
    expect(el.querySelector('.gtr-camp[data-seat="1"] .gtr-hand .gtr-card:not(.gtr-back)')).toBeNull();
    expect(q(".gtr-pool")).not.toBeNull();
    expect(q(".gtr-log")).not.toBeNull();
    expect(el.querySelector(".gtr-moves")).toBeNull();
    q(".gtr-reveal").click();
    expect(q(".gtr-curtain")).toBeNull();
    expect(q('.gtr-camp[data-seat="1"]')).not.toBeNull();
  });

  it("renders the game-over line", async () => {
    model.sync({ view: { ...model.state.view, is_over: true, winners: [1], decision: null, end_reason: "deck exhausted" } as never, moves: [] });
    await flush();
    expect(q(".gtr-prompt").textContent).toBe("Game over (deck exhausted). Winner: Bo.");
  });
});

describe("anywidget entry", () => {
  it("renders again after a re-run and cleans up its listeners", () => {
    const model = new FakeModel(sampleState());
    const a = document.createElement("div");
    const b = document.createElement("div");
    const cleanupA = widget.render({ model, el: a });
    const cleanupB = widget.render({ model, el: b });
    expect(a.querySelector(".gtr-table")).not.toBeNull();
    expect(b.querySelector(".gtr-table")).not.toBeNull();
    cleanupA();
    cleanupB();
    expect(model.listenerCount()).toBe(0);
  });
});
