// The renderers this build knows, by the view's `game` field. Adding a game's renderer is one
// import and one entry here (its folder holds the rest).
import type { GameRenderer } from "../core/renderer";
import { gloryToRome } from "./glory_to_rome";
import { greatCity } from "./great_city";

export const RENDERERS: Record<string, GameRenderer> = {
  glory_to_rome: gloryToRome,
  great_city: greatCity,
};
