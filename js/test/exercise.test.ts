import { describe, expect, it } from "vitest";
import { TableView } from "../src/core/shell";
import "../src/games";
import { FakeModel, sampleState } from "./fake-model";

const flush = () => new Promise((r) => setTimeout(r, 0));
const info = {
  id: "GTR-14", title: "Archway", level: 3, question: "Complete the Gate.", done: 0, total: 2,
  tries: 0, solved: false, hint: "", explanation: "", seed: "",
};

describe("exercise panel", () => {
  it("asks, then shows the hint after a wrong try, then the explanation once solved", async () => {
    const model = new FakeModel({ ...sampleState(), exercise_info: info });
    const el = document.createElement("div");
    new TableView(model, el);
    const panel = () => el.querySelector(".gtr-exercise") as HTMLElement;
    expect(panel().dataset.state).toBe("asking");
    expect(panel().textContent).toContain("Complete the Gate.");
    expect(el.querySelector(".gtr-exercise-hint")).toBeNull();
    model.sync({ exercise_info: { ...info, tries: 1, hint: "Archway rule (rulebook 003:349)" } });
    await flush();
    expect(panel().dataset.state).toBe("hinted");
    expect(el.querySelector(".gtr-exercise-hint")?.textContent).toContain("003:349");
    model.sync({ exercise_info: { ...info, done: 2, solved: true, tries: 1, hint: "x", explanation: "The Gate is complete.", seed: "003:351" } });
    await flush();
    expect(panel().dataset.state).toBe("solved");
    expect(el.querySelector(".gtr-exercise-explanation")?.textContent).toContain("The Gate is complete.");
    expect(el.querySelector(".gtr-exercise-hint")).toBeNull();
  });

  it("speaks the table's language around the exercise's own (English) text", () => {
    const el = document.createElement("div");
    new TableView(new FakeModel({ ...sampleState(), language: "fr", exercise_info: info }), el);
    expect(el.querySelector(".gtr-exercise")?.textContent).toContain("Exercice GTR-14");
  });

  it("shows nothing when no exercise is open", () => {
    const el = document.createElement("div");
    new TableView(new FakeModel(sampleState()), el);
    expect(el.querySelector(".gtr-exercise")).toBeNull();
  });
});
