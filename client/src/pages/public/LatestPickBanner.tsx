import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { PlayerAvatar } from '../../components/PlayerAvatar.js';
import { SaleValue } from '../../components/SaleValue.js';
import { nflTeam, pickOwnerLabel, positionKey } from '../../components/board/board-format.js';
import { formatDollars } from '../../format/format.js';
import type { LatestPickQueue, LatestSale } from './use-latest-pick.js';
import './latest-pick.css';

/** How long the banner takes to leave (latest-pick.css, `latest-pick-out`). */
export const LEAVE_MS = 250;

/**
 * The pick that just happened, large, for a few seconds: the room looks up when a player is sold.
 * Screen readers hear the sale from the page's live region (useSaleAnnouncements), so this layer is
 * not one too; the photo is decorative beside the name. The layer renders once; only the part that
 * reads the queue renders for a sale.
 */
export default memo(function LatestPickBanner({ queue }: { queue: LatestPickQueue }) {
  return (
    <div className="latest-pick-layer">
      <Sale queue={queue} />
    </div>
  );
});

/**
 * One banner per burst of sales: it enters once and its words change in place for each newer sale,
 * so a quick run never waits on an exit (use-latest-pick.ts). It comes in and goes out by CSS
 * (latest-pick.css): as a sale's one component it renders alone, where an animation library's
 * presence wrapper rendered with it (scripts/bench-render.ts).
 */
function Sale({ queue }: { queue: LatestPickQueue }) {
  const sale = useSyncExternalStore(queue.subscribe, queue.current);
  // The queue lets a sale go at once; the banner stays LEAVE_MS more to play its way out.
  const [last, setLast] = useState(sale);
  const [leaving, setLeaving] = useState<LatestSale | null>(null);
  if (sale !== last) {
    setLast(sale);
    setLeaving(sale === null ? last : null);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const shown = sale ?? leaving;
  if (!shown) return null;
  const pick = shown.pick;
  return (
    <div
      key={shown.burst}
      className="latest-pick"
      data-pos={positionKey(pick.position_code)}
      data-testid="latest-pick"
      data-pick-id={pick.fantasy_pick_id}
      data-leaving={sale ? undefined : ''}
    >
      <PlayerAvatar key={`photo-${pick.fantasy_pick_id}`} src={pick.photo_url} name={pick.full_name} size="xl" />
      <div className="latest-pick-text" key={`text-${pick.fantasy_pick_id}`}>
        <div className="latest-pick-kicker">
          Pick #{pick.pick_number} · SOLD
          {shown.skipped > 0 && <span className="latest-pick-more">+{shown.skipped} more {shown.skipped === 1 ? 'sale' : 'sales'}</span>}
        </div>
        <div className="latest-pick-name">{pick.full_name}</div>
        <div className="latest-pick-meta">
          {pick.position_code} · {nflTeam(pick.team_abbreviation)} → {pickOwnerLabel(pick)}
        </div>
      </div>
      <div className="latest-pick-money">
        <div className="latest-pick-price">{formatDollars(pick.acquisition_price)}</div>
        <SaleValue pick={pick} className="latest-pick-value" />
      </div>
    </div>
  );
}
