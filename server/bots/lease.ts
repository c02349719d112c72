import type { Db } from '../db/schema.js';

/**
 * Which process runs a draft's bots (docs/ARCHITECTURE.md, Bots). The clock needs no owner: its
 * deadlines are data and a conditional update lets exactly one process close a lot. The bots keep
 * timers in memory, so exactly one process may run them: the one holding the draft's lease. A
 * holder renews it well before it expires; a process that stops releases it; a crashed one's
 * lease runs out and the next process to sweep that draft's clock takes over.
 */
export const BOT_LEASE_MS = 5000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Take or renew the lease: true when `holder` runs the draft's bots until `nowMs + leaseMs`. */
export async function claimLease(db: Db, draftId: number, holder: string, nowMs: number, leaseMs = BOT_LEASE_MS): Promise<boolean> {
  const until = iso(nowMs + leaseMs);
  await db
    .insertInto('bot_leases')
    .values({ draft_id: draftId, holder, expires_at: iso(nowMs - 1) })
    .onConflict((oc) => oc.column('draft_id').doNothing())
    .execute();
  const taken = await db
    .updateTable('bot_leases')
    .set({ holder, expires_at: until })
    .where('draft_id', '=', draftId)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', iso(nowMs))]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Give up every lease of `holder` (a process stopping), so another takes over at once. */
export async function releaseLeases(db: Db, holder: string): Promise<void> {
  await db.deleteFrom('bot_leases').where('holder', '=', holder).execute();
}

/** Drafts whose bots have work: live auctions in progress with at least one team on autopilot. */
export async function draftsWithBots(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('drafts')
    .select('drafts.id')
    .where('drafts.auction_mode', '=', 'live')
    .where('drafts.draft_status', '=', 'IN_PROGRESS')
    .where((eb) => eb.exists(eb.selectFrom('draft_participants as dp').select('dp.id').whereRef('dp.draft_id', '=', 'drafts.id').where('dp.autopilot', '=', 1)))
    .orderBy('drafts.id')
    .execute();
  return rows.map((r) => r.id);
}
