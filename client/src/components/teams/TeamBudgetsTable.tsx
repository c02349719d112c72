import './teams.css';
import { formatDollars } from '../../lib/format.js';
import { openSlotsText } from '../../lib/open-slots.js';
import { useDraftTeams } from '../../live-draft/hooks.js';
import { slotsOf, useOpenSlotsByTeam } from '../../live-draft/use-team-slots.js';
import { BudgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { DataTable, type TableColumn } from '../table/DataTable.js';
import type { DraftTeam } from '../../../../shared/draft/types.js';

const BUDGET_COLUMNS: TableColumn<DraftTeam, ReturnType<typeof slotsOf>>[] = [
  { id: 'team', header: 'Team', rowHeader: true, cellClassName: 'team-budgets-name', cell: (team) => teamLabel(team) },
  { id: 'left', header: 'Left', numeric: true, cell: (team) => <BudgetAmount remaining={team.remaining_budget} /> },
  { id: 'max', header: 'Max bid', numeric: true, cell: (team) => formatDollars(team.max_bid) },
  { id: 'slots', header: 'Open slots', cellClassName: 'team-budgets-slots', cell: (_team, slots) => openSlotsText(slots) },
];

/** The league at a glance on a phone: every team's money left, max bid and open slots, one row each. */
export function TeamBudgetsTable({ highlightTeamId = null }: { highlightTeamId?: number | null }) {
  const teams = useDraftTeams();
  const slots = useOpenSlotsByTeam();
  return (
    <DataTable
      className="team-budgets"
      label="League budgets"
      columns={BUDGET_COLUMNS}
      rows={teams}
      rowKey={(team) => team.fantasy_team_id}
      rowContext={(team) => slotsOf(slots, team.fantasy_team_id)}
      rowAttributes={(team) => ({ className: team.fantasy_team_id === highlightTeamId ? 'is-mine' : undefined })}
    />
  );
}
