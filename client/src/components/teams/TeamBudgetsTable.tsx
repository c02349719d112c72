import './teams.css';
import { formatDollars } from '../../lib/format.js';
import { openSlotsText } from '../../lib/open-slots.js';
import { useDraftTeams } from '../../live-draft/hooks.js';
import { slotsOf, useOpenSlotsByTeam } from '../../live-draft/use-team-slots.js';
import { BudgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';

/** The league at a glance on a phone: every team's money left, max bid and open slots, one row each. */
export function TeamBudgetsTable({ highlightTeamId = null }: { highlightTeamId?: number | null }) {
  const teams = useDraftTeams();
  const slots = useOpenSlotsByTeam();
  return (
    <table className="data-table team-budgets" aria-label="League budgets">
      <thead>
        <tr>
          <th scope="col">Team</th>
          <th scope="col" className="num">
            Left
          </th>
          <th scope="col" className="num">
            Max bid
          </th>
          <th scope="col">Open slots</th>
        </tr>
      </thead>
      <tbody>
        {teams.map((team) => (
          <tr key={team.fantasy_team_id} className={team.fantasy_team_id === highlightTeamId ? 'is-mine' : undefined}>
            <th scope="row" className="team-budgets-name">
              {teamLabel(team)}
            </th>
            <td className="num">
              <BudgetAmount remaining={team.remaining_budget} />
            </td>
            <td className="num">{formatDollars(team.max_bid)}</td>
            <td className="team-budgets-slots">{openSlotsText(slotsOf(slots, team.fantasy_team_id))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
