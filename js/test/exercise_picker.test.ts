import { describe, expect, it } from "vitest";
import { exerciseLabel } from "../src/core/exercise_select";
import { TableView } from "../src/core/shell";
import "../src/games";
import { FakeModel, sampleState } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));
const list: [string, number, string][] = [["GTR-01", 1, "Think"], ["GTR-14", 3, "Archway"]];

function table(extra: Record<string, unknown> = {}) {
  const model = new FakeModel({ ...sampleState(), exercise_list: list, ...extra });
  const el = document.createElement("div");
  new TableView(model, el);
  const select = () => el.querySelector(".gtr-exercise-select") as HTMLSelectElement | null;
  return { model, el, select };
}

describe("exercise picker", () => {
  it("lists the game's exercises with their level beside the scenario select", () => {
    const { el, select } = table();
    const options = Array.from(select()!.options).map((o) => o.textContent);
    expect(options).toEqual(["Exercises…", "GTR-01 (level 1): Think", "GTR-14 (level 3): Archway"]);
    expect(el.querySelector(".gtr-scenario-select")?.nextElementSibling).toBe(select());
  });

  it("asks Python to open the chosen exercise at the table's version", () => {
    const { model, select } = table();
    select()!.value = "GTR-14";
    select()!.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "exercise", id: "GTR-14", version: 4 });
  });

  it("shows the open exercise as chosen, and is disabled where the undo rule forbids a deal", async () => {
    const { model, select } = table({ exercise_info: { id: "GTR-14", title: "Archway", level: 3, question: "?", done: 0, total: 1, tries: 0, solved: false, hint: "", explanation: "", seed: "" } });
    expect(select()!.value).toBe("GTR-14");
    expect(select()!.disabled).toBe(false);
    model.sync({ viewer: 0 });
    await flush();
    expect(select()!.disabled).toBe(true);
  });

  it("is absent when the game has no exercises, and worded in the table's language", () => {
    expect(table({ exercise_list: [] }).select()).toBeNull();
    const fr = table({ language: "fr" }).select()!;
    expect(fr.options[0].textContent).toBe("Exercices…");
    expect(exerciseLabel(["GC-04", 2, "Market"], (s) => (s === "level {n}" ? "nivel {n}" : s))).toBe("GC-04 (nivel 2): Market");
  });
});
