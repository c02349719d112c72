import { useLot } from '../../live-draft/use-auction.js';
import { LotCard } from '../draft/auction/LotCard.js';
import '../draft/auction/auction.css';

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
