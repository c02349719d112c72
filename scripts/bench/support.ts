import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { DraftEvent } from '#shared/draft/events.js';
import type { RosterPositions } from '#shared/draft/types.js';
import type { ClientToServerEvents, JoinAck, ServerToClientEvents } from '#shared/draft/socket-contract.js';
import { ROOT_DIR } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { importNflData } from '#server/nfl/import.js';
import { SERVER_NODE_FLAGS } from '../build-server.mjs';

/** Shared pieces of the benchmarks that run the server as its own process (docs/BENCHMARKS.md). */

export type Watcher = Socket<ServerToClientEvents, ClientToServerEvents>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHealth(base: string, child: ChildProcess, pollMs = 100): Promise<void> {
  for (let i = 0; i < 30_000 / pollMs; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error('server did not start');
}

export async function api<T>(base: string, token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The load generator's POST: Node's http client over kept-alive connections. `fetch` cost the
 * closed loop 0.8 ms of CPU a request, more than the server's durable pick, on the same two cores
 * (docs/BENCHMARKS.md, "An eleventh machine"): a bench measures the server, not its client.
 */
const keptAlive = new http.Agent({ keepAlive: true });
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const json = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: keptAlive, headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(json);
  });
}

export interface CreatedDraft {
  leagueId: number;
  draftId: number;
  /** Team ids in draft order. */
  teamIds: number[];
}

/**
 * A new league with a draft of `teams` teams named "Team N", created by `token`'s user; team 1 is
 * owned by `memberEmail` when given (the member a bench signs in as). Not started.
 */
