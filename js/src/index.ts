// anywidget entry point: one TableView per rendered output, torn down when the output goes.
import type { AnyWidget, RenderProps } from "@anywidget/types";
import "./styles.css";
import { TableView } from "./table";
import type { TableState } from "./types";

function render({ model, el }: Pick<RenderProps<TableState>, "model" | "el">): () => void {
  el.classList.add("gtr-widget");
  const table = new TableView(model, el);
  return () => table.dispose();
}

export default { render } satisfies AnyWidget<TableState>;
