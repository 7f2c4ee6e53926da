// The residential areas of a city, for drawing them at a glance (001:227-239): each house is
// ringed in its area's value colour (areas of one value never touch: they would be one area),
// the area's first cell says what it scores now, and public buildings touching an area are
// marked. The grouping is Python's (the view's `areas`), the one the score pad uses.
import type { Area, Player } from "./types";

export interface AreaMark {
  /** The area's number in the view's list, its house value, and whether this cell carries
   * the area's points. */
  area: number;
  value: number;
  first: boolean;
  points: number;
}

export interface AreaMarks {
  houses: Map<string, AreaMark>;
  /** Public buildings next to an area, by cell name: the values of the areas they touch. */
  public: Map<string, number[]>;
}

export function areaMarks(p: Player): AreaMarks {
  const houses = new Map<string, AreaMark>();
  const pub = new Map<string, number[]>();
  (p.areas ?? []).forEach((a: Area, k: number) => {
    a.cells.forEach((cell, i) => houses.set(cell, { area: k, value: a.value, first: i === 0, points: a.points }));
    for (const cell of a.public) pub.set(cell, [...(pub.get(cell) ?? []), a.value]);
  });
  return { houses, public: pub };
}
