// Loaded into a benchmarked server with `--import` (BENCH_SYNCS=1, scripts/bench/sync-timing.ts): stamps
// every fdatasync the server asks Node for (the WAL's, server/db/wal-sync.ts), on the event loop
// (`fs.fdatasyncSync`) or on libuv's pool (`FileHandle#datasync`): when it started, in ms since the
// epoch so that the bench can set it beside its own events, and how long it took. On SIGUSR2 it writes
// every stamp so far to GAVEL_BENCH_SYNC_OUT (whole, by a rename). SQLite's own syncs (checkpoints, in
// the checkpointer's worker) are not Node's calls and are not stamped. Beside them, every garbage
// collection's pause as Node's performance timeline reports it, so that a slow event can be set
// beside both of what it may have waited for.
import fs, { renameSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { open } from 'node:fs/promises';
import { PerformanceObserver } from 'node:perf_hooks';

const out = process.env.GAVEL_BENCH_SYNC_OUT;
if (out) {
  /** Flat: start (epoch ms), duration (ms), 1 on the event loop or 0 on the pool; three numbers a sync. */
  const stamps = [];
  const now = () => performance.timeOrigin + performance.now();
  const syncHere = fs.fdatasyncSync;
  fs.fdatasyncSync = function stampedSync(fd) {
    const start = now();
    try {
      return syncHere(fd);
    } finally {
      stamps.push(start, now() - start, 1);
    }
  };
  // The server's bundle imports `fdatasyncSync` by name: its binding follows the module object only after this.
  syncBuiltinESMExports();
  const probe = await open(new URL(import.meta.url), 'r');
  const FileHandle = Object.getPrototypeOf(probe);
  await probe.close();
  const syncOnPool = FileHandle.datasync;
  FileHandle.datasync = async function stampedDatasync() {
    const start = now();
    try {
      return await syncOnPool.call(this);
    } finally {
      stamps.push(start, now() - start, 0);
    }
  };
  /** Flat: start (epoch ms), duration (ms); two numbers a collection. */
  const pauses = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(performance.timeOrigin + entry.startTime, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  let dumps = 0;
  process.on('SIGUSR2', () => {
    dumps += 1;
    writeFileSync(`${out}.tmp`, JSON.stringify({ dumps, stamps, pauses }));
    renameSync(`${out}.tmp`, out);
  });
}
