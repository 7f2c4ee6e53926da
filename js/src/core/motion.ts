// Cards slide to where they went (out of a hand, from one pile to another) so a person
// watching sees what happened. Positions are read before a redraw and animated after it
// (first, last, invert, play); nothing moves for people who ask for reduced motion.

export type Places = Map<string, DOMRect>;

export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Where each card (by id) is drawn now, within `root`. */
export function places(root: HTMLElement): Places {
  const out: Places = new Map();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-card]"))) {
    const id = el.dataset.card as string;
    if (!out.has(id)) out.set(id, el.getBoundingClientRect());
  }
  return out;
}

/** Slide every card that moved from its old place to its new one; returns how many slid. */
export function slide(root: HTMLElement, before: Places, ms = 280): number {
  if (reducedMotion() || before.size === 0) return 0;
  let n = 0;
  const seen = new Set<string>();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-card]"))) {
    const id = el.dataset.card as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const old = before.get(id);
    if (!old || typeof el.animate !== "function") continue;
    const now = el.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
    el.classList.add("gtr-moving");
    const anim = el.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }],
      { duration: ms, easing: "ease-out" },
    );
    anim.onfinish = () => el.classList.remove("gtr-moving");
    n += 1;
  }
  return n;
}
