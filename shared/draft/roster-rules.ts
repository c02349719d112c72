import { accept, refuse, type Checked } from '../checked.js';
import { parseWholeNumber } from '../whole-number.js';
import { ROSTER_SLOT_KEYS, type RosterPositions, type RosterSlotKey } from './types.js';

/**
 * Roster slots: defaults, the one limit per slot, sums and the stored form, for draft creation,
 * the settings form and command, the boards and the reducer alike.
 */

/**
 * Spec 01 §9: the Create Draft form starts with these. They add up to 16 slots; the spec's "19 slots
 * in total" miscounts its own list (docs/DECISIONS.md, Documentation).
 */
export const DEFAULT_ROSTER_POSITIONS: Readonly<RosterPositions> = Object.freeze({
  QB: 2, RB: 2, WR: 3, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 5,
});

/** Spec 02 §9: where a draft defines no slots, the settings form starts from these. */
export const FALLBACK_ROSTER_POSITIONS: Readonly<RosterPositions> = Object.freeze({
  QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 6,
});

/**
 * One limit for every slot, on creation and in settings (spec 01 §9: 0 to 10), so a draft created
 * with 8 receivers can still have its budget changed (docs/DECISIONS.md, Draft room).
 */
export const MIN_SLOT_COUNT = 0;
export const MAX_SLOT_COUNT = 10;
export const slotCountRule = (key: RosterSlotKey) => `${key} slots must be a whole number from ${MIN_SLOT_COUNT} to ${MAX_SLOT_COUNT}`;
export const EMPTY_ROSTER = 'A roster needs at least one slot';

/** A slot count as typed in the Create Draft or settings form. */
export function readSlotCount(key: RosterSlotKey, text: string): Checked<number> {
  const count = parseWholeNumber(text, MIN_SLOT_COUNT);
  return count !== null && count <= MAX_SLOT_COUNT ? accept(count) : refuse(slotCountRule(key));
}

export function totalRosterSlots(roster: RosterPositions): number {
  return ROSTER_SLOT_KEYS.reduce((sum, key) => sum + (roster[key] ?? 0), 0);
}

/** A roster needs at least one slot. */
export function checkRosterTotal(roster: RosterPositions): Checked<RosterPositions> {
  return totalRosterSlots(roster) > 0 ? accept(roster) : refuse(EMPTY_ROSTER);
}

/** In display order, so stored JSON reads the way the forms list it. */
export function orderedRoster(roster: RosterPositions): RosterPositions {
  const out: RosterPositions = {};
  for (const key of ROSTER_SLOT_KEYS) if (roster[key] !== undefined) out[key] = roster[key];
  return out;
}

export function sameRoster(a: RosterPositions, b: RosterPositions): boolean {
  return ROSTER_SLOT_KEYS.every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}

/** roster_positions as stored (JSON text): only known slot keys with numeric counts survive. */
export function parseStoredRoster(json: string): RosterPositions {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const roster: RosterPositions = {};
  if (raw === null || typeof raw !== 'object') return roster;
  for (const key of ROSTER_SLOT_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isFinite(value)) roster[key] = value;
  }
  return roster;
}

/** The slots the settings form shows: the draft's own, or the fallback when it defines none. */
export function settingsRoster(roster: RosterPositions): Record<RosterSlotKey, number> {
  const source: RosterPositions = Object.keys(roster).length > 0 ? roster : FALLBACK_ROSTER_POSITIONS;
  return Object.fromEntries(ROSTER_SLOT_KEYS.map((key) => [key, source[key] ?? 0])) as Record<RosterSlotKey, number>;
}

/** Roster used by the boards: the draft's own slots, else the fallback without BENCH (spec 02 §9). */
export function boardRoster(roster: RosterPositions | null | undefined): RosterPositions {
  if (roster && Object.keys(roster).length > 0) return roster;
  const { BENCH: _bench, ...withoutBench } = FALLBACK_ROSTER_POSITIONS;
  return withoutBench;
}
