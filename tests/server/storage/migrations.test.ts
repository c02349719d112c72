import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#server/db/connect.js';
import { migrateDownAll, migrateToLatest } from '#server/db/migrate.js';
import { migrations } from '#migrations/index.js';
import type { Database } from '#server/db/schema.js';

async function userTables(connection: Connection): Promise<string[]> {
  const tables = await connection.db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** A migrator over some of the migrations, as a database deployed before the others existed. */
function migratorOf(db: Kysely<Database>, names: string[]): Migrator {
  const subset: Record<string, Migration> = Object.fromEntries(names.map((name) => [name, migrations[name]!]));
  return new Migrator({ db, allowUnorderedMigrations: true, provider: { getMigrations: () => Promise.resolve(subset) } });
}

/** A user, a league of `numTeams` and its draft, inserted by hand into a database some migrations behind. */
async function seedDraft(db: Kysely<Database>, numTeams: number, draftStatus: 'NOT_STARTED' | 'IN_PROGRESS'): Promise<{ leagueId: number; draftId: number }> {
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({ username: 'u', username_lower: 'u', email: 'u@example.com', display_name: null, password_hash: 'x', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const league = await db
    .insertInto('leagues')
    .values({
      league_name: 'L', season: 2026, num_teams: numTeams, auction_budget: 200, commissioner_id: user.id, league_code: 'ABCDEF',
      is_keeper_league: 0, max_keepers: 0, keeper_penalty_type: 'FIXED_INCREASE', keeper_penalty_amount: 5, scoring_settings: '{}', created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const draft = await db
    .insertInto('drafts')
    .values({ league_id: league.id, season: 2026, num_teams: numTeams, auction_budget: 200, roster_positions: '{}', draft_status: draftStatus, draft_date: null, created_at: now, seq: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { leagueId: league.id, draftId: draft.id };
}

/**
 * 006_room_settings landed after 007: a database already at 007 with a draft in it gets 006
 * afterwards, and that draft keeps the spec's warning-only max bid (enforce_max_bid 0).
 */
async function addRoomSettingsLate(db: Kysely<Database>): Promise<void> {
  const early = Object.keys(migrations).filter((name) => name !== '006_room_settings');
  expect((await migratorOf(db, early).migrateToLatest()).error).toBeUndefined();
  await seedDraft(db, 2, 'IN_PROGRESS');

  const late = await migrateToLatest(db);
  expect(late).toEqual(['Up 006_room_settings: Success']);
  const drafts = await db.selectFrom('drafts').select('enforce_max_bid').execute();
  expect(drafts).toEqual([{ enforce_max_bid: 0 }]);
  await db.updateTable('drafts').set({ enforce_max_bid: 1 }).execute();
  expect(await db.selectFrom('drafts').select('enforce_max_bid').execute()).toEqual([{ enforce_max_bid: 1 }]);
}

describe('migrations on a fresh database', () => {
  let dir: string | undefined;
  let connection: Connection | undefined;
  afterEach(async () => {
    await connection?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('go up, all the way down, and up again', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gavel-migrations-'));
    connection = connect(`sqlite:${path.join(dir, 'fresh.sqlite')}`);
    const names = Object.keys(migrations);

    const up = await migrateToLatest(connection.db);
    expect(up).toEqual(names.map((name) => `Up ${name}: Success`));
    const tables = await userTables(connection);
    expect(tables).toEqual(expect.arrayContaining(['users', 'leagues', 'teams', 'drafts', 'draft_participants']));

    const down = await migrateDownAll(connection.db);
    expect(down).toEqual([...names].reverse().map((name) => `Down ${name}: Success`));
    expect(await userTables(connection)).toEqual([]);

    await migrateToLatest(connection.db);
    expect(await userTables(connection)).toEqual(tables);
    expect(await migrateToLatest(connection.db)).toEqual([]);
  });

  it('add 006 to a database already at 007, existing drafts keeping the warning-only max bid', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gavel-migrations-'));
    connection = connect(`sqlite:${path.join(dir, 'late.sqlite')}`);
    await addRoomSettingsLate(connection.db);
  });

  it('clear the blank nicknames a draft’s setup stored before, keeping the real ones', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gavel-migrations-'));
    connection = connect(`sqlite:${path.join(dir, 'nicknames.sqlite')}`);
    const db = connection.db;
    const before = Object.keys(migrations).filter((name) => name !== '014_blank_nicknames');
    expect((await migratorOf(db, before).migrateToLatest()).error).toBeUndefined();
    const { leagueId, draftId } = await seedDraft(db, 4, 'NOT_STARTED');
    const now = new Date().toISOString();
    const nicknames = ['', '   ', 'Blitz', null];
    for (const [i, team_nickname] of nicknames.entries()) {
      const team = await db.insertInto('teams').values({ league_id: leagueId, team_name: `T${i}`, owner_email: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('draft_participants').values({ draft_id: draftId, team_id: team.id, team_nickname, draft_position: i + 1 }).execute();
    }

    expect(await migrateToLatest(db)).toEqual(['Up 014_blank_nicknames: Success']);
    const after = await db.selectFrom('draft_participants').select('team_nickname').orderBy('draft_position').execute();
    expect(after.map((p) => p.team_nickname)).toEqual([null, null, 'Blitz', null]);
  });

  it('keep foreign keys enforced, with league deletes cascading to drafts and participants', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gavel-migrations-'));
    connection = connect(`sqlite:${path.join(dir, 'fk.sqlite')}`);
    await migrateToLatest(connection.db);
    const { db } = connection;
    const now = new Date().toISOString();
    const orphan = db.insertInto('teams').values({ league_id: 12345, team_name: 'Orphan', owner_email: null, created_at: now }).execute();
    await expect(orphan).rejects.toThrow(/FOREIGN KEY/);

    const { leagueId, draftId } = await seedDraft(db, 2, 'NOT_STARTED');
    const team = await db.insertInto('teams').values({ league_id: leagueId, team_name: 'T', owner_email: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('draft_participants').values({ draft_id: draftId, team_id: team.id, team_nickname: null, draft_position: 1 }).execute();

    await db.deleteFrom('leagues').where('id', '=', leagueId).execute();
    expect(await db.selectFrom('draft_participants').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('drafts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('teams').select('id').execute()).toEqual([]);
  });
});

/**
 * The same round trip on PostgreSQL when a server is at hand: GAVEL_TEST_POSTGRES_URL points at a
 * database the test may create and drop scratch databases from (e.g. postgres://postgres@127.0.0.1/postgres).
 */
const POSTGRES_ADMIN_URL = process.env.GAVEL_TEST_POSTGRES_URL;

/** A scratch PostgreSQL database for `use`, dropped afterwards. */
async function withScratchPostgres(use: (connection: Connection) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const name = `gavel_migrations_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL ?? '');
  url.pathname = `/${name}`;
  const connection = connect(url.toString());
  try {
    await use(connection);
  } finally {
    await connection.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

describe.skipIf(!POSTGRES_ADMIN_URL)('migrations on a fresh PostgreSQL database', () => {
  it('add 006 to a database already at 007, existing drafts keeping the warning-only max bid', async () => {
    await withScratchPostgres((connection) => addRoomSettingsLate(connection.db));
  });

  it('go up, all the way down, and up again', async () => {
    await withScratchPostgres(async (connection) => {
      const names = Object.keys(migrations);
      expect(await migrateToLatest(connection.db)).toEqual(names.map((n) => `Up ${n}: Success`));
      const tables = await userTables(connection);
      expect(tables).toEqual(expect.arrayContaining(['users', 'leagues', 'teams', 'drafts', 'draft_participants']));
      await migrateDownAll(connection.db);
      expect(await userTables(connection)).toEqual([]);
      await migrateToLatest(connection.db);
      expect(await userTables(connection)).toEqual(tables);
    });
  });
});
