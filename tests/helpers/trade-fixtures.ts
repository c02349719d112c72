import type { Express } from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '#server/app.js';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { ExecuteTradeResponse } from '#shared/draft/trade-api.js';
import type { DraftPick, DraftSnapshot, PlayerPosition, TradeSummary } from '#shared/draft/types.js';
import type { AppContext } from '#server/context.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from './fixtures.js';
import { openTestApp, type TestApp } from './test-app.js';

/**
 * The trade suites run on SQLite, and on a scratch PostgreSQL database when
 * GAVEL_TEST_POSTGRES_URL names a server the tests may create and drop databases on.
 */
export async function openTradeTestApp(): Promise<TestApp> {
  const adminUrl = process.env.GAVEL_TEST_POSTGRES_URL;
  if (!adminUrl) return openTestApp();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `gavel_trades_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openContext(testConfig({ databaseUrl: url.toString() }));
  return {
    app: createApp(opened.ctx),
    ctx: opened.ctx,
    close: async () => {
      await opened.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

/**
 * A draft ready for trades: a commissioner, two members owning teams 1 and 2, an outsider,
 * three teams, a small roster (4 slots) and budget (100) so the limits are reachable, and a
 * pool of real rows in the players table to draft.
 */
export interface TradeWorld {
  app: Express;
  commissioner: TestUser;
  alice: TestUser;
  bob: TestUser;
  outsider: TestUser;
  draft: TestDraft;
  /** teamIds[0] is Alice's, teamIds[1] Bob's, teamIds[2] has no owner. */
  teamIds: [number, number, number];
  players: string[];
}

export const WORLD_BUDGET = 100;
export const WORLD_ROSTER = { QB: 1, RB: 1, WR: 1, BENCH: 1 };

const POSITIONS: PlayerPosition[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

/** Player rows written straight into the players table (as the NFL import would). */
export async function seedPlayers(ctx: AppContext, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const first = `First${i + 1}`;
    const last = `Player${i + 1}`;
    return {
      player_id: `TST-${String(i + 1).padStart(3, '0')}`,
      full_name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      position: POSITIONS[i % 3] ?? 'QB',
      team: i % 2 === 0 ? 'KC' : null,
      headshot_url: null,
      search_key: `${first} ${last}`.toLowerCase(),
    };
  });
  // Only the columns every players schema version has; the rest default to null.
  await ctx.db.insertInto('players').values(rows).onConflict((oc) => oc.doNothing()).execute();
  return rows.map((r) => r.player_id);
}

export async function tradeWorld(app: Express, ctx: AppContext): Promise<TradeWorld> {
  const [commissioner, alice, bob, outsider] = await Promise.all([registerUser(app), registerUser(app), registerUser(app), registerUser(app)]);
  const draft = await createDraft(app, commissioner, {
    numTeams: 3,
    budget: WORLD_BUDGET,
    rosterPositions: WORLD_ROSTER,
    members: [alice, bob],
  });
  const [a, b, c] = draft.teamIds;
  if (a === undefined || b === undefined || c === undefined) throw new Error('expected three teams');
  const players = await seedPlayers(ctx, 30);
  return { app, commissioner, alice, bob, outsider, draft, teamIds: [a, b, c], players };
}

/** A pick a suite starts from: [index into world.players, index into world.teamIds, price]. */
export type OpeningPick = readonly [player: number, team: 0 | 1 | 2, price: number];

/** p[0] $30 and p[1] $20 on team 1 (Alice), p[2] $25 and p[3] $10 on team 2 (Bob), p[4] $5 on team 3. */
export const OPENING_PICKS: readonly OpeningPick[] = [
  [0, 0, 30],
  [1, 0, 20],
  [2, 1, 25],
  [3, 1, 10],
  [4, 2, 5],
];

export interface TradeSuite {
  t: TestApp;
  w: TradeWorld;
  /** w.players */
  p: string[];
}

/**
 * Registers the hooks every trade suite shares: one app per test file, and before each test a
 * fresh TradeWorld whose draft is started with `picks` made in order. `ready` hands the suite to
 * the file's own variables, so test bodies read plain `t`, `w` and `p`.
 */
export function setUpTradeSuite(picks: readonly OpeningPick[], ready: (suite: TradeSuite) => void): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTradeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    const w = await tradeWorld(t.app, t.ctx);
    await setStatus(w, 'start');
    for (const [player, team, price] of picks) await draftPlayer(w, w.players[player]!, w.teamIds[team], price);
    ready({ t, w, p: w.players });
  });
}

export async function setStatus(w: TradeWorld, action: 'start' | 'pause' | 'resume' | 'complete'): Promise<void> {
  const res = await request(w.app).put(`/api/drafts/${w.draft.draftId}/${action}`).set(auth(w.commissioner.token));
  if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function draftPlayer(w: TradeWorld, playerId: string, teamId: number, price: number): Promise<DraftPick> {
  const res = await request(w.app)
    .post(`/api/drafts/${w.draft.draftId}/draft-player`)
    .set(auth(w.commissioner.token))
    .send({ nfl_player_id: playerId, fantasy_team_id: teamId, acquisition_price: price });
  if (res.status !== 201) throw new Error(`draft-player failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as DraftPick;
}

