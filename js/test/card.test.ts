import { describe, expect, it, vi } from "vitest";
import { cardTitle, materialClass, renderCard } from "../src/games/glory_to_rome/card";
import { card } from "./fake-model";

describe("card", () => {
  const tower = card(1, "Tower", "Concrete", "Architect", 2);

  it("names role, material and value in text, not only in colour", () => {
    const el = renderCard(tower);
    expect(el.textContent).toContain("Tower");
    expect(el.textContent).toContain("Architect");
    expect(el.textContent).toContain("Concrete");
    expect(el.querySelector(".gtr-card-value")?.textContent).toBe("2");
    expect(el.classList.contains("gtr-m-concrete")).toBe(true);
  });

  it("shows the edition's function text on hover", () => {
    expect(cardTitle(tower, { Tower: "Rubble fits any structure." })).toContain("Rubble fits any structure.");
    expect(renderCard(tower, { catalogue: { Tower: "T" } }).title).toMatch(/Concrete \/ Architect, value 2\nT$/);
  });

  it("gives every material its own colour class and Jacks a neutral one", () => {
    const classes = ["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"].map(materialClass);
    expect(new Set(classes).size).toBe(6);
    expect(materialClass(null)).toBe("gtr-m-jack");
  });

  it("is clickable with mouse and keyboard when given a handler", () => {
    const onClick = vi.fn();
    const el = renderCard(tower, { onClick, lit: true });
    el.click();
    el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(el.classList.contains("gtr-lit")).toBe(true);
  });
});
