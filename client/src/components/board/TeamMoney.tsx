import type { DraftTeam } from '../../../../shared/draft/types.js';
import { BudgetAmount } from '../BudgetAmount.js';

/** A team's remaining budget (coloured with a shape, spec 02 §2 and issue 17) and max bid: the two figures a bidder looks for. */
export function TeamMoney({ team }: { team: Pick<DraftTeam, 'remaining_budget' | 'max_bid'> }) {
  return (
    <div className="board-team-money">
      <BudgetAmount remaining={team.remaining_budget} />
      <span className="board-max-bid" title="Max bid">
        <span className="board-max-label">Max:</span> ${team.max_bid}
      </span>
    </div>
  );
}
