import { useEffect, useState } from 'react';
import type { DraftPick } from '../../../../shared/draft/types.js';
import { useDraftEvents } from '../../live-draft/hooks.js';

export const ANNOUNCE_MS = 6000;

/**
 * The pick to announce: the newest 'pick.created', for ANNOUNCE_MS. It listens from the first
 * render of the board, so a pick made while the announcement's code is still loading is not lost.
 * Event time is not compared with the local clock (a TV's clock may be minutes off); after a
 * catch-up only the newest pick shows, once, which is what the room missed.
 */
export function useLatestPick(): DraftPick | null {
  const [pick, setPick] = useState<DraftPick | null>(null);
  useDraftEvents((event) => {
    if (event.type !== 'pick.created') return;
    setPick(event.payload.pick);
    revealTeamColumn(event.payload.pick.fantasy_team_id);
  });
  useEffect(() => {
    if (!pick) return;
    const timer = setTimeout(() => setPick(null), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pick]);
  return pick;
}

/**
 * With more teams than the screen holds (32 on a TV) nobody is there to scroll: the board glides
 * to the column that just got a player.
 */
function revealTeamColumn(teamId: number): void {
  const column = document.querySelector<HTMLElement>(`.public-board [data-team-id="${teamId}"]`);
  const scroller = column?.closest<HTMLElement>('.board-scroll');
  if (!column || !scroller) return;
  const c = column.getBoundingClientRect();
  const s = scroller.getBoundingClientRect();
  // Sideways only: the page itself must not jump away from the headings.
  if (c.left < s.left) scroller.scrollBy({ left: c.left - s.left - 8, behavior: 'smooth' });
  else if (c.right > s.right) scroller.scrollBy({ left: c.right - s.right + 8, behavior: 'smooth' });
}
