import type SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { WalSync } from './wal-sync.js';

/**
 * WAL checkpoints off the event loop (docs/BENCHMARKS.md, Fan-out).
 *
 * SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000 WAL pages: it copies
 * the pages into the database file and fsyncs the WAL and the database file, all on the thread
 * that committed. better-sqlite3 commits on the event loop, so every second or so of a busy
 * draft night one COMMIT held the loop for one to forty milliseconds while the disk synced,
 * with every socket write and request behind it: the largest stalls of a 100 picks/s run.
 *
 * Here a worker thread with its own connection to the same file runs `wal_checkpoint(PASSIVE)`,
 * asked for after every CHECKPOINT_EVERY writes once they are durable; the app's connection only
 * checkpoints by itself past BACKSTOP_PAGES (the worker stuck or gone). Durability is SQLite's
 * own: a checkpoint syncs the WAL before it copies and the database file before the WAL may be
 * reused (https://www.sqlite.org/wal.html#checkpointing), and a passive one never blocks the
 * writer; WalSync still syncs every commit before anything answers (wal-sync.ts).
 */

/** Writes (statements that may write) between two checkpoints; a pick is about eight. */
export const CHECKPOINT_EVERY = 800;
/** The app connection's own automatic checkpoint while the worker runs: ten times SQLite's default. */
export const BACKSTOP_PAGES = 10_000;
const SQLITE_DEFAULT_PAGES = 1_000;

// Plain JavaScript evaluated in the worker (nothing to bundle or transpile): open the file,
// checkpoint when asked, answer SQLite's counts, close when told.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  const [counts] = db.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage({ frames: counts.log, backfilled: counts.checkpointed });
});
parentPort.postMessage('ready');
`;

export interface CheckpointStats {
  /** Checkpoints the worker has run. */
  runs: number;
  /** After the last one: frames in the WAL, and how many of them are now in the database file. */
  frames: number;
  backfilled: number;
}

export interface BackgroundCheckpoints {
  readonly stats: CheckpointStats;
  /** Resolves true once the worker runs the checkpoints, false if it could not start. */
  started: Promise<boolean>;
  /** Whether the worker runs the checkpoints (false before it is ready and after it failed). */
  running: () => boolean;
  /** Ask for a checkpoint now; resolves when it has run (tests). */
  checkpointNow: () => Promise<CheckpointStats>;
  /** Stop the worker (its connection closes last, so it takes the final checkpoint). */
  close: () => Promise<void>;
}

/** Start checkpointing `file`'s WAL in a worker; `sqlite` is the app's connection to it. */
export function checkpointInBackground(sqlite: SQLite.Database, file: string, sync: WalSync, onError: (err: unknown) => void = () => undefined): BackgroundCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file } });
  // The worker does not keep the process alive: close() ends it, a crash takes it along.
  worker.unref();
  const stats: CheckpointStats = { runs: 0, frames: 0, backfilled: 0 };
  let ready = false;
  let closing = false;
  let askedAt = 0;
  let inFlight = false;
  let waiters: ((s: CheckpointStats) => void)[] = [];
  let settleStart: (ok: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (settleStart = resolve));

  const ask = () => {
    inFlight = true;
    askedAt = sync.mark();
    worker.postMessage('checkpoint');
  };
  const onSynced = (synced: number) => {
    if (ready && !inFlight && !closing && synced - askedAt >= CHECKPOINT_EVERY) ask();
  };
  /** Back to SQLite's own checkpoints on the app's connection. */
  const fallBack = (err: unknown) => {
    settleStart(false);
    if (!ready) return;
    ready = false;
    if (sync.onSynced === onSynced) sync.onSynced = undefined;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    for (const waiter of waiters) waiter(stats);
    waiters = [];
    if (!closing) onError(err);
  };

  worker.on('message', (message: 'ready' | { frames: number; backfilled: number }) => {
    if (message === 'ready') {
      if (closing || !sqlite.open) return;
      ready = true;
      sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
      sync.onSynced = onSynced;
      settleStart(true);
      return;
    }
    inFlight = false;
    stats.runs += 1;
    stats.frames = message.frames;
    stats.backfilled = message.backfilled;
    for (const waiter of waiters) waiter(stats);
    waiters = [];
    // Writes piled up while it ran: the next one at once.
    onSynced(sync.mark());
  });
  worker.on('error', fallBack);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      fallBack(new Error(`checkpoint worker exited with code ${code}`));
      resolve();
    }),
  );

  return {
    stats,
    started,
    running: () => ready,
    checkpointNow: async () => {
      // A checkpoint already running may have read the WAL before the latest commits: wait for it,
      // then take one that starts after this call (the next one asked, or a new one).
      if (inFlight) await new Promise<CheckpointStats>((resolve) => waiters.push(resolve));
      return new Promise<CheckpointStats>((resolve) => {
        if (!ready) return resolve(stats);
        waiters.push(resolve);
        if (!inFlight) ask();
      });
    },
    close: async () => {
      closing = true;
      worker.postMessage('close');
      await exited;
    },
  };
}
