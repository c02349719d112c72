import { memo } from 'react';
import type { DraftTeam } from '../../../../shared/draft/types.js';
import { BudgetAmount } from '../BudgetAmount.js';

type Money = Pick<DraftTeam, 'remaining_budget' | 'max_bid'>;

/**
 * A team's remaining budget (coloured with a shape, spec 02 §2 and issue 17) and max bid: the two
 * figures a bidder looks for. Memoised on the two figures: a board column renders again when the
 * board gains a row, and its money has not moved.
 */
export const TeamMoney = memo(
  function TeamMoney({ team }: { team: Money }) {
    return (
      <div className="board-team-money">
        <BudgetAmount remaining={team.remaining_budget} />
        <span className="board-max-bid" title="Max bid">
          <span className="board-max-label">Max:</span> ${team.max_bid}
        </span>
      </div>
    );
  },
  (a, b) => a.team.remaining_budget === b.team.remaining_budget && a.team.max_bid === b.team.max_bid,
);
