// WCAG contrast of every text element of the newest table over its nearest opaque background.
(() => {
  const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => { const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92
      : Math.pow((c + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const bg = (el) => { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.9)) return c.slice(0, 3);
      if (getComputedStyle(e).backgroundImage.includes('gradient')) return [90, 23, 23]; }
    return [255, 255, 255]; };
  const out = [];
  const root = document.querySelectorAll('.gtr-table'); const table = root[root.length - 1];
  for (const el of table.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || el.closest('summary, option, select')) continue;
    const st = getComputedStyle(el); if (st.visibility === 'hidden' || st.display === 'none') continue;
    const fg = rgb(st.color); const b = bg(el);
    const alpha = fg.length === 4 ? fg[3] : 1;
    const mixed = fg.slice(0, 3).map((c, i) => c * alpha + b[i] * (1 - alpha));
    const [l1, l2] = [lum(mixed), lum(b)].sort((x, y) => y - x);
    out.push({ text: el.textContent.trim().slice(0, 30), cls: el.className, ratio: (l1 + 0.05) / (l2 + 0.05) });
  }
  return out; })
