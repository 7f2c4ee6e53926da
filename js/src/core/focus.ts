// A click on a card selects it, and the region holding the card is drawn again (the card is
// now marked selected), so the element that had focus is gone and focus falls to the page.
// "Click again or press Enter" must stay true: the card's new element takes the focus back.

/** Focus the element drawn for card `id` (the selected one first) when focus was lost with
 * the old element; a person who moved focus elsewhere on purpose keeps it there. */
export function restoreCardFocus(root: HTMLElement, id: number): void {
  const active = root.ownerDocument.activeElement as HTMLElement | null;
  const lost = !active || active === root.ownerDocument.body || !active.isConnected || active === root;
  if (!lost) return;
  const found = root.querySelector<HTMLElement>(`[data-card="${id}"].gtr-selected`)
    ?? root.querySelector<HTMLElement>(`[data-card="${id}"][tabindex]`);
  found?.focus({ preventScroll: true });
}
