import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Regions } from "../src/core/regions";
import { TableView } from "../src/core/shell";
import "../src/games"; // registers the renderers the shell draws with
import { h } from "../src/core/dom";
import { registeredGames } from "../src/core/games";
import type { View } from "../src/games/glory_to_rome/types";
import { FakeModel, card, mountTable, unmountTable } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("regions", () => {
  it("draws a region again only when its input changes, and keeps the others in place", () => {
    const root = document.createElement("div");
    const regions = new Regions(root);
    let draws = 0;
    const part = (key: string, input: unknown) => ({
      key, input, draw: () => { draws += 1; return h("div", {}, `${key}:${JSON.stringify(input)}`); },
    });
    regions.update([part("a", 1), part("b", { x: 1 })]);
    const [a, b] = Array.from(root.children);
    regions.update([part("a", 1), part("b", { x: 2 })]);
    expect(draws).toBe(3);
    expect(root.children[0]).toBe(a);
    expect(root.children[1]).not.toBe(b);
    regions.update([part("b", { x: 2 }), part("c", 0)]);
    expect(Array.from(root.children).map((c) => c.textContent)).toEqual(['b:{"x":2}', "c:0"]);
    expect(draws).toBe(4);
  });
});

describe("table regions", () => {
  let el: HTMLElement;
  let model: FakeModel;
  let table: TableView;

  beforeEach(() => ({ el, model, table } = mountTable()));
  afterEach(() => unmountTable({ el, table }));

  const q = (sel: string) => el.querySelector(sel) as HTMLElement;
  const view = () => model.state.view as View;

  /** A bot's move elsewhere: seat 1 plays a card to the pool; the viewer is offered nothing. */
  function botMoves(version: number): void {
    const v = structuredClone(view());
    v.version = version;
    v.players[1].hand_count -= 1;
    v.pool = [...v.pool, card(60 + version, "Road", "Rubble", "Laborer", 1)];
    v.decision = { player: 1, kind: "follow", prompt: "Bo: follow" };
    model.sync({
      view: v as never, version, moves: [],
      log: [...model.state.log, { turn: 2, player: 1, text: `Bo moves (${version})` }],
    });
  }

  it("redraws only the camps whose input changed", async () => {
    const mine = q('.gtr-camp[data-seat="0"]');
    const theirs = q('.gtr-camp[data-seat="1"]');
    const v = structuredClone(view());
    v.players[1].hand_count = 4;
    model.sync({ view: v as never });
    await flush();
    expect(q('.gtr-camp[data-seat="0"]')).toBe(mine);
    expect(q('.gtr-camp[data-seat="1"]')).not.toBe(theirs);
    expect(q('.gtr-camp[data-seat="1"] .gtr-hand').textContent).toContain("Hand (4)");
  });

  it("leaves the board alone when only the log or an error changes", async () => {
    const board = Array.from(q(".gtr-board").children);
    const drawn = table.regionsDrawn;
    model.sync({ log: [...model.state.log, { turn: 1, text: "a line" }] });
    await flush();
    model.sync({ error: "Refused: stale" });
    await flush();
    expect(Array.from(q(".gtr-board").children)).toEqual(board);
    expect(table.regionsDrawn).toBe(drawn + 1); // the prompt, for the error
    expect(q(".gtr-log").textContent).toContain("a line");
  });

  it("keeps the move being typed, and its focus, when a bot moves", async () => {
    const input = q(".gtr-text") as HTMLInputElement;
    input.focus();
    input.value = "lead Craftsman: Do";
    botMoves(5);
    await flush();
    botMoves(6);
    await flush();
    expect(q(".gtr-text")).toBe(input);
    expect(input.value).toBe("lead Craftsman: Do");
    expect(document.activeElement).toBe(input);
    expect(q(".gtr-pool").textContent).toContain("Road");
  });

  it("empties the box once the typed move is played, keeps it when refused", async () => {
    const input = q(".gtr-text") as HTMLInputElement;
    input.value = "think: nonsense";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    model.sync({ error: "Refused: no such move" });
    await flush();
    expect(input.value).toBe("think: nonsense");
    input.value = "think: take a Jack";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(model.sent.at(-1)).toEqual({ type: "text", text: "think: take a Jack", version: 4 });
    model.sync({ version: 5, error: "" });
    await flush();
    expect(input.value).toBe("");
  });

  it("keeps the log where the person scrolled, and follows it at the bottom", async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const list = q(".gtr-log-list");
    // jsdom lays nothing out: 40 px a line, a 200 px window.
    Object.defineProperty(list, "scrollHeight", { get: () => list.children.length * 40, configurable: true });
    Object.defineProperty(list, "clientHeight", { get: () => 200, configurable: true });
    const scroll = (top: number) => {
      list.scrollTop = top;
      list.dispatchEvent(new Event("scroll"));
    };
    for (let v = 5; v < 12; v++) botMoves(v);
    await flush();
    await frame();
    expect(list.scrollTop).toBe(list.scrollHeight); // new lines are followed
    scroll(40); // the person scrolls back to read
    botMoves(12);
    await flush();
    await frame();
    expect(q(".gtr-log-list")).toBe(list);
    expect(list.scrollTop).toBe(40);
    scroll(list.scrollHeight - 200); // back at the newest line
    botMoves(13);
    await flush();
    await frame();
    expect(list.scrollTop).toBe(list.scrollHeight);
    expect(list.lastElementChild?.textContent).toBe("Bo moves (13)");
  });

  it("says who is thinking", async () => {
    model.sync({ thinking: "Bo is thinking…" });
    await flush();
    expect(q(".gtr-busy").textContent).toBe("Bo is thinking…");
    model.sync({ thinking: "" });
    await flush();
    expect(q(".gtr-busy")).toBeNull();
  });

  it("greys out what the table's undo rule does not allow", async () => {
    const disabled = (sel: string) => (q(sel) as HTMLButtonElement).disabled;
    expect(disabled(".gtr-ctl-undo") || disabled(".gtr-ctl-new")).toBe(false); // hot seat: any
    model.sync({ viewer: 0 });
    await flush();
    expect(disabled(".gtr-ctl-undo")).toBe(false);
    expect(disabled(".gtr-ctl-new")).toBe(true);
    expect((q(".gtr-scenario-select") as HTMLSelectElement).disabled).toBe(true);
    model.sync({ undo_rule: "none" });
    await flush();
    expect(disabled(".gtr-ctl-undo") && disabled(".gtr-ctl-redo")).toBe(true);
  });

  it("picks the renderer by the view's game, and says so when it has none", async () => {
    expect(registeredGames()).toContain("glory_to_rome");
    expect(q(".gtr-board").classList.contains("gtr-board-glory_to_rome")).toBe(true);
    model.sync({ view: { ...view(), game: "no_such_game" } as never });
    await flush();
    const msg = q(".gtr-unknown-game").textContent ?? "";
    expect(msg).toContain('"no_such_game"');
    expect(msg).toContain("glory_to_rome");
    expect(el.querySelector(".gtr-camp")).toBeNull();
    expect(q(".gtr-controls")).not.toBeNull();
    expect(q(".gtr-prompt").textContent).toBe("▶Ann, your turn: lead a role or think");
    model.sync({ view: { ...view(), game: "glory_to_rome" } as never });
    await flush();
    expect(el.querySelectorAll(".gtr-camp").length).toBe(2);
  });
});
