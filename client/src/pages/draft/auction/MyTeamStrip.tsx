import { assignRosterSlots } from '#shared/draft/rules.js';
import type { DraftTeam } from '#shared/draft/types.js';
import { useDraftInfo, useTeamPicks } from '#client/draft-data/hooks.js';
import { maxBidText } from '#client/components/teams/max-bid-text.js';
import { teamLabel } from '#client/draft-data/team-label.js';

/** My budget, max bid and open slots by position: what a bidder needs at a glance. */
export function MyTeamStrip({ team }: { team: DraftTeam }) {
  const draft = useDraftInfo();
  const picks = useTeamPicks(team.fantasy_team_id);
  const roster = assignRosterSlots(picks, draft?.roster_positions ?? {});
  const open = roster.slots.filter((s) => s.players.length < s.capacity).map((s) => `${s.label} ${s.capacity - s.players.length}`);
  const benchOpen = roster.benchLimit === null ? 0 : Math.max(0, roster.benchLimit - roster.bench.length);
  return (
    <dl className="my-team-strip" aria-label={`${teamLabel(team)} budget`}>
      <div>
        <dt>Budget</dt>
        <dd>${team.remaining_budget}</dd>
      </div>
      <div>
        <dt>Max bid</dt>
        <dd data-testid="my-max-bid">{maxBidText(team, draft?.num_rounds ?? 0)}</dd>
      </div>
      <div>
        <dt>Open slots</dt>
        <dd>{[...open, ...(benchOpen > 0 ? [`BN ${benchOpen}`] : [])].join(' · ') || 'Roster full'}</dd>
      </div>
    </dl>
  );
}
