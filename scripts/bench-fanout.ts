import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DraftEvent } from '#shared/draft/events.js';
import { DEFAULT_ROSTER_POSITIONS, MAX_SLOT_COUNT } from '#shared/draft/roster-rules.js';
import { PLAYER_POSITIONS } from '#shared/draft/types.js';
import { diskSync } from './bench/disk-sync.js';
import { firstTouchMicrosPerPage } from './bench/page-faults.js';
import { countAllocation, sampleAllocation, type Allocation } from './bench/allocation.js';
import { openInspector, type Inspector } from './bench/inspector.js';
import { collectOwnGarbage, watchOwnPauses, type OwnPauses } from './bench/own-pauses.js';
import { startRelay } from './bench/relay.js';
import { SCHED_TIMING_PRELOAD, schedReport, schedStamps, type KeyedEvent, type SchedStamp } from './bench/sched-timing.js';
import { SYNC_TIMING_PRELOAD, syncReport, syncStamps, type HeardEvent, type SyncDump } from './bench/sync-timing.js';
import { cpuMsOf, createDrafts, freePort, percentile, postJson, prepareDatabase, spawnServer, verdict, watchDrafts, type BenchDraft, type Watcher } from './bench/support.js';

/**
 * POST-to-every-socket latency, Gavel against a bare Socket.IO relay (scripts/bench/relay-server.mjs)
 * with the same sockets and the same open-loop rates: 60 rooms × 35 sockets, events spread over
 * the rooms at 20 and 100 per second. For Gavel each event is a durable pick (draft-player); for
 * the relay a POST whose body it re-emits. Latency runs from sending the POST until a socket
 * receives the event; p99 over every delivery. Goal: Gavel's p99 ≤ 1.5 × the relay's. Beside it,
 * over events, the p99 of the first socket's latency (the server's own path up to its first write)
 * and of the spread from first to last socket (the room's writes and the load generator's reads):
 * which of the two a slow run is made of. Before the runs, this disk's fdatasync at each rate's
 * pace (scripts/bench/disk-sync.ts): a durable pick waits for one, the relay for none; and one
 * unmeasured second of events for each server (WARM_UP_SECONDS): a fresh server's first pick runs
 * code V8 has not compiled yet, ~17 ms against ~2 ms once warm (docs/BENCHMARKS.md, "A thirteenth
 * machine"), which is start-up, not fan-out, and would fall on the first pair only.
 *
 * Beside each p99: the server's CPU time per event (and per delivery), which a busy machine does
 * not inflate the way it does latency, and the bytes it allocated per event (one room's fan-out,
 * the heartbeat's ticks of the run included) with its garbage collections: the p99's stalls are
 * collections (scripts/bench/allocation.ts says how it is counted). Both servers run with
 * `--inspect` on loopback for it. Beside them, what else paused the run: the load generator's own
 * longest collection and stall (its heap is collected in full before each run, so that a run
 * carries none of the last run's garbage), and the cores the host lent away (scripts/bench/own-pauses.ts);
 * and the heartbeat's ticks the sockets heard a second (server/realtime/heartbeat.ts).
 * BENCH_DRAFTS (60), BENCH_SOCKETS (35 per room), BENCH_SECONDS (10) and BENCH_MIN_EVENTS (600):
 * a measured run lasts at least both, BENCH_RATES ("20,100"), BENCH_REPEATS (3 pairs of runs per
 * rate, the verdict on their median ratio), BENCH_ONLY (relay|gavel), BENCH_PROFILE=1
 * writes a CPU profile of Gavel's server to ./profiles, BENCH_ALLOC_PROFILE=1 a sampling heap
 * profile of each run (`.heapprofile`, both servers) there and prints its top sites, BENCH_SLOWEST=<ms>
 * lists every event whose first socket waited longer (the wall-clock second it was sent, draft:seq),
 * to line a slow stretch up with what else ran then, BENCH_SYNCS=1 stamps every WAL sync in Gavel's
 * server (scripts/bench/sync-timing.ts) and prints, after each of its runs, the syncs' times (those on the
 * event loop apart from those on the pool) and the longest sync and the longest garbage collection inside
 * each of the run's slowest events, BENCH_SCHED=1 asks the kernel's scheduler, for each of
 * Gavel's picks, how long the server's main thread was on a core and how long it waited for one while
 * the server's other threads ran (scripts/bench/sched-timing.ts) and prints it after each run, BENCH_PINGS=1 has every Gavel socket ping
 * the server once a second (the room's heartbeat before its rework, for A/B runs against older builds).
 */
