import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMsOf, createDrafts, prepareDatabase, spawnServer, summary, verdict, watchDrafts, type Watcher } from './bench/support.js';

/**
 * Durable picks per second, closed loop: K requests in flight over N drafts (each worker sends
 * its next pick the moment the previous one is answered), against the compiled server on a real
 * SQLite file (WAL, synchronous=FULL). Run once without sockets and once with S watchers
 * (default 2,100: 60 drafts' worth of 35 phones) joined to the drafts being picked.
 *
 * BENCH_DRAFTS (N, 32), BENCH_IN_FLIGHT (K, 32), BENCH_SECONDS (8), BENCH_WATCHERS (2100),
 * BENCH_TEAMS (32), BENCH_PROFILE=1 writes a CPU profile of the server to ./profiles.
 */
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 32);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2100);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 32);

export async function run(): Promise<void> {
  const only = process.env.BENCH_CASE;
  if (only !== 'sockets') await runCase(0);
  if (only !== 'bare') await runCase(WATCHERS);
}

async function runCase(watchers: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-picks-'));
  const file = path.join(dir, 'bench.sqlite');
  const players = await prepareDatabase(file, 1200);
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`] : [];
  const server = await spawnServer(file, profileArgs);
  let sockets: Watcher[] = [];
  try {
    const { token, drafts } = await createDrafts(server.base, DRAFTS, TEAMS);
    if (watchers > 0) sockets = await watchDrafts(server.base, token, drafts, Math.ceil(watchers / DRAFTS));
    let delivered = 0;
    for (const s of sockets) s.on('draft:event', () => (delivered += 1));

    // One counter per draft: every worker on a draft takes the draft's next player and team.
    const next = new Map(drafts.map((d) => [d.draftId, 0]));
    const latencies: number[] = [];
    let refused = 0;
    const cpuBefore = cpuMsOf(server.child.pid);
    const deadline = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, worker) => {
        const d = worker % drafts.length;
        const draft = drafts[d];
        if (!draft) return;
        while (performance.now() < deadline) {
          const i = next.get(draft.draftId) ?? 0;
          next.set(draft.draftId, i + 1);
          // Rosters hold 16: stop this draft when its teams are full.
          if (i >= draft.teamIds.length * 16) return;
          const started = performance.now();
          const res = await fetch(`${server.base}/api/drafts/${draft.draftId}/draft-player`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ nfl_player_id: players[i % players.length], fantasy_team_id: draft.teamIds[i % draft.teamIds.length], acquisition_price: 1 }),
          });
          await res.arrayBuffer();
          if (res.status === 201) latencies.push(performance.now() - started);
          else refused += 1;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpuPerPick = (cpuMsOf(server.child.pid) - cpuBefore) / latencies.length;
    const rate = latencies.length / seconds;
    const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? NaN;
    console.log(`\n${DRAFTS} drafts × ${TEAMS} teams, ${IN_FLIGHT} in flight, ${sockets.length} sockets watching: ${latencies.length} picks in ${seconds.toFixed(1)} s, ${refused} refused`);
    console.log(summary('draft-player round trip', latencies));
    // On a shared machine the wall-clock rate measures the queue for a core; the server's CPU
    // time per pick (user + system, fsync waits excluded) is what one pick costs.
    console.log(`server CPU per pick: ${cpuPerPick.toFixed(2)} ms (one core's worth: ${(1000 / cpuPerPick).toFixed(0)} picks/s)`);
    if (sockets.length > 0) {
      await new Promise((r) => setTimeout(r, 1000));
      const expected = latencies.length * Math.ceil(watchers / DRAFTS);
      console.log(`socket deliveries: ${delivered} of ${expected}`);
    }
    const label = sockets.length > 0 ? `durable picks/s, ${sockets.length} sockets` : 'durable picks/s, no sockets';
    console.log(verdict(label, `${rate.toFixed(0)}/s`, '≥ 1,000/s', rate >= 1000));
    console.log(verdict('round trip p99', `${p99.toFixed(1)} ms`, '≤ 50 ms', p99 <= 50));
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
