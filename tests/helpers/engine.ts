import type { Express } from 'express';
import pg from 'pg';
import request from 'supertest';
import type { DraftSnapshot, PlayerPosition } from '#shared/draft/types.js';
import type { AppConfig } from '#server/config.js';
import type { AppContext } from '#server/context.js';
import { readCsvFile, text, type CsvRow } from '#server/nfl/csv.js';
import { buildSearchKey } from '#server/nfl/search-key.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from './fixtures.js';
import { openTestApp, type TestApp } from './test-app.js';

/**
 * The draft engine's test app: a real SQLite file with real NFL players (from the bundled
 * players.csv.gz) in the players table. One place to switch to the shared player template
 * database once every engine test can use it.
 */
export async function openEngineTestApp(overrides: Partial<AppConfig> = {}): Promise<EngineTestApp> {
  const scratch = await scratchPostgres();
  const opened = await openTestApp(scratch ? { databaseUrl: scratch.url, ...overrides } : overrides);
  const close = async () => {
    await opened.close();
    await scratch?.drop();
  };
  return { ...opened, close, players: await seedRealPlayers(opened.ctx) };
}

/**
 * With GAVEL_TEST_DIALECT=postgres and GAVEL_TEST_POSTGRES_URL (an admin connection, e.g.
 * postgres://postgres@127.0.0.1/postgres), each engine test app gets its own scratch database.
 */
async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.GAVEL_TEST_POSTGRES_URL;
  if (process.env.GAVEL_TEST_DIALECT !== 'postgres' || !adminUrl) return undefined;
  return scratchPostgresDatabase(adminUrl);
}

/** A new empty database on the PostgreSQL server of `adminUrl`, dropped by `drop`. */
export async function scratchPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gavel_engine_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The app's pool may still be closing its sessions; FORCE would kill them mid-goodbye and
      // surface as unhandled errors, so wait for them first and force only as a last resort.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}${attempt < 40 ? '' : ' WITH (FORCE)'}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 40) throw err;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await client.end();
    },
  };
}

export interface EngineTestApp extends TestApp {
  players: PlayerPool;
}

let csvRows: CsvRow[] | undefined;

/** Real players by position, in file order; `perPosition` of each of QB, RB, WR, TE, K, DEF. */
export type PlayerPool = Record<PlayerPosition, string[]>;

export async function seedRealPlayers(ctx: AppContext, perPosition = 60): Promise<PlayerPool> {
  csvRows ??= readCsvFile(ctx.config.nflDataDir, 'players');
  const pool: PlayerPool = { QB: [], RB: [], WR: [], TE: [], K: [], DEF: [] };
  const rows = [];
  for (const row of csvRows) {
    const ids = pool[row.position as PlayerPosition] as string[] | undefined;
    if (!ids || ids.length >= perPosition || !row.player_id) continue;
    ids.push(row.player_id);
    const fullName = row.full_name ?? row.player_id;
    rows.push({
      player_id: row.player_id,
      full_name: fullName,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      position: row.position ?? 'QB',
      team: text(row, 'team'),
      headshot_url: text(row, 'headshot_url'),
      search_key: buildSearchKey(fullName, row.first_name ?? '', row.last_name ?? ''),
    });
  }
  for (let i = 0; i < rows.length; i += 200) {
    await ctx.db.insertInto('players').values(rows.slice(i, i + 200)).onConflict((oc) => oc.doNothing()).execute();
  }
  return pool;
}

/** Commissioner, a member who owns team 1, an outsider, and their draft. */
export interface DraftCast {
  commissioner: TestUser;
  member: TestUser;
  outsider: TestUser;
  draft: TestDraft;
}

export async function draftCast(
  app: Express,
  options: { numTeams?: number; budget?: number; rosterPositions?: Record<string, number> } = {},
): Promise<DraftCast> {
  const [commissioner, member, outsider] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  const draft = await createDraft(app, commissioner, { ...options, members: [member] });
  return { commissioner, member, outsider, draft };
}

export function teamId(cast: DraftCast, index: number): number {
  const id = cast.draft.teamIds[index];
  if (id === undefined) throw new Error(`no team ${index}`);
  return id;
}

export async function setDraftStatus(app: Express, cast: DraftCast, action: 'start' | 'pause' | 'resume' | 'complete'): Promise<void> {
  const res = await request(app).put(`/api/drafts/${cast.draft.draftId}/${action}`).set(auth(cast.commissioner.token));
  if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export function draftPlayerCall(app: Express, cast: DraftCast, body: Record<string, unknown>, user: TestUser = cast.commissioner) {
  return request(app).post(`/api/drafts/${cast.draft.draftId}/draft-player`).set(auth(user.token)).send(body);
}

export async function draftPlayerOk(app: Express, cast: DraftCast, playerId: string, team: number, price: number) {
  const res = await draftPlayerCall(app, cast, { nfl_player_id: playerId, fantasy_team_id: team, acquisition_price: price });
  if (res.status !== 201) throw new Error(`draft-player failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { fantasy_pick_id: number; seq: number };
}

export async function getSnapshot(app: Express, cast: DraftCast, user: TestUser = cast.commissioner): Promise<DraftSnapshot> {
  const res = await request(app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(user.token));
  if (res.status !== 200) throw new Error(`GET draft failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as DraftSnapshot;
}
