/**
 * The dock's "Choose…" (DockTurn.tsx) and the Run tab's nominate panel (NominatePanel.tsx): the panel's
 * list of available players, its search and first rows, brought to the top of the screen, clear of the
 * dock at the bottom, with the cursor in the search. From another tab the link opens the Run tab first,
 * and the panel does it once it is there.
 */
/** When "Choose…" asked from another tab (0: not asked); a wish older than WISH_MS is dropped, so a later visit to the Run tab does not jump. */
let wantedAt = 0;
const WISH_MS = 5000;

/** Brings the available players into view; false when the panel is not on the page. */
export function showNominateSearch(): boolean {
  const search = document.getElementById('nominate-search');
  const heading = document.getElementById('available-heading');
  if (!search || !heading) return false;
  heading.scrollIntoView({ block: 'start' });
  search.focus({ preventScroll: true });
  return true;
}

/** Asked before the Run tab opens: the panel shows its search as it mounts. */
export function wantNominateSearch(): void {
  wantedAt = Date.now();
}

/** Whether the panel was asked to show its search as it mounts (asked once). */
export function takeNominateSearchWish(): boolean {
  const fresh = wantedAt > 0 && Date.now() - wantedAt < WISH_MS;
  wantedAt = 0;
  return fresh;
}
