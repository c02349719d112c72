import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.js';
import { signToken } from '#server/auth/tokens.js';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import type { Db } from '#server/db/schema.js';
import { importNflData } from '#server/nfl/import.js';

/**
 * Server time of the player lists on the whole pool: a real app on a real SQLite file with the
 * bundled data, a 12-team 2026 draft with 120 players taken, requests over HTTP. "Server time"
 * runs from the request reaching Express to the last byte handed to the socket (auth, validation,
 * membership, query, presenting, JSON), measured by an outer middleware.
 */
const CASES: { label: string; path: (draftId: number) => string }[] = [
  { label: "available, search 'williams'", path: (d) => `/api/drafts/${d}/available-players?search=williams` },
  { label: "available, search 'st. brown'", path: (d) => `/api/drafts/${d}/available-players?search=st.%20brown` },
  { label: "available, search 'zzq' (no match: reads the whole pool)", path: (d) => `/api/drafts/${d}/available-players?search=zzq` },
  { label: "available, search 'a', limit 1000 (907 players)", path: (d) => `/api/drafts/${d}/available-players?search=a&limit=1000` },
  { label: 'available, no search, limit 200 (run tab)', path: (d) => `/api/drafts/${d}/available-players` },
  { label: 'available, WR, limit 50 (quick panel)', path: (d) => `/api/drafts/${d}/available-players?position=WR&limit=50` },
  { label: 'all-players, limit 1000 (players tab)', path: (d) => `/api/drafts/${d}/all-players?limit=1000` },
];
const WARMUP = 30;
const RUNS = 200;
const GOAL_MS = 5;

async function seedDraft(db: Db): Promise<{ userId: number; draftId: number }> {
  const now = new Date().toISOString();
  const { id: userId } = await db
    .insertInto('users')
    .values({ username: 'bench', username_lower: 'bench', email: 'bench@example.com', display_name: 'bench', password_hash: 'x', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: leagueId } = await db
    .insertInto('leagues')
    .values({
      league_name: 'Bench League', season: 2026, num_teams: 12, auction_budget: 200, commissioner_id: userId,
      league_code: 'BENCH2', is_keeper_league: 0, max_keepers: 0, keeper_penalty_type: 'FIXED_INCREASE',
      keeper_penalty_amount: 5, scoring_settings: '{}', created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: draftId } = await db
    .insertInto('drafts')
    .values({
      league_id: leagueId, season: 2026, num_teams: 12, auction_budget: 200, roster_positions: '{}',
      draft_status: 'IN_PROGRESS', draft_date: null, created_at: now, seq: 0, public_token: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teamIds: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const { id } = await db.insertInto('teams').values({ league_id: leagueId, team_name: `Team ${i}`, owner_email: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('draft_participants').values({ draft_id: draftId, team_id: id, team_nickname: null, draft_position: i }).execute();
    teamIds.push(id);
  }
  const top = await db.selectFrom('player_projections').select('player_id').where('season', '=', 2026).orderBy('rank_overall').limit(120).execute();
  await db
    .insertInto('draft_picks')
    .values(top.map((p, i) => ({
      draft_id: draftId, nfl_player_id: p.player_id, team_id: teamIds[i % 12] ?? 0, original_team_id: teamIds[i % 12] ?? 0,
      acquisition_price: 1 + (i % 40), acquisition_type: 'draft_pick' as const, pick_number: i + 1, created_by: userId,
      created_at: now, updated_at: now,
    })))
    .execute();
  return { userId, draftId };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-'));
  const config = testConfig({ databaseUrl: `sqlite:${path.join(dir, 'bench.sqlite')}` });
  const { ctx, close } = await openContext(config);
  try {
    const summary = await importNflData(ctx.db, config.nflDataDir);
    const { userId, draftId } = await seedDraft(ctx.db);
    const token = signToken(userId, config.jwtSecret, 3600);

    let serverMs = 0;
    const outer = express();
    outer.use((_req, res, next) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        serverMs = Number(process.hrtime.bigint() - started) / 1e6;
      });
      next();
    });
    outer.use(createApp(ctx));
    const server = outer.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    console.log(`Pool: ${summary.steps.find((s) => s.step === 'players.csv')?.rows} players; draft ${draftId} (2026) with 120 picks.`);
    console.log(`${RUNS} requests per case after ${WARMUP} warm-up requests; server time in ms.\n`);
    console.log(['case'.padEnd(58), 'rows', 'median', 'p95', 'max'].join('  '));
    for (const c of CASES) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const res = await fetch(base + c.path(draftId), { headers: { Authorization: `Bearer ${token}` } });
        const body = (await res.json()) as unknown[];
        if (res.status !== 200) throw new Error(`${c.path(draftId)} answered ${res.status}`);
        rows = body.length;
        if (i >= WARMUP) times.push(serverMs);
      }
      times.sort((a, b) => a - b);
      const cells = [c.label.padEnd(58), String(rows).padStart(4), percentile(times, 0.5).toFixed(2).padStart(6), percentile(times, 0.95).toFixed(2).padStart(5), (times[times.length - 1] ?? NaN).toFixed(2).padStart(5)];
      console.log(cells.join('  '));
    }
    const { loadavg } = await import('node:os');
    console.log(`\nGoal: a search of the whole pool answers in ≤ ${GOAL_MS} ms server time. Load average now: ${loadavg().map((l) => l.toFixed(1)).join(' ')}.`);
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
