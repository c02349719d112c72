import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import type { JoinAck } from '#shared/draft/socket-contract.js';
import { api, createDrafts, prepareDatabase, spawnServer, summary, verdict, type BenchDraft, type Watcher } from './bench/support.js';

/**
 * Catch-up after a dropped connection: one phone per draft, 60 busy drafts, each phone misses
 * two minutes of its draft (BENCH_MISSED picks, default 60: one every 2 s, the pick-latency
 * pace) and then all of them rejoin at once with `afterSeq` while the drafts keep picking.
 * Time to consistent runs from opening the new connection until the socket holds every event up
 * to the seq its join answered (the replay), in a gapless run from its `afterSeq`.
 *
 * The two minutes are written as fast as the server takes them: what the rejoin meets is the
 * same log either way. BENCH_DRAFTS (60), BENCH_TEAMS (12), BENCH_MISSED (60).
 */
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 60);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 12);
const MISSED = Number(process.env.BENCH_MISSED ?? 60);
/** Live pace during the rejoin: one pick per draft every ~2 s (≈ 30 picks/s over 60 drafts). */
const LIVE_PAUSE_MS = 2000;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-catch-up-'));
  const file = path.join(dir, 'bench.sqlite');
  const players = await prepareDatabase(file, 1200);
  const server = await spawnServer(file);
  let stopLive = false;
  const sockets: Watcher[] = [];
  try {
    const { token, drafts } = await createDrafts(server.base, DRAFTS, TEAMS);
    const next = new Map(drafts.map((d) => [d.draftId, 0]));
    const pick = (draft: BenchDraft) => {
      const i = next.get(draft.draftId) ?? 0;
      next.set(draft.draftId, i + 1);
      return api(server.base, token, 'POST', `/drafts/${draft.draftId}/draft-player`, {
        nfl_player_id: players[i % players.length],
        fantasy_team_id: draft.teamIds[i % draft.teamIds.length],
        acquisition_price: 1,
      });
    };
    // Where each phone stood when its connection dropped: the draft's seq now.
    const afterSeq = new Map<number, number>();
    for (const d of drafts) afterSeq.set(d.draftId, (await api<{ draft: { seq: number } }>(server.base, token, 'GET', `/drafts/${d.draftId}`)).draft.seq);

    const t0 = performance.now();
    await Promise.all(drafts.map(async (d) => {
      for (let i = 0; i < MISSED; i++) await pick(d);
    }));
    console.log(`${DRAFTS} drafts × ${TEAMS} teams: ${DRAFTS * MISSED} missed picks written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // The drafts stay busy while the phones come back.
    const live = Promise.all(
      drafts.map(async (d) => {
        while (!stopLive) {
          await new Promise((r) => setTimeout(r, LIVE_PAUSE_MS * (0.5 + Math.random())));
          if (!stopLive) await pick(d);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));

    const times = await Promise.all(drafts.map((d) => rejoin(server.base, token, d.draftId, afterSeq.get(d.draftId) ?? 0, sockets)));
    stopLive = true;
    await live;

    console.log(summary('time to consistent', times));
    const p99 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)] ?? NaN;
    console.log(verdict('catch-up p99 (missed 2 min)', `${p99.toFixed(1)} ms`, '≤ 300 ms', p99 <= 300));
  } finally {
    stopLive = true;
    for (const s of sockets) s.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Connect, join with `afterSeq`, and answer the ms until the socket has every event up to the join's seq. */
function rejoin(base: string, token: string, draftId: number, after: number, sockets: Watcher[]): Promise<number> {
  const started = performance.now();
  const socket: Watcher = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const seen = new Set<number>();
  let upTo: number | undefined;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`draft ${draftId}: not consistent after 30 s`)), 30_000);
    const check = () => {
      if (upTo === undefined) return;
      for (let seq = after + 1; seq <= upTo; seq++) if (!seen.has(seq)) return;
      clearTimeout(timer);
      resolve(performance.now() - started);
    };
    socket.on('draft:event', (e) => {
      seen.add(e.seq);
      check();
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('draft:join', { draftId, afterSeq: after })
        .then((ack: JoinAck) => {
          if (!ack.ok) throw new Error(ack.error);
          upTo = ack.seq;
          check();
        })
        .catch(reject);
    });
  });
}
