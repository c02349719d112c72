import { memo } from 'react';
import type { DraftTeam } from '../../../../shared/draft/types.js';
import { useTeamFigure } from '../../live-draft/hooks.js';
import { budgetAmount } from '../BudgetAmount.js';

const remaining = (team: DraftTeam) => team.remaining_budget;
const maxBid = (team: DraftTeam) => team.max_bid;

/**
 * A team's remaining budget (coloured with a shape, spec 02 §2 and issue 17) and max bid: the two
 * figures a bidder looks for. Each figure reads itself from the store, so a sale renders the figures
 * that moved, not this nor the column around it (scripts/bench-render.ts).
 */
export const TeamMoney = memo(function TeamMoney({ teamId }: { teamId: number }) {
  return (
    <div className="board-team-money">
      <TeamBudget teamId={teamId} />
      <MaxBid teamId={teamId} />
    </div>
  );
});

/** A team's money left, read from the store (the board's columns, the league budgets table). */
export function TeamBudget({ teamId }: { teamId: number }) {
  return budgetAmount(useTeamFigure(teamId, remaining) ?? 0);
}

function MaxBid({ teamId }: { teamId: number }) {
  return (
    <span className="board-max-bid" title="Max bid">
      <span className="board-max-label">Max:</span> ${useTeamFigure(teamId, maxBid)}
    </span>
  );
}
