// The choices for a selection float next to the thing selected instead of being inserted
// above the board: the board never moves, so the card clicked stays under the pointer.

const GAP = 6;

/** Place the choice box (`.gtr-choice`) just under the selected thing on the board, or just
 * above it when there is no room below in the window; without a selected thing on the board,
 * over the top of the board. Positions are relative to the table (`position: relative`). */
export function placeChoices(root: HTMLElement): void {
  const box = root.querySelector<HTMLElement>(".gtr-choice");
  if (!box) return;
  const board = root.querySelector<HTMLElement>(".gtr-board");
  const anchor = board?.querySelector<HTMLElement>(".gtr-selected") ?? null;
  const table = root.getBoundingClientRect();
  const width = box.offsetWidth;
  const height = box.offsetHeight;
  let top: number;
  let left: number;
  if (anchor) {
    const a = anchor.getBoundingClientRect();
    const roomBelow = (root.ownerDocument.defaultView?.innerHeight ?? Infinity) - a.bottom;
    const above = roomBelow < height + GAP && a.top - height - GAP >= 0;
    top = (above ? a.top - height - GAP : a.bottom + GAP) - table.top;
    left = a.left - table.left;
  } else {
    const b = board?.getBoundingClientRect() ?? table;
    top = b.top - table.top;
    left = b.left - table.left;
  }
  left = Math.max(0, Math.min(left, table.width - width));
  box.style.top = `${Math.round(top)}px`;
  box.style.left = `${Math.round(left)}px`;
}
