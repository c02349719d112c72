import { useEffect, useState } from 'react';
import type { DraftPick } from '#shared/draft/types.js';
import { useDraftEvents } from '../../draft-data/hooks.js';

/** A sale stays on the banner this long after it was made, unless a newer one takes its place. */
export const ANNOUNCE_MS = 6000;

/** What the banner shows: the latest sale and how many sales before it went by unshown. */
export interface LatestSale {
  pick: DraftPick;
  /** Sales of the same burst that the banner replaced before their time ("+3 more sales"). */
  skipped: number;
  /** One per burst: the banner enters once per burst and changes its words in place. */
  burst: number;
}

/**
 * The sale to announce. The banner is always about the latest sale: a sale made while another is
 * on screen takes its place at once and the banner counts the one it replaced, so a quick run of
 * keyed-in sales never leaves the TV replaying old ones (it showed pick #3 three seconds after the
 * twelfth sale of a run 250 ms apart). The banner leaves ANNOUNCE_MS after the last sale. Undoing
 * or deleting the sale on screen takes the banner down; one counted as skipped leaves the count.
 * Event time is not compared with the local clock (a TV's clock may be minutes off).
 *
 * A small store rather than React state: the banner subscribes to the sale on screen, so a sale
 * renders the banner alone, not the page or the banner's animation wrappers (scripts/bench-render.ts).
 */
export interface LatestPickQueue {
  subscribe: (listener: () => void) => () => void;
  /** The sale on screen, or null. */
  current: () => LatestSale | null;
  /** Whether a pick was ever shown: the banner's code loads then, not with the board. */
  everShown: () => boolean;
}

export interface QueueControls extends LatestPickQueue {
  add: (pick: DraftPick) => void;
  drop: (pickId: number) => void;
  /** Timers run only while mounted; start re-arms the one of the sale on screen. */
  start: () => void;
  dispose: () => void;
}

export function createQueue(): QueueControls {
  let shown: LatestSale | null = null;
  /** Ids of the burst's replaced sales, so an undone one leaves the count. */
  let skippedIds: number[] = [];
  let bursts = 0;
  let everShown = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function show(next: LatestSale | null): void {
    shown = next;
    if (next) everShown = true;
    for (const listener of listeners) listener();
  }
  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = shown ? setTimeout(hide, ANNOUNCE_MS) : null;
  }
  function hide(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    skippedIds = [];
    show(null);
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => shown,
    everShown: () => everShown,
    add: (pick) => {
      if (shown) skippedIds = [...skippedIds, shown.pick.fantasy_pick_id];
      else bursts += 1;
      show({ pick, skipped: skippedIds.length, burst: bursts });
      arm();
    },
    drop: (pickId) => {
      if (!shown) return;
      if (shown.pick.fantasy_pick_id === pickId) hide();
      else if (skippedIds.includes(pickId)) {
        skippedIds = skippedIds.filter((id) => id !== pickId);
        show({ ...shown, skipped: skippedIds.length });
      }
    },
    start: arm,
    dispose: () => {
      if (timer) clearTimeout(timer);
      timer = null;
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
      // Keepers are placed before the auction, not sold in it: no SOLD banner.
      if (event.payload.pick.acquisition_type !== 'keeper') queue.add(event.payload.pick);
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
