import type { AuctionLot, NominationTurn } from '../../../../../shared/auction/types.js';
import type { DraftTeam } from '../../../../../shared/draft/types.js';
import { useCountdown } from '../../../live-draft/use-auction.js';
import { liveStatusText } from './live-status.js';

/**
 * The panel's line on what is happening (live-status.ts): who is nominating and the seconds left,
 * or a pause. The seconds are hidden from screen readers so the status region is not re-read every
 * second; the words change only when the turn or the pause does.
 */
export function LiveStatusLine({
  status,
  lot,
  nomination,
  teams,
  myTeamId,
}: {
  status: 'IN_PROGRESS' | 'PAUSED';
  lot: AuctionLot | null;
  nomination: NominationTurn | null;
  teams: readonly DraftTeam[];
  myTeamId: number | null;
}) {
  const teamName = (id: number | null | undefined) => teams.find((t) => t.fantasy_team_id === id)?.team_name ?? 'A team';
  const text = liveStatusText({
    status,
    lot: lot && { playerName: lot.player.full_name, highBid: lot.high_bid, leaderName: teamName(lot.high_team_id), paused: lot.paused_remaining_ms !== null },
    nominating: nomination && { teamName: teamName(nomination.team_id), mine: nomination.team_id === myTeamId },
  });
  if (text === null) return null;
  const clock = status === 'IN_PROGRESS' && !lot ? nomination : null;
  return (
    <p className="live-status-line" role="status" data-testid="live-status">
      {text}
      {clock && <NominationSeconds clock={clock} />}
    </p>
  );
}

function NominationSeconds({ clock }: { clock: NominationTurn }) {
  const countdown = useCountdown(clock);
  return <span aria-hidden="true"> · {Math.ceil(countdown.remaining / 1000)} s</span>;
}
