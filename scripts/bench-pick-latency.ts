import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { DraftEvent } from '#shared/draft/events.js';
import type { ClientToServerEvents, JoinAck, ServerToClientEvents } from '#shared/draft/socket-contract.js';
import { ROOT_DIR } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { importNflData } from '#server/nfl/import.js';

/**
 * Pick-to-socket latency at party scale: 60 drafts running at once, 35 sockets watching each
 * (2,100 sockets). The server runs as its own process (`server/main.ts`, real SQLite file with
 * synchronous=FULL); this process is the commissioners and the watchers. Latency runs from the
 * moment a draft-player request is sent until a watcher's socket receives that pick's event.
 */
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 60);
const SOCKETS_PER_DRAFT = Number(process.env.BENCH_SOCKETS ?? 35);
const PICKS_PER_DRAFT = Number(process.env.BENCH_PICKS ?? 12);
/**
 * Mean pause between one draft's picks. A real auction lot takes ~30 s (60 drafts ≈ 2 picks/s);
 * the default 2 s is 15× that (≈ 30 picks/s over all drafts). BENCH_PAUSE_MS=0 saturates the server.
 */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 2000);

type Watcher = Socket<ServerToClientEvents, ClientToServerEvents>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function api<T>(base: string, token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(label: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label.padEnd(28)} n=${String(s.length).padStart(6)}  p50 ${f(percentile(s, 50))} ms  p90 ${f(percentile(s, 90))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms`;
}

async function prepareDatabase(file: string): Promise<string[]> {
  const db = connect(`sqlite:${file}`);
  await migrateToLatest(db.db);
  await importNflData(db.db, path.join(ROOT_DIR, 'server', 'nfl-data'));
  const rows = await db.db.selectFrom('players').select('player_id').orderBy('player_id').limit(400).execute();
  await db.close();
  return rows.map((r) => r.player_id);
}

function connectWatcher(base: string, token: string, draftId: number, onEvent: (e: DraftEvent, at: number) => void): Promise<Watcher> {
  const socket: Watcher = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('draft:event', (e) => onEvent(e, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(10_000)
        .emitWithAck('draft:join', { draftId })
        .then((ack: JoinAck) => (ack.ok ? resolve(socket) : reject(new Error(ack.error))), reject);
    });
  });
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  const players = await prepareDatabase(file);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server', 'main.ts')], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const sockets: Watcher[] = [];
  try {
    await waitForHealth(base, child);
    const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
      username: 'benchcommish', email: 'bench@example.com', password: 'bench password 1', display_name: 'Bench',
    });
    const drafts: { draftId: number; teamIds: number[] }[] = [];
    for (let i = 0; i < DRAFTS; i++) {
      const league = await api<{ fantasy_league_id: number }>(base, token, 'POST', '/leagues', { league_name: `Bench League ${i + 1}` });
      const draft = await api<{ fantasy_draft_id: number; participants: { fantasy_team_id: number }[] }>(base, token, 'POST', '/drafts', {
        fantasy_league_id: league.fantasy_league_id,
        num_teams: 12,
      });
      await api(base, token, 'PUT', `/drafts/${draft.fantasy_draft_id}/start`);
      drafts.push({ draftId: draft.fantasy_draft_id, teamIds: draft.participants.map((p) => p.fantasy_team_id) });
    }

    // sent[draftId][seq] = when the request that produced it was sent
    const sent = new Map<number, Map<number, number>>();
    const arrivals = new Map<number, Map<number, number[]>>();
    const onEvent = (e: DraftEvent, at: number) => {
      if (e.type !== 'pick.created') return;
      const bySeq = arrivals.get(e.draftId) ?? new Map<number, number[]>();
      arrivals.set(e.draftId, bySeq);
      bySeq.set(e.seq, [...(bySeq.get(e.seq) ?? []), at]);
    };
    const connectStart = performance.now();
    for (const { draftId } of drafts) {
      const batch = await Promise.all(Array.from({ length: SOCKETS_PER_DRAFT }, () => connectWatcher(base, token, draftId, onEvent)));
      sockets.push(...batch);
    }
    console.log(`${sockets.length} sockets connected and joined in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`);

    const roundTrips: number[] = [];
    const runStart = performance.now();
    await Promise.all(
      drafts.map(async ({ draftId, teamIds }, d) => {
        const times = new Map<number, number>();
        sent.set(draftId, times);
        // Drafts start staggered, as real rooms would, not all in the same millisecond.
        await new Promise((r) => setTimeout(r, PAUSE_MS * Math.random()));
        for (let p = 0; p < PICKS_PER_DRAFT; p++) {
          const player = players[(d * 7 + p * 31) % players.length] ?? '';
          const t0 = performance.now();
          const pick = await api<{ seq: number }>(base, token, 'POST', `/drafts/${draftId}/draft-player`, {
            nfl_player_id: player,
            fantasy_team_id: teamIds[p % teamIds.length],
            acquisition_price: 1 + (p % 5),
          });
          roundTrips.push(performance.now() - t0);
          times.set(pick.seq, t0);
          await new Promise((r) => setTimeout(r, PAUSE_MS * (0.5 + Math.random())));
        }
      }),
    );
    const runSeconds = (performance.now() - runStart) / 1000;
    await new Promise((r) => setTimeout(r, 1000));

    const latencies: number[] = [];
    let missing = 0;
    for (const [draftId, times] of sent) {
      for (const [seq, t0] of times) {
        const got = arrivals.get(draftId)?.get(seq) ?? [];
        missing += SOCKETS_PER_DRAFT - got.length;
        for (const at of got) latencies.push(at - t0);
      }
    }
    const picks = DRAFTS * PICKS_PER_DRAFT;
    console.log(`${DRAFTS} drafts × ${SOCKETS_PER_DRAFT} sockets, ${picks} picks in ${runSeconds.toFixed(1)} s (${(picks / runSeconds).toFixed(0)} picks/s)`);
    console.log(summary('draft-player round trip', roundTrips));
    console.log(summary('pick-to-socket', latencies));
    console.log(`deliveries missing: ${missing} of ${picks * SOCKETS_PER_DRAFT}`);
  } finally {
    for (const s of sockets) s.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
