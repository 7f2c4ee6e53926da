// The panel of an exercise (a rulebook example asked as a question, gtr_widget/widget/exercise.py):
// the question and how many of the book's moves are found, the rule and its rulebook line after
// a wrong try, and the book's explanation once solved. Python checks every answer; the panel
// only shows what the `exercise_info` trait says. The texts are the exercises' own (English).
import "./exercise.css";
import { h } from "./dom";
import { say } from "./i18n";
import type { Part } from "./regions";

export interface ExerciseInfo {
  id: string;
  title: string;
  level: number;
  question: string;
  done: number;
  total: number;
  tries: number;
  solved: boolean;
  hint: string;
  explanation: string;
  seed: string;
}

/** The exercise's region, or null when no exercise is open. */
export function exercisePart(info: ExerciseInfo | Record<string, never> | null | undefined,
  lang: string): Part | null {
  if (!info || !info.id) return null;
  const ex = info as ExerciseInfo;
  const state = ex.solved ? "solved" : ex.hint ? "hinted" : "asking";
  const found = say(lang, "{n} of {total} moves found", { n: ex.done, total: ex.total });
  return {
    key: "exercise",
    input: [ex, lang],
    draw: () => h(
      "div",
      { class: `gtr-exercise gtr-exercise-${state}`, "data-exercise": ex.id, "data-state": state, role: "region" },
      h("strong", {}, `${say(lang, "Exercise")} ${ex.id}: ${ex.title}`),
      h("span", { class: "gtr-muted" }, ` · ${say(lang, "level {n}", { n: ex.level })} · ${found}`),
      h("div", { class: "gtr-exercise-question" }, ex.question),
      ex.hint && !ex.solved
        ? h("div", { class: "gtr-exercise-hint", role: "status" }, `${say(lang, "Hint")}: ${ex.hint}`)
        : null,
      ex.solved
        ? h("div", { class: "gtr-exercise-explanation", role: "status" },
          `${say(lang, "Solved.")} ${ex.explanation}${ex.seed ? ` (${ex.seed})` : ""}`)
        : null,
    ),
  };
}
