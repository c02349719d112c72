import { totalRosterSlots } from '../draft/roster-rules.js';
import type { RosterPositions } from '../draft/types.js';

/**
 * What the room says once every team's roster is full (docs/DECISIONS.md, Live auction): no lot can
 * open any more, and the draft stays in progress until the commissioner completes it, so the screens
 * say so instead of waiting for a nomination, or for a start that happened long ago.
 */
export const ROSTERS_FULL_TEXT = 'Every roster is full. The commissioner can complete the draft.';

/** Whether every team holds as many players as the draft has roster slots (false for a draft with no teams). */
export function everyRosterFull(draft: { roster_positions: RosterPositions }, teams: readonly { players_count: number }[]): boolean {
  const slots = totalRosterSlots(draft.roster_positions);
  return teams.length > 0 && teams.every((team) => team.players_count >= slots);
}
