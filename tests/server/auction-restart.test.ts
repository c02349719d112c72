import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { DraftEvent, DraftEventOf } from '../../shared/draft/events.js';
import type { DraftSnapshot } from '../../shared/draft/types.js';
import { createApp } from '../../server/app.js';
import { ROOT_DIR, testConfig } from '../../server/config.js';
import { openContext } from '../../server/create-context.js';
import { readEvents } from '../../server/draft/event-log.js';
import { bidCall, liveAuctionCast, nominateOk, teamOf } from '../helpers/auction.js';
import { auth } from '../helpers/fixtures.js';
import { openEngineTestApp, scratchPostgresDatabase, seedRealPlayers } from '../helpers/engine.js';
import { collectEvents, connectSocket, joinDraft, startLiveServer } from '../helpers/live-server.js';
import { until } from '../helpers/until.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `npm start`'s server (server/main.ts) as its own process, on an existing database. */
async function startProcess(databaseUrl: string, port: number, jwtSecret: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server/main.ts')], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 30_000;
  for (;;) {
    if (Date.now() > end) throw new Error('server process did not start');
    const up = await request(url).get('/api/health').then((r) => r.status === 200, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const killHard = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) await killHard(child);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('kill -9 with a lot open', () => {
  it('after a restart the lot closes at its own deadline, or at once if it passed while down; clients converge', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-auction-restart-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = `sqlite:${path.join(dir, 'gavel.sqlite')}`;
    const config = testConfig({ databaseUrl });
    // Prepare the league on the database file, then hand the file to the server process.
    const opened = await openContext(config);
    const players = await seedRealPlayers(opened.ctx, 5);
    const app = createApp(opened.ctx);
    // Long enough for a restart on a busy machine (the process loads TypeScript at start).
    const cast = await liveAuctionCast(app, { numTeams: 3, settings: { bid_seconds: 15 } });
    await opened.close();
    const draftId = cast.draft.draftId;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    let server = await startProcess(databaseUrl, port, config.jwtSecret);
    children.push(server);
    const first = await request(url).post(`/api/drafts/${draftId}/nominate`).set(auth(cast.members[0]!.token)).send({ nfl_player_id: players.RB[0] }).expect(201);
    const closesAt = Date.parse(first.body.lot.closes_at as string);
    await killHard(server);
    server = await startProcess(databaseUrl, port, config.jwtSecret);
    children.push(server);
    // A phone reconnects after the restart and catches up from the log.
    const phone = await connectSocket(url, { token: cast.members[1]!.token });
    cleanups.push(() => void phone.close());
    const seen = collectEvents(phone);
    expect((await joinDraft(phone, draftId, 0)).ok).toBe(true);
    expect(Date.now()).toBeLessThan(closesAt);
    await until(() => seen.some((e) => e.type === 'pick.created'), 25_000);
    const sale = seen.find((e): e is DraftEventOf<'pick.created'> => e.type === 'pick.created')!;
    expect(Date.parse(sale.at)).toBeGreaterThanOrEqual(closesAt);
    expect(Date.parse(sale.at) - closesAt).toBeLessThan(1500);
    expect(sale.payload.pick).toMatchObject({ nfl_player_id: players.RB[0], fantasy_team_id: teamOf(cast, 0), acquisition_price: 1 });

    // Next lot: the server dies and stays down past the deadline; it sells at once on restart.
    await until(() => seen.some((e) => e.type === 'nomination.turn' && e.payload.nomination?.team_id === teamOf(cast, 1)));
    await request(url).put(`/api/drafts/${draftId}/settings`).set(auth(cast.commissioner.token)).send({ bid_seconds: 3 }).expect(200);
    const second = await request(url).post(`/api/drafts/${draftId}/nominate`).set(auth(cast.members[1]!.token)).send({ nfl_player_id: players.WR[0], opening_bid: 3 }).expect(201);
    const secondCloses = Date.parse(second.body.lot.closes_at as string);
    await killHard(server);
    await new Promise((r) => setTimeout(r, Math.max(0, secondCloses - Date.now()) + 500));
    const restartedAt = Date.now();
    server = await startProcess(databaseUrl, port, config.jwtSecret);
    children.push(server);
    const snapshot = async () => (await request(url).get(`/api/drafts/${draftId}`).set(auth(cast.members[2]!.token)).expect(200)).body as DraftSnapshot;
    const end = Date.now() + 10_000;
    while ((await snapshot()).picks.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    const final = await snapshot();
    expect(final.picks.map((p) => [p.nfl_player_id, p.acquisition_price])).toEqual([
      [players.RB[0], 1],
      [players.WR[0], 3],
    ]);
    expect(Date.parse(final.picks[1]!.created_at) - restartedAt).toBeLessThan(8_000);
    expect(final.lot).toBeNull();
    await killHard(server);
  }, 120_000);
});

const POSTGRES_URL = process.env.GAVEL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresUp = await new pg.Client({ connectionString: POSTGRES_URL }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);
if (!postgresUp) console.log('auction-restart: PostgreSQL not reachable; two-process test skipped');

describe.skipIf(!postgresUp)('two processes on PostgreSQL', () => {
  it('each lot is sold exactly once, whichever process closes it', async () => {
    const scratch = await scratchPostgresDatabase(POSTGRES_URL);
    cleanups.push(scratch.drop);
    const a = await startLiveServer(() => openEngineTestApp({ databaseUrl: scratch.url }));
    const b = await startLiveServer(() => openEngineTestApp({ databaseUrl: scratch.url }));
    cleanups.push(a.close, b.close);
    const cast = await liveAuctionCast(a.app, { numTeams: 3, settings: { bid_seconds: 3 } });
    const draftId = cast.draft.draftId;
    const servers = [a, b];
    for (let round = 0; round < 3; round += 1) {
      const nominator = cast.members[round]!;
      const { lot } = await nominateOk(servers[round % 2]!.app, cast, nominator, { nfl_player_id: a.players.TE[round]! });
      const other = cast.members[(round + 1) % 3]!;
      await bidCall(servers[(round + 1) % 2]!.app, cast, other, { lot_id: lot.lot_id, amount: 2 + round }).expect(201);
      const end = Date.now() + 10_000;
      while (Date.now() < end) {
        const events = await readEvents(a.ctx.db, draftId, 0);
        if (events.filter((e) => e.type === 'pick.created').length === round + 1) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // Let both clocks run over the closed lots a while longer: still no second sale.
    await new Promise((r) => setTimeout(r, 500));
    const events: DraftEvent[] = await readEvents(a.ctx.db, draftId, 0);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const sales = events.filter((e): e is DraftEventOf<'pick.created'> => e.type === 'pick.created');
    expect(sales.map((e) => [e.payload.pick.nfl_player_id, e.payload.pick.acquisition_price])).toEqual([0, 1, 2].map((i) => [a.players.TE[i], 2 + i]));
    const lots = await a.ctx.db.selectFrom('auction_lots').select('status').where('draft_id', '=', draftId).execute();
    expect(lots.map((l) => l.status)).toEqual(['sold', 'sold', 'sold']);
  }, 90_000);
});
