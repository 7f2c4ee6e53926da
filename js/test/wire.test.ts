import { describe, expect, it, vi } from "vitest";
import { unpack, unpacked } from "../src/core/wire";
import type { TableState } from "../src/core/types";
import { FakeModel } from "./fake-model";
import cases from "./wire_cases.json";

describe("wire", () => {
  // Python packs the same cases (tests/test_widget_wire.py checks that it still does).
  for (const c of cases) {
    it(`unpacks what Python packs: ${c.why}`, () => {
      expect(unpack(c.packed)).toEqual(c.plain);
    });
  }

  it("hands the shell plain traits, each unpacked once per value Python sent", () => {
    const packedView = ["\u0000T", ["id", "name"], [3, 7], ["Road", "Bath"]];
    const model = new FakeModel({ view: { cards: packedView }, version: 4 } as unknown as TableState);
    const plain = unpacked(model);
    const view = plain.get("view");
    expect(view).toEqual({ cards: [{ id: 3, name: "Road" }, { id: 7, name: "Bath" }] });
    expect(plain.get("view")).toBe(view); // unchanged: the very same object
    expect(plain.get("version")).toBe(4); // not packed: as sent
    model.state.view = { cards: [] } as unknown as TableState["view"];
    expect(plain.get("view")).toEqual({ cards: [] });
  });

  it("leaves listeners and messages to the model itself", () => {
    const model = new FakeModel({ version: 1 } as unknown as TableState);
    const plain = unpacked(model);
    const listener = vi.fn();
    plain.on("change:version", listener);
    plain.send({ type: "undo", version: 1 });
    plain.off("change:version", listener);
    expect(model.sent).toEqual([{ type: "undo", version: 1 }]);
    plain.save_changes();
    expect(model.saved).toBe(1);
  });
});
