import type { MigrationDb } from './helpers.js';

/**
 * Room settings of a draft. `enforce_max_bid` (0/1, as every flag here, so both
 * dialects store it alike): when 1 the pick command refuses a bid above the team's max bid instead
 * of only warning. Drafts that exist before this migration keep the spec's warning-only behaviour
 * (0); new drafts are created with 1 (shared/draft/bids.ts, DEFAULT_ENFORCE_MAX_BID).
 * Numbered before 007 but written after it: migrations run unordered (server/db/migrate.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('drafts')
    .addColumn('enforce_max_bid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('drafts').dropColumn('enforce_max_bid').execute();
}