const ROOMS = Number(process.env.BENCH_DRAFTS ?? 60);
const PER_ROOM = Number(process.env.BENCH_SOCKETS ?? 35);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Events a measured run sends at the least. A slow event is slow at every one of its room's sockets,
 * so the p99 of a run's deliveries is its slowest 1 % of events: of 200 events (10 s at 20 events/s)
 * the second slowest, which one slow disk sync or one pause of either process decides; of 600 the
 * sixth. Pairs of 200-event runs at 20 events/s gave ratios from 1.00× to 2.92× on one machine, pairs
 * of 600-event runs 0.93× to 2.40× (docs/BENCHMARKS.md, "Runs of 600 events").
 */
const MIN_EVENTS = Number(process.env.BENCH_MIN_EVENTS ?? 600);
const secondsAt = (rate: number) => Math.max(SECONDS, Math.ceil(MIN_EVENTS / rate));
const RATES = (process.env.BENCH_RATES ?? '20,100').split(',').map(Number);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const SLOWEST_MS = process.env.BENCH_SLOWEST ? Number(process.env.BENCH_SLOWEST) : Infinity;
/** Unmeasured events each server answers before the first measured run, at the first rate. */
const WARM_UP_SECONDS = 1;

const TEAMS = 12;
/** The default roster with the longest bench a draft may have, so that a team's picks are not refused. */
const ROSTER = { ...DEFAULT_ROSTER_POSITIONS, BENCH: MAX_SLOT_COUNT };
/** Picks that fit a team whatever their positions: the fewest slots of one position, then the bench. */
const PICKS_A_TEAM_FIT = Math.min(...PLAYER_POSITIONS.map((position) => ROSTER[position] ?? 0)) + ROSTER.BENCH;

/** Picks the busiest team of a room gets over the warm-up and every measured run. */
function picksATeamNeeds(): number {
  const runs = [Math.round((RATES[0] ?? 20) * WARM_UP_SECONDS), ...RATES.flatMap((rate) => Array<number>(REPEATS).fill(Math.round(rate * secondsAt(rate))))];
  const aRoom = runs.reduce((sum, events) => sum + Math.ceil(events / ROOMS), 0);
  return Math.ceil(aRoom / TEAMS);
}

type Send = (room: number, i: number) => Promise<{ key: string }>;
interface Target {
  sockets: Watcher[];
  /** The server process, for its CPU time. */
  pid: number | undefined;
  send: Send;
  /** Deliveries by event key (draftId:seq or room:i). */
  arrivals: Map<string, number[]>;
  /** The server's inspector, for its allocation. */
  inspector: Inspector;
  /** The heartbeat's ticks its sockets heard so far (Gavel's; the relay has none). */
  ticks: { heard: number };
  /** Every WAL sync the server has stamped so far (Gavel's, with BENCH_SYNCS=1). */
  syncs?: () => Promise<SyncDump>;
  /** What the scheduler says of each pick so far (Gavel's, with BENCH_SCHED=1). */
  sched?: () => Promise<SchedStamp[]>;
  stop: () => Promise<void>;
}

interface RateResult {
  p50: number;
  p99: number;
  /** Over events: p99 of the first socket's latency (the server's path to its first write), and of first-to-last spread. */
  firstP99: number;
  spreadP99: number;
  missing: number;
  /** Server CPU (user + system) per event and per delivery, in µs: what a busy neighbour does not inflate. */
  cpuPerEvent: number;
  cpuPerDelivery: number;
  /** Server CPU per second of the run, in ms: what the sockets cost with few events (heartbeats). */
  cpuPerSecond: number;
  /** The event loop's own share of cpuPerEvent (the main thread), in µs: what holds up the next event. */
  loopPerEvent: number;
  /** V8 heap bytes the server allocated per event, and its collections in the run. */
  allocPerEvent: number;
  /** Of those, the bytes per event that outlived a young collection (promoted to the old generation). */
  promotedPerEvent: number;
  allocation: Allocation;
  /** The load generator's own pauses in the run (own-pauses.ts). */
  own: OwnPauses;
  /** Ticks the sockets heard per second of the run: the heartbeat's writes to rooms without an event lately. */
  ticksPerSecond: number;
}

/** One socket's arrival of an event, stamped in place (a copy each delivery left 35 arrays an event for the load generator to collect). */
function recordArrival(arrivals: Map<string, number[]>, key: string, at: number): void {
  const stamps = arrivals.get(key);
  if (stamps) stamps.push(at);
  else arrivals.set(key, [at]);
}

