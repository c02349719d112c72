import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Database } from './schema.js';
import { checkpointInBackground, type BackgroundCheckpoints } from './checkpointer.js';
import { DurableSqliteDialect, notingWrites, registerWalSync, walSyncOf, type WalSync } from './wal-sync.js';
import { registerDirectRun } from './direct-sqlite.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human-readable location of the data, printed at start-up. */
  location: string;
  /** A SQLite file's WAL sync (server/db/wal-sync.ts); read by tests and benchmarks. */
  walSync?: WalSync;
  /**
   * A SQLite file's checkpoints to a worker thread from now on (server/db/checkpointer.ts). The
   * server does it once started; tests and scripts keep SQLite's own, on the connection.
   */
  checkpointInBackground?: (onError?: (err: unknown) => void) => BackgroundCheckpoints;
  close: () => Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Every write a user is told succeeded must survive a power cut at the party: COMMIT writes
  // the WAL and WalSync fsyncs it off the event loop before anything answers (server/db/wal-sync.ts).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Prepared statements kept per SQL text; the least recently used is dropped beyond this. */
const STATEMENT_CACHE_SIZE = 500;

interface CachedStatement {
  statement: SqliteStatement;
  /** The cache's use count when it was last used: a small integer, stored in place. */
  usedAt: number;
}

/**
 * Kysely's SQLite driver prepares every query it runs; preparing was a twentieth of a saturated
 * pick run (docs/BENCHMARKS.md, Pick throughput). The same SQL text gets the same compiled
 * statement instead. Safe because Kysely runs one query at a time on the connection, and SQLite
 * recompiles a statement by itself when a migration changes the schema under it.
 *
 * A hit only stamps its entry: moving it to the back of the Map (delete, then set) on every query
 * left the long-lived Map's table full of deleted entries, rebuilt in the old generation every few
 * picks (docs/BENCHMARKS.md, "Old-space churn"). The scan for the least recently used runs only
 * when a new text finds the cache full, which the app's fixed set of queries never does.
 */
export function withStatementCache(sqlite: SQLite.Database, sync: WalSync | undefined, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, CachedStatement>();
  let uses = 0;
  const dropLeastRecentlyUsed = () => {
    let oldest: string | undefined;
    let oldestAt = Infinity;
    for (const [text, { usedAt }] of statements) {
      if (usedAt < oldestAt) [oldest, oldestAt] = [text, usedAt];
    }
    if (oldest !== undefined) statements.delete(oldest);
  };
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      // Kept a small integer (V8 stores those in place): wraps after 2^30 queries, when the
      // order of the entries is only briefly wrong.
      uses = (uses + 1) & 0x3fffffff;
      const cached = statements.get(text);
      if (cached) {
        cached.usedAt = uses;
        return cached.statement;
      }
      if (statements.size >= size) dropLeastRecentlyUsed();
      const statement = sync ? notingWrites(sqlite.prepare(text), sync) : sqlite.prepare(text);
      statements.set(text, { statement, usedAt: uses });
      return statement;
    },
  };
}

/**
 * `onIdleError` hears of pooled PostgreSQL connections that die while idle (a server restart,
 * an administrator's terminate). Without a listener, pg rethrows that and takes the process down;
 * the pool has already dropped the client, and the next query opens a fresh one.
 */
export function connect(databaseUrl: string, onIdleError: (err: Error) => void = () => undefined): Connection {
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) {
    // Loaded only for PostgreSQL, so a SQLite start does not pay for it (docs/BENCHMARKS.md, Start).
    const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on('error', onIdleError);
    // COUNT(*) and BIGINT come back as strings from pg; our ids and counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', location: databaseUrl.replace(/:[^:@/]*@/, ':***@'), close: () => db.destroy() };
  }
  const file = databaseUrl.replace(/^sqlite:/, '');
  const sqlite = openSqlite(file);
  // An in-memory database has no file to sync (and nothing survives the process anyway).
  const sync = file === ':memory:' ? undefined : walSyncOf(path.resolve(file));
  const database = withStatementCache(sqlite, sync);
  const dialect = sync ? new DurableSqliteDialect({ database }, sync) : new SqliteDialect({ database });
  const db = new Kysely<Database>({ dialect });
  registerDirectRun(db, database, sqlite, sync);
  if (sync) registerWalSync(db, sync);
  let checkpoints: BackgroundCheckpoints | undefined;
  const inBackground = (onError?: (err: unknown) => void) => {
    if (!sync) throw new Error('An in-memory database has no WAL to checkpoint');
    checkpoints ??= checkpointInBackground(sqlite, path.resolve(file), sync, onError);
    return checkpoints;
  };
  return {
    db,
    dialect: 'sqlite',
    location: file === ':memory:' ? 'in-memory SQLite' : path.resolve(file),
    ...(sync ? { walSync: sync, checkpointInBackground: inBackground } : {}),
    close: async () => {
      await db.destroy();
      // After the app's connection: the worker's closes last and takes the final checkpoint.
      await checkpoints?.close();
      await sync?.close();
    },
  };
}
