import { Fragment } from 'react';
import './teams.css';
import type { DraftTeam } from '#shared/draft/types.js';
import { formatDollars } from '../../format/format.js';
import { openSlotsText, SLOT_SEPARATOR } from '../../draft-room/open-slots.js';
import { useTeamFigure, useTeamIds } from '../../draft-data/hooks.js';
import { useTeamPoints } from '../../draft-room/use-values.js';
import { formatPoints } from '../../format/number-format.js';
import { useTeamOpenSlots } from '../../draft-room/use-team-slots.js';
import { teamLabel } from '../board/board-format.js';
import { AutopilotMark } from './AutopilotMark.js';
import { budgetAmount } from '../BudgetAmount.js';
import { useRosterSize } from '../board/TeamMoney.js';
import { ROSTER_FULL_TEXT, rosterFull } from './max-bid-text.js';
import { DataTable, type TableColumn } from '../table/DataTable.js';

/** What a row shows of its team, each figure read on its own so the row renders only when one of them moves. */
interface TeamBudgetFigures {
  label: string;
  autopilot: boolean;
  remaining: number;
  maxBid: number;
  /** The roster holds every slot: the team bids no more (docs/DECISIONS.md, "Calm money"). */
  full: boolean;
  openSlots: string;
  /** The projected points of the team's best lineup so far; null when the draft has no values (docs/VALUES.md). */
  points: number | null;
}

const autopilot = (team: DraftTeam) => team.autopilot;
const remaining = (team: DraftTeam) => team.remaining_budget;
const maxBid = (team: DraftTeam) => team.max_bid;
const playersCount = (team: DraftTeam) => team.players_count;

const useTeamBudgetFigures = (teamId: number): TeamBudgetFigures => ({
  label: useTeamFigure(teamId, teamLabel) ?? '',
  autopilot: useTeamFigure(teamId, autopilot) ?? false,
  remaining: useTeamFigure(teamId, remaining) ?? 0,
  maxBid: useTeamFigure(teamId, maxBid) ?? 0,
  full: rosterFull({ players_count: useTeamFigure(teamId, playersCount) ?? 0 }, useRosterSize()),
  openSlots: openSlotsText(useTeamOpenSlots(teamId)),
  points: useTeamPoints(teamId),
});

/**
 * Each slot's name and count on one line ("BENCH" over "5" read as two things); the cell's lines
 * break between slots, so the table keeps within a phone's width.
 */
function slotsCell(text: string) {
  return text.split(SLOT_SEPARATOR).map((slot, i) => (
    <Fragment key={slot}>
      {i > 0 && SLOT_SEPARATOR}
      <span className="team-budgets-slot">{slot}</span>
    </Fragment>
  ));
}

/**
 * Rows are team ids and each row reads its own team's figures (DataTable's useRowContext), so a
 * sale renders the buying team's row, not the table nor a component per figure (scripts/bench-render.ts).
 */
const BUDGET_COLUMNS: TableColumn<number, TeamBudgetFigures>[] = [
  {
    id: 'team',
    header: 'Team',
    rowHeader: true,
    cellClassName: 'team-budgets-name',
    cell: (_teamId, team) => (
      <>
        <span className="team-budgets-team">
          {team.autopilot && <AutopilotMark />}
          {team.label}
        </span>
        {/* Under the name rather than a fifth column: the table stays within a phone's width. */}
        {team.points !== null && (
          <span className="team-budgets-points" title="Projected points of the team's best lineup so far">
            {formatPoints(team.points)} pts
          </span>
        )}
      </>
    ),
  },
  { id: 'left', header: 'Left', numeric: true, cell: (_teamId, team) => budgetAmount(team.remaining, { full: team.full }) },
  { id: 'max', header: 'Max bid', numeric: true, cell: (_teamId, team) => (team.full ? ROSTER_FULL_TEXT : formatDollars(team.maxBid)) },
  { id: 'slots', header: 'Open slots', cellClassName: 'team-budgets-slots', cell: (_teamId, team) => slotsCell(team.openSlots) },
];

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
      useRowContext={useTeamBudgetFigures}
      rowAttributes={(teamId) => ({ className: teamId === highlightTeamId ? 'is-mine' : undefined })}
    />
  );
}
