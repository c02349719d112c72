import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.js';
import type { Database } from '#server/db/schema.js';
import { registerDirectRun } from '#server/db/direct-sqlite.js';
import { preparedQuery } from '#server/db/prepared.js';
import { DurableSqliteDialect, HERE_AT_MOST_MS, notingWrites, RECENT_SYNCS, WalSync, walSyncOf } from '#server/db/wal-sync.js';
import { GroupCommit, groupCommitOf } from '#server/engine/group-commit.js';

// SQLite's fsync off the event loop (server/db/wal-sync.ts): COMMIT does not sync, and nothing
// reaches its caller before a sync that started after it has finished. The disk here is a gate
// the test opens, so "not before the sync" is observable.

interface Gate {
  sync: WalSync;
  /** Syncs asked for and not yet finished; `open()` finishes them all. */
  waiting: number;
  open: () => void;
}

function gatedSync(): Gate {
  let release: (() => void)[] = [];
  const gate: Gate = {
    waiting: 0,
    sync: new WalSync(
      () =>
        new Promise<void>((resolve) => {
          gate.waiting += 1;
          release.push(resolve);
        }),
    ),
    open: () => {
      const now = release;
      release = [];
      gate.waiting -= now.length;
      for (const r of now) r();
    },
  };
  return gate;
}

const tick = () => new Promise((r) => setImmediate(r));

let dir: string;
let gate: Gate;
let db: Kysely<Database>;
type Rows = Kysely<{ t: { n: number } }>;
const rows = () => db as unknown as Rows;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gavel-wal-sync-'));
  const sqlite = new SQLite(path.join(dir, 'db.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  gate = gatedSync();
  // The same wiring as server/db/connect.ts: writes tell the sync they ran.
  const database = { close: () => sqlite.close(), prepare: (text: string) => notingWrites(sqlite.prepare(text), gate.sync) };
  db = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database }, gate.sync) });
  registerDirectRun(db, database, sqlite, gate.sync);
  // The CREATE itself waits for a sync: let it through.
  const created = sql`create table t (n integer)`.execute(db);
  await until(() => gate.waiting > 0);
  gate.open();
  await created;
});

