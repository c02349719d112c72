import { CompiledQuery } from 'kysely';
import type { Db, Trx } from '../db/schema.js';
import { directRunOf } from '../db/direct-sqlite.js';
import { walSyncOfDb } from '../db/wal-sync.js';

interface Job {
  work: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

// Three statements around every command: compiled once, as plain SQL.
const SAVEPOINT = CompiledQuery.raw('savepoint gavel_command');
const ROLLBACK_TO = CompiledQuery.raw('rollback to gavel_command');
const RELEASE = CompiledQuery.raw('release gavel_command');

/** The savepoint statements: straight on SQLite's connection where they can (direct-sqlite.ts). */
async function runStatement(trx: Trx, query: CompiledQuery): Promise<void> {
  const direct = directRunOf(trx);
  if (direct) direct(query.sql, query.parameters);
  else await trx.executeQuery(query);
}

/** A bound on one batch, so a flood of commands still answers in slices. */
export const MAX_BATCH = 64;

/**
 * Group commit for SQLite. SQLite has one writer and better-sqlite3 runs each
 * statement synchronously; commands that arrive while a batch runs therefore wait and commit
 * together:
 *
 * - one transaction per batch, one SAVEPOINT per command: a command that throws (a refused pick,
 *   a 4xx) rolls back only its own savepoint, and the others in the batch still commit;
 * - commands run one after another in arrival order, each seeing the ones before it;
 * - no command of a batch settles, success or refusal, before the batch is durable (a refusal may
 *   rest on an earlier command of the same batch). While commands wait, the fsync runs off the event
 *   loop after COMMIT (server/db/wal-sync.ts), so the next batch already runs while the disk syncs
 *   this one; a lone command's sync may run on the loop. If the
 *   COMMIT fails, every command of the batch fails;
 * - batches settle in commit order, so their events reach the publish order in commit order.
 *
 * A batch starts on setImmediate: requests whose bytes arrived in the same event-loop turn are
 * all queued by then (their handlers run on microtasks until they reach here), and so has the
 * previous batch's COMMIT.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private draining = false;
  /** Batches committed and commands in them (read by tests and benchmarks). */
  readonly stats = { batches: 0, commands: 0, largest: 0 };

  constructor(private readonly db: Db) {
    // While commands wait, a batch's sync stays off the event loop so the next batch runs meanwhile.
    const sync = walSyncOfDb(db);
    if (sync) sync.othersWaiting = () => this.queue.length > 0;
  }

  run<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await this.runBatch(this.queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.draining = false;
    }
  }

  /** The previous batch's settling: a batch settles after it, whatever order the syncs end in. */
  private settled: Promise<void> = Promise.resolve();

  /**
   * Runs the batch's commands and answers once they are done; the batch commits (and syncs, and
   * settles) after that, while the next batch may already run.
   */
  private runBatch(jobs: Job[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let worked = () => {};
    const done = new Promise<void>((resolve) => (worked = resolve));
    const committed = this.db.transaction().execute(async (trx) => {
      try {
        for (const job of jobs) {
          await runStatement(trx, SAVEPOINT);
          try {
            outcomes.push({ job, ok: true, value: await job.work(trx) });
          } catch (error) {
            await runStatement(trx, ROLLBACK_TO);
            outcomes.push({ job, ok: false, error });
          }
          await runStatement(trx, RELEASE);
        }
      } finally {
        worked();
      }
    });
    const previous = this.settled;
    this.settled = committed.then(
      async () => {
        await previous;
        this.stats.batches += 1;
        this.stats.commands += jobs.length;
        this.stats.largest = Math.max(this.stats.largest, jobs.length);
        for (const outcome of outcomes) {
          if (outcome.ok) outcome.job.resolve(outcome.value);
          else outcome.job.reject(outcome.error);
        }
      },
      async (error: unknown) => {
        await previous;
        // BEGIN, a savepoint statement, the COMMIT or the sync failed: nothing of the batch is durable.
        for (const job of jobs) job.reject(error);
      },
    );
    // BEGIN may fail before any command runs: the batch is over then too.
    const ended = committed.then(
      () => undefined,
      () => undefined,
    );
    return Promise.race([done, ended]);
  }
}

const committers = new WeakMap<Db, GroupCommit>();

/** One group committer per database handle (that is, per SQLite connection). */
export function groupCommitOf(db: Db): GroupCommit {
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommit(db);
    committers.set(db, committer);
  }
  return committer;
}
