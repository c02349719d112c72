import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvents } from '#shared/draft/reducer.js';
import { DEFAULT_ROSTER_POSITIONS, totalRosterSlots } from '#shared/draft/roster-rules.js';
import { maxBid } from '#shared/draft/rules.js';
import type { DraftSnapshot } from '#shared/draft/types.js';

import { DEMO_BUDGET, DEMO_COMMISSIONER, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_PICK_COUNT, DEMO_TEAMS } from '#server/demo/demo-cast.js';
import { DEMO_USERNAME_TAKEN, UNREACHABLE_EMAIL } from '#shared/accounts/requests.js';
import { demoUrls, seedDemo, type DemoSeedResult } from '#server/demo/seed.js';
import { seedReport, type AppOnPort } from '#server/demo/seed-report.js';
import { networkUrls } from '#server/http/link-origin.js';
import { startupAddresses, whatRunsOn } from '#server/startup-addresses.js';
import { readEvents } from '#server/engine/event-log.js';
import { loadSnapshot } from '#server/draft/snapshot.js';
import { cashAdjustments } from '#server/trades/cash.js';
import { auth } from '#tests/helpers/fixtures.js';
import { listenLive } from '#tests/helpers/live-server.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

let t: TestApp;
let first: DemoSeedResult;
let draftId: number;

// SQLite: a fresh file without players, so the seed must load the bundled NFL data itself. On the
// PostgreSQL pass (npm test) a scratch copy of the player template, where the data is already in.
beforeAll(async () => {
  t = process.env.GAVEL_TEST_DIALECT === 'postgres' ? await openPlayerTestApp() : await openTestApp();
  first = await seedDemo(t.ctx);
  if (first.draftId === null) throw new Error('the demo has no draft');
  draftId = first.draftId;
}, 120_000);
afterAll(() => t.close());

const ALL_EMAILS = [DEMO_COMMISSIONER.email, ...DEMO_MEMBERS.map((m) => m.email)];

async function login(email: string): Promise<string> {
  const res = await request(t.app).post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
  expect(res.status, `${email} signs in`).toBe(200);
  return res.body.token as string;
}

async function rowCounts() {
  const count = async (table: 'users' | 'leagues' | 'teams' | 'drafts' | 'draft_picks' | 'draft_events' | 'trades') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await count('users'),
    leagues: await count('leagues'),
    teams: await count('teams'),
    drafts: await count('drafts'),
    picks: await count('draft_picks'),
    events: await count('draft_events'),
    trades: await count('trades'),
  };
}

/** Each pick as player, buying team's name and price: comparable across two builds of the demo. */
const lotsOf = (snapshot: DraftSnapshot) =>
  [...snapshot.picks]
    .sort((a, b) => a.pick_number - b.pick_number)
    .map((p) => `${p.nfl_player_id} ${p.fantasy_team_name} $${p.acquisition_price} ${p.acquisition_type}`);

