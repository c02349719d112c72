import { useDraftInfo, useDraftTeams } from '../../../live-draft/hooks.js';
import { useLot, useNomination } from '../../../live-draft/use-auction.js';
import { useMyTeamId } from '../../../live-room/use-my-team.js';
import { liveStatusText } from './live-status.js';

/** The Run tab's side card in a running live auction: what is happening, in words (live-status.ts). */
export function LiveStatusCard({ leagueId }: { leagueId: number }) {
  const draft = useDraftInfo();
  const teams = useDraftTeams();
  const lot = useLot();
  const nomination = useNomination();
  const myTeamId = useMyTeamId(leagueId);
  if (!draft || (draft.draft_status !== 'IN_PROGRESS' && draft.draft_status !== 'PAUSED')) return null;
  const teamName = (id: number | null | undefined) => teams.find((t) => t.fantasy_team_id === id)?.team_name ?? 'A team';
  const text = liveStatusText({
    status: draft.draft_status,
    lot: lot && { playerName: lot.player.full_name, highBid: lot.high_bid, leaderName: teamName(lot.high_team_id), paused: lot.paused_remaining_ms !== null },
    nominating: nomination && { teamName: teamName(nomination.team_id), mine: nomination.team_id === myTeamId },
  });
  return (
    <div className="card run-waiting">
      <p className="live-status-text" data-testid="live-status">
        {text}
      </p>
    </div>
  );
}
