import { notNull, type MigrationDb } from './helpers.js';

/**
 * Bots (docs/ARCHITECTURE.md, Bots): practice leagues, autopilot teams, and which process runs a
 * draft's bots.
 *
 * - `leagues.is_practice` (0/1): a private practice league (POST /api/practice), listed with a
 *   badge and swept a week after its draft's last event (server/bots/practice-sweep.ts).
 * - `drafts.bot_seed`: the seed the bots' personalities and pauses come from (a run is
 *   reproducible from it); null in real drafts, where the draft id seeds autopilot.
 * - `draft_participants.autopilot` (0/1): the bidding model nominates and bids for the team.
 * - `bot_leases`: the one process that runs a draft's bots (its in-memory timers) holds the
 *   draft's lease until `expires_at`; another process takes it over only once it has expired.
 * - `practice_starts`: when each user created a practice auction, for the daily limit (a deleted
 *   practice league still counts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('leagues').addColumn('is_practice', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('drafts').addColumn('bot_seed', 'integer').execute();
  await db.schema.alterTable('draft_participants').addColumn('autopilot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('bot_leases')
    .addColumn('draft_id', 'integer', (c) => c.primaryKey().references('drafts.id').onDelete('cascade'))
    .addColumn('holder', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema
    .createTable('practice_starts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('practice_starts_user').on('practice_starts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('leagues_practice').on('leagues').column('is_practice').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('leagues_practice').execute();
  await db.schema.dropTable('practice_starts').execute();
  await db.schema.dropTable('bot_leases').execute();
  await db.schema.alterTable('draft_participants').dropColumn('autopilot').execute();
  await db.schema.alterTable('drafts').dropColumn('bot_seed').execute();
  await db.schema.alterTable('leagues').dropColumn('is_practice').execute();
}