export async function createBenchDraft(base: string, token: string, options: { leagueName: string; teams: number; budget: number; memberEmail?: string }): Promise<CreatedDraft> {
  const league = await api<{ fantasy_league_id: number }>(base, token, 'POST', '/leagues', { league_name: options.leagueName });
  const participants = Array.from({ length: options.teams }, (_, i) => ({ team_name: `Team ${i + 1}`, owner_email: i === 0 ? (options.memberEmail ?? null) : null, draft_position: i + 1 }));
  const draft = await api<{ fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] }>(base, token, 'POST', '/drafts', {
    fantasy_league_id: league.fantasy_league_id,
    num_teams: options.teams,
    auction_budget: options.budget,
    participants,
  });
  const teamIds = [...draft.participants].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.fantasy_team_id);
  return { leagueId: league.fantasy_league_id, draftId: draft.fantasy_draft_id, teamIds };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function summary(label: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label.padEnd(28)} n=${String(s.length).padStart(6)}  p50 ${f(percentile(s, 50))} ms  p90 ${f(percentile(s, 90))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms`;
}

/** "figure  goal  met?" on one line, so a run reads against its goal at a glance. */
export function verdict(label: string, figure: string, goal: string, met: boolean): string {
  return `${label.padEnd(36)} ${figure.padStart(14)}   goal ${goal.padEnd(14)} ${met ? 'met' : 'NOT met'}`;
}

/** A migrated SQLite file with the bundled NFL data; returns `count` player ids. */
export async function prepareDatabase(file: string, count = 600): Promise<string[]> {
  const db = connect(`sqlite:${file}`);
  await migrateToLatest(db.db);
  await importNflData(db.db, path.join(ROOT_DIR, 'server', 'nfl-data'));
  const rows = await db.db.selectFrom('players').select('player_id').orderBy('player_id').limit(count).execute();
  await db.close();
  return rows.map((r) => r.player_id);
}

/**
 * How the server process is started: by default the compiled bundle, as `npm start` runs it;
 * BENCH_SERVER=tsx transpiles server/main.ts at run time (as `npm start` once did);
 * BENCH_SERVER=<path to a server.js> runs another build, for A/B runs against an older commit.
 */
export async function serverCommand(): Promise<string[]> {
  if (process.env.BENCH_SERVER === 'tsx') return ['--import', 'tsx', path.join(ROOT_DIR, 'server', 'main.ts')];
  // Another build's bundle, for A/B runs against an older commit.
  if (process.env.BENCH_SERVER) return [path.resolve(process.env.BENCH_SERVER)];
  bundled ??= import('../build-server.mjs').then(({ buildServer, SERVER_BUNDLE }) => buildServer().then(() => SERVER_BUNDLE));
  return [await bundled];
}
let bundled: Promise<string> | undefined;

export interface SpawnedServer {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}

/**
 * Servers a bench started and has not stopped. A bench that ends early (an error, a signal, its output
 * piped into `head`, which ends it at its next line) stops them too: a server left running would idle
 * beside every later bench and skew its figures.
 */
const liveServers = new Set<ChildProcess>();
let stopsOnExit = false;

function stopServersOnExit(): void {
  if (stopsOnExit) return;
  stopsOnExit = true;
  process.once('exit', () => {
    for (const child of liveServers) child.kill('SIGTERM');
  });
  // A signal ends Node without 'exit' unless handled; inside a test runner its workers' signals are its own.
  if (process.env.VITEST) return;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + constants.signals[signal]));
}

export async function spawnServer(file: string, extraArgs: string[] = [], extraEnv: Record<string, string> = {}, pollMs = 100): Promise<SpawnedServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The flags `npm start` runs the server with; BENCH_NODE_ARGS, after them, Node flags for the server
  // alone (A/B runs of a V8 or libuv setting: `--memory-reducer` undoes the default's off).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...extraArgs, ...(await serverCommand())], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stopServersOnExit();
  liveServers.add(child);
  child.once('exit', () => liveServers.delete(child));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHealth(base, child, pollMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { child, base, stop };
}

export interface BenchDraft {
  draftId: number;
  teamIds: number[];
}

/** A commissioner with `count` started drafts of `teams` teams each (the default roster unless `roster`). */
export async function createDrafts(base: string, count: number, teams: number, roster?: RosterPositions): Promise<{ token: string; drafts: BenchDraft[] }> {
  const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'benchcommish',
    email: 'bench@example.com',
    password: 'bench password 1',
    display_name: 'Bench',
  });
  const drafts: BenchDraft[] = [];
  for (let i = 0; i < count; i++) {
    const league = await api<{ fantasy_league_id: number }>(base, token, 'POST', '/leagues', { league_name: `Bench League ${i + 1}` });
    const draft = await api<{ fantasy_draft_id: number; participants: { fantasy_team_id: number }[] }>(base, token, 'POST', '/drafts', {
      fantasy_league_id: league.fantasy_league_id,
      num_teams: teams,
      ...(roster ? { roster_positions: roster } : {}),
    });
    await api(base, token, 'PUT', `/drafts/${draft.fantasy_draft_id}/start`);
    drafts.push({ draftId: draft.fantasy_draft_id, teamIds: draft.participants.map((p) => p.fantasy_team_id) });
  }
  return { token, drafts };
}

export function connectWatcher(base: string, token: string, draftId: number, onEvent: (e: DraftEvent, at: number) => void): Promise<Watcher> {
  const socket: Watcher = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('draft:event', (e) => onEvent(e, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('draft:join', { draftId })
        .then((ack: JoinAck) => (ack.ok ? resolve(socket) : reject(new Error(ack.error))), reject);
    });
  });
}

/** Connect `perDraft` watchers to each draft, a draft at a time. */
export async function watchDrafts(base: string, token: string, drafts: BenchDraft[], perDraft: number, onEvent: (e: DraftEvent, at: number) => void = () => undefined): Promise<Watcher[]> {
  const sockets: Watcher[] = [];
  for (const { draftId } of drafts) {
    sockets.push(...(await Promise.all(Array.from({ length: perDraft }, () => connectWatcher(base, token, draftId, onEvent)))));
  }
  return sockets;
}

/**
 * User + system CPU of a process so far, in ms (Linux /proc; NaN elsewhere). `mainThread`: only
 * its main thread's, the event loop's (not libuv's pool or workers: fsyncs, checkpoints, zlib).
 */
export function cpuMsOf(pid: number | undefined, mainThread = false): number {
  try {
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
