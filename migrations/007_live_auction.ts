import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The live auction. The clock is data: a lot's `closes_at` and a nomination turn's
 * `closes_at` are server times (ISO text, as every timestamp here, so they compare as text on
 * both dialects); pausing stores the time left instead. See docs/ARCHITECTURE.md.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('drafts')
    .addColumn('auction_mode', 'text', (c) => c.notNull().defaultTo('commissioner'))
    .execute();
  await db.schema.alterTable('drafts').addColumn('nomination_seconds', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('drafts').addColumn('bid_seconds', 'integer', (c) => c.notNull().defaultTo(10)).execute();
  await db.schema.alterTable('drafts').addColumn('min_bid_increment', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await withId(db, db.schema.createTable('auction_lots'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('nfl_player_id', 'text', notNull)
    .addColumn('nominated_by_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('opening_bid', 'integer', notNull)
    .addColumn('high_bid', 'integer', notNull)
    .addColumn('high_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('bids', 'integer', (c) => c.notNull().defaultTo(0))
    // open | sold | cancelled
    .addColumn('status', 'text', notNull)
    .addColumn('closes_at', 'text', notNull)
    .addColumn('paused_remaining_ms', 'integer')
    .addColumn('created_at', 'text', notNull)
    .addColumn('closed_at', 'text')
    .execute();
  // The clock's sweep: open lots by deadline.
  await db.schema.createIndex('auction_lots_open_closes_at').on('auction_lots').columns(['status', 'closes_at']).execute();
  await db.schema.createIndex('auction_lots_draft').on('auction_lots').columns(['draft_id', 'status']).execute();

  await db.schema
    .createTable('auction_proxy_bids')
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('auction_lots.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', notNull)
    .addColumn('max_bid', 'integer', notNull)
    .addColumn('set_at', 'text', notNull)
    .addPrimaryKeyConstraint('auction_proxy_bids_pk', ['lot_id', 'team_id'])
    .execute();

  // Whose turn it is to nominate; closes_at is null while that team's lot is open.
  await db.schema
    .createTable('auction_turns')
    .addColumn('draft_id', 'integer', (c) => c.primaryKey().references('drafts.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', notNull)
    .addColumn('closes_at', 'text')
    .addColumn('paused_remaining_ms', 'integer')
    .execute();
  await db.schema.createIndex('auction_turns_closes_at').on('auction_turns').column('closes_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('auction_turns').execute();
  await db.schema.dropTable('auction_proxy_bids').execute();
  await db.schema.dropTable('auction_lots').execute();
  for (const column of ['min_bid_increment', 'bid_seconds', 'nomination_seconds', 'auction_mode']) {
    await db.schema.alterTable('drafts').dropColumn(column).execute();
  }
}
