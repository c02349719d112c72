import './teams.css';
import { formatDollars } from '../../lib/format.js';
import { openSlotsText } from '../../lib/open-slots.js';
import { useDraftTeams } from '../../live-draft/hooks.js';
import { useTeamProjectedPoints } from '../../live-room/use-values.js';
import { formatPoints } from '../../lib/number-format.js';
import { slotsOf, useOpenSlotsByTeam } from '../../live-draft/use-team-slots.js';
import { BudgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { DataTable, type TableColumn } from '../table/DataTable.js';
import type { DraftTeam } from '../../../../shared/draft/types.js';

/** What a row reads besides its team: its open slots and, when the draft has values, its projected points. */
interface BudgetRow {
  slots: ReturnType<typeof slotsOf>;
  points: number | null;
}

const BUDGET_COLUMNS: TableColumn<DraftTeam, BudgetRow>[] = [
  {
    id: 'team',
    header: 'Team',
    rowHeader: true,
    cellClassName: 'team-budgets-name',
    cell: (team, { points }) => (
      <>
        <span className="team-budgets-team">{teamLabel(team)}</span>
        {/* Under the name rather than a fifth column: the table stays within a phone's width. */}
        {points !== null && (
          <span className="team-budgets-points" title="Projected points of the team's best lineup so far">
            {formatPoints(points)} pts
          </span>
        )}
      </>
    ),
  },
  { id: 'left', header: 'Left', numeric: true, cell: (team) => <BudgetAmount remaining={team.remaining_budget} /> },
  { id: 'max', header: 'Max bid', numeric: true, cell: (team) => formatDollars(team.max_bid) },
  { id: 'slots', header: 'Open slots', cellClassName: 'team-budgets-slots', cell: (_team, { slots }) => openSlotsText(slots) },
];

/** The league at a glance on a phone: every team's money left, max bid, open slots and projected points (docs/VALUES.md), one row each. */
export function TeamBudgetsTable({ highlightTeamId = null }: { highlightTeamId?: number | null }) {
  const teams = useDraftTeams();
  const slots = useOpenSlotsByTeam();
  const points = useTeamProjectedPoints();
  return (
    <DataTable
      className="team-budgets"
      label="League budgets"
      columns={BUDGET_COLUMNS}
      rows={teams}
      rowKey={(team) => team.fantasy_team_id}
      rowContext={(team) => ({ slots: slotsOf(slots, team.fantasy_team_id), points: points ? (points.get(team.fantasy_team_id) ?? 0) : null })}
      rowAttributes={(team) => ({ className: team.fantasy_team_id === highlightTeamId ? 'is-mine' : undefined })}
    />
  );
}
