import type { MigrationDb } from './helpers.js';

/**
 * Joining a league by its code (docs/DECISIONS.md, "Joining by code: the trust model").
 * `joining_open` (0/1, as every flag here): whether the code lets members claim teams; leagues
 * start open. `join_qr_on_board` (0/1): whether the TV board shows a "Join to bid" code while
 * joining is open and teams are unclaimed; off until the commissioner turns it on.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('joining_open', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('join_qr_on_board', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('leagues').dropColumn('join_qr_on_board').execute();
  await db.schema.alterTable('leagues').dropColumn('joining_open').execute();
}
