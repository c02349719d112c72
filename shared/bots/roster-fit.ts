import { assignRoster, canAddToRoster, type RosterPlayer } from '../draft/roster-assignment.js';
import { PLAYER_POSITIONS, type PlayerPosition, type PositionCounts, type RosterPositions } from '../draft/types.js';

/**
 * What the bots read of a roster, in the counts they keep per position (docs/DECISIONS.md, Bots).
 * The answers come from the room's one roster rule (shared/draft/roster-assignment.ts), so a bot
 * never nominates or bids for a player the server would refuse for want of a slot.
 */

export interface SlotsLeft {
  /** Whether one more player of the position would start (dedicated, FLEX or SUPERFLEX slot). */
  starter: number;
  /** Whether one more player of the position fits at all, BENCH included. */
  any: number;
}

const playersOf = (counts: PositionCounts): RosterPlayer[] => PLAYER_POSITIONS.flatMap((position) => Array.from({ length: counts[position] }, () => ({ position_code: position })));

/** Whether players of these position counts fit the roster's slots. */
export const rosterFits = (counts: PositionCounts, roster: RosterPositions): boolean => assignRoster(roster, playersOf(counts)).legal;

/** Whether the team can still add one more player of `position`, and whether he would start. */
export function slotFor(counts: PositionCounts, roster: RosterPositions, position: PlayerPosition): SlotsLeft {
  const slot = canAddToRoster(roster, playersOf(counts), position, '');
  return slot.ok ? { starter: slot.value === 'BENCH' ? 0 : 1, any: 1 } : { starter: 0, any: 0 };
}

/** `slotFor` for every position: one matching per position, for scans over many players. */
export function slotsLeft(counts: PositionCounts, roster: RosterPositions): Record<PlayerPosition, SlotsLeft> {
  return Object.fromEntries(PLAYER_POSITIONS.map((position) => [position, slotFor(counts, roster, position)])) as Record<PlayerPosition, SlotsLeft>;
}

/** Whether one more player of `position` still leaves a legal roster. */
export const canTake = (counts: PositionCounts, roster: RosterPositions, position: PlayerPosition): boolean => canAddToRoster(roster, playersOf(counts), position, '').ok;
