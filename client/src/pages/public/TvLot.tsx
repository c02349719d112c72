import { memo, Suspense } from 'react';
import { lazyWithRetry } from '../../lazy-loading/lazy-with-retry.js';
import { useDraftSelector } from '../../draft-data/hooks.js';

// Only a live auction shows it: the panel, the lot card, the countdown and their styles load then,
// not with every board (the `auction` chunk, client/vite.config.ts).
const TvAuctionPanel = lazyWithRetry(() => import('./TvAuctionPanel.js'));

/**
 * The TV during a live auction: a rail beside the board with the lot large (player, high bid,
 * leader, clock), or whose turn it is to nominate and its clock, or that the room waits for the
 * commissioner. A keyed-in draft has no rail. Memoised: it reads what it shows, and the page's
 * renders (the strip leaving the board room) need not render it.
 */
export const TvLot = memo(function TvLot() {
  const live = useDraftSelector((s) => s.snapshot?.draft.auction_mode === 'live' && s.snapshot.draft.draft_status !== 'COMPLETED');
  if (!live) return null;
  return (
    <aside className="tv-lot" aria-label="Live auction">
      <Suspense fallback={null}>
        <TvAuctionPanel />
      </Suspense>
    </aside>
  );
});

/** Whether the board shows the live auction's rail (the page leaves the strip out then). */
export const useLiveRail = () => useDraftSelector((s) => s.snapshot?.draft.auction_mode === 'live' && s.snapshot.draft.draft_status !== 'COMPLETED');

/**
 * Whether the room is paused: the draft, or the lot or nomination clock on its own (the
 * commissioner's lot pause). The TV says so across its width.
 */
export const usePaused = () =>
  useDraftSelector((s) => {
    const snapshot = s.snapshot;
    if (!snapshot) return false;
    if (snapshot.draft.draft_status === 'PAUSED') return true;
    return (snapshot.lot?.paused_remaining_ms ?? null) !== null || (snapshot.nomination?.paused_remaining_ms ?? null) !== null;
  });
