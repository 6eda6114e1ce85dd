/**
 * Runs in the TV page: every piece of text on the stage as a box, and what is wrong with the
 * layout — text under 2.5 % of the screen height, two texts overlapping, text outside the screen,
 * under the caption, cut by its box or covered by something else, a seat name not whole.
 * Written as a string: tsx would otherwise add helpers the page does not have.
 */
export interface LayoutProblem { kind: string; text: string; other?: string; detail?: string }

export const LAYOUT_PROBE = `(() => {
  const problems = [];
  const stage = document.querySelector('[data-testid=stage]');
  if (!stage) return [{ kind: 'no-stage', text: '' }];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const scale = stage.getBoundingClientRect().height / 1080;
  window.scrollTo(0, 0);
  const minPx = 0.025 * vh;
  const label = (el) => (el.textContent || '').trim().slice(0, 40);
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden') return 0;
      o *= Number(cs.opacity);
    }
    return o;
  };
  // Hit tests see every element (some layers let the pointer through).
  const style = document.createElement('style');
  style.textContent = '.tv-stage * { pointer-events: auto !important; }';
  document.head.appendChild(style);
  const GROUP = '[data-testid=seat-name], .tv-seat, .tv-chip, .tv-tally-row, .tv-end-card, .tv-dawn-card, .tv-tally-bubble, .tv-grave, .tv-grave-row, .tv-deck-item, .tv-address, .tv-vchip, .tv-timer-wrap, .tv-ballot';
  const paints = (el) => {
    if (opacity(el) < 0.05) return false;
    if (el instanceof SVGElement || el.tagName === 'IMG' || el.tagName === 'CANVAS') return true;
    const cs = getComputedStyle(el);
    const bg = cs.backgroundColor.match(/[\d.]+/g);
    if (bg && (bg.length < 4 ? true : Number(bg[3]) > 0.3)) return true;
    if (cs.backgroundImage !== 'none') return true;
    return [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
  };
  const caption = document.querySelector('.tv-caption');
  const captionText = document.querySelector('[data-testid=caption]');
  let captionTop = Infinity;
  if (caption && captionText) {
    captionTop = Math.min(captionText.getBoundingClientRect().top, caption.getBoundingClientRect().top + 60 * scale);
  }
  // Every visible text node outside SVG: its line boxes.
  const items = [];
  const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent || !node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('svg')) continue;
    if (opacity(el) < 0.05) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    // Line boxes trimmed to one em around their middle: a font's ascent and descent reach past
    // the glyphs (a 200 px clock would seem to touch its label).
    const em = parseFloat(getComputedStyle(el).fontSize) * scale;
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5).map((r) => {
      const h = Math.min(r.height, em);
      const top = (r.top + r.bottom) / 2 - h / 2;
      return { left: r.left, right: r.right, top, bottom: top + h, width: r.width, height: h };
    });
    if (!rects.length) continue;
    items.push({ el, text: node.textContent.trim().slice(0, 40), rects, inCaption: !!el.closest('.tv-caption') });
  }
  const eps = 2;
  for (const it of items) {
    const size = parseFloat(getComputedStyle(it.el).fontSize) * scale;
    if (size < minPx - 0.01) problems.push({ kind: 'small', text: it.text, detail: size.toFixed(1) + ' px < ' + minPx.toFixed(1) });
    for (const r of it.rects) {
      if (r.left < -eps || r.top < -eps || r.right > vw + eps || r.bottom > vh + eps) {
        problems.push({ kind: 'off-screen', text: it.text, detail: [r.left, r.top, r.right, r.bottom].map(Math.round).join(',') });
      } else if (!it.inCaption && r.bottom > captionTop + eps) {
        problems.push({ kind: 'under-caption', text: it.text, detail: Math.round(r.bottom) + ' > ' + Math.round(captionTop) });
      }
      // Cut by an ancestor that hides its overflow.
      for (let a = it.el.parentElement; a && a !== stage; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflow === 'visible' && cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - eps || r.right > b.right + eps || r.top < b.top - eps || r.bottom > b.bottom + eps) {
          problems.push({ kind: 'clipped', text: it.text, detail: a.className });
          break;
        }
      }
      // Covered by something painted above it (transparent containers do not count).
      if (!it.inCaption) {
        const mine = it.el.closest(GROUP) || it.el;
        const stack = document.elementsFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        for (const el of stack) {
          if (el === it.el || el.contains(it.el)) break;
          if (mine.contains(el) || !paints(el)) continue;
          problems.push({ kind: 'covered', text: it.text, other: label(el).slice(0, 30), detail: String(el.className && (el.className.baseVal ?? el.className)) });
          break;
        }
      }
    }
  }
  // No two texts overlap (line boxes of different elements).
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      let hit = false;
      for (const r of a.rects) {
        for (const s of b.rects) {
          const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
          const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
          if (w > eps && h > eps) hit = true;
        }
      }
      if (hit) problems.push({ kind: 'overlap', text: a.text, other: b.text });
    }
  }
  // Seat names are whole.
  for (const el of document.querySelectorAll('[data-testid=seat-name]')) {
    if (el.scrollWidth > el.clientWidth + 1) problems.push({ kind: 'name-cut', text: label(el) });
  }
  style.remove();
  return problems;
})()`;
