import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spearman } from '#shared/bots/spearman.js';
import { createApp } from '#server/app.js';
import { startAuctionClock } from '#server/auction/clock.js';
import { botStats } from '#server/bots/bot-runner.js';
import { createPractice } from '#server/bots/practice.js';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { createAppServer } from '#server/http/app-server.js';
import { loadValuedSnapshot } from '#server/values/valued-snapshot.js';
import { prepareDatabase, verdict } from './bench/support.js';

/**
 * A practice auction run to the end by bots (docs/ARCHITECTURE.md, Bots): TEAMS (12) teams of the
 * default 16 slots, 1 s nomination and bid clocks, in one process with its real clock and bots.
 * The practising team does nothing, so the clock nominates for it. Prints the run's time, the
 * bots' CPU per command they sent (deciding and running it; an upper bound, as anything else the
 * process does meanwhile is counted too) and the Spearman correlation of sale prices with values.
 * Goals: the whole draft within 10 minutes, ≤ 20 ms of CPU per bot command, correlation ≥ 0.5.
 */
const TEAMS = Number(process.env.BENCH_TEAMS ?? 12);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const TIME_GOAL_S = 600;
const CPU_GOAL_MS = 20;
const SPEARMAN_GOAL = 0.5;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-bots-'));
  const file = path.join(dir, 'bots.sqlite');
  await prepareDatabase(file, 1);
  const { ctx, close } = await openContext(testConfig({ databaseUrl: `sqlite:${file}` }));
  const server = createAppServer(createApp(ctx));
  const clock = startAuctionClock(ctx);
  try {
    const user = await ctx.db
      .insertInto('users')
      .values({ username: 'bench', username_lower: 'bench', email: 'bench@gavel.local', display_name: null, password_hash: 'x', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const t0 = performance.now();
    const practice = await createPractice(ctx, { id: user.id, email: 'bench@gavel.local' }, { num_teams: TEAMS, auction_budget: 200, nomination_seconds: 1, bid_seconds: 1, seed: SEED });
    for (;;) {
      const row = await ctx.db.selectFrom('drafts').select('draft_status').where('id', '=', practice.fantasy_draft_id).executeTakeFirstOrThrow();
      if (row.draft_status === 'COMPLETED') break;
      if (performance.now() - t0 > 3 * TIME_GOAL_S * 1000) throw new Error('the practice draft did not finish');
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - t0) / 1000;
    const snapshot = await loadValuedSnapshot(ctx.db, ctx.db, practice.fantasy_draft_id);
    const values = snapshot.values ?? {};
    const prices = snapshot.picks.map((p) => p.acquisition_price);
    const rho = spearman(prices, snapshot.picks.map((p) => values[p.nfl_player_id]?.[0] ?? 1));
    const cpuMs = botStats.cpuMicros / 1000 / Math.max(1, botStats.actions);
    console.log(`bots: ${TEAMS} teams × ${snapshot.draft.num_rounds} slots, ${snapshot.picks.length} sales, ${botStats.actions} bot commands, seed ${SEED}`);
    console.log(verdict('time to the end', `${seconds.toFixed(1)} s`, `≤ ${TIME_GOAL_S} s`, seconds <= TIME_GOAL_S));
    console.log(verdict('bots CPU per command', `${cpuMs.toFixed(2)} ms`, `≤ ${CPU_GOAL_MS} ms`, cpuMs <= CPU_GOAL_MS));
    console.log(verdict('Spearman(price, value)', rho.toFixed(3), `≥ ${SPEARMAN_GOAL}`, rho >= SPEARMAN_GOAL));
  } finally {
    await clock.stop();
    server.close();
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
