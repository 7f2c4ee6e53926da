// anywidget entry point: one TableView per rendered output, torn down when the output goes.
import "./styles.css";
import { TableView } from "./table";
import type { ModelLike } from "./types";

interface RenderProps {
  model: ModelLike;
  el: HTMLElement;
}

function render({ model, el }: RenderProps): () => void {
  el.classList.add("gtr-widget");
  const table = new TableView(model, el);
  return () => table.dispose();
}

export default { render };
