import { z } from 'zod';
import { BENCH_INPUT_MAX, ROSTER_INPUT_MAX } from '../../shared/draft/rules.js';
import { ROSTER_SLOT_KEYS, type RosterSlotKey } from '../../shared/draft/types.js';
import { MAX_AUCTION_BUDGET } from '../../shared/league-rules.js';

const BUDGET_RULE = 'Auction budget must be a positive whole number';

function slotCount(key: RosterSlotKey) {
  const max = key === 'BENCH' ? BENCH_INPUT_MAX : ROSTER_INPUT_MAX;
  const rule = `${key} slots must be a whole number from 0 to ${max}`;
  return z.number({ error: rule }).int(rule).min(0, rule).max(max, rule).optional();
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

/** PUT /drafts/:id/settings (spec 02 §5: budget a positive number; counts 0–5, BENCH 0–10). */
export const settingsSchema = z
  .strictObject({
    auction_budget: z.number({ error: BUDGET_RULE }).int(BUDGET_RULE).min(1, BUDGET_RULE).max(MAX_AUCTION_BUDGET, `Auction budget must be at most ${MAX_AUCTION_BUDGET}`).optional(),
    roster_positions: rosterPositions.optional(),
  })
  .refine((s) => s.auction_budget !== undefined || s.roster_positions !== undefined, 'Provide auction_budget or roster_positions');
