import './teams.css';
import { formatDollars } from '../../lib/format.js';
import { useDraftTeams } from '../../live-draft/hooks.js';
import { slotsOf, useOpenSlotsByTeam } from '../../live-draft/use-team-slots.js';
import { BudgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { ScrollArea } from '../ScrollArea.js';

/**
 * The commissioner's view of the room while keying lots (issue 13): every team's money left, max
 * bid and open slots by position, in one strip that stays at the top of the Run tab.
 */
export function TeamStrip() {
  const teams = useDraftTeams();
  const slots = useOpenSlotsByTeam();
  return (
    <ScrollArea className="team-strip" label="Teams: budget, max bid and open slots">
      <ul className="team-strip-list" data-testid="team-strip">
        {teams.map((team) => (
          <li key={team.fantasy_team_id} className="team-strip-team" data-team-id={team.fantasy_team_id}>
            <div className="team-strip-name">{teamLabel(team)}</div>
            <div className="team-strip-money">
              <BudgetAmount remaining={team.remaining_budget} />
              <span className="team-strip-max">Max {formatDollars(team.max_bid)}</span>
            </div>
            <ul className="team-strip-slots" aria-label="Open slots">
              {slotsOf(slots, team.fantasy_team_id).map((slot) => (
                <li key={slot.label} className={slot.open === 0 ? 'is-full' : undefined}>
                  {slot.label} {slot.open}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}
