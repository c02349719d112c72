import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverDump } from './server-dump.js';
import { percentile } from './support.js';

/** The preload that asks the scheduler about each command a server answers (scripts/bench/sched-timing-preload.mjs). */
export const SCHED_TIMING_PRELOAD = path.join(import.meta.dirname, 'sched-timing-preload.mjs');

/** One command, from its request's arrival to its answer, as the kernel's scheduler saw the server's threads. */
export interface SchedStamp {
  /** The event's key as the load generator writes it: draftId:seq. */
  key: string;
  /** Arrival and answer, ms since the epoch. */
  arrived: number;
  answered: number;
  /** The main thread's ms on a core, and runnable but waiting for one. */
  mainOnCore: number;
  mainWaiting: number;
  /** The process's other threads' ms on a core (V8's compiler and collector helpers, libuv's pool, workers). */
  othersOnCore: number;
}

/** Every command the server has stamped so far. */
export async function schedStamps(child: ChildProcess, out: string, dumps: number): Promise<SchedStamp[]> {
  const { stamps } = await serverDump<{ dumps: number; stamps: number[] }>(child, out, dumps, 'scheduler stamps');
  const result: SchedStamp[] = [];
  for (let i = 0; i + 6 < stamps.length; i += 7) {
    const [draftId, seq, arrived, answered, mainOnCore, mainWaiting, othersOnCore] = stamps.slice(i, i + 7) as [number, number, number, number, number, number, number];
    result.push({ key: `${draftId}:${seq}`, arrived, answered, mainOnCore, mainWaiting, othersOnCore });
  }
  return result;
}

/** One event as the load generator saw it: its key, sent and first heard by a socket, ms since the epoch. */
export interface KeyedEvent {
  key: string;
  sent: number;
  first: number;
}

const ms = (n: number) => n.toFixed(1);
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * What the server's threads did while the run's events were in it: the main thread's time on a core
 * and waiting for one (p50, p99), and for the slowest 1 % of events by first socket, how long each was
 * in the server, how long its main thread waited for a core, and what the server's other threads ran
 * meanwhile. A wait that matches the other threads' time is the server's own background work taking
 * the core its event loop needed (docs/BENCHMARKS.md, "What a slow pick waits for").
 */
export function schedReport(stamps: SchedStamp[], events: KeyedEvent[]): string {
  const byKey = new Map(stamps.map((s) => [s.key, s]));
  const matched = events.flatMap((e) => {
    const stamp = byKey.get(e.key);
    return stamp ? [{ event: e, stamp }] : [];
  });
  if (matched.length === 0) return "the server's threads: no command of the run stamped (Linux only)";
  const onCore = sortedOf(matched.map((m) => m.stamp.mainOnCore));
  const waiting = sortedOf(matched.map((m) => m.stamp.mainWaiting));
  const slowest = [...matched].sort((a, b) => b.event.first - b.event.sent - (a.event.first - a.event.sent)).slice(0, Math.max(1, Math.round(matched.length / 100)));
  const line = (pick: (m: (typeof matched)[number]) => number) => slowest.map((m) => ms(pick(m))).join(', ');
  return (
    `the server's main thread from a command's arrival to its answer (${matched.length} of ${events.length} events): on a core p50 ${percentile(onCore, 50).toFixed(2)} ms, ` +
    `p99 ${percentile(onCore, 99).toFixed(2)} ms; waiting for a core p50 ${percentile(waiting, 50).toFixed(2)} ms, p99 ${percentile(waiting, 99).toFixed(2)} ms; ` +
    `the slowest 1 % of events (${slowest.length}) by first socket: ${line((m) => m.event.first - m.event.sent)} ms, in the server ${line((m) => m.stamp.answered - m.stamp.arrived)} ms, ` +
    `its main thread waiting for a core ${line((m) => m.stamp.mainWaiting)} ms, the server's other threads on a core meanwhile ${line((m) => m.stamp.othersOnCore)} ms`
  );
}
