// Bundles js/src into gtr_widget/static/widget.{js,css}; run by hatch-jupyter-builder on install.
//   node build.mjs                     the production bundle (no test hooks)
//   node build.mjs --watch             rebuild on every change, with a source map
//   node build.mjs --test-hooks [--outdir DIR]
//                                      a test build: `window.__gtr` (core/probe.ts) for the
//                                      browser tests and benchmarks, written to DIR if given
import * as esbuild from "esbuild";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const watch = args.includes("--watch");
const testHooks = args.includes("--test-hooks");
const at = args.indexOf("--outdir");
const outdir = at >= 0 ? path.resolve(args[at + 1]) : path.join(here, "..", "gtr_widget", "static");
const options = {
  entryPoints: { widget: path.join(here, "src", "index.ts") },
  outdir,
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: !watch,
  sourcemap: watch ? "inline" : false,
  define: { __GTR_TEST_HOOKS__: String(testHooks) },
  logLevel: "info",
};
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
