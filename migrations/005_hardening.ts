import type { MigrationDb } from './helpers.js';

/**
 * Sessions and team uniqueness, hardened:
 * - users.token_version: every JWT carries the version it was signed with; changing the password
 *   bumps it, which ends every other session (REST and sockets).
 * - unique (league_id, team_name) and (league_id, owner_email): the checks in the team commands
 *   run inside transactions, but two PostgreSQL transactions can both pass them; the index is the
 *   last word. NULL owner emails (unclaimed teams) are distinct in a unique index on both dialects.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('teams_league_team_name_uq').on('teams').columns(['league_id', 'team_name']).unique().execute();
  await db.schema.createIndex('teams_league_owner_email_uq').on('teams').columns(['league_id', 'owner_email']).unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('teams_league_owner_email_uq').execute();
  await db.schema.dropIndex('teams_league_team_name_uq').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
