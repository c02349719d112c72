/**
 * The dock's "Choose…" (DockTurn.tsx) and the Run tab's nominate panel (NominatePanel.tsx): the panel's
 * list of available players, its search and first rows, brought to the top of the screen, clear of the
 * dock at the bottom, with the cursor in the search. From another tab the link opens the Run tab first,
 * and the panel does it once it is there.
 */
let wanted = false;

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
  wanted = true;
}

/** Whether the panel was asked to show its search as it mounts (asked once). */
export function takeNominateSearchWish(): boolean {
  const was = wanted;
  wanted = false;
  return was;
}