export async function snapshot(w: TradeWorld, user: TestUser = w.commissioner): Promise<DraftSnapshot> {
  const res = await request(w.app).get(`/api/drafts/${w.draft.draftId}`).set(auth(user.token));
  if (res.status !== 200) throw new Error(`GET draft failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as DraftSnapshot;
}

export function teamOf(snap: DraftSnapshot, teamId: number) {
  const team = snap.teams.find((t) => t.fantasy_team_id === teamId);
  if (!team) throw new Error(`team ${teamId} not in snapshot`);
  return team;
}

export function pickOfPlayer(snap: DraftSnapshot, playerId: string): DraftPick {
  const pick = snap.picks.find((p) => p.nfl_player_id === playerId);
  if (!pick) throw new Error(`player ${playerId} not drafted`);
  return pick;
}

export interface TradeBody {
  fantasy_draft_id?: number;
  from_team_id?: number | null;
  to_team_id?: number | null;
  from_players?: string[];
  to_players?: string[];
  cash_from_team?: number;
  cash_to_team?: number;
}

export function tradeBody(w: TradeWorld, body: TradeBody): TradeBody {
  return { fantasy_draft_id: w.draft.draftId, from_players: [], to_players: [], cash_from_team: 0, cash_to_team: 0, ...body };
}

export function execute(w: TradeWorld, body: TradeBody, user: TestUser = w.commissioner) {
  return request(w.app).post('/api/trades/execute').set(auth(user.token)).send(tradeBody(w, body));
}

/** Executes a trade the test needs to go through (201), and returns it. */
export async function executed(w: TradeWorld, body: TradeBody): Promise<TradeSummary> {
  const res = await execute(w, body);
  expect(res.status).toBe(201);
  return (res.body as ExecuteTradeResponse).trade;
}

export function propose(w: TradeWorld, body: TradeBody, user: TestUser) {
  return request(w.app).post('/api/trades').set(auth(user.token)).send(tradeBody(w, body));
}

/** Records every event the write path publishes for the draft, in order. */
export function recordEvents(ctx: AppContext, draftId: number): { events: DraftEvent[]; stop: () => void } {
  const events: DraftEvent[] = [];
  const stop = ctx.events.on('event', (e) => {
    if (e.draftId === draftId) events.push(e);
  });
  return { events, stop };
}

/** The proof the client store relies on: snapshot(n) folded with the events since equals a fresh read. */
export function fold(before: DraftSnapshot, events: DraftEvent[]): DraftSnapshot {
  return applyEvents(before, events);
}
