import { useLayoutEffect, useRef } from 'react';

const TAB_STOPS = 'a[href], button';

/**
 * The highlighted row of the Available Players list while picking (↑/↓ move it, Enter selects it):
 * `is-active`, `aria-selected`, and the one row whose link and Select button are Tab stops (the
 * others render with tabIndex -1, so Tab goes on to the Submit Pick form). Set on the page after
 * each render of the table rather than passed to the rows as props: a sale of the highlighted player
 * moves the highlight to the next row, which as props rendered that row, its player cell and its
 * link (scripts/bench-render.ts). The table renders for every sale (the sold row leaves), key press
 * and change of query, so this runs whenever the highlight can move; a row React draws again keeps
 * what is set here, since its own props for these stay the same.
 */
export function useActiveRow(activeRowId: string | null, selectable: boolean): void {
  const marked = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const row = selectable && activeRowId ? document.getElementById(activeRowId) : null;
    const previous = marked.current;
    if (previous && previous !== row) {
      previous.classList.remove('is-active');
      // Once picking stops, the rows' own props take the attributes away.
      if (selectable) {
        previous.setAttribute('aria-selected', 'false');
        for (const stop of previous.querySelectorAll(TAB_STOPS)) stop.setAttribute('tabindex', '-1');
      }
    }
    if (row) {
      row.classList.add('is-active');
      row.setAttribute('aria-selected', 'true');
      for (const stop of row.querySelectorAll(TAB_STOPS)) stop.removeAttribute('tabindex');
    }
    marked.current = row;
  });
}
