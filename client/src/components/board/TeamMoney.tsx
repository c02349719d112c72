import { memo } from 'react';
import type { DraftTeam } from '#shared/draft/types.js';
import { useDraftSelector, useTeam } from '../../draft-data/hooks.js';
import { budgetAmount } from '../BudgetAmount.js';

/** The figures TeamMoney shows; a column that shows the money itself compares them too. */
export const sameMoney = (a: DraftTeam | undefined, b: DraftTeam | undefined) =>
  a === b ||
  (a !== undefined && b !== undefined && a.remaining_budget === b.remaining_budget && a.max_bid === b.max_bid && a.players_count === b.players_count);

/**
 * A team's remaining budget (coloured with a shape, spec 02 §2 and WCAG's use of colour) and max bid: the two
 * figures a bidder looks for, which a sale to the team moves together (the max bid alone stays for
 * a $1 sale). It reads them itself, so a sale renders this block and not the column around it
 * (scripts/bench-render.ts). A team whose roster is full bids no more: its money left shows plain,
 * without the low-budget warning or a max bid (docs/DECISIONS.md, The TV through the night).
 */
export const TeamMoney = memo(function TeamMoney({ teamId }: { teamId: number }) {
  const team = useTeam(teamId, sameMoney);
  const rosterSize = useRosterSize();
  if (!team) return null;
  return teamMoney(team, rosterSize);
});

/** Slots a roster holds (0 before the snapshot): a team holding that many is full. */
export const useRosterSize = () => useDraftSelector((s) => s.snapshot?.draft.num_rounds ?? 0);

/** The markup, for TeamMoney and for a board column that reads its team's money with its counts. */
export function teamMoney(team: DraftTeam, rosterSize: number) {
  if (rosterSize > 0 && team.players_count >= rosterSize) {
    return (
      <div className="board-team-money is-full">
        {budgetAmount(team.remaining_budget, { full: true })}
        <span className="board-roster-full">Full</span>
      </div>
    );
  }
  return (
    <div className="board-team-money">
      {budgetAmount(team.remaining_budget)}
      <span className="board-max-bid" title="Max bid">
        <span className="board-max-label">Max:</span> ${team.max_bid}
      </span>
    </div>
  );
}
