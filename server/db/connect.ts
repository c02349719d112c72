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

/** Prepared statements kept per SQL text; the oldest is dropped beyond this. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing was a twentieth of a saturated
 * pick run (docs/BENCHMARKS.md, Pick throughput). The same SQL text gets the same compiled
 * statement instead. Safe because Kysely runs one query at a time on the connection, and SQLite
 * recompiles a statement by itself when a migration changes the schema under it.
 */
function withStatementCache(sqlite: SQLite.Database, sync: WalSync | undefined): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) {
        // Map order is insertion order: move it to the back, so the front is least recently used.
        statements.delete(text);
      } else {
        statement = sync ? notingWrites(sqlite.prepare(text), sync) : sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
      }
      statements.set(text, statement);
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
  registerDirectRun(db, database);
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
