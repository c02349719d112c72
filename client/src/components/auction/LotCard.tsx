import type { AuctionLot } from '#shared/auction/types.js';
import { PlayerAvatar } from '../PlayerAvatar.js';
import { useDraftInfo, useDraftTeams } from '../../draft-data/hooks.js';
import { AutopilotMark } from '../teams/AutopilotMark.js';
import { useCountdown } from '../../draft-data/use-auction.js';
import { CountdownRing } from './CountdownRing.js';
import './lot-card.css';
import { teamLabel } from '../../draft-data/team-label.js';

/** The player on the block: who, the high bid and its leader, and the clock (phone first; `large` for the TV). */
export function LotCard({ lot, large = false }: { lot: AuctionLot; large?: boolean }) {
  const draft = useDraftInfo();
  const teams = useDraftTeams();
  const countdown = useCountdown(lot);
  const leader = teams.find((t) => t.fantasy_team_id === lot.high_team_id);
  const totalMs = Math.max((draft?.bid_seconds ?? 10) * 1000, countdown.remaining);
  return (
    <section className={`lot-card${large ? ' lot-card-large' : ''}`} aria-label="Player up for auction">
      <div className="lot-player">
        <PlayerAvatar name={lot.player.full_name} src={lot.player.photo_url} size={large ? 'xl' : 'lg'} />
        <div>
          <h2 className="lot-name">{lot.player.full_name}</h2>
          <p className="lot-meta">
            <span>{lot.player.position_code}</span> · <span>{lot.player.team_abbreviation ?? 'FA'}</span>
            {lot.player.last_season_price !== null && <span> · Last season ${lot.player.last_season_price}</span>}
          </p>
        </div>
      </div>
      <div className="lot-bid">
        <p className="lot-high" data-testid="lot-high-bid">
          <span className="lot-high-amount">${lot.high_bid}</span>
          <span className="lot-leader">
            {leader?.autopilot && <AutopilotMark />}
            {leader ? teamLabel(leader) : 'Unknown team'}
          </span>
        </p>
        <CountdownRing countdown={countdown} totalMs={totalMs} lotKey={lot.lot_id} size={large ? 260 : 150} />
      </div>
    </section>
  );
}
