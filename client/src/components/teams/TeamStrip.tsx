import { memo } from 'react';
import './teams.css';
import { formatDollars } from '../../format/format.js';
import { useTeam, useTeamIds } from '../../draft-data/hooks.js';
import { useTeamOpenSlots } from '../../draft-data/use-team-slots.js';
import { budgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { ScrollArea } from '../ScrollArea.js';

/**
 * The commissioner's view of the room while keying lots: every team's money left, max
 * bid and open slots by position, in one strip that stays at the top of the Run tab.
 */
export function TeamStrip() {
  // The ids only: a pick changes one team, and only that team's entry renders.
  const teamIds = useTeamIds();
  return (
    <ScrollArea className="team-strip" label="Teams: budget, max bid and open slots">
      <ul className="team-strip-list" data-testid="team-strip">
        {teamIds.map((teamId) => (
          <TeamStripTeam key={teamId} teamId={teamId} />
        ))}
      </ul>
    </ScrollArea>
  );
}

/**
 * One team's entry: reads its own team and slots, so a pick renders the buying team's alone, and
 * draws its money itself (not through BudgetAmount), so that is one component (scripts/bench-render.ts).
 */
const TeamStripTeam = memo(function TeamStripTeam({ teamId }: { teamId: number }) {
  const team = useTeam(teamId);
  const slots = useTeamOpenSlots(teamId);
  if (!team) return null;
  return (
    <li className="team-strip-team" data-team-id={team.fantasy_team_id}>
      <div className="team-strip-name">{teamLabel(team)}</div>
      <div className="team-strip-money">
        {budgetAmount(team.remaining_budget)}
        <span className="team-strip-max">Max {formatDollars(team.max_bid)}</span>
      </div>
      <ul className="team-strip-slots" aria-label="Open slots">
        {slots.map((slot) => (
          <li key={slot.label} className={slot.open === 0 ? 'is-full' : undefined}>
            {slot.label} {slot.open}
          </li>
        ))}
      </ul>
    </li>
  );
});
