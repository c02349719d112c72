import type { MigrationDb } from './helpers.js';

/**
 * `join_version`: counts the commissioner's joining switches (`joining_open` set), so a join page can
 * tell the newest of two `join:open` pushes from the older one when two server processes send them
 * in the wrong order (docs/DECISIONS.md, "Joining by code: the trust model").
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('join_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('leagues').dropColumn('join_version').execute();
}
