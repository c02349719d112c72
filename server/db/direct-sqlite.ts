import type { SqliteDatabase } from 'kysely';
import type { Db, DbOrTrx } from './schema.js';

/** Runs one SQL statement on a SQLite connection now, returning its rows (none for a write). */
export type DirectRun = (sql: string, parameters: readonly unknown[]) => unknown[];

/** Keyed by the Kysely instance's adapter, which its transactions share (one per database). */
const runners = new WeakMap<object, DirectRun>();

/**
 * The hot path's queries inside a transaction run straight on the SQLite connection the
 * transaction holds, past Kysely's executor. Kysely runs such a query through half a dozen promises
 * and closures (provideConnection, the transaction's single-connection provider, the driver's
 * Promise.resolve): a third of the heap a pick allocated, and the collections it causes are the
 * fan-out's p99 (docs/BENCHMARKS.md, Fan-out). The statement is the one Kysely's driver would run
 * (the same statement cache, so writes still reach the WAL sync, wal-sync.ts) and returns what the
 * driver returns as `rows`.
 *
 * Only for a transaction: it holds the one connection until it commits, so nothing else runs on it
 * in between. A query on the Kysely instance itself must wait its turn for the connection (the
 * driver's mutex) and stays on Kysely's path.
 */
export function registerDirectRun(db: Db, database: SqliteDatabase): void {
  runners.set(db.getExecutor().adapter, (sql, parameters) => {
    const statement = database.prepare(sql);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  });
}

/** The direct way to run a statement in this transaction, where there is one (SQLite). */
export function directRunOf(db: DbOrTrx): DirectRun | undefined {
  return db.isTransaction ? runners.get(db.getExecutor().adapter) : undefined;
}
