import type { DraftPick } from '#shared/draft/types.js';
import { pickOwnerLabel } from '../components/board/board-format.js';
import { formatDollars } from '../format/format.js';

/** A sale as the room hears it: "Josh Allen to Team 4 for $59". */
export const saleAnnouncement = (pick: Pick<DraftPick, 'full_name' | 'fantasy_team_name' | 'team_nickname' | 'acquisition_price'>) =>
  `${pick.full_name} to ${pickOwnerLabel(pick)} for ${formatDollars(pick.acquisition_price)}`;

/** The live auction's countdown is spoken at these seconds left, once each as the clock passes them. */
export const COUNTDOWN_MARKS = [10, 5] as const;

/**
 * What to say when a countdown goes from `previous` to `next` seconds left: the mark it just
 * reached, or null. Only a crossing speaks (a clock that starts at 7 s says nothing until 5 s, a
 * frozen clock says nothing), and a bid that pushes the clock back above a mark arms it again, so
 * the room hears "5 seconds" each time a lot nears its close, never a second-by-second count.
 */
export function countdownAnnouncement(previous: number | null, next: number | null, marks: readonly number[] = COUNTDOWN_MARKS): string | null {
  if (previous === null || next === null || next >= previous) return null;
  const reached = marks.filter((mark) => previous > mark && next <= mark && next > 0);
  const mark = reached.length > 0 ? Math.min(...reached) : null;
  return mark === null ? null : `${mark} seconds left`;
}
