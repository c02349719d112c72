import { LotCard } from '../../components/auction/LotCard.js';
import { CountdownRing } from '../../components/auction/CountdownRing.js';
import { useEveryRosterFull } from '../../components/auction/use-rosters-full.js';
import { ROSTERS_FULL_TEXT } from '#shared/auction/rosters-full.js';
import { teamLabel } from '../../components/board/board-format.js';
import { useDraftInfo, useDraftTeams } from '../../draft-data/hooks.js';
import { useCountdown, useLot, useNomination } from '../../draft-data/use-auction.js';
import { useLastSale, type LastSale } from '../../draft-data/use-last-sale.js';
import { TvLastSale } from './TvLastSale.js';
import type { NominationTurn } from '#shared/auction/types.js';
import './tv-auction.css';

export const WAITING_TO_START_TEXT = 'Waiting for the commissioner to start';
export const WAITING_FOR_NOMINATION_TEXT = 'Waiting for the next nomination';

/**
 * What the live auction's rail shows on the TV: the lot large while one is open; between lots the
 * team whose turn it is to nominate with the nomination clock; without a clock (before the
 * commissioner starts the auction, or between turns) that the room is waiting. `closes_at` may be
 * null before the start: the panel then waits rather than count from nothing.
 */
export default function TvAuctionPanel() {
  const lot = useLot();
  const nomination = useNomination();
  const draft = useDraftInfo();
  const lastSale = useLastSale();
  const rostersFull = useEveryRosterFull();
  if (lot) return <LotCard lot={lot} large />;
  const clocked = nomination !== null && (nomination.closes_at !== null || nomination.paused_remaining_ms !== null);
  if (draft && draft.draft_status !== 'NOT_STARTED' && nomination && clocked) return <Nominating turn={nomination} seconds={draft.nomination_seconds} lastSale={lastSale} />;
  // Once the commissioner has started the auction, the room no longer waits for the start.
  const started = draft !== null && draft.draft_status !== 'NOT_STARTED' && draft.auction_started_at !== null;
  return (
    <section className="tv-auction-wait" data-testid="tv-auction-wait">
      <p className="tv-auction-wait-text">{rostersFull ? ROSTERS_FULL_TEXT : started ? WAITING_FOR_NOMINATION_TEXT : WAITING_TO_START_TEXT}</p>
      <TvLastSale sale={lastSale} />
    </section>
  );
}

function Nominating({ turn, seconds, lastSale }: { turn: NominationTurn; seconds: number; lastSale: LastSale | null }) {
  const teams = useDraftTeams();
  const countdown = useCountdown(turn);
  const team = teams.find((t) => t.fantasy_team_id === turn.team_id);
  const name = team ? teamLabel(team) : 'A team';
  return (
    <section className="tv-nominating" aria-label="Nomination" data-testid="tv-nominating">
      <p className="tv-nominating-kicker">Up next</p>
      <h2 className="tv-nominating-team">
        <span className="tv-nominating-name">{name}</span> is nominating
      </h2>
      <CountdownRing countdown={countdown} totalMs={Math.max(seconds * 1000, countdown.remaining)} lotKey={-turn.team_id} size={220} />
      <TvLastSale sale={lastSale} />
    </section>
  );
}
