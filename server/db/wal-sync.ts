import { fdatasyncSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type SQLite from 'better-sqlite3';
import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type SqliteDialectConfig,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

/**
 * Durability for SQLite without stalling the process (docs/BENCHMARKS.md, Fan-out).
 *
 * With `synchronous = FULL` SQLite fsyncs the WAL inside COMMIT, and better-sqlite3 runs COMMIT
 * on the event loop: a quarter of a 100 picks/s run was the loop waiting for the disk, with every
 * socket write and request queued behind it. Instead the connection runs `synchronous = NORMAL`
 * (COMMIT writes the WAL without syncing it) and this class fsyncs the WAL file on libuv's thread
 * pool; nothing read or written through the connection reaches its caller before the WAL is on
 * disk up to that point. For an answered command that is the guarantee FULL gives (the WAL synced
 * after its commit, https://www.sqlite.org/pragma.html#pragma_synchronous); checkpoints sync the
 * WAL and the database file themselves under NORMAL.
 *
 * Syncs run one at a time; writes that land while one runs share the next (a second group commit,
 * at the disk).
 *
 * A sync runs on the event loop instead (`syncHere`) when the loop has time to spare: the disk has
 * answered every recent sync within HERE_AT_MOST_MS, the loop was busy less than half of the last
 * moment (`loopBusy`) and no command waits to be committed (`othersWaiting`, the group commit's
 * queue). At a party's pace the pool's two thread hand-offs (there and back, each waking a thread,
 * on a small VM a sleeping virtual core) cost a pick more than the fdatasync itself, and made its
 * tail (docs/BENCHMARKS.md, "A lone pick syncs on the event loop"). Under load the sync stays on the
 * pool, so requests are read and the next batch runs while the disk works; so does every sync of a
 * slow disk, which would hold the loop.
 */
export const HERE_AT_MOST_MS = 2;
/** How many of the last syncs must have been quick. */
export const RECENT_SYNCS = 16;
/** The event loop's busy share over at least this long decides whether it has time to spare. */
const LOOP_WINDOW_MS = 100;
const LOOP_BUSY_AT = 0.5;

export interface WalSyncOptions {
  /** fdatasync on the calling thread; false when it cannot now (no WAL file open yet). */
  syncHere?: () => boolean;
  /** Whether the event loop has lately been busy (default: its utilization over LOOP_WINDOW_MS). */
  loopBusy?: () => boolean;
  /** Milliseconds, for the syncs' durations. */
  now?: () => number;
}

/** The event loop busy at least LOOP_BUSY_AT of a window of LOOP_WINDOW_MS or more, the last one measured. */
function loopUtilization(): () => boolean {
  let since = performance.eventLoopUtilization();
  let at = performance.now();
  let busy = false;
  return () => {
    const now = performance.now();
    if (now - at < LOOP_WINDOW_MS) return busy;
    busy = performance.eventLoopUtilization(since).utilization >= LOOP_BUSY_AT;
    since = performance.eventLoopUtilization();
    at = now;
    return busy;
  };
}

export class WalSync {
  /** Statements that may have written, counted; `synced` is how many of them are on disk. */
  private written = 0;
  private synced = 0;
  private running: Promise<void> | undefined;
  /** The durations of the last syncs, in ms. */
  private readonly recent: number[] = [];
  private readonly syncHere: (() => boolean) | undefined;
  private readonly loopBusy: () => boolean;
  private readonly now: () => number;
  /** fsyncs done (read by tests and benchmarks); `syncedHere` of them on the event loop. */
  syncs = 0;
  syncedHere = 0;
  /** Told after each sync how many writes are on disk (the checkpointer's cue, checkpointer.ts). */
  onSynced: ((synced: number) => void) | undefined;
  /** Whether commands wait to be committed (set by the group commit, server/engine/group-commit.ts). */
  othersWaiting: (() => boolean) | undefined;

  constructor(
    private readonly syncToDisk: () => Promise<void>,
    options: WalSyncOptions = {},
  ) {
    this.syncHere = options.syncHere;
    this.loopBusy = options.loopBusy ?? loopUtilization();
    this.now = options.now ?? (() => performance.now());
  }

  /** A statement that may have changed the database ran. */
  wrote(): void {
    this.written += 1;
  }

  /** How far the writes go now: `durable(mark())` waits until everything before it is on disk. */
  mark(): number {
    return this.written;
  }

  async durable(upTo = this.written): Promise<void> {
    while (this.synced < upTo) {
      if (!this.running && this.syncedOnLoop()) continue;
      this.running ??= this.syncOnce();
      await this.running;
    }
  }

  /** A sync on a quick disk with the loop at ease, done here and now; false when it belongs on the pool. */
  private syncedOnLoop(): boolean {
    if (!this.syncHere || this.recent.length < RECENT_SYNCS || this.othersWaiting?.()) return false;
    if (Math.max(...this.recent) > HERE_AT_MOST_MS || this.loopBusy()) return false;
    const covers = this.written;
    const started = this.now();
    if (!this.syncHere()) return false;
    this.syncedHere += 1;
    this.done(covers, started);
    return true;
  }

  private async syncOnce(): Promise<void> {
    const covers = this.written;
    const started = this.now();
    try {
      await this.syncToDisk();
      this.done(covers, started);
    } finally {
      this.running = undefined;
    }
  }

  private done(covers: number, started: number): void {
    this.recent.push(this.now() - started);
    if (this.recent.length > RECENT_SYNCS) this.recent.shift();
    this.syncs += 1;
    this.synced = Math.max(this.synced, covers);
    this.onSynced?.(this.synced);
  }
}

const syncsByDb = new WeakMap<object, WalSync>();

/** The sync of a database handle's connection (connect.ts registers it; the group commit reads it). */
export function registerWalSync(db: object, sync: WalSync): void {
  syncsByDb.set(db, sync);
}

export function walSyncOfDb(db: object): WalSync | undefined {
  return syncsByDb.get(db);
}

/**
 * fdatasync of the database's WAL through a descriptor kept open: one trip to the thread pool per
 * sync (opening and closing each time made it three, each a wait for a thread and then for the
 * loop on a busy machine). SQLite deletes or replaces the WAL only when its last connection closes
 * or the journal mode changes: this connection stays open, and `close()` lets the file go. Before
 * the WAL exists the database file itself is synced (and the WAL looked for again next time).
 */
export function walSyncOf(databaseFile: string, options: Omit<WalSyncOptions, 'syncHere'> = {}): WalSync & { close: () => Promise<void> } {
  let wal: Promise<FileHandle> | undefined;
  /** The WAL's descriptor once open, for a sync on the event loop. */
  let opened: FileHandle | undefined;
  const sync = new WalSync(
    async () => {
      wal ??= open(`${databaseFile}-wal`, 'r+');
      const handle = await wal.catch((err: NodeJS.ErrnoException) => {
        wal = undefined;
        if (err.code !== 'ENOENT') throw err;
        return undefined;
      });
      opened = handle;
      if (handle) return handle.datasync();
      const database = await open(databaseFile, 'r+');
      try {
        await database.datasync();
      } finally {
        await database.close();
      }
    },
    {
      ...options,
      syncHere: () => {
        if (!opened) return false;
        fdatasyncSync(opened.fd);
        return true;
      },
    },
  );
  return Object.assign(sync, {
    close: async () => {
      const handle = wal;
      wal = undefined;
      opened = undefined;
      await handle?.then((h) => h.close()).catch(() => undefined);
    },
  });
}

/** What `notingWrites` hands out: Kysely's statement, and whether it only reads. */
export type NotedStatement = SqliteStatement & { readonly readonly: boolean };

/**
 * A statement that may write tells the sync when it ran; reads go through untouched. A statement
 * that returns rows may write too (INSERT … RETURNING: better-sqlite3's `reader` means only "returns
 * rows"), so only one SQLite calls read-only (`readonly`) and that returns rows passes as it is.
 * COMMIT is read-only to SQLite (it writes nothing itself) but is counted: a sync that began
 * during the transaction must not count its commit as on disk.
 */
export function notingWrites(statement: SQLite.Statement, sync: WalSync): NotedStatement {
  if (statement.reader && statement.readonly) return statement;
  const noted = <T>(run: () => T): T => {
    try {
      return run();
    } finally {
      sync.wrote();
    }
  };
  return {
    reader: statement.reader,
    readonly: false,
    all: (parameters) => noted(() => statement.all(parameters)),
    iterate: function* (parameters) {
      try {
        yield* statement.iterate(parameters);
      } finally {
        sync.wrote();
      }
    },
    run: (parameters) => noted(() => statement.run(parameters)),
  };
}

/**
 * Kysely's SQLite dialect with one change: releasing the connection (after a single query, or
 * after a transaction's COMMIT) frees it for the next user at once, then waits until what was
 * written by then is durable before the query or transaction answers its caller. The next batch
 * of commands and other readers use the connection while the disk syncs the last one.
 */
export class DurableSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly sync: WalSync,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new DurableDriver(super.createDriver(), this.sync);
  }
}

class DurableDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly sync: WalSync,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Whatever this holder wrote or read was written by now (a read may have seen another
    // holder's unsynced commit): that is what must be on disk before it answers.
    const upTo = this.sync.mark();
    await this.inner.releaseConnection(connection);
    await this.sync.durable(upTo);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
