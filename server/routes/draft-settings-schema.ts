import { z } from 'zod';
import { MAX_SLOT_COUNT, MIN_SLOT_COUNT, slotCountRule } from '../../shared/draft/roster-rules.js';
import { ROSTER_SLOT_KEYS, type RosterSlotKey } from '../../shared/draft/types.js';
import { MAX_AUCTION_BUDGET } from '../../shared/league-rules.js';

const BUDGET_RULE = 'Auction budget must be a positive whole number';

function slotCount(key: RosterSlotKey) {
  const rule = slotCountRule(key);
  return z.number({ error: rule }).int(rule).min(MIN_SLOT_COUNT, rule).max(MAX_SLOT_COUNT, rule).optional();
}

const rosterObject = z.strictObject(Object.fromEntries(ROSTER_SLOT_KEYS.map((key) => [key, slotCount(key)])) as Record<RosterSlotKey, ReturnType<typeof slotCount>>, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown roster position ${issue.keys.join(', ')} (allowed: ${ROSTER_SLOT_KEYS.join(', ')})`
      : 'Roster positions must be an object of slot counts',
});

/** Spec 02 §3: roster_positions may arrive as an object or as JSON text. */
const rosterPositions = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, rosterObject);

/** PUT /drafts/:id/settings (spec 02 §5: budget a positive number; slot counts as on creation, roster-rules.ts). */
export const settingsSchema = z
  .strictObject({
    auction_budget: z.number({ error: BUDGET_RULE }).int(BUDGET_RULE).min(1, BUDGET_RULE).max(MAX_AUCTION_BUDGET, `Auction budget must be at most ${MAX_AUCTION_BUDGET}`).optional(),
    roster_positions: rosterPositions.optional(),
  })
  .refine((s) => s.auction_budget !== undefined || s.roster_positions !== undefined, 'Provide auction_budget or roster_positions');
