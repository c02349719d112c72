import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKSTOP_PAGES, CHECKPOINT_EVERY } from '#server/db/checkpointer.js';
import { connect, type Connection } from '#server/db/connect.js';

// WAL checkpoints in a worker thread (server/db/checkpointer.ts): the app's connection no longer
// checkpoints inside its COMMITs, the worker keeps the WAL from growing, and nothing committed
// is lost across it.

let dir: string;
let file: string;
let conn: Connection;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gavel-checkpoint-'));
  file = path.join(dir, 'app.sqlite');
  conn = connect(`sqlite:${file}`);
});

afterEach(async () => {
  await conn.close();
  rmSync(dir, { recursive: true, force: true });
});

const autocheckpoint = async () => (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(conn.db)).rows[0]?.wal_autocheckpoint;
const walBytes = () => statSync(`${file}-wal`).size;
const payload = 'x'.repeat(2000);

async function write(rows: number): Promise<void> {
  for (let i = 0; i < rows; i++) await sql`insert into t (payload) values (${payload})`.execute(conn.db);
}

describe.skipIf(process.env.GAVEL_TEST_DIALECT === 'postgres')('checkpoints in the background', () => {
  it('takes the checkpoints off the connection, the WAL starts over after them, every row survives', async () => {
    await sql`create table t (id integer primary key, payload text)`.execute(conn.db);
    expect(await autocheckpoint()).toBe(1000);
    const checkpoints = conn.checkpointInBackground!();
    expect(await checkpoints.started).toBe(true);
    // SQLite's own checkpoint on commit only as a backstop now.
    expect(await autocheckpoint()).toBe(BACKSTOP_PAGES);

    // Each COMMIT appends a page or two to the WAL; the worker checkpoints every CHECKPOINT_EVERY
    // writes while they go on.
    await write(4 * CHECKPOINT_EVERY);
    await vi.waitFor(() => expect(checkpoints.stats.runs).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    const last = await checkpoints.checkpointNow();
    expect(last.frames).toBeGreaterThan(0);
    expect(last.backfilled).toBe(last.frames);
    // Everything is in the database file: the next writes start the WAL over instead of growing it.
    const full = walBytes();
    await write(CHECKPOINT_EVERY / 4);
    expect(walBytes()).toBe(full);

    await conn.close();
    // The worker's connection closed last: it checkpointed and removed the WAL.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reader = new SQLite(file, { readonly: true });
    expect((reader.prepare('select count(*) as c from t').get() as { c: number }).c).toBe(4 * CHECKPOINT_EVERY + CHECKPOINT_EVERY / 4);
    reader.close();
    conn = connect(`sqlite:${file}`);
  });

  it('gives the checkpoints back to the connection once the worker has ended', async () => {
    await sql`create table t (id integer primary key, payload text)`.execute(conn.db);
    const checkpoints = conn.checkpointInBackground!();
    expect(await checkpoints.started).toBe(true);
    await checkpoints.close();
    expect(checkpoints.running()).toBe(false);
    expect(await autocheckpoint()).toBe(1000);
    await write(10);
    expect((await sql<{ c: number }>`select count(*) as c from t`.execute(conn.db)).rows).toEqual([{ c: 10 }]);
  });
});
