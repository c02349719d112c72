import { useCallback, useEffect, useRef, useState } from 'react';
import type { BestAvailableResponse } from '#shared/draft/api.js';
import type { StripLists } from '#shared/draft/embedded-board.js';
import { stripListsWithout } from '#shared/draft/strip-lists.js';
import { api } from '../../api/transport.js';
import { useDraftEvents, useDraftStore } from '../../draft-data/hooks.js';
import { embeddedBestAvailable } from './embedded-screen.js';
import { latestReads } from './latest-reads.js';

/** Picks in a burst (quick sales) refetch once, this long after the last of them. */
const REFETCH_AFTER_MS = 400;
const CHANGES_AVAILABILITY = new Set(['pick.created', 'pick.undone', 'pick.deleted']);

/**
 * The best undrafted players per position for the TV strip; null until the first answer. The
 * first read comes with the board's page when it has one and no pick came since (embedded-screen.ts);
 * a sale drops its player at once, and a read after each burst of picks fills the lists again.
 */
export function useBestAvailable(token: string): StripLists | null {
  const store = useDraftStore();
  const [best, setBest] = useState<StripLists | null>(() => embeddedBestAvailable(token, store.getState().snapshot?.draft.seq) ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [reads] = useState(latestReads);
  const load = useCallback(() => {
    const stands = reads.begin();
    api
      .get<BestAvailableResponse>(`/public/drafts/${encodeURIComponent(token)}/best-available`, { auth: false })
      // A read that a pick overtook may list the player just sold: the read after that pick follows.
      .then((answer) => stands() && setBest(answer))
      // The strip is extra: a failure keeps the last list, the next pick tries again.
      .catch(() => undefined);
  }, [token, reads]);
  const hadFirstRead = useRef(best !== null);
  useEffect(() => {
    if (!hadFirstRead.current) load();
    hadFirstRead.current = false;
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);
  useDraftEvents((event) => {
    if (!CHANGES_AVAILABILITY.has(event.type)) return;
    reads.changed();
    // A sale leaves the strip with its cell on the board; the read below brings the next best.
    if (event.type === 'pick.created') setBest((lists) => lists && stripListsWithout(lists, event.payload.pick.nfl_player_id));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(load, REFETCH_AFTER_MS);
  });
  return best;
}
