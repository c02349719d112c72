import './teams.css';
import type { DraftTeam } from '#shared/draft/types.js';
import { formatDollars } from '../../format/format.js';
import { openSlotsText } from '../../draft-data/open-slots.js';
import { useTeamFigure, useTeamIds } from '../../draft-data/hooks.js';
import { useTeamPoints } from '../../draft-room/use-values.js';
import { formatPoints } from '../../format/number-format.js';
import { useTeamOpenSlots } from '../../draft-data/use-team-slots.js';
import { teamLabel } from '../board/board-format.js';
import { AutopilotMark } from './AutopilotMark.js';
import { budgetAmount } from '../BudgetAmount.js';
import { DataTable, type TableColumn } from '../table/DataTable.js';

/**
 * Rows are team ids and each cell reads its own figure of its team, so a sale renders the figures
 * of the buying team that moved (money left, open slots, points), not the table nor the row
 * (scripts/bench-render.ts).
 */
const BUDGET_COLUMNS: TableColumn<number>[] = [
  {
    id: 'team',
    header: 'Team',
    rowHeader: true,
    cellClassName: 'team-budgets-name',
    cell: (teamId) => (
      <>
        <TeamName teamId={teamId} />
        {/* Under the name rather than a fifth column: the table stays within a phone's width. */}
        <TeamPoints teamId={teamId} />
      </>
    ),
  },
  { id: 'left', header: 'Left', numeric: true, cell: (teamId) => <TeamBudget teamId={teamId} /> },
  { id: 'max', header: 'Max bid', numeric: true, cell: (teamId) => <MaxBid teamId={teamId} /> },
  { id: 'slots', header: 'Open slots', cellClassName: 'team-budgets-slots', cell: (teamId) => <OpenSlots teamId={teamId} /> },
];

const remaining = (team: DraftTeam) => team.remaining_budget;
const maxBid = (team: DraftTeam) => team.max_bid;

function TeamName({ teamId }: { teamId: number }) {
  const autopilot = useTeamFigure(teamId, (team) => team.autopilot);
  return (
    <span className="team-budgets-team">
      {autopilot && <AutopilotMark />}
      {useTeamFigure(teamId, teamLabel)}
    </span>
  );
}

/** The projected points of the team's best lineup so far, when the draft has values (docs/VALUES.md). */
function TeamPoints({ teamId }: { teamId: number }) {
  const points = useTeamPoints(teamId);
  if (points === null) return null;
  return (
    <span className="team-budgets-points" title="Projected points of the team's best lineup so far">
      {formatPoints(points)} pts
    </span>
  );
}

function TeamBudget({ teamId }: { teamId: number }) {
  return budgetAmount(useTeamFigure(teamId, remaining) ?? 0);
}

function MaxBid({ teamId }: { teamId: number }) {
  return formatDollars(useTeamFigure(teamId, maxBid) ?? 0);
}

function OpenSlots({ teamId }: { teamId: number }) {
  return openSlotsText(useTeamOpenSlots(teamId));
}

const teamKey = (teamId: number) => teamId;

/** The league at a glance on a phone: every team's money left, max bid, open slots and projected points (docs/VALUES.md), one row each. */
export function TeamBudgetsTable({ highlightTeamId = null }: { highlightTeamId?: number | null }) {
  const teamIds = useTeamIds();
  return (
    <DataTable
      className="team-budgets"
      label="League budgets"
      columns={BUDGET_COLUMNS}
      rows={teamIds}
      rowKey={teamKey}
      rowAttributes={(teamId) => ({ className: teamId === highlightTeamId ? 'is-mine' : undefined })}
    />
  );
}
