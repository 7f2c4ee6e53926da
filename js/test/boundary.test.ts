/// <reference types="vite/client" />
// The shell names no game: nothing under src/core imports from src/games (the games register
// their renderers with core/games.ts instead, and the entry point imports them first).
import { describe, expect, it } from "vitest";

/** Every source file of the core, by its path from this folder ("../src/core/shell.ts"). */
const CORE: Record<string, string> = import.meta.glob("../src/core/**/*.ts", {
  query: "?raw", import: "default", eager: true,
});

/** Every module specifier a source names: imports and re-exports, side-effect imports and
 * dynamic import() calls. */
function specifiers(source: string): string[] {
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g, // import ... from "x", export ... from "x"
    /\bimport\s*["']([^"']+)["']/g, // import "x"
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, // import("x")
  ];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
}

/** `specifier` seen from `file`, as a path from this folder ("../src/games/index"). */
function resolved(file: string, specifier: string): string {
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** "file: specifier" for each import of `file` that reaches into src/games. */
function crossings(file: string, source: string): string[] {
  return specifiers(source)
    .filter((s) => s.startsWith("."))
    .filter((s) => {
      const target = resolved(file, s);
      return target === "../src/games" || target.startsWith("../src/games/");
    })
    .map((s) => `${file}: ${s}`);
}

describe("the import boundary of the shell", () => {
  it("reads the core's files", () => {
    expect(Object.keys(CORE)).toContain("../src/core/shell.ts");
  });

  it("has no file under src/core importing from src/games", () => {
    const bad = Object.entries(CORE).flatMap(([file, source]) => crossings(file, source));
    expect(bad).toEqual([]);
  });

  it("would catch each way of importing a game", () => {
    const file = "../src/core/shell.ts";
    const bad = [
      'import { gloryToRome } from "../games/glory_to_rome";',
      'import "../games";',
      'export { greatCity } from "../games/great_city/index";',
      'const m = await import("../games/great_city");',
      'import type { View } from "./../games/glory_to_rome/types";',
    ];
    for (const line of bad) expect(crossings(file, line)).toHaveLength(1);
    expect(crossings(file, 'import { h } from "./dom";')).toEqual([]);
    expect(crossings("../src/core/x/y.ts", 'import { h } from "../dom";')).toEqual([]);
  });
});
