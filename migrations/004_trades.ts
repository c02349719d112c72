import type { MigrationDb } from './helpers.js';
import { notNull, withId } from './helpers.js';

/**
 * Trades between the teams of a draft. Cash held by a team is not stored: it is computed from the
 * executed (ACCEPTED) trades' budget items, so reversing a trade cannot leave a stale balance.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('trades'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('trade_number', 'integer', notNull)
    .addColumn('trade_status', 'text', notNull)
    .addColumn('proposing_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('receiving_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('proposed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('proposed_at', 'text', notNull)
    .addColumn('responded_at', 'text')
    .addColumn('executed_at', 'text')
    .addColumn('reversed_at', 'text')
    .addUniqueConstraint('trades_draft_number_uq', ['draft_id', 'trade_number'])
    .execute();

  await withId(db, db.schema.createTable('trade_items'))
    .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
    .addColumn('from_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('asset_type', 'text', notNull)
    .addColumn('nfl_player_id', 'text')
    .addColumn('amount', 'integer')
    // The moved pick; set null if the pick is later undone or deleted, which blocks a reversal.
    .addColumn('pick_id', 'integer', (c) => c.references('draft_picks.id').onDelete('set null'))
    // The pick's acquisition type before this trade moved it, restored by a reversal.
    .addColumn('previous_acquisition_type', 'text')
    .execute();
  await db.schema.createIndex('trade_items_trade_idx').on('trade_items').column('trade_id').execute();
  await db.schema.createIndex('trade_items_pick_idx').on('trade_items').column('pick_id').execute();
  await db.schema.createIndex('trade_items_player_idx').on('trade_items').column('nfl_player_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['trade_items', 'trades']) {
    await db.schema.dropTable(table).execute();
  }
}
