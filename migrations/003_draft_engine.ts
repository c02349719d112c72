import type { MigrationDb } from './helpers.js';
import { notNull, withId } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('draft_picks'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('nfl_player_id', 'text', notNull)
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('original_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('acquisition_price', 'integer', notNull)
    .addColumn('acquisition_type', 'text', (c) => c.notNull().defaultTo('draft_pick'))
    .addColumn('pick_number', 'integer', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    // A player is drafted at most once per draft: enforced by the database, not only checked.
    .addUniqueConstraint('draft_picks_draft_player_uq', ['draft_id', 'nfl_player_id'])
    .addUniqueConstraint('draft_picks_draft_number_uq', ['draft_id', 'pick_number'])
    .execute();
  await db.schema.createIndex('draft_picks_team_idx').on('draft_picks').column('team_id').execute();
  await db.schema.createIndex('draft_picks_player_idx').on('draft_picks').column('nfl_player_id').execute();

  await db.schema
    .createTable('draft_events')
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('seq', 'integer', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('draft_events_pk', ['draft_id', 'seq'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', notNull)
    .addColumn('scope', 'text', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['idempotency_keys', 'draft_events', 'draft_picks']) {
    await db.schema.dropTable(table).execute();
  }
}
