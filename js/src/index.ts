// anywidget entry point: one table per rendered output, torn down when the output goes.
import type { AnyWidget, RenderProps } from "@anywidget/types";
import "./core/styles.css";
import "./games"; // registers every game's renderer with the shell (core/games.ts)
import { TableView } from "./core/shell";
import type { TableState } from "./core/types";
import { unpacked } from "./core/wire";

function render({ model, el }: Pick<RenderProps<TableState>, "model" | "el">): () => void {
  el.classList.add("gtr-widget");
  const table = new TableView(unpacked(model), el); // Python packs the big traits: wire.ts
  return () => table.dispose();
}

export default { render } satisfies AnyWidget<TableState>;
