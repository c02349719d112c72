/** Budget and roster rules of a draft (spec 02 §5); roster defaults and limits: roster-rules.ts. */
import type { DraftPick, PlayerPosition, PositionCounts, RosterPositions, RosterSlotKey } from './types.js';
import { PLAYER_POSITIONS } from './types.js';
import { assignRoster, FLEX_POSITIONS } from './roster-assignment.js';

/** FLEX and SUPERFLEX take these (spec 02 §5); the rule itself: roster-assignment.ts. */
export const FLEX_ELIGIBLE: readonly PlayerPosition[] = FLEX_POSITIONS;

/** Spec 02 §5: remaining budget minus one dollar for every other open roster spot, never below 0. */
export function maxBid(remainingBudget: number, totalSlots: number, playersHeld: number): number {
  const remainingSpots = totalSlots - playersHeld;
  return Math.max(0, remainingBudget - Math.max(remainingSpots - 1, 0));
}

export function remainingBudget(auctionBudget: number, pricesHeld: number, cashAdjustment: number): number {
  return auctionBudget - pricesHeld + cashAdjustment;
}

/**
 * The number the next pick gets: the highest so far + 1. Undoing the last pick frees its number;
 * deleting an earlier one leaves a gap, so the count of picks is not the next number.
 */
export function nextPickNumber(picks: readonly Pick<DraftPick, 'pick_number'>[]): number {
  return nextPickNumberAfter(picks.reduce((max, pick) => Math.max(max, pick.pick_number), 0));
}

/** The same rule from the highest pick number alone (null: no picks yet), as the server reads it. */
export function nextPickNumberAfter(highest: number | null): number {
  return (highest ?? 0) + 1;
}

export function emptyPositionCounts(): PositionCounts {
  return Object.fromEntries(PLAYER_POSITIONS.map((p) => [p, 0])) as PositionCounts;
}

export interface SlotAssignment {
  slot: Exclude<RosterSlotKey, 'BENCH'>;
  /** Shown label: SUPERFLEX is shown as FLEX. */
  label: string;
  capacity: number;
  players: DraftPick[];
}

export interface RosterAssignment {
  slots: SlotAssignment[];
  bench: DraftPick[];
  /** BENCH count from the roster, or null when the roster sets none. */
  benchLimit: number | null;
}

/**
 * Spec 02 §2 Roster view: players by price descending, each into the first slot (in display order)
 * that fits and has room; the rest to BENCH. The slots come from the one roster rule
 * (roster-assignment.ts), so a player sits on the bench only when no assignment could start him
 * and the Roster View, the rosters CSV and the server's checks agree.
 */
export function assignRosterSlots(picks: readonly DraftPick[], roster: RosterPositions): RosterAssignment {
  const byPrice = [...picks].sort((a, b) => b.acquisition_price - a.acquisition_price || a.pick_number - b.pick_number);
  const fit = assignRoster(roster, byPrice);
  const slots = fit.slots.map((s) => ({ ...s, label: s.slot === 'SUPERFLEX' ? 'FLEX' : s.slot }));
  return { slots, bench: fit.bench, benchLimit: roster.BENCH ?? null };
}
