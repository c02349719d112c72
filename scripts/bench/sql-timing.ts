import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { serverDump } from './server-dump.js';

/** The preload that times a server's SQLite statements (scripts/bench/sql-timing-preload.mjs). */
export const SQL_TIMING_PRELOAD = path.join(import.meta.dirname, 'sql-timing-preload.mjs');

type Totals = Map<string, [calls: number, nanos: number]>;

/** The server's statement totals so far: asks it by SIGUSR2 and waits for its file. */
export async function sqlTotals(child: ChildProcess, out: string, dumps: number): Promise<Totals> {
  const read = await serverDump<{ dumps: number; totals: [string, [number, number]][] }>(child, out, dumps, 'SQL totals');
  return new Map(read.totals);
}

/** The statements' time over a window (after minus before), largest first, per unit of work. */
export function sqlReport(before: Totals, after: Totals, units: number, unit: string, rows = 12): string {
  const window = [...after].map(([sql, [calls, nanos]]) => {
    const [callsBefore, nanosBefore] = before.get(sql) ?? [0, 0];
    return { sql, calls: calls - callsBefore, ms: (nanos - nanosBefore) / 1e6 };
  });
  const used = window.filter((s) => s.calls > 0).sort((a, b) => b.ms - a.ms);
  const totalMs = used.reduce((sum, s) => sum + s.ms, 0);
  const lines = used.slice(0, rows).map((s) => {
    const text = s.sql.replace(/\s+/g, ' ');
    return `  ${s.ms.toFixed(0).padStart(6)} ms  ${(s.calls / units).toFixed(2).padStart(5)} a ${unit}  ${((s.ms * 1000) / s.calls).toFixed(1).padStart(6)} µs each  ${text.length > 110 ? `${text.slice(0, 110)}…` : text}`;
  });
  return [`SQLite statements over the window: ${totalMs.toFixed(0)} ms in all, ${((totalMs * 1000) / units).toFixed(0)} µs a ${unit} (the statement's own time: SQLite and better-sqlite3's binding)`, ...lines].join('\n');
}