describe('seedDemo', () => {
  it('has the NFL data loaded and creates the commissioner and three members who can sign in', async () => {
    expect(first.outcome).toBe('created');
    const players = await t.ctx.db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(players.n)).toBeGreaterThan(1000);
    const users = await t.ctx.db.selectFrom('users').select(['email', 'username']).orderBy('id').execute();
    expect(users).toEqual([DEMO_COMMISSIONER, ...DEMO_MEMBERS].map(({ email, username }) => ({ email, username })));
    for (const email of ALL_EMAILS) await login(email);
    expect(first.logins.map((l) => [l.email, l.password])).toEqual(ALL_EMAILS.map((e) => [e, DEMO_PASSWORD]));
  });

  it('creates Demo League with 12 teams, three owned by the members, as the league API shows it', async () => {
    const res = await request(t.app).get(`/api/leagues/${first.leagueId}`).set(auth(await login(DEMO_COMMISSIONER.email)));
    expect(res.status).toBe(200);
    expect(res.body.league).toMatchObject({ league_name: 'Demo League', commissioner_username: DEMO_COMMISSIONER.username, teams_joined: 3, num_teams: 12 });
    expect(res.body.teams.map((team: { team_name: string; owner_email: string | null }) => [team.team_name, team.owner_email])).toEqual(
      DEMO_TEAMS.map((team) => [team.team_name, team.owner_email]),
    );
    const mine = await request(t.app).get('/api/leagues').set(auth(await login(DEMO_MEMBERS[1]!.email)));
    expect(mine.body).toEqual([expect.objectContaining({ fantasy_league_id: first.leagueId, team_name: "Sam's Sack Masters" })]);
  });

  it('starts a 2026 draft with the default roster, sells 40 lots of top players and turns the public board on', async () => {
    const snapshot = await loadSnapshot(t.ctx.db, draftId);
    expect(snapshot.draft).toMatchObject({ season: 2026, draft_status: 'IN_PROGRESS', auction_budget: 200, public_enabled: true, num_teams: 12 });
    expect(snapshot.draft.roster_positions).toEqual(DEFAULT_ROSTER_POSITIONS);
    expect(snapshot.picks).toHaveLength(DEMO_PICK_COUNT);
    expect(new Set(snapshot.picks.map((p) => p.position_code)).size).toBeGreaterThanOrEqual(4);
    // Plausible auction: the early lots are the expensive ones.
    const prices = [...snapshot.picks].sort((a, b) => a.pick_number - b.pick_number).map((p) => p.acquisition_price);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(prices.slice(0, 10))).toBeGreaterThan(mean(prices.slice(-10)));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1);

    const board = await request(t.app).get(`/api/public/drafts/${first.publicToken}`);
    expect(board.status).toBe(200);
    expect(board.body.picks).toHaveLength(DEMO_PICK_COUNT);
    const urls = demoUrls(first, 'http://localhost:3000');
    expect(urls).toEqual({
      league: `http://localhost:3000/leagues/${first.leagueId}`,
      draftRun: `http://localhost:3000/leagues/${first.leagueId}/drafts/${draftId}/run`,
      publicBoard: `http://localhost:3000/public/draft/${first.publicToken}`,
    });
  });

  it('keeps every budget consistent: remaining = budget − prices held ± trade cash, no bid above the max bid', async () => {
    const snapshot = await loadSnapshot(t.ctx.db, draftId);
    const cash = await cashAdjustments(t.ctx.db, draftId);
    expect([...cash.values()].reduce((s, c) => s + c, 0)).toBe(0);
    for (const team of snapshot.teams) {
      const held = snapshot.picks.filter((p) => p.fantasy_team_id === team.fantasy_team_id).reduce((s, p) => s + p.acquisition_price, 0);
      expect(team.remaining_budget, team.team_name).toBe(DEMO_BUDGET - held + (cash.get(team.fantasy_team_id) ?? 0));
      expect(team.remaining_budget).toBeGreaterThanOrEqual(0);
    }
    // Replay the auction by who won each lot: every price fit the winner's max bid at the time.
    const slots = totalRosterSlots(snapshot.draft.roster_positions);
    const wins = await t.ctx.db
      .selectFrom('draft_picks')
      .select(['original_team_id', 'acquisition_price'])
      .where('draft_id', '=', draftId)
      .orderBy('pick_number')
      .execute();
    const spent = new Map<number, { dollars: number; players: number }>();
    for (const win of wins) {
      const purse = spent.get(win.original_team_id) ?? { dollars: 0, players: 0 };
      expect(win.acquisition_price).toBeLessThanOrEqual(maxBid(DEMO_BUDGET - purse.dollars, slots, purse.players));
      spent.set(win.original_team_id, { dollars: purse.dollars + win.acquisition_price, players: purse.players + 1 });
    }
  });

  it('executes one trade between two members, with players both ways', async () => {
    const trades = await t.ctx.db.selectFrom('trades').selectAll().where('draft_id', '=', draftId).execute();
    expect(trades).toHaveLength(1);
    expect(trades[0]!.trade_status).toBe('ACCEPTED');
    const memberTeams = await t.ctx.db
      .selectFrom('teams')
      .select('id')
      .where('league_id', '=', first.leagueId)
      .where('owner_email', 'in', DEMO_MEMBERS.map((m) => m.email))
      .execute();
    expect(memberTeams.map((team) => team.id)).toEqual(expect.arrayContaining([trades[0]!.proposing_team_id, trades[0]!.receiving_team_id]));
    const snapshot = await loadSnapshot(t.ctx.db, draftId);
    expect(snapshot.picks.filter((p) => p.acquisition_type === 'trade')).toHaveLength(2);
  });

  it('writes one event per command with gapless seqs, and the events fold into the snapshot', async () => {
    const snapshot = await loadSnapshot(t.ctx.db, draftId);
    const events = await readEvents(t.ctx.db, draftId, 0);
    expect(snapshot.draft.seq).toBe(events.length);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const types = events.map((e) => e.type);
    expect(types.filter((type) => type !== 'pick.created')).toEqual(['public_link.changed', 'draft.started', 'trade.executed']);
    expect(types.filter((type) => type === 'pick.created')).toHaveLength(DEMO_PICK_COUNT);

    // The draft as created (seq 0) plus its whole log must give today's snapshot.
    const created: DraftSnapshot = {
      draft: { ...snapshot.draft, draft_status: 'NOT_STARTED', draft_date: null, seq: 0, public_enabled: false },
      teams: snapshot.teams.map((team) => ({ ...team, cash_adjustment: 0 })),
      picks: [],
      lot: null,
      nomination: null,
      last_sale: null,
    };
    expect(applyEvents(created, events)).toEqual(snapshot);
  });

  it('reports the existing demo on a second run and writes nothing', async () => {
    const before = await rowCounts();
    const again = await seedDemo(t.ctx);
    expect(again).toEqual({ ...first, outcome: 'existing' });
    expect(await rowCounts()).toEqual(before);
    expect(before).toMatchObject({ users: 4, leagues: 1, teams: 12, drafts: 1, picks: DEMO_PICK_COUNT, trades: 1 });
  });

  it('with reset deletes the demo league and builds the same draft again, keeping the accounts', async () => {
    const lotsBefore = lotsOf(await loadSnapshot(t.ctx.db, draftId));
    const rebuilt = await seedDemo(t.ctx, { reset: true });
    expect(rebuilt.outcome).toBe('recreated');
    expect(rebuilt.leagueId).not.toBe(first.leagueId);
    expect(rebuilt.publicToken).not.toBe(first.publicToken);
    expect(await t.ctx.db.selectFrom('leagues').select('id').where('id', '=', first.leagueId).executeTakeFirst()).toBeUndefined();
    expect(await rowCounts()).toMatchObject({ users: 4, leagues: 1, teams: 12, drafts: 1, picks: DEMO_PICK_COUNT, trades: 1 });
    // Deterministic: the same data gives the same lots, winners and prices.
    expect(lotsOf(await loadSnapshot(t.ctx.db, rebuilt.draftId ?? 0))).toEqual(lotsBefore);
    const old = await request(t.app).get(`/api/public/drafts/${first.publicToken}`);
    expect(old.status).toBe(404);
  }, 60_000);
});

