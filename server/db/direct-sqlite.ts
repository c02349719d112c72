import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type { Db, DbOrTrx } from './schema.js';
import type { WalSync } from './wal-sync.js';

/** Runs one SQL statement on a SQLite connection now, returning its rows (none for a write). */
export type DirectRun = (sql: string, parameters: readonly unknown[]) => unknown[];

/**
 * Runs a read on a SQLite connection now, when no transaction holds it, and answers once what it
 * may have seen is on disk; undefined when the statement must wait its turn on Kysely's path.
 */
export type IdleRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | undefined;

/** Keyed by the Kysely instance's adapter, which its transactions share (one per database). */
const runners = new WeakMap<object, DirectRun>();
const idleReaders = new WeakMap<object, IdleRead>();

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
 * in between. A query on the Kysely instance itself waits its turn for the connection (the
 * driver's mutex) while a transaction is open, and stays on Kysely's path then.
 *
 * A read on the instance while no transaction is open (`sqlite.inTransaction`) runs now instead:
 * better-sqlite3 runs it synchronously, so nothing can begin in the middle of it, and it reads the
 * committed database Kysely's path would have read. It answers, as the durable driver does on
 * release, only once every write it may have seen is on disk (`sync`). The pick's sign-in and the
 * auction clock's sweep are such reads (docs/BENCHMARKS.md, "Reads between transactions").
 */
export function registerDirectRun(db: Db, database: SqliteDatabase, sqlite: Pick<SQLite.Database, 'inTransaction'>, sync?: WalSync): void {
  const adapter = db.getExecutor().adapter;
  runners.set(adapter, (sql, parameters) => {
    const statement = database.prepare(sql);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  });
  idleReaders.set(adapter, (sql, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = database.prepare(sql);
    // A statement may return rows and write (INSERT … RETURNING): only SQLite's read-only ones.
    if (!statement.reader || (statement as { readonly?: boolean }).readonly !== true) return undefined;
    const rows = statement.all(parameters);
    return sync ? sync.durable(sync.mark()).then(() => rows) : Promise.resolve(rows);
  });
}

/** The direct way to run a statement in this transaction, where there is one (SQLite). */
export function directRunOf(db: DbOrTrx): DirectRun | undefined {
  return db.isTransaction ? runners.get(db.getExecutor().adapter) : undefined;
}

/** The direct way to read on the database itself between transactions, where there is one (SQLite). */
export function idleReadOf(db: DbOrTrx): IdleRead | undefined {
  return db.isTransaction ? undefined : idleReaders.get(db.getExecutor().adapter);
}
