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
    const fitAll = () => {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) fitWords(el);
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fitAll);
    };
    fitAll();
    const resized = new ResizeObserver(later);
    resized.observe(root);
    const changed = new MutationObserver(later);
    // The board's density (one line per name or two) is an attribute of the root.
    changed.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-density'] });
    return () => {
      resized.disconnect();
      changed.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [selector, enabled]);
  return ref;
}

/** Back to the stylesheet's size, then down in proportion while a word still sticks out. */
export function fitWords(el: HTMLElement): void {
  el.style.removeProperty('font-size');
  const min = getComputedStyle(el).whiteSpace === 'nowrap' ? MIN_ONE_LINE_PX : MIN_FIT_PX;
  for (let attempt = 0; attempt < 4 && el.scrollWidth > el.clientWidth; attempt += 1) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    const next = Math.max(min, Math.floor(((size * el.clientWidth) / el.scrollWidth) * 10) / 10);
    if (!(next < size)) return;
    el.style.fontSize = `${next}px`;
  }
}
