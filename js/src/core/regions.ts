// Update only what changed: the table is drawn as keyed regions, and a region is drawn again
// only when the JSON of its input differs from last time. Elements left alone keep their
// state (focus, typed text, scroll position, open <details>).

/** One region: a stable key, the data it is drawn from, and how to draw it. */
export interface Part {
  key: string;
  input: unknown;
  draw: () => HTMLElement;
}

export class Regions {
  private cache = new Map<string, { sig: string; el: HTMLElement }>();
  /** How many regions were drawn (not reused) so far: tests and the benchmark read it. */
  drawn = 0;

  constructor(readonly root: HTMLElement) {}

  /** Make `root` show `parts` in order, drawing only the regions whose input changed. */
  update(parts: Part[]): void {
    const next = new Map<string, { sig: string; el: HTMLElement }>();
    const els: HTMLElement[] = [];
    for (const p of parts) {
      const sig = JSON.stringify(p.input) ?? "";
      const old = this.cache.get(p.key);
      let el: HTMLElement;
      if (old && old.sig === sig) {
        el = old.el;
      } else {
        el = p.draw();
        el.dataset.region = p.key;
        this.drawn += 1;
      }
      next.set(p.key, { sig, el });
      els.push(el);
    }
    this.cache = next;
    place(this.root, els);
  }

  /** Forget every region, so the next update draws them all. */
  clear(): void {
    this.cache.clear();
  }
}

/** Put `els` into `root` in order, touching only the children that differ (an element that
 * stays where it was is never detached, so it keeps its scroll position). */
export function place(root: HTMLElement, els: HTMLElement[]): void {
  const keep = new Set<Node>(els);
  for (const child of Array.from(root.children)) {
    if (!keep.has(child)) child.remove();
  }
  els.forEach((el, i) => {
    const at = root.children[i];
    if (at !== el) root.insertBefore(el, at ?? null);
  });
}
