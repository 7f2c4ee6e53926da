// Bundles js/src into gtr_widget/static/widget.{js,css}; run by hatch-jupyter-builder on install.
import * as esbuild from "esbuild";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes("--watch");
const options = {
  entryPoints: { widget: path.join(here, "src", "index.ts") },
  outdir: path.join(here, "..", "gtr_widget", "static"),
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: !watch,
  sourcemap: watch ? "inline" : false,
  logLevel: "info",
};
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
