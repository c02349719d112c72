import { useLayoutEffect, useRef } from 'react';

/** The names a TV board fits: team names, pick cells and Roster View players. */
export const FIT_NAMES = '.board-team-name, .board-cell-name, .roster-player-name';

/** A name is never shrunk below this: past it, reading from the sofa is lost anyway. */
const MIN_FIT_PX = 11;
/**
 * A name kept on one line (a dense TV board, public-tv.css) may go smaller: cut, it would not be
 * read at all (16 teams on a 720p TV give a cell about 55 px).
 */
const MIN_ONE_LINE_PX = 8;

/**
 * The TV board's names wrap between words only ("Henderso / n" at 720p). A name with a
 * word wider than its box would stick out instead, so this shrinks that one name until its longest
 * word fits. It runs again when the board is resized or its names change (a sale, a rename).
 * Returns the ref for the element that holds the names.
 */
export function useFitWords<T extends HTMLElement>(selector: string, enabled: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!enabled || !root) return;
    let frame = 0;
    // Names in a column not laid out yet are left for when it is (a read would lay it out now). A
    // browser without checkVisibility (Safari before 17.4) has no skipped columns either: all are fitted.
    const fitAll = () => fitWords([...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility?.({ contentVisibilityAuto: true }) !== false));
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fitAll);
    };
    fitAll();
    // Only a new width changes what fits: the observer's first report (the width just fitted) and
    // a board grown taller by a row would refit every name for nothing, in the first load's frames.
    let width = root.clientWidth;
    const resized = new ResizeObserver(() => {
      if (root.clientWidth !== width) {
        width = root.clientWidth;
        later();
      }
    });
    resized.observe(root);
    // A column a phone scrolls to is laid out only then (board.css, content-visibility): fit its names.
    root.addEventListener('contentvisibilityautostatechange', later, true);
    const changed = new MutationObserver(later);
    // The board's density (one line per name or two) is an attribute of the root.
    changed.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-density'] });
    return () => {
      resized.disconnect();
      root.removeEventListener('contentvisibilityautostatechange', later, true);
      changed.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [selector, enabled]);
  return ref;
}

/**
 * Back to the stylesheet's size, then down in proportion while a word still sticks out. Every name
 * is read, then every name is written, a round at a time (at most 4): one layout per round for the
 * whole board instead of one per name and attempt, which on a phone's first load was a task of
 * hundreds of ms (docs/BENCHMARKS.md, "First load on a phone"). A name's box is as wide as its column,
 * whatever the names in it (board.css: columns have min-width 0, names hide their overflow), so
 * fitting the names together gives each the size fitting it alone did.
 */
export function fitWords(els: readonly HTMLElement[]): void {
  for (const el of els) el.style.removeProperty('font-size');
  let pending = els.map((el) => ({ el, min: getComputedStyle(el).whiteSpace === 'nowrap' ? MIN_ONE_LINE_PX : MIN_FIT_PX }));
  for (let attempt = 0; attempt < 4 && pending.length > 0; attempt += 1) {
    // Reads first: a write between two reads would lay the page out again.
    const shrunk = pending.flatMap((item) => {
      const { scrollWidth, clientWidth } = item.el;
      if (!(scrollWidth > clientWidth)) return [];
      const size = parseFloat(getComputedStyle(item.el).fontSize);
      const next = Math.max(item.min, Math.floor(((size * clientWidth) / scrollWidth) * 10) / 10);
      return next < size ? [{ ...item, next }] : [];
    });
    for (const { el, next } of shrunk) el.style.fontSize = `${next}px`;
    pending = shrunk;
  }
}
