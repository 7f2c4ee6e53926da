// Words split across lines or cut off, among the names shown in a Great City table: for each
// word of each name (a card in a cell, a card, a score label), its rectangles on screen. A word
// drawn on two lines has two rectangles; a word wider than its box is cut off by the cell.
() => {
  const out = [];
  const names = document.querySelectorAll(
    ".gtr-table .gc-cell-card, .gtr-table .gc-cell-tag, .gtr-table .gc-card-name, " +
    ".gtr-table .gtr-score-items, .gtr-table .gc-known");
  for (const el of names) {
    const clip = el.closest(".gc-cell, .gc-card, .gtr-scoreboard") || el;
    const box = clip.getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent || "";
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const broken = rects.length > 1;
        const cut = rects.some((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5);
        if (broken || cut) out.push({ word: m[0], broken, cut, in: el.className });
      }
    }
  }
  return out;
}
