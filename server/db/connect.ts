import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human-readable location of the data, printed at start-up. */
  location: string;
  close: () => Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Every write a user is told succeeded must survive a power cut at the party.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    location: file === ':memory:' ? 'in-memory SQLite' : path.resolve(file),
    close: () => db.destroy(),
  };
}
