import { describe, expect, it } from "vitest";
import {
  cardlessMoves, movesByBoardTarget, movesByCard, movesByTarget, movesForSelection, narrowSelection, resolveClick,
} from "../src/core/moves";
import type { Selection } from "../src/core/moves";
import type { MoveJSON } from "../src/core/types";
import { sampleMoves } from "./fake-model";

describe("moves", () => {
  const moves = sampleMoves();

  it("indexes moves by the cards they use and the buildings they aim at", () => {
    expect(movesByCard(moves).get(150)?.map((m) => m.id)).toEqual([2, 3]);
    expect(movesByTarget(moves, "building").get(40)?.map((m) => m.id)).toEqual([4]);
    expect(cardlessMoves(moves).map((m) => m.text)).toEqual(["think: take a Jack"]);
  });

  it("selects on a first click; plays on a second, or at once with one-click play", () => {
    expect(resolveClick(moves, { kind: "card", id: 1 })).toEqual({ choose: [moves[1]] });
    const again = resolveClick(moves, { kind: "card", id: 1 }, { current: { kind: "card", id: 1 } });
    expect(again).toEqual({ play: moves[1] });
    expect(resolveClick(moves, { kind: "card", id: 1 }, { oneClick: true })).toEqual({ play: moves[1] });
  });

  it("lights only the right kind of target: a seat number is not a building", () => {
    const give = { id: 9, text: "give: Road", verb: "give", cards: [31], role: null, target: 1, target_kind: "seat" };
    const build = { id: 8, text: "craftsman: add", verb: "craftsman", cards: [2], role: null, target: 1, target_kind: "building" };
    expect(movesByTarget([give], "building").has(1)).toBe(false);
    expect(movesByTarget([give], "seat").get(1)).toEqual([give]);
    expect(movesByTarget([build], "building").get(1)).toEqual([build]);
    expect(movesByBoardTarget([give, build]).get(1)).toEqual([build]);
    const bath = { id: 7, text: "bath", verb: "first_bath", cards: [5], role: null, target: 6, target_kind: "card" };
    expect([...movesByCard([bath]).keys()]).toEqual([5, 6]);
  });

  it("lights any kind of board target the game names, and nothing for a target without a kind", () => {
    const cell: MoveJSON = { id: 3, text: "build X at B2", verb: "build", cards: [4], role: null, target: 7, target_kind: "cell" };
    const space: MoveJSON = { id: 2, text: "emissary: space 7", verb: "emissary", cards: [], role: null, target: 7, target_kind: "space" };
    const unkinded: MoveJSON = { id: 1, text: "old", verb: "old", cards: [], role: null, target: 7, target_kind: null };
    expect(movesByBoardTarget([cell, space, unkinded]).get(7)).toEqual([cell, space]);
    expect(movesForSelection([cell, space, unkinded], { kind: "target", id: 7 })).toEqual([cell, space]);
    // no kind is no longer read as a building: the move is a plain button, aimed at nothing
    expect(cardlessMoves([space, unkinded])).toEqual([unkinded]);
    expect(movesByTarget([unkinded], "building").size).toBe(0);
  });

  it("asks which move when a card fits several", () => {
    const r = resolveClick(moves, { kind: "card", id: 150 });
    expect("choose" in r && r.choose.map((m) => m.id)).toEqual([2, 3]);
  });

  it("reports no move for an unlit card", () => {
    expect(resolveClick(moves, { kind: "card", id: 999 })).toEqual({ none: true });
    expect(movesForSelection(moves, null)).toEqual([]);
  });

  it("keeps a picked card with the target clicked next (and back), when a move uses both", () => {
    const at = (id: number, card: number, target: number): MoveJSON =>
      ({ id, text: `build ${card} at ${target}`, verb: "build", cards: [card], role: null, target, target_kind: "cell" });
    const builds = [at(1, 10, 7), at(2, 11, 7), at(3, 10, 8)];
    const card: Selection = { kind: "card", id: 10 };
    const cell: Selection = { kind: "target", id: 7 };
    const both = narrowSelection(builds, cell, card);
    expect(both).toEqual({ kind: "target", id: 7, card: 10 });
    expect(narrowSelection(builds, card, cell)).toEqual(both);
    expect(movesForSelection(builds, both)).toEqual([builds[0]]);
    // a second click on the cell (or the card) plays the one move
    expect(resolveClick(builds, narrowSelection(builds, cell, both), { current: both })).toEqual({ play: builds[0] });
    expect(resolveClick(builds, narrowSelection(builds, card, both), { current: both })).toEqual({ play: builds[0] });
    // no move uses card 11 at cell 8: the click stands alone
    expect(narrowSelection(builds, { kind: "target", id: 8 }, { kind: "card", id: 11 })).toEqual({ kind: "target", id: 8 });
    // a card after a card, or nothing picked: as before
    expect(narrowSelection(builds, { kind: "card", id: 11 }, card)).toEqual({ kind: "card", id: 11 });
    expect(narrowSelection(builds, cell, null)).toEqual(cell);
  });
});
