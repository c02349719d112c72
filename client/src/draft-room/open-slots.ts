import { boardRoster } from '#shared/draft/roster-rules.js';
import { assignRosterSlots } from '#shared/draft/rules.js';
import type { DraftPick, RosterPositions } from '#shared/draft/types.js';

export interface OpenSlot {
  /** QB, RB, WR, TE, FLEX (SUPERFLEX shows as FLEX), K, DEF, BENCH. */
  label: string;
  open: number;
}

/**
 * The slots a team still has to fill, in display order (spec 02 §2 Roster view): the same
 * assignment the Roster View draws (highest-priced fitting players first), so the two agree.
 */
export function openSlots(picks: readonly DraftPick[], roster: RosterPositions): OpenSlot[] {
  const { slots, bench, benchLimit } = assignRosterSlots(picks, boardRoster(roster));
  const open = new Map<string, number>();
  for (const slot of slots) open.set(slot.label, (open.get(slot.label) ?? 0) + slot.capacity - slot.players.length);
  if (benchLimit !== null) open.set('BENCH', Math.max(0, benchLimit - bench.length));
  return [...open].map(([label, count]) => ({ label, open: count }));
}

/** Between two open slots in `openSlotsText`; a table cell splits the text on it to keep each slot whole. */
export const SLOT_SEPARATOR = ' · ';

/** 'QB 1 · RB 2 · TE 1', only the slots still open; 'Full' when none is. */
export function openSlotsText(slots: readonly OpenSlot[]): string {
  const open = slots.filter((s) => s.open > 0);
  return open.length === 0 ? 'Full' : open.map((s) => `${s.label} ${s.open}`).join(SLOT_SEPARATOR);
}
