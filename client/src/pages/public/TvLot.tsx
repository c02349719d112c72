import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.js';
import { useLot } from '../../live-draft/use-auction.js';

// Only a live auction with a lot open shows it: the card, its countdown and their styles load then,
// not with every board (issue 10's first-load budget; the `auction` chunk, client/vite.config.ts).
const LotCard = lazyWithRetry(() => import('../../components/auction/LotCard.js').then((m) => ({ default: m.LotCard })));

/** The TV during a live auction: the lot large, the leader, the countdown with going once… twice; the sale banner follows. */
export function TvLot() {
  const lot = useLot();
  if (!lot) return null;
  return (
    <div className="tv-lot">
      <Suspense fallback={null}>
        <LotCard lot={lot} large />
      </Suspense>
    </div>
  );
}
