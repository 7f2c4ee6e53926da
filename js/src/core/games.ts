// The games this build can draw, by the view's `game` field. The core names no game: each
// game's folder registers its renderer (games/index.ts), and the entry point imports the games
// before it draws a table, so the shell finds them here.
import type { GameRenderer } from "./renderer";

const RENDERERS = new Map<string, GameRenderer>();

/** Make a game's renderer known to the shell, under the name its views carry in `game`. */
export function registerGame(name: string, renderer: GameRenderer): void {
  RENDERERS.set(name, renderer);
}

/** The renderer of `game`, if this build registered one. */
export function rendererFor(game: string | undefined): GameRenderer | undefined {
  return game === undefined ? undefined : RENDERERS.get(game);
}

/** The names of the registered games, in the order they registered. */
export function registeredGames(): string[] {
  return [...RENDERERS.keys()];
}

/** Every registered renderer, in the order they registered. */
export function registeredRenderers(): GameRenderer[] {
  return [...RENDERERS.values()];
}
