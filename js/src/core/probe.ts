// Test and benchmark hooks: the browser tests and benchmarks/widget.py read the tables' models,
// click-to-draw times and render counts from `window.__gtr`. Only a test build has them
// (`node build.mjs --test-hooks`, which tests/e2e/lab.py makes for its Lab); the production
// bundle is built with `__GTR_TEST_HOOKS__` false, so every hook below compiles away.
import type { ModelLike } from "./types";

/** Set by the build (esbuild's `define`; vitest.config.ts for the unit tests). */
declare const __GTR_TEST_HOOKS__: boolean;

/** What a test build keeps on `window.__gtr`. */
export interface GtrGlobal {
  models: ModelLike[];
  /** Click-to-draw times (ms): from a move sent to its new version drawn. */
  timings: number[];
  renderMs: number[];
  renders: number;
  /** Regions drawn, over all tables (a region left alone is not counted). */
  regions: number;
}

/** The hooks' record, or null in a production build. */
export function gtrGlobal(): GtrGlobal | null {
  if (!__GTR_TEST_HOOKS__) return null;
  const g = globalThis as unknown as { __gtr?: GtrGlobal };
  g.__gtr ??= { models: [], timings: [], renderMs: [], renders: 0, regions: 0 };
  return g.__gtr;
}

export function probeModel(model: ModelLike): void {
  if (!__GTR_TEST_HOOKS__) return;
  const g = gtrGlobal()!;
  if (!g.models.includes(model)) g.models.push(model);
}

export function probeRender(ms: number, regions: number): void {
  if (!__GTR_TEST_HOOKS__) return;
  const g = gtrGlobal()!;
  g.regions += regions;
  g.renders += 1;
  g.renderMs.push(ms);
  if (g.renderMs.length > 1000) g.renderMs.splice(0, 500);
}

export function probeTiming(ms: number): void {
  if (!__GTR_TEST_HOOKS__) return;
  gtrGlobal()!.timings.push(ms);
}
