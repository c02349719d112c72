import { memo, type Ref } from 'react';
import { budgetColor, type BudgetColor } from '../format/draft-display.js';
import { formatDollars } from '../format/format.js';

/**
 * A team's remaining budget in its spec colour (green above $50, yellow above $20, else red) and,
 * because colour must never be the only signal (WCAG 1.4.1), a shape for the low and
 * critical states and the state in words for screen readers and on hover.
 */
const STATE_TEXT: Record<BudgetColor, string> = { green: 'healthy', yellow: 'low', red: 'critical' };

/** How a figure is drawn beside its amount: its class, an element of its own, a full roster. */
export interface BudgetAmountOptions {
  className?: string;
  /** Wraps the figure in an element of its own, for a component that writes the figure in place as it moves (the team strip). */
  figureRef?: Ref<HTMLSpanElement>;
  /**
   * The team's roster is full: it bids no more, so its money left is shown in plain ink, without
   * the low-budget colour, shape or words (docs/DECISIONS.md, "Calm money").
   */
  full?: boolean;
}

/**
 * The markup, for BudgetAmount and for the components that read the figure from the store themselves
 * (TeamMoney, the league budgets table, the team strip).
 */
export function budgetAmount(remaining: number, { className = '', figureRef, full = false }: BudgetAmountOptions = {}) {
  // One markup for both: the board's first load has a byte budget (tests/browser/party-network.test.ts).
  const color = full ? null : budgetColor(remaining);
  const said = color && STATE_TEXT[color];
  return (
    <span className={`budget budget-${color ?? 'done'} ${className}`.trim()} title={said ? `Remaining budget (${said})` : 'Money left (roster full)'} data-budget-state={color ?? 'full'}>
      {color && budgetIcon(color)}
      {figureRef ? <span ref={figureRef}>{formatDollars(remaining)}</span> : formatDollars(remaining)}
      <span className="visually-hidden"> left, {said ? `budget ${said}` : 'roster full'}</span>
    </span>
  );
}

// Memoised: a pick changes one team's budget, and budgets show in every team's row.
export const BudgetAmount = memo(function BudgetAmount({ remaining, className, full }: { remaining: number; className?: string; full?: boolean }) {
  return budgetAmount(remaining, { className, full });
});

/**
 * Yellow: a warning triangle; red: a stop octagon; green: no mark. Sized to the text. Markup, not a
 * component: whatever draws the figure renders when it moves, and the icon changes only with it.
 */
function budgetIcon(state: BudgetColor) {
  if (state === 'green') return null;
  return (
    <svg className="budget-icon" viewBox="0 0 16 16" width="0.9em" height="0.9em" aria-hidden="true" focusable="false">
      {state === 'yellow' ? (
        <path d="M8 1.5 15 14H1Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      ) : (
        <path d="M5 1h6l4 4v6l-4 4H5l-4-4V5Z" fill="currentColor" />
      )}
      <path d={state === 'yellow' ? 'M8 6v4M8 11.6v.4' : 'M8 4.5v4.5M8 11v.5'} stroke={state === 'yellow' ? 'currentColor' : '#fff'} strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
