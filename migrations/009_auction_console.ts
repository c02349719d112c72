import { sql } from 'kysely';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The auction console (docs/ARCHITECTURE.md, "The live auction on the server"):
 * - `auction_started_at`: a live auction runs no clock until the commissioner starts it. Live
 *   drafts already under way when this runs were running their clocks, so they count as started.
 * - `opening_seconds`: how long a new lot stays open before the first bid's re-arm.
 * - `auction_bids`: every accepted bid of a lot with the time the server received it, so "I bid
 *   first" is settled by the record after the sale.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('drafts').addColumn('auction_started_at', 'text').execute();
  await db.schema.alterTable('drafts').addColumn('opening_seconds', 'integer', (c) => c.notNull().defaultTo(20)).execute();
  await db
    .updateTable('drafts')
    .set({ auction_started_at: sql`created_at` })
    .where('auction_mode', '=', 'live')
    .where('draft_status', '!=', 'NOT_STARTED')
    .execute();

  await withId(db, db.schema.createTable('auction_bids'))
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('auction_lots.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    // 1: placed by the server for the team's proxy maximum.
    .addColumn('auto', 'integer', notNull)
    .addColumn('received_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('auction_bids_lot').on('auction_bids').columns(['lot_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('auction_bids').execute();
  for (const column of ['opening_seconds', 'auction_started_at']) {
    await db.schema.alterTable('drafts').dropColumn(column).execute();
  }
}