async function openLoop(name: string, target: Target, rate: number, round: number, seconds = secondsAt(rate)): Promise<RateResult> {
  target.arrivals.clear();
  collectOwnGarbage();
  const stopSampling = process.env.BENCH_ALLOC_PROFILE && round >= 0 ? await sampleAllocation(target.inspector, process.env.BENCH_ALLOC_PROFILE === 'promoted') : undefined;
  const stopCounting = await countAllocation(target.inspector);
  const stopWatchingOwn = watchOwnPauses();
  const ticksBefore = target.ticks.heard;
  const cpuBefore = cpuMsOf(target.pid);
  const loopBefore = cpuMsOf(target.pid, true);
  const sent = new Map<string, number>();
  const pending: Promise<void>[] = [];
  // A refused event stops the run at once, and the caller's `finally` stops both servers: a rejection
  // left unheard until the loop ends would end this process and leave the servers running.
  let refused: Error | undefined;
  const total = Math.round(rate * seconds);
  const t0 = performance.now();
  for (let i = 0; i < total && refused === undefined; i++) {
    // Fixed schedule (open loop): a slow answer does not slow the offered load.
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const room = i % ROOMS;
    const at = performance.now();
    pending.push(
      target.send(room, Math.floor(i / ROOMS)).then(
        ({ key }) => void sent.set(key, at),
        (err: unknown) => void (refused ??= err instanceof Error ? err : new Error(String(err))),
      ),
    );
  }
  await Promise.all(pending);
  if (refused !== undefined) throw refused;
  await new Promise((r) => setTimeout(r, 1500));
  // The 1.5 s of waiting above costs an idle server next to nothing (the heartbeats of its sockets).
  const cpuMs = cpuMsOf(target.pid) - cpuBefore;
  const loopMs = cpuMsOf(target.pid, true) - loopBefore;
  const own = stopWatchingOwn();
  const ticksPerSecond = (target.ticks.heard - ticksBefore) / ((performance.now() - t0) / 1000);
  const allocation = await stopCounting();
  if (stopSampling) {
    const { profile, top } = await stopSampling();
    mkdirSync('profiles', { recursive: true });
    const file = path.join('profiles', `fanout-${name}-${rate}-${round + 1}-${Date.now()}.heapprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`${name} ${rate} events/s, allocation by site (${file}):\n${top.join('\n')}`);
  }
  const latencies: number[] = [];
  const firsts: number[] = [];
  const spreads: number[] = [];
  const slow: string[] = [];
  const heard: HeardEvent[] = [];
  const keyed: KeyedEvent[] = [];
  let missing = 0;
  for (const [key, at] of sent) {
    const got = target.arrivals.get(key) ?? [];
    missing += PER_ROOM - got.length;
    for (const t of got) latencies.push(t - at);
    if (got.length === 0) continue;
    const first = Math.min(...got);
    firsts.push(first - at);
    heard.push({ sent: performance.timeOrigin + at, first: performance.timeOrigin + first });
    keyed.push({ key, sent: performance.timeOrigin + at, first: performance.timeOrigin + first });
    spreads.push(Math.max(...got) - first);
    if (first - at > SLOWEST_MS) slow.push(`${new Date(performance.timeOrigin + at).toISOString().slice(17, 23)} ${key} ${(first - at).toFixed(1)} ms`);
  }
  if (slow.length && round >= 0) console.log(`${name} ${rate}: slow first sockets: ${slow.join('; ')}`);
  if (target.sched && round >= 0) console.log(`${name} ${rate}: ${schedReport(await target.sched(), keyed)}`);
  if (target.syncs && round >= 0) console.log(`${name} ${rate}: ${syncReport(await target.syncs(), heard, performance.timeOrigin + t0, performance.timeOrigin + performance.now())}`);
  for (const list of [latencies, firsts, spreads]) list.sort((a, b) => a - b);
  const cpuPerEvent = (cpuMs * 1000) / total;
  const cpuPerSecond = cpuMs / ((performance.now() - t0) / 1000);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), firstP99: percentile(firsts, 99), spreadP99: percentile(spreads, 99), missing, cpuPerEvent, cpuPerDelivery: cpuPerEvent / PER_ROOM, cpuPerSecond, loopPerEvent: (loopMs * 1000) / total, allocPerEvent: allocation.bytes / total, promotedPerEvent: allocation.promoted / total, allocation, own, ticksPerSecond };
}

async function gavel(dir: string): Promise<Target> {
  const file = path.join(dir, 'fanout.sqlite');
  const players = await prepareDatabase(file, 1200);
  const profileArgs = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`, `--cpu-prof-interval=${process.env.BENCH_PROFILE_INTERVAL ?? 1000}`]
    : [];
  const syncOut = process.env.BENCH_SYNCS ? path.join(dir, 'syncs.json') : undefined;
  const syncArgs = syncOut ? ['--import', SYNC_TIMING_PRELOAD] : [];
  const schedOut = process.env.BENCH_SCHED ? path.join(dir, 'sched.json') : undefined;
  const schedArgs = schedOut ? ['--import', SCHED_TIMING_PRELOAD] : [];
  const inspectPort = await freePort();
  const preloadEnv = { ...(syncOut ? { GAVEL_BENCH_SYNC_OUT: syncOut } : {}), ...(schedOut ? { GAVEL_BENCH_SCHED_OUT: schedOut } : {}) };
  const server = await spawnServer(file, [...profileArgs, ...syncArgs, ...schedArgs, `--inspect=127.0.0.1:${inspectPort}`], preloadEnv);
  const inspector = await openInspector(inspectPort);
  const { token, drafts } = await createDrafts(server.base, ROOMS, TEAMS, ROSTER);
  const arrivals = new Map<string, number[]>();
  const onEvent = (e: DraftEvent, at: number) => {
    const key = `${e.draftId}:${e.seq}`;
    recordArrival(arrivals, key, at);
  };
  const sockets = await watchDrafts(server.base, token, drafts, PER_ROOM, onEvent);
  const ticks = { heard: 0 };
  for (const socket of sockets) socket.on('draft:tick', () => void (ticks.heard += 1));
  // The room's heartbeat before its rework: every client pinged once a second and waited for the ack.
  if (process.env.BENCH_PINGS) {
    sockets.forEach((socket, i) => {
      setTimeout(() => {
        const timer = setInterval(() => socket.timeout(2000).emit('clock:ping', () => undefined), 1000);
        socket.on('disconnect', () => clearInterval(timer));
      }, (i * 1000) / sockets.length);
    });
  }
  const counters = new Map<number, number>();
  const send: Send = async (room) => {
    const draft = drafts[room] as BenchDraft;
    const n = counters.get(room) ?? 0;
    counters.set(room, n + 1);
    const pick = { nfl_player_id: players[(room * 13 + n) % players.length], fantasy_team_id: draft.teamIds[n % draft.teamIds.length], acquisition_price: 1 };
    const res = await postJson(`${server.base}/api/drafts/${draft.draftId}/draft-player`, pick, { Authorization: `Bearer ${token}` });
    const body = JSON.parse(res.text) as { seq?: number; error?: string };
    if (res.status !== 201 || body.seq === undefined) throw new Error(`pick refused: ${res.status} ${body.error}`);
    return { key: `${draft.draftId}:${body.seq}` };
  };
  let dumps = 0;
  const syncs = syncOut ? () => syncStamps(server.child, syncOut, ++dumps) : undefined;
  // Each preload counts every SIGUSR2 the server gets, so both count with the one counter.
  const sched = schedOut ? () => schedStamps(server.child, schedOut, ++dumps) : undefined;
  return { sockets, pid: server.child.pid, send, arrivals, inspector, ticks, ...(syncs ? { syncs } : {}), ...(sched ? { sched } : {}), stop: server.stop };
}

async function relay(): Promise<Target> {
  const arrivals = new Map<string, number[]>();
  const inspectPort = await freePort();
  const relay = await startRelay(
    ROOMS,
    PER_ROOM,
    (e, at) => {
      const key = `${e.draftId}:${e.seq}`;
      recordArrival(arrivals, key, at);
    },
    [`--inspect=127.0.0.1:${inspectPort}`],
  );
  const inspector = await openInspector(inspectPort);
  const send: Send = async (room, i) => {
    await relay.emit(room, i + 1);
    return { key: `${room}:${i + 1}` };
  };
  return { sockets: relay.sockets, pid: relay.pid, send, arrivals, inspector, ticks: { heard: 0 }, stop: relay.stop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function run(): Promise<void> {
  const needed = picksATeamNeeds();
  if (needed > PICKS_A_TEAM_FIT && process.env.BENCH_ONLY !== 'relay') {
    throw new Error(`these runs would give a team ${needed} picks and a roster holds ${PICKS_A_TEAM_FIT}: lower BENCH_SECONDS, BENCH_MIN_EVENTS or BENCH_REPEATS, or raise BENCH_DRAFTS`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-fanout-'));
  const targets: [string, Target][] = [];
  try {
    // At each rate's own pace, as that run's picks reach the disk: a virtual disk syncs slower after
    // a pause (docs/BENCHMARKS.md, "A twenty-seventh machine"), so a figure taken 10 ms apart would
    // understate what a pick at 20 events/s waits for.
    const syncs: string[] = [];
    for (const rate of RATES) {
      const gapMs = Math.round(1000 / rate);
      const disk = await diskSync(dir, Math.min(200, Math.round(5000 / gapMs)), gapMs);
      syncs.push(`${gapMs} ms apart (${rate} events/s): p50 ${disk.p50.toFixed(2)} ms, p99 ${disk.p99.toFixed(2)} ms, max ${disk.max.toFixed(2)} ms`);
    }
    console.log(`this disk's fdatasync of a 4 KB page, ${syncs.join('; ')} (a durable pick waits for one; the relay for none); memory touched the first time: ${firstTouchMicrosPerPage().toFixed(1)} µs a 4 KB page`);
    // Both servers stay up with their sockets, and their runs alternate (relay, Gavel, relay, …):
    // a neighbour's burst then falls on both sides of a pair, not on one server's whole run.
    for (const [name, open] of [['relay', relay], ['gavel', () => gavel(dir)]] as const) {
      if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === name) targets.push([name, await open()]);
    }
    for (const [name, target] of targets) await openLoop(name, target, RATES[0] ?? 20, -1, WARM_UP_SECONDS);
    for (const rate of RATES) {
      const ratios: number[] = [];
      const allocs = new Map<string, number[]>();
      const promotions = new Map<string, number[]>();
      for (let round = 0; round < REPEATS; round++) {
        const p99s = new Map<string, number>();
        for (const [name, target] of targets) {
          const r = await openLoop(name, target, rate, round);
          p99s.set(name, r.p99);
          allocs.set(name, [...(allocs.get(name) ?? []), r.allocPerEvent]);
          promotions.set(name, [...(promotions.get(name) ?? []), r.promotedPerEvent]);
          const gc = `${r.allocation.collections} GCs, ${r.allocation.pauseMs.toFixed(0)} ms in them, the longest ${r.allocation.longestPauseMs.toFixed(1)} ms`;
          const steal = Number.isNaN(r.own.stealPercent) ? '' : `; the host took ${r.own.stealPercent.toFixed(1)} % of the cores (steal)`;
          const own = `load generator: longest GC ${r.own.longestGcMs.toFixed(1)} ms, longest stall ${r.own.longestStallMs.toFixed(0)} ms${steal}`;
          console.log(`${name.padEnd(6)} ${String(rate).padStart(4)} events/s, ${target.sockets.length} sockets: p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms (first socket p99 ${r.firstP99.toFixed(1)}, spread p99 ${r.spreadP99.toFixed(1)})  missing ${r.missing}  server CPU ${r.cpuPerEvent.toFixed(0)} µs/event (event loop ${r.loopPerEvent.toFixed(0)}), ${r.cpuPerDelivery.toFixed(1)} µs/delivery, ${r.cpuPerSecond.toFixed(0)} ms/s, ${r.ticksPerSecond.toFixed(0)} ticks/s  heap allocated ${kb(r.allocPerEvent)} KB/event, promoted ${kb(r.promotedPerEvent)} KB (${gc}); ${own}`);
        }
        const [base, ours] = [p99s.get('relay'), p99s.get('gavel')];
        if (base !== undefined && ours !== undefined) ratios.push(ours / base);
      }
      const allocLine = [...allocs].map(([name, values]) => `${name} ${kb(median(values))} KB (promoted ${kb(median(promotions.get(name) ?? []))} KB)`).join(', ');
      console.log(`heap allocated per event (one room, ${PER_ROOM} sockets) at ${rate} events/s, median of ${REPEATS}: ${allocLine}`);
      if (ratios.length === 0) continue;
      const ratio = median(ratios);
      console.log(`p99 ratios at ${rate} events/s, pair by pair: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}`);
      console.log(verdict(`p99 Gavel / relay at ${rate} events/s, median of ${ratios.length}`, `${ratio.toFixed(2)}×`, '≤ 1.5×', ratio <= 1.5));
    }
  } finally {
    for (const [, target] of targets) {
      target.inspector.close();
      for (const s of target.sockets) s.close();
      await target.stop();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
