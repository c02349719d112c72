import { useEffect, useState } from 'react';
import type { DraftPick } from '../../../../shared/draft/types.js';
import { useDraftEvents } from '../../live-draft/hooks.js';

export const ANNOUNCE_MS = 6000;
/** While more sales wait in the queue, each one still stays this long, readable, before the next. */
export const QUEUED_ANNOUNCE_MS = 2500;

/**
 * The pick to announce: each 'pick.created' in turn, one at a time. A sale that arrives while
 * another is shown waits in a queue (quick sales used to stack two banners on top of each other);
 * the shown one then stays QUEUED_ANNOUNCE_MS instead of ANNOUNCE_MS. It listens from the first
 * render of the board, so a pick made while the announcement's code is still loading is not lost.
 * Event time is not compared with the local clock (a TV's clock may be minutes off). A pick undone
 * or deleted before its turn is dropped from the queue.
 */
export function useLatestPick(): DraftPick | null {
  const [queue, setQueue] = useState<DraftPick[]>([]);
  useDraftEvents((event) => {
    if (event.type === 'pick.created') {
      setQueue((q) => [...q, event.payload.pick]);
      revealTeamColumn(event.payload.pick.fantasy_team_id);
    } else if (event.type === 'pick.undone' || event.type === 'pick.deleted') {
      const gone = event.payload.fantasy_pick_id;
      // The one on screen finishes; waiting ones that no longer exist are never shown.
      setQueue(([shown, ...waiting]) => (shown ? [shown, ...waiting.filter((p) => p.fantasy_pick_id !== gone)] : []));
    }
  });
  const current = queue[0] ?? null;
  const waiting = queue.length > 1;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), waiting ? QUEUED_ANNOUNCE_MS : ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current, waiting]);
  return current;
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
