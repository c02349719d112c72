import type { MigrationDb } from './helpers.js';
import { notNull, withId } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', notNull)
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('password_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('leagues'))
    .addColumn('league_name', 'text', notNull)
    .addColumn('season', 'integer', notNull)
    .addColumn('num_teams', 'integer', notNull)
    .addColumn('auction_budget', 'integer', notNull)
    .addColumn('commissioner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('league_code', 'text', (c) => c.notNull().unique())
    .addColumn('is_keeper_league', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_keepers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keeper_penalty_type', 'text', (c) => c.notNull().defaultTo('FIXED_INCREASE'))
    .addColumn('keeper_penalty_amount', 'real', (c) => c.notNull().defaultTo(5))
    .addColumn('scoring_settings', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('leagues_commissioner_idx').on('leagues').column('commissioner_id').execute();

  await withId(db, db.schema.createTable('teams'))
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('team_name', 'text', notNull)
    .addColumn('owner_email', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('teams_league_idx').on('teams').column('league_id').execute();
  await db.schema.createIndex('teams_owner_email_idx').on('teams').column('owner_email').execute();

  await withId(db, db.schema.createTable('drafts'))
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', notNull)
    .addColumn('num_teams', 'integer', notNull)
    .addColumn('auction_budget', 'integer', notNull)
    .addColumn('roster_positions', 'text', notNull)
    .addColumn('draft_status', 'text', (c) => c.notNull().defaultTo('NOT_STARTED'))
    .addColumn('draft_date', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public_token', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('drafts_league_idx').on('drafts').column('league_id').execute();

  await withId(db, db.schema.createTable('draft_participants'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('team_nickname', 'text')
    .addColumn('draft_position', 'integer', notNull)
    .addUniqueConstraint('draft_participants_draft_team_uq', ['draft_id', 'team_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['draft_participants', 'drafts', 'teams', 'leagues', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
