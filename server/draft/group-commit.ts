import { CompiledQuery } from 'kysely';
import type { Db, Trx } from '../db/schema.js';

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

/** A bound on one batch, so a flood of commands still answers in slices. */
export const MAX_BATCH = 64;

/**
 * Group commit for SQLite (issue 16). SQLite has one writer and better-sqlite3 runs each
 * statement synchronously, so every COMMIT's fsync stalls the whole process; commands that
 * arrive while a batch runs therefore wait and commit together:
 *
 * - one transaction per batch, one SAVEPOINT per command: a command that throws (a refused pick,
 *   a 4xx) rolls back only its own savepoint, and the others in the batch still commit;
 * - commands run one after another in arrival order, each seeing the ones before it;
 * - one COMMIT (one fsync) per batch, and only then does any command of the batch settle: no
 *   answer, success or refusal, goes out before the batch is durable (a refusal may rest on an
 *   earlier command of the same batch). If the COMMIT fails, every command of the batch fails;
 * - commands settle in batch order, so their events reach the publish order in commit order.
 *
 * A batch starts on setImmediate: requests whose bytes arrived in the same event-loop turn are
 * all queued by then (their handlers run on microtasks until they reach here).
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private draining = false;
  /** Batches committed and commands in them (read by tests and benchmarks). */
  readonly stats = { batches: 0, commands: 0, largest: 0 };

  constructor(private readonly db: Db) {}

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
        await this.commitBatch(this.queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(jobs: Job[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ job, ok: true, value: await job.work(trx) });
          } catch (error) {
            await trx.executeQuery(ROLLBACK_TO);
            outcomes.push({ job, ok: false, error });
          }
          await trx.executeQuery(RELEASE);
        }
      });
    } catch (error) {
      // BEGIN, a savepoint statement or the COMMIT failed: nothing of the batch is durable.
      for (const job of jobs) job.reject(error);
      return;
    }
    this.stats.batches += 1;
    this.stats.commands += jobs.length;
    this.stats.largest = Math.max(this.stats.largest, jobs.length);
    for (const outcome of outcomes) {
      if (outcome.ok) outcome.job.resolve(outcome.value);
      else outcome.job.reject(outcome.error);
    }
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
