import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverDump } from './server-dump.js';
import { percentile } from './support.js';

/** The preload that stamps a server's fdatasyncs (scripts/bench/sync-timing-preload.mjs). */
export const SYNC_TIMING_PRELOAD = path.join(import.meta.dirname, 'sync-timing-preload.mjs');

export interface SyncStamp {
  /** When it started, ms since the epoch; how long it took, ms; whether it ran on the event loop (else libuv's pool). */
  start: number;
  ms: number;
  onLoop: boolean;
}

/** A garbage collection's pause in the server: when it started, ms since the epoch, and how long it was. */
export interface Pause {
  start: number;
  ms: number;
}

/** Every sync the server has stamped so far, and every collection's pause. */
export interface SyncDump {
  syncs: SyncStamp[];
  pauses: Pause[];
}

/** What the server's preload has stamped so far (sync-timing-preload.mjs), read back into objects. */
export async function syncStamps(child: ChildProcess, out: string, dumps: number): Promise<SyncDump> {
  const { stamps, pauses } = await serverDump<{ dumps: number; stamps: number[]; pauses: number[] }>(child, out, dumps, 'sync stamps');
  const syncs: SyncStamp[] = [];
  for (let i = 0; i + 2 < stamps.length; i += 3) syncs.push({ start: stamps[i]!, ms: stamps[i + 1]!, onLoop: stamps[i + 2] === 1 });
  const collections: Pause[] = [];
  for (let i = 0; i + 1 < pauses.length; i += 2) collections.push({ start: pauses[i]!, ms: pauses[i + 1]! });
  return { syncs, pauses: collections };
}

/** One event as the load generator saw it: sent and first heard by a socket, ms since the epoch. */
export interface HeardEvent {
  sent: number;
  first: number;
}

/**
 * The server's syncs over a run, and what the run's slowest events waited for: for the slowest 1 % by
 * first socket, the longest sync that started between the event's POST and its first socket (its own
 * commit's sync, or one it queued behind). A tail made of slow syncs shows here as syncs of about the
 * tail's excess over the median (docs/BENCHMARKS.md, "A twenty-seventh machine"). Beside it, the
 * longest garbage collection that overlapped each of those events (a pause that began before the POST
 * and was still going counts too).
 */
export function syncReport({ syncs, pauses }: SyncDump, events: HeardEvent[], from: number, to: number): string {
  const run = syncs.filter((s) => s.start >= from && s.start <= to);
  if (run.length === 0 || events.length === 0) return 'WAL syncs in the server: none in the run';
  const times = run.map((s) => s.ms).sort((a, b) => a - b);
  const here = run.filter((s) => s.onLoop).length;
  const longestWithin = (e: HeardEvent) => run.reduce((longest, s) => (s.start >= e.sent && s.start <= e.first && s.ms > longest ? s.ms : longest), 0);
  const slowest = [...events].sort((a, b) => b.first - b.sent - (a.first - a.sent)).slice(0, Math.max(1, Math.round(events.length / 100)));
  const waits = events.map(longestWithin).sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  const longestPause = (e: HeardEvent) => pauses.reduce((longest, p) => (p.start <= e.first && p.start + p.ms >= e.sent && p.ms > longest ? p.ms : longest), 0);
  return (
    `WAL syncs in the server: ${run.length} (${Math.round((100 * here) / run.length)} % on the event loop), p50 ${percentile(times, 50).toFixed(2)} ms, ` +
    `p99 ${percentile(times, 99).toFixed(2)} ms, max ${percentile(times, 100).toFixed(2)} ms (${whereReport(run)}); the longest sync inside an event, median ${percentile(waits, 50).toFixed(2)} ms; ` +
    `the slowest 1 % of events (${slowest.length}) by first socket: ${slowest.map((e) => ms(e.first - e.sent)).join(', ')} ms, the longest sync inside each: ${slowest.map((e) => ms(longestWithin(e))).join(', ')} ms, ` +
    `the longest collection overlapping each: ${slowest.map((e) => ms(longestPause(e))).join(', ')} ms (${collectionsReport(pauses, from, to)})`
  );
}

/**
 * The syncs on the event loop apart from those on the pool: a sync on the loop is the disk's own
 * time, one on the pool also the two hand-offs between threads (server/db/wal-sync.ts).
 */
function whereReport(run: SyncStamp[]): string {
  const part = (onLoop: boolean, name: string) => {
    const times = run.filter((s) => s.onLoop === onLoop).map((s) => s.ms).sort((a, b) => a - b);
    return times.length === 0 ? `${name} none` : `${name} p50 ${percentile(times, 50).toFixed(2)}, p99 ${percentile(times, 99).toFixed(2)} ms`;
  };
  return `${part(true, 'on the loop')}; ${part(false, 'on the pool')}`;
}

/** The run's collections: how many, and the longest. */
function collectionsReport(pauses: Pause[], from: number, to: number): string {
  const run = pauses.filter((p) => p.start >= from && p.start <= to);
  return run.length === 0 ? 'no collection in the run' : `${run.length} collections in the run, the longest ${Math.max(...run.map((p) => p.ms)).toFixed(1)} ms`;
}
