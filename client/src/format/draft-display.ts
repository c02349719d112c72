import type { DraftStatus } from '#shared/draft/types.js';

/** How the draft screens present a draft (spec 02 §9): sizes, labels and colours, no rules. */

export const BOARD_PICK_ROWS = 16;
export const RECENT_PICKS_CARD = 5;
export const RECENT_PICKS_PANEL = 20;

export const STATUS_LABELS: Record<DraftStatus, string> = {
  NOT_STARTED: 'Not Started',
  IN_PROGRESS: 'In Progress',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
};

/** Unknown values display as Not Started (spec 02 §4). */
export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[status as DraftStatus] ?? STATUS_LABELS.NOT_STARTED;
}

export type BudgetColor = 'green' | 'yellow' | 'red';
export function budgetColor(remaining: number): BudgetColor {
  if (remaining > 50) return 'green';
  if (remaining > 20) return 'yellow';
  return 'red';
}
