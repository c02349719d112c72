/** Budget and roster rules of a draft (spec 02 §5); roster defaults and limits: roster-rules.ts. */
import type { DraftPick, PlayerPosition, PositionCounts, RosterPositions, RosterSlotKey } from './types.js';
import { PLAYER_POSITIONS, ROSTER_SLOT_KEYS } from './types.js';

export const FLEX_ELIGIBLE: readonly PlayerPosition[] = ['RB', 'WR', 'TE'];

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

function fits(slot: RosterSlotKey, position: PlayerPosition): boolean {
  if (slot === 'FLEX' || slot === 'SUPERFLEX') return FLEX_ELIGIBLE.includes(position);
  return slot === position;
}

/**
 * Spec 02 §2 Roster view: players by price descending, each into the first slot (in display order)
 * that fits and has room; the rest to BENCH.
 */
export function assignRosterSlots(picks: readonly DraftPick[], roster: RosterPositions): RosterAssignment {
  const slots: SlotAssignment[] = ROSTER_SLOT_KEYS.filter((k): k is Exclude<RosterSlotKey, 'BENCH'> => k !== 'BENCH')
    .filter((k) => (roster[k] ?? 0) > 0)
    .map((slot) => ({ slot, label: slot === 'SUPERFLEX' ? 'FLEX' : slot, capacity: roster[slot] ?? 0, players: [] }));
  const bench: DraftPick[] = [];
  const byPrice = [...picks].sort((a, b) => b.acquisition_price - a.acquisition_price || a.pick_number - b.pick_number);
  for (const pick of byPrice) {
    const slot = slots.find((s) => s.players.length < s.capacity && fits(s.slot, pick.position_code));
    if (slot) slot.players.push(pick);
    else bench.push(pick);
  }
  return { slots, bench, benchLimit: roster.BENCH ?? null };
}
