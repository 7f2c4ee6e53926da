// The exercise picker beside the scenario select: the table's game's rulebook exercises
// (Python's `exercise_list`, [id, level, title], already ordered from the basics up). Choosing
// one asks Python to open it ({"type": "exercise", id, version}); Python checks the id and the
// version like any message that replaces the game.
import { h } from "./dom";
import { fill } from "./i18n";
import type { OutMessage } from "./types";

/** One exercise as synced: id, level (1 the basics .. 4 combinations), title. */
export type ExerciseChoice = [string, number, string];

export interface ExerciseSelectActions {
  send: (msg: OutMessage) => void;
  version: () => number;
}

/** "GTR-14 (level 3): Archway", in the table's language (`t`). */
export function exerciseLabel([id, level, title]: ExerciseChoice, t: (s: string) => string): string {
  return `${id} (${fill(t("level {n}"), { n: level })}): ${title}`;
}

/** The select, or null when the game has no exercises. `openId` is the exercise on the table. */
export function exerciseSelect(choices: ExerciseChoice[] | undefined, openId: string | null | undefined,
  allowed: boolean, t: (s: string) => string, a: ExerciseSelectActions): HTMLElement | null {
  if (!choices?.length) return null;
  const select = h(
    "select",
    {
      class: "gtr-exercise-select", title: t("Open a rulebook exercise…"), "aria-label": "exercise",
      disabled: !allowed,
    },
    h("option", { value: "" }, t("Exercises…")),
    choices.map((c) => h("option", { value: c[0], selected: c[0] === openId }, exerciseLabel(c, t))),
  ) as HTMLSelectElement;
  select.addEventListener("change", () => {
    if (select.value) a.send({ type: "exercise", id: select.value, version: a.version() });
  });
  return select;
}
