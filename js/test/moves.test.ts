import { describe, expect, it } from "vitest";
import { cardlessMoves, movesByCard, movesByTarget, movesForSelection, resolveClick } from "../src/core/moves";
import { sampleMoves } from "./fake-model";

describe("moves", () => {
  const moves = sampleMoves();

  it("indexes moves by the cards they use and the buildings they aim at", () => {
    expect(movesByCard(moves).get(150)?.map((m) => m.id)).toEqual([2, 3]);
    expect(movesByTarget(moves).get(40)?.map((m) => m.id)).toEqual([4]);
    expect(cardlessMoves(moves).map((m) => m.text)).toEqual(["think: take a Jack"]);
  });

  it("plays a click outright when only one move fits", () => {
    expect(resolveClick(moves, { kind: "card", id: 1 })).toEqual({ play: moves[1] });
  });

  it("asks which move when a card fits several", () => {
    const r = resolveClick(moves, { kind: "card", id: 150 });
    expect("choose" in r && r.choose.map((m) => m.id)).toEqual([2, 3]);
  });

  it("reports no move for an unlit card", () => {
    expect(resolveClick(moves, { kind: "card", id: 999 })).toEqual({ none: true });
    expect(movesForSelection(moves, null)).toEqual([]);
  });
});
