import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RosterPositions } from '#shared/draft/types.js';
import { totalRosterSlots } from '#shared/draft/roster-rules.js';
import { startRelay } from './bench/relay.js';
import { SQL_TIMING_PRELOAD, sqlReport, sqlTotals } from './bench/sql-timing.js';
import { cpuMsOf, createDrafts, postJson, prepareDatabase, spawnServer, summary, verdict, watchDrafts, type Watcher } from './bench/support.js';

/**
 * Durable picks per second, closed loop: K requests in flight over N drafts (each worker sends
 * its next pick the moment the previous one is answered), against the compiled server on a real
 * SQLite file (WAL, synchronous=FULL). Run once without sockets and once with S watchers
 * (default 2,100: 60 drafts' worth of 35 phones) joined to the drafts being picked.
 *
 * The case with sockets is then run against the bare Socket.IO relay (scripts/bench/relay.ts):
 * the same closed loop and the same sockets per room, each POST re-emitted to its room and nothing
 * else. Its rate is this machine's ceiling for any Socket.IO server delivering that many events.
 *
 * BENCH_DRAFTS (N, 32), BENCH_IN_FLIGHT (K, 32), BENCH_SECONDS (8), BENCH_WATCHERS (2100),
 * BENCH_TEAMS (32), BENCH_CASE (bare|sockets|relay: one case only), BENCH_PROFILE=1 writes a CPU
 * profile of the server to ./profiles, BENCH_SQL=1 prints the time of each SQLite statement the
 * server ran during the loop (its calls a pick and time each; a CPU profile shows it only as the
 * self time of whichever function called the binding).
 */
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 32);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2100);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 32);
/**
 * 32 slots a team: a run of 8 s at 2,000 picks/s fills the default 16 over 32 drafts, and its last
 * picks are refused (a team with no slot left for the position): refusals are not the loop's work.
 */
const ROSTER: RosterPositions = { QB: 3, RB: 5, WR: 5, TE: 3, FLEX: 3, K: 2, DEF: 2, BENCH: 9 };
const ROSTER_SLOTS = totalRosterSlots(ROSTER);

export async function run(): Promise<void> {
  const only = process.env.BENCH_CASE;
  if (!only || only === 'bare') await runCase(0);
  const gavelWithSockets = !only || only === 'sockets' ? await runCase(WATCHERS) : undefined;
  if (!only || only === 'relay') await runRelay(gavelWithSockets);
}

/** The same closed loop against the bare relay: what the sockets alone allow on this machine. */
async function runRelay(gavelRate: number | undefined): Promise<void> {
  const perRoom = Math.ceil(WATCHERS / DRAFTS);
  let delivered = 0;
  const relay = await startRelay(DRAFTS, perRoom, () => (delivered += 1));
  try {
    const seqs = new Map<number, number>();
    const cpuBefore = cpuMsOf(relay.pid);
    const { latencies, seconds, loadCores } = await closedLoop(async (worker) => {
      const room = worker % DRAFTS;
      const seq = (seqs.get(room) ?? 0) + 1;
      seqs.set(room, seq);
      await relay.emit(room, seq);
      return true;
    });
    const rate = latencies.length / seconds;
    const cpuPerEvent = (cpuMsOf(relay.pid) - cpuBefore) / latencies.length;
    console.log(`\nbare relay, ${DRAFTS} rooms, ${IN_FLIGHT} in flight, ${relay.sockets.length} sockets: ${latencies.length} events in ${seconds.toFixed(1)} s`);
    console.log(summary('emit round trip', latencies));
    console.log(`relay CPU per event: ${cpuPerEvent.toFixed(2)} ms (one core's worth: ${(1000 / cpuPerEvent).toFixed(0)} events/s); load generator and its sockets: ${loadCores.toFixed(2)} cores`);
    await new Promise((r) => setTimeout(r, 1000));
    console.log(`socket deliveries: ${delivered} of ${latencies.length * perRoom}`);
    console.log(`the relay's rate is this machine's ceiling for ${relay.sockets.length} sockets: ${rate.toFixed(0)} events/s`);
    if (gavelRate !== undefined) console.log(`Gavel with the same sockets: ${gavelRate.toFixed(0)} picks/s, ${((100 * gavelRate) / rate).toFixed(0)} % of the relay`);
  } finally {
    await relay.stop();
  }
}

