import { memo, useSyncExternalStore } from 'react';
import { AnimatePresence, LazyMotion, m, MotionConfig } from 'framer-motion';
import { PlayerAvatar } from '../../components/PlayerAvatar.js';
import { SaleValue } from '../../components/SaleValue.js';
import { nflTeam, pickOwnerLabel, positionKey } from '../../components/board/board-format.js';
import { formatDollars } from '../../format/format.js';
import { loadMotionFeatures } from '../../lazy-loading/lazy-motion.js';
import type { LatestPickQueue } from './use-latest-pick.js';
import './latest-pick.css';

/**
 * The pick that just happened, large, for a few seconds: the room looks up when a player is sold.
 * Screen readers hear the sale from the page's live region (useSaleAnnouncements), so this layer is
 * not one too; the photo is decorative beside the name. The wrappers render once; only the part
 * that reads the queue renders for a sale.
 */
export default memo(function LatestPickBanner({ queue }: { queue: LatestPickQueue }) {
  return (
    <LazyMotion features={loadMotionFeatures}>
      <MotionConfig reducedMotion="user">
        <div className="latest-pick-layer">
          <Sale queue={queue} />
        </div>
      </MotionConfig>
    </LazyMotion>
  );
});

function Sale({ queue }: { queue: LatestPickQueue }) {
  const sale = useSyncExternalStore(queue.subscribe, queue.current);
  const pick = sale?.pick;
  return (
    // One banner per burst of sales: it enters once and its words change in place for each newer
    // sale, so a quick run never waits on an exit animation (use-latest-pick.ts).
    <AnimatePresence>
      {sale && pick && (
        <m.div
          key={sale.burst}
          className="latest-pick"
          data-pos={positionKey(pick.position_code)}
          data-testid="latest-pick"
          data-pick-id={pick.fantasy_pick_id}
          initial={{ opacity: 0, y: 40, scale: 0.9 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: 20, scale: 0.96 }}
          transition={{ type: 'spring', stiffness: 260, damping: 22 }}
        >
          <PlayerAvatar key={`photo-${pick.fantasy_pick_id}`} src={pick.photo_url} name={pick.full_name} size="xl" />
          <div className="latest-pick-text" key={`text-${pick.fantasy_pick_id}`}>
            <div className="latest-pick-kicker">
              Pick #{pick.pick_number} · SOLD
              {sale.skipped > 0 && <span className="latest-pick-more">+{sale.skipped} more {sale.skipped === 1 ? 'sale' : 'sales'}</span>}
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
        </m.div>
      )}
    </AnimatePresence>
  );
}