afterEach(async () => {
  gate.open();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

describe('WalSync with SQLite', () => {
  it('a write answers only after a sync that began after its COMMIT; the connection is free meanwhile', async () => {
    let answered = false;
    const write = rows()
      .insertInto('t')
      .values({ n: 1 })
      .execute()
      .then(() => (answered = true));
    await until(() => gate.waiting === 1);
    // Committed (another connection sees it) but not yet durable: no answer.
    const reader = new SQLite(path.join(dir, 'db.sqlite'), { readonly: true });
    expect((reader.prepare('select count(*) as c from t').get() as { c: number }).c).toBe(1);
    reader.close();
    for (let i = 0; i < 20; i++) await tick();
    expect(answered).toBe(false);
    // The connection is not held by the waiting write: a second write runs now, and waits for the next sync.
    let second = false;
    const another = rows()
      .insertInto('t')
      .values({ n: 2 })
      .execute()
      .then(() => (second = true));
    gate.open();
    await write;
    expect(answered).toBe(true);
    await until(() => gate.waiting === 1);
    expect(second).toBe(false);
    gate.open();
    await another;
    expect(gate.sync.syncs).toBe(3);
  });

  it('a read that may have seen an unsynced write waits for the sync too; with nothing unsynced it does not', async () => {
    void rows().insertInto('t').values({ n: 1 }).execute();
    await until(() => gate.waiting === 1);
    let read: number | undefined;
    const reading = rows()
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .executeTakeFirstOrThrow()
      .then((r) => (read = r.c));
    for (let i = 0; i < 20; i++) await tick();
    expect(read).toBeUndefined();
    gate.open();
    await reading;
    expect(read).toBe(1);
    // Everything is on disk now: a read answers without a sync.
    const before = gate.sync.syncs;
    await rows().selectFrom('t').selectAll().execute();
    expect(gate.sync.syncs).toBe(before);
    expect(gate.waiting).toBe(0);
  });

  it('a write that returns rows (INSERT … RETURNING) answers only after its sync too', async () => {
    let answered: unknown;
    const write = rows()
      .insertInto('t')
      .values({ n: 7 })
      .returning('n')
      .execute()
      .then((r) => (answered = r));
    await until(() => gate.waiting === 1);
    for (let i = 0; i < 20; i++) await tick();
    expect(answered).toBeUndefined();
    gate.open();
    await write;
    expect(answered).toEqual([{ n: 7 }]);
  });

  it('a prepared read between transactions, run straight on the connection, waits for the sync of what it saw', async () => {
    const count = preparedQuery((on) => (on as unknown as Rows).selectFrom('t').select((eb) => eb.fn.countAll<number>().as('c')));
    void rows().insertInto('t').values({ n: 1 }).execute();
    await until(() => gate.waiting === 1);
    let read: number | undefined;
    const reading = count(db).then(([r]) => (read = r?.c));
    for (let i = 0; i < 20; i++) await tick();
    expect(read).toBeUndefined();
    gate.open();
    await reading;
    expect(read).toBe(1);
    const before = gate.sync.syncs;
    expect(await count(db)).toEqual([{ c: 1 }]);
    expect(gate.sync.syncs).toBe(before);
  });

  it('group commit runs the next batch while the last one syncs, and settles batches in commit order', async () => {
    const commit = new GroupCommit(db);
    const settled: string[] = [];
    const insert = (n: number) => (trx: Parameters<Parameters<GroupCommit['run']>[0]>[0]) => (trx as unknown as Rows).insertInto('t').values({ n }).execute();
    const first = commit.run(insert(1)).then(() => settled.push('first'));
    await until(() => gate.waiting === 1);
    // The first batch waits on the disk; a command arriving now runs in a batch of its own at once.
    let ran = false;
    const second = commit
      .run(async (trx) => {
        ran = true;
        await insert(2)(trx);
      })
      .then(() => settled.push('second'));
    await until(() => ran);
    expect(settled).toEqual([]);
    gate.open();
    await until(() => gate.waiting === 1);
    gate.open();
    await Promise.all([first, second]);
    expect(settled).toEqual(['first', 'second']);
  });
});

describe.skipIf(process.env.GAVEL_TEST_DIALECT === 'postgres')('the app connection', () => {
  it('runs SQLite with synchronous = NORMAL and fsyncs the WAL itself before answering', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-wal-app-')), 'app.sqlite');
    const conn = connect(`sqlite:${file}`);
    try {
      const [mode] = (await sql<{ synchronous: number }>`pragma synchronous`.execute(conn.db)).rows;
      expect(mode?.synchronous).toBe(1);
      await sql`create table x (n integer)`.execute(conn.db);
      await sql`insert into x values (1)`.execute(conn.db);
      const reader = new SQLite(file, { readonly: true });
      expect((reader.prepare('select count(*) as c from x').get() as { c: number }).c).toBe(1);
      reader.close();
      // Each write's answer waited for an fsync of the WAL.
      expect(conn.walSync?.syncs).toBeGreaterThanOrEqual(2);
    } finally {
      await conn.close();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe('a lone sync on a quick disk runs on the event loop', () => {
  /** A WalSync whose pool syncs take `poolMs` on a clock the test moves, and whose syncs here count. */
  function clocked(poolMs: () => number) {
    const clock = { at: 1000 };
    const loop = { busy: false };
    const counts = { pool: 0, here: 0 };
    const sync = new WalSync(
      () => {
        counts.pool += 1;
        clock.at += poolMs();
        return Promise.resolve();
      },
      {
        syncHere: () => {
          counts.here += 1;
          clock.at += 0.4;
          return true;
        },
        loopBusy: () => loop.busy,
        now: () => clock.at,
      },
    );
    const write = async () => {
      sync.wrote();
      await sync.durable();
    };
    return { sync, counts, write, loop };
  }

  it('after sixteen quick syncs a lone write is synced here, at once; one with commands waiting goes to the pool', async () => {
    const { sync, counts, write } = clocked(() => 1);
    for (let i = 0; i < RECENT_SYNCS; i++) await write();
    expect(counts).toEqual({ pool: RECENT_SYNCS, here: 0 });
    // Alone: no thread hand-off, and durable before the wait returns.
    sync.wrote();
    const waiting = sync.durable();
    expect(counts.here).toBe(1);
    await waiting;
    expect(sync.syncedHere).toBe(1);
    // Commands queue behind it: the pool, so the loop runs the next batch meanwhile.
    let queued = true;
    sync.othersWaiting = () => queued;
    await write();
    expect(counts).toEqual({ pool: RECENT_SYNCS + 1, here: 1 });
    queued = false;
    await write();
    expect(counts).toEqual({ pool: RECENT_SYNCS + 1, here: 2 });
    expect(sync.syncs).toBe(RECENT_SYNCS + 3);
  });

  it('while the event loop has been busy, syncs go to the pool so it reads the next requests meanwhile', async () => {
    const { counts, write, loop } = clocked(() => 1);
    for (let i = 0; i < RECENT_SYNCS; i++) await write();
    loop.busy = true;
    await write();
    expect(counts).toEqual({ pool: RECENT_SYNCS + 1, here: 0 });
    loop.busy = false;
    await write();
    expect(counts).toEqual({ pool: RECENT_SYNCS + 1, here: 1 });
  });

  it('a slow sync sends the next sixteen to the pool', async () => {
    let poolMs = 1;
    const { counts, write } = clocked(() => poolMs);
    for (let i = 0; i < RECENT_SYNCS - 1; i++) await write();
    poolMs = HERE_AT_MOST_MS + 1;
    await write();
    poolMs = 1;
    for (let i = 0; i < RECENT_SYNCS; i++) await write();
    expect(counts).toEqual({ pool: 2 * RECENT_SYNCS, here: 0 });
    await write();
    expect(counts).toEqual({ pool: 2 * RECENT_SYNCS, here: 1 });
  });

  it('a sync here that cannot run (no WAL open) goes to the pool', async () => {
    const sync = new WalSync(() => Promise.resolve(), { syncHere: () => false });
    for (let i = 0; i < 20; i++) {
      sync.wrote();
      await sync.durable();
    }
    expect(sync.syncs).toBe(20);
    expect(sync.syncedHere).toBe(0);
  });
});

describe.skipIf(process.env.GAVEL_TEST_DIALECT === 'postgres')('a real WAL synced on the event loop', () => {
  it('fdatasyncs the open WAL here once sixteen syncs went to the pool, each write answered after its sync', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-wal-here-'));
    const file = path.join(dir, 'db.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // The rule's inputs held still (the loop at ease, every sync quick): what runs here is the real descriptor's sync.
    const sync = walSyncOf(file, { loopBusy: () => false, now: () => 0 });
    const database = { close: () => sqlite.close(), prepare: (text: string) => notingWrites(sqlite.prepare(text), sync) };
    const real = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database }, sync) }) as unknown as Rows;
    try {
      await sql`create table t (n integer)`.execute(real);
      for (let n = 0; n < RECENT_SYNCS + 4; n++) {
        const before = sync.syncs;
        await real.insertInto('t').values({ n }).execute();
        expect(sync.syncs).toBe(before + 1);
      }
      expect(sync.syncedHere).toBe(5);
      const reader = new SQLite(file, { readonly: true });
      expect((reader.prepare('select count(*) as c from t').get() as { c: number }).c).toBe(RECENT_SYNCS + 4);
      reader.close();
    } finally {
      await real.destroy();
      await sync.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the app connection\'s group commit tells its sync while commands wait for their batch', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-wal-queue-')), 'app.sqlite');
    const conn = connect(`sqlite:${file}`);
    try {
      await sql`create table x (n integer)`.execute(conn.db);
      const commit = groupCommitOf(conn.db);
      const insert = (v: number) => commit.run((trx) => sql`insert into x values (${v})`.execute(trx));
      const both = [insert(1), insert(2)];
      expect(conn.walSync?.othersWaiting?.()).toBe(true);
      await Promise.all(both);
      expect(conn.walSync?.othersWaiting?.()).toBe(false);
    } finally {
      await conn.close();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