describe('the first minutes', () => {
  it('keeps the demo names out of reach of real accounts, and leaves the plain names free', async () => {
    const register = (username: string, email: string) => request(t.app).post('/api/auth/register').send({ username, email, password: 'correct horse battery' });
    const prefixed = await register('Demo-Alex', 'alex.real@example.com');
    expect(prefixed.status).toBe(400);
    expect(prefixed.body.error).toBe(DEMO_USERNAME_TAKEN);
    const reserved = await register('realsam', DEMO_MEMBERS[1]!.email.replace('demo-', ''));
    expect(reserved.status).toBe(400);
    expect(reserved.body.error).toBe(UNREACHABLE_EMAIL);
    // The names an earlier demo took (commish, sam) belong to whoever registers them now.
    await register('commish', 'commish@example.com').expect(201);
    await register('sam', 'sam@example.com').expect(201);
  });

  it('prints the addresses and port `npm start` prints, says to start the app only when it is not running, and its TV link opens from the LAN', async () => {
    const seeded = await seedDemo(t.ctx);
    const report = (port: number, onPort: AppOnPort) =>
      seedReport({ headline: 'Demo data already exists.', databaseLocation: 'test', result: seeded, port, publicUrl: undefined, addresses: startupAddresses(port, undefined), onPort });

    // The app as `npm start` serves it: every interface.
    const live = await listenLive(t.app, t.ctx, {}, '0.0.0.0');
    let stopped = false;
    try {
      expect(await whatRunsOn(live.port)).toBe('gavel');
      const lines = report(live.port, 'gavel');
      const network = networkUrls(networkInterfaces(), live.port);
      expect(lines).toContain(`Gavel is already running on port ${live.port}; open it at:`);
      expect(lines.join('\n')).not.toContain('npm start');
      expect(lines).toContain(`  Local:   http://localhost:${live.port}`);
      for (const url of network) expect(lines).toContain(`  Network: ${url}`);
      const tv = lines.find((line) => line.includes('TV board'))!.trim().split(/\s+/).at(-1)!;
      const origin = network[0] ?? `http://localhost:${live.port}`;
      expect(tv).toBe(`${origin}/public/draft/${seeded.publicToken}`);
      if (network.length === 0) console.warn('seed-demo: no LAN address on this machine; the TV link was checked on localhost');
      // The TV opens the link by the LAN address: the board answers there.
      const board = await fetch(`${origin}/api/public/drafts/${seeded.publicToken}`);
      expect(board.status).toBe(200);
      expect(((await board.json()) as DraftSnapshot).picks).toHaveLength(DEMO_PICK_COUNT);

      await live.stop();
      stopped = true;
      expect(await whatRunsOn(live.port)).toBe('nothing');
      expect(report(live.port, 'nothing')).toContain(`Start the app with \`npm start\` (it listens on port ${live.port}), then open it at:`);
    } finally {
      if (!stopped) await live.stop();
    }

    // Another program on the port: said, with a way out.
    const other = createServer((_req, res) => res.writeHead(404).end('not here'));
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const otherPort = (other.address() as AddressInfo).port;
    try {
      expect(await whatRunsOn(otherPort)).toBe('other');
      expect(report(otherPort, 'other').some((line) => line.startsWith(`Port ${otherPort} is in use by another program`))).toBe(true);
    } finally {
      other.close();
    }
  });
});
