import type { DraftPick, DraftStatus, PlayerPosition, PositionCounts, RosterPositions, RosterSlotKey } from './types.js';
import { PLAYER_POSITIONS, ROSTER_SLOT_KEYS } from './types.js';

/** Spec 02 §5/§9: the settings form and the boards fall back to these. */
export const DEFAULT_DRAFT_ROSTER: Required<Omit<RosterPositions, 'SUPERFLEX'>> = {
  QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 6,
};
export const DEFAULT_AUCTION_BUDGET = 200;
export const ROSTER_INPUT_MAX = 5;
export const BENCH_INPUT_MAX = 10;
export const BOARD_PICK_ROWS = 16;
export const RECENT_PICKS_CARD = 5;
export const RECENT_PICKS_PANEL = 20;

export const FLEX_ELIGIBLE: readonly PlayerPosition[] = ['RB', 'WR', 'TE'];

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

export function totalRosterSlots(roster: RosterPositions): number {
  return ROSTER_SLOT_KEYS.reduce((sum, key) => sum + (roster[key] ?? 0), 0);
}

/** Spec 02 §5: remaining budget minus one dollar for every other open roster spot, never below 0. */
export function maxBid(remainingBudget: number, totalSlots: number, playersHeld: number): number {
  const remainingSpots = totalSlots - playersHeld;
  return Math.max(0, remainingBudget - Math.max(remainingSpots - 1, 0));
}

export function remainingBudget(auctionBudget: number, pricesHeld: number, cashAdjustment: number): number {
  return auctionBudget - pricesHeld + cashAdjustment;
}

export type BudgetColor = 'green' | 'yellow' | 'red';
export function budgetColor(remaining: number): BudgetColor {
  if (remaining > 50) return 'green';
  if (remaining > 20) return 'yellow';
  return 'red';
}

export function emptyPositionCounts(): PositionCounts {
  return Object.fromEntries(PLAYER_POSITIONS.map((p) => [p, 0])) as PositionCounts;
}

/** Roster used by the boards: the draft's own slots, else the defaults without BENCH. */
export function boardRoster(roster: RosterPositions | null | undefined): RosterPositions {
  if (roster && Object.keys(roster).length > 0) return roster;
  const { BENCH: _bench, ...withoutBench } = DEFAULT_DRAFT_ROSTER;
  return withoutBench;
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
