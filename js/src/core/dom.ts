// A tiny element builder: the table is small enough that plain DOM beats a framework.

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | undefined | null | EventListener>;

/** Create an element; `on*` attributes become listeners, `class` a class list, false/null skipped. */
export function h(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "class") {
      el.className = String(value);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  return el;
}

/**
 * Make `el` act as a button: a click, Enter or Space runs `act` and goes no further, so the
 * table's own Enter (play the selection) never fires on top of it. Keyboard players reach
 * every card and space this way, in both games alike.
 */
export function pressable(el: HTMLElement, act: () => void): HTMLElement {
  el.setAttribute("role", "button");
  el.tabIndex = 0;
  el.addEventListener("click", (ev) => {
    ev.stopPropagation();
    act();
  });
  el.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      act();
    }
  });
  return el;
}

/** Plural helper for counts shown in sentences ("1 card", "3 cards"). */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
