// The page's half of gtr_widget/widget/wire.py: Python sends the view, the moves and the log
// with each list of alike objects by columns (its keys once); `unpacked(model)` hands the
// shell the model with those traits as plain JSON again, so nothing else knows of packing.
import type { ModelLike, TableState } from "./types";

/** Marks a list packed by columns: [COLUMNS, keys, column, column, ...]. */
export const COLUMNS = "\u0000T";
/** Marks a real list whose first element is a marker: [ESCAPED, ...the list]. */
export const ESCAPED = "\u0000L";
/** The traits Python packs (their `to_json` in widget/table.py). */
export const PACKED: ReadonlySet<string> = new Set(["view", "moves", "log"]);

/** The JSON value Python's `pack` was given. */
export function unpack(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value[0] === COLUMNS) {
      const keys = value[1] as string[];
      const columns = value.slice(2).map((c) => unpack(c) as unknown[]);
      const rows = columns.length ? columns[0].length : 0;
      return Array.from({ length: rows }, (_, i) =>
        Object.fromEntries(keys.map((k, j) => [k, columns[j][i]])));
    }
    return (value[0] === ESCAPED ? value.slice(1) : value).map(unpack);
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unpack(v)]));
  }
  return value;
}

/** `model` with its packed traits unpacked on reading, each once per value Python sent (so a
 * trait that did not change reads as the very same object, as before). Everything else,
 * listeners and messages included, is the model's own. */
export function unpacked<M extends ModelLike>(model: M): M {
  const seen = new Map<string, { raw: unknown; plain: unknown }>();
  const get = <K extends keyof TableState>(key: K): TableState[K] => {
    const raw = model.get(key);
    if (!PACKED.has(key)) return raw;
    const last = seen.get(key);
    if (last && last.raw === raw) return last.plain as TableState[K];
    const plain = unpack(raw);
    seen.set(key, { raw, plain });
    return plain as TableState[K];
  };
  return new Proxy(model, {
    get(target, prop) {
      if (prop === "get") return get;
      const member: unknown = Reflect.get(target, prop, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
  });
}
