import { useLot } from '../../live-draft/use-auction.js';
import { LotCard } from '../../components/auction/LotCard.js';

/** The TV during a live auction: the lot large, the leader, the countdown with going once… twice; the sale banner follows. */
export function TvLot() {
  const lot = useLot();
  if (!lot) return null;
  return (
    <div className="tv-lot">
      <LotCard lot={lot} large />
    </div>
  );
}
