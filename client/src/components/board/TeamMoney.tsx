import { memo } from 'react';
import type { DraftTeam } from '../../../../shared/draft/types.js';
import { useTeam } from '../../live-draft/hooks.js';
import { budgetAmount } from '../BudgetAmount.js';

const sameMoney = (a: DraftTeam | undefined, b: DraftTeam | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.remaining_budget === b.remaining_budget && a.max_bid === b.max_bid);

/**
 * A team's remaining budget (coloured with a shape, spec 02 §2 and issue 17) and max bid: the two
 * figures a bidder looks for, which a sale to the team moves together (the max bid alone stays for
 * a $1 sale). It reads them itself, so a sale renders this block and not the column around it
 * (scripts/bench-render.ts).
 */
export const TeamMoney = memo(function TeamMoney({ teamId }: { teamId: number }) {
  const team = useTeam(teamId, sameMoney);
  if (!team) return null;
  return (
    <div className="board-team-money">
      {budgetAmount(team.remaining_budget)}
      <span className="board-max-bid" title="Max bid">
        <span className="board-max-label">Max:</span> ${team.max_bid}
      </span>
    </div>
  );
});