/**
 * IN_FLIGHT workers, each sending its next request the moment the last one is answered, until
 * SECONDS have passed or `send` says the worker is done; latencies of the accepted requests.
 */
async function closedLoop(send: (worker: number) => Promise<boolean | 'refused'>): Promise<{ latencies: number[]; refused: number; seconds: number; loadCores: number }> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  let refused = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const outcome = await send(worker);
        if (outcome === false) return;
        if (outcome === 'refused') refused += 1;
        else latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // This process sends the requests and is every socket's client: its CPU is the machine's too.
  return { latencies, refused, seconds, loadCores: (cpu.user + cpu.system) / 1e6 / seconds };
}

/** One Gavel case; its rate in picks/s. */
async function runCase(watchers: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-picks-'));
  const file = path.join(dir, 'bench.sqlite');
  const players = await prepareDatabase(file, 1200);
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`] : [];
  const sqlOut = process.env.BENCH_SQL ? path.join(dir, 'sql-totals.json') : undefined;
  const sqlArgs = sqlOut ? ['--import', SQL_TIMING_PRELOAD] : [];
  const server = await spawnServer(file, [...profileArgs, ...sqlArgs], sqlOut ? { GAVEL_BENCH_SQL_OUT: sqlOut } : {});
  let sockets: Watcher[] = [];
  try {
    const { token, drafts } = await createDrafts(server.base, DRAFTS, TEAMS, ROSTER);
    if (watchers > 0) sockets = await watchDrafts(server.base, token, drafts, Math.ceil(watchers / DRAFTS));
    let delivered = 0;
    for (const s of sockets) s.on('draft:event', () => (delivered += 1));

    // One counter per draft: every worker on a draft takes the draft's next player and team.
    const next = new Map(drafts.map((d) => [d.draftId, 0]));
    const sqlBefore = sqlOut ? await sqlTotals(server.child, sqlOut, 1) : undefined;
    const cpuBefore = cpuMsOf(server.child.pid);
    const { latencies, refused, seconds, loadCores } = await closedLoop(async (worker) => {
      const draft = drafts[worker % drafts.length];
      if (!draft) return false;
      const i = next.get(draft.draftId) ?? 0;
      next.set(draft.draftId, i + 1);
      // Stop this draft when its teams are full.
      if (i >= draft.teamIds.length * ROSTER_SLOTS) return false;
      const pick = { nfl_player_id: players[i % players.length], fantasy_team_id: draft.teamIds[i % draft.teamIds.length], acquisition_price: 1 };
      const { status } = await postJson(`${server.base}/api/drafts/${draft.draftId}/draft-player`, pick, { Authorization: `Bearer ${token}` });
      return status === 201 ? true : 'refused';
    });
    const cpuPerPick = (cpuMsOf(server.child.pid) - cpuBefore) / latencies.length;
    const sqlAfter = sqlOut ? await sqlTotals(server.child, sqlOut, 2) : undefined;
    const rate = latencies.length / seconds;
    const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? NaN;
    console.log(`\n${DRAFTS} drafts × ${TEAMS} teams, ${IN_FLIGHT} in flight, ${sockets.length} sockets watching: ${latencies.length} picks in ${seconds.toFixed(1)} s, ${refused} refused`);
    console.log(summary('draft-player round trip', latencies));
    // On a shared machine the wall-clock rate measures the queue for a core; the server's CPU
    // time per pick (user + system, fsync waits excluded) is what one pick costs.
    console.log(`server CPU per pick: ${cpuPerPick.toFixed(2)} ms (one core's worth: ${(1000 / cpuPerPick).toFixed(0)} picks/s); load generator and its sockets: ${loadCores.toFixed(2)} cores`);
    if (sqlBefore && sqlAfter) console.log(sqlReport(sqlBefore, sqlAfter, latencies.length, 'pick'));
    if (sockets.length > 0) {
      await new Promise((r) => setTimeout(r, 1000));
      const expected = latencies.length * Math.ceil(watchers / DRAFTS);
      console.log(`socket deliveries: ${delivered} of ${expected}`);
    }
    const label = sockets.length > 0 ? `durable picks/s, ${sockets.length} sockets` : 'durable picks/s, no sockets';
    console.log(verdict(label, `${rate.toFixed(0)}/s`, '≥ 1,000/s', rate >= 1000));
    console.log(verdict('round trip p99', `${p99.toFixed(1)} ms`, '≤ 50 ms', p99 <= 50));
    return rate;
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
