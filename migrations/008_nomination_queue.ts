import type { MigrationDb } from './helpers.js';

/**
 * A team's nomination queue: the players it lined up to nominate, in order, kept on the
 * server so it follows the team from device to device and feeds auto-nomination when the team's
 * nomination clock runs out. Private to the team's owner and the commissioner.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('nomination_queue')
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('nfl_player_id', 'text', (c) => c.notNull())
    // 0-based place in the team's queue: the order it set.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('nomination_queue_pk', ['draft_id', 'team_id', 'nfl_player_id'])
    .execute();
  await db.schema.createIndex('nomination_queue_order').on('nomination_queue').columns(['draft_id', 'team_id', 'position']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('nomination_queue').execute();
}
