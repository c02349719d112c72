import { useEffect, useState } from 'react';
import type { DraftPick } from '../../../../shared/draft/types.js';
import { useDraftEvents } from '../../live-draft/hooks.js';

export const ANNOUNCE_MS = 6000;
/** While more sales wait in the queue, each one still stays this long, readable, before the next. */
export const QUEUED_ANNOUNCE_MS = 2500;

/**
 * The picks to announce: each 'pick.created' in turn, one at a time. A sale that arrives while
 * another is shown waits in the queue (quick sales used to stack two banners on top of each other);
 * the shown one then stays QUEUED_ANNOUNCE_MS instead of ANNOUNCE_MS. Event time is not compared
 * with the local clock (a TV's clock may be minutes off). A pick undone or deleted before its turn
 * is dropped from the queue.
 *
 * A small store rather than React state: the banner subscribes to the pick on screen, so a sale
 * renders the banner alone, not the page or the banner's animation wrappers (scripts/bench-render.ts).
 */
export interface LatestPickQueue {
  subscribe: (listener: () => void) => () => void;
  /** The pick on screen, or null. */
  current: () => DraftPick | null;
  /** Whether a pick was ever shown: the banner's code loads then, not with the board. */
  everShown: () => boolean;
}

interface QueueControls extends LatestPickQueue {
  add: (pick: DraftPick) => void;
  drop: (pickId: number) => void;
  /** Timers run only while mounted; start re-arms the one of the pick on screen. */
  start: () => void;
  dispose: () => void;
}

function createQueue(): QueueControls {
  let queue: DraftPick[] = [];
  let everShown = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timed: { pick: DraftPick | null; waiting: boolean } = { pick: null, waiting: false };
  const listeners = new Set<() => void>();

  function changed(next: DraftPick[]): void {
    queue = next;
    if (queue[0]) everShown = true;
    const shown = { pick: queue[0] ?? null, waiting: queue.length > 1 };
    // As an effect on [shown pick, waiting] would: the clock restarts when either changes.
    if (shown.pick !== timed.pick || shown.waiting !== timed.waiting) {
      if (timer) clearTimeout(timer);
      timer = shown.pick ? setTimeout(() => changed(queue.slice(1)), shown.waiting ? QUEUED_ANNOUNCE_MS : ANNOUNCE_MS) : null;
      timed = shown;
    }
    for (const listener of listeners) listener();
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => queue[0] ?? null,
    everShown: () => everShown,
    add: (pick) => changed([...queue, pick]),
    // The one on screen finishes; waiting ones that no longer exist are never shown.
    drop: (pickId) => {
      const [shown, ...waiting] = queue;
      changed(shown ? [shown, ...waiting.filter((p) => p.fantasy_pick_id !== pickId)] : []);
    },
    start: () => changed(queue),
    dispose: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      timed = { pick: null, waiting: false };
    },
  };
}

/**
 * The board's queue of sales to announce. It listens from the first render of the board, so a pick
 * made while the announcement's code is still loading is not lost.
 */
export function useLatestPickQueue(): LatestPickQueue {
  const [queue] = useState(createQueue);
  useDraftEvents((event) => {
    if (event.type === 'pick.created') {
      queue.add(event.payload.pick);
      revealTeamColumn(event.payload.pick.fantasy_team_id);
    } else if (event.type === 'pick.undone' || event.type === 'pick.deleted') {
      queue.drop(event.payload.fantasy_pick_id);
    }
  });
  useEffect(() => {
    queue.start();
    return () => queue.dispose();
  }, [queue]);
  return queue;
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
