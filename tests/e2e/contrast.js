// WCAG contrast of every text element of the newest table over the background it is drawn on.
// A translucent background (a theme colour with alpha) is laid over what is behind it, as the
// browser paints it, rather than skipped.
(() => {
  const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => { const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92
      : Math.pow((c + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const over = (top, alpha, under) => top.map((c, i) => c * alpha + under[i] * (1 - alpha));
  const bg = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const st = getComputedStyle(e);
      if (st.backgroundImage.includes('gradient')) { layers.push([[90, 23, 23], 1]); break; }
      const c = rgb(st.backgroundColor);
      const alpha = c.length === 4 ? c[3] : c.length === 3 ? 1 : 0;
      if (alpha > 0) layers.push([c.slice(0, 3), alpha]);
      if (alpha >= 0.999) break;
    }
    let colour = [255, 255, 255];
    for (const [c, a] of layers.reverse()) colour = over(c, a, colour);
    return colour;
  };
  const out = [];
  const root = document.querySelectorAll('.gtr-table'); const table = root[root.length - 1];
  for (const el of table.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || el.closest('option, select')) continue;
    const st = getComputedStyle(el); if (st.visibility === 'hidden' || st.display === 'none') continue;
    const fg = rgb(st.color); const b = bg(el);
    const mixed = over(fg.slice(0, 3), fg.length === 4 ? fg[3] : 1, b);
    const [l1, l2] = [lum(mixed), lum(b)].sort((x, y) => y - x);
    out.push({ text: el.textContent.trim().slice(0, 30), cls: el.className, ratio: (l1 + 0.05) / (l2 + 0.05) });
  }
  return out; })
