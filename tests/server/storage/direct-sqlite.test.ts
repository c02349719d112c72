import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#server/db/connect.js';
import { directRunOf, idleReadOf } from '#server/db/direct-sqlite.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { preparedQuery } from '#server/db/prepared.js';
import type { DbOrTrx } from '#server/db/schema.js';

// Hot-path queries inside a SQLite transaction run on the connection the transaction holds, past
// Kysely's executor (server/db/direct-sqlite.ts): the same statements, the same rows, the same
// transaction, and the same durability. Reads on the database between transactions run there too,
// and wait their turn while a transaction is open.

let dir: string;
let connection: Connection;

const insertUser = preparedQuery((db, name: string, email: string, at: string) =>
  db.insertInto('users').values({ username: name, username_lower: name, email, display_name: null, password_hash: 'x', created_at: at }).returning(['id', 'username']),
);
const addUser = (db: DbOrTrx, name: string, at: string) => insertUser(db, name, `${name}@example.com`, at);
const userNamed = preparedQuery((db, name: string) => db.selectFrom('users').select(['id', 'username']).where('username', '=', name));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gavel-direct-'));
  connection = connect(`sqlite:${path.join(dir, 'db.sqlite')}`);
  await migrateToLatest(connection.db);
});

afterAll(async () => {
  await connection.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('queries run straight on the SQLite connection', () => {
  it('only inside a transaction, which holds the connection; the database itself waits its turn', async () => {
    expect(directRunOf(connection.db)).toBeUndefined();
    const inTransaction = await connection.db.transaction().execute((trx) => Promise.resolve(directRunOf(trx)));
    expect(inTransaction).toBeTypeOf('function');
  });

  it('returns the rows Kysely returns, sees its own transaction and is undone with it', async () => {
    const at = new Date().toISOString();
    const inside = await connection.db.transaction().execute(async (trx) => {
      const [added] = await addUser(trx, 'cleo', at);
      return { added, seen: await userNamed(trx, 'cleo') };
    });
    expect(inside.added).toMatchObject({ username: 'cleo' });
    expect(inside.seen).toEqual([inside.added]);
    // Outside any transaction the same query goes through Kysely and reads the same row.
    expect(await userNamed(connection.db, 'cleo')).toEqual([inside.added]);

    await expect(
      connection.db.transaction().execute(async (trx) => {
        await addUser(trx, 'dora', at);
        expect(await userNamed(trx, 'dora')).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await userNamed(connection.db, 'dora')).toEqual([]);
  });

  it('a transaction that wrote directly answers only once the WAL is synced', async () => {
    const sync = connection.walSync;
    if (!sync) throw new Error('a file database has a WAL sync');
    const before = { marked: sync.mark(), syncs: sync.syncs };
    await connection.db.transaction().execute((trx) => addUser(trx, 'eve', new Date().toISOString()));
    expect(sync.mark()).toBeGreaterThan(before.marked);
    expect(sync.syncs).toBeGreaterThan(before.syncs);
  });

  it('a read on the database between transactions runs straight on the connection; writes keep Kysely\'s path', async () => {
    // Kysely calls a plugin's transformResult for every query its executor runs.
    let throughKysely = 0;
    const counted = connection.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        throughKysely += 1;
        return Promise.resolve(result);
      },
    });
    expect(idleReadOf(counted)).toBeTypeOf('function');
    await addUser(counted, 'fay', new Date().toISOString());
    expect(throughKysely).toBe(1);
    expect(await userNamed(counted, 'fay')).toMatchObject([{ username: 'fay' }]);
    expect(throughKysely).toBe(1);
    expect(await connection.db.transaction().execute((trx) => Promise.resolve(idleReadOf(trx)))).toBeUndefined();
  });

  it('while a transaction is open a read on the database waits for it and never sees what it has not committed', async () => {
    let wrote = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    let finish = () => {};
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const open = connection.db.transaction().execute(async (trx) => {
      await addUser(trx, 'gus', new Date().toISOString());
      wrote();
      await finishing;
    });
    await written;
    // The connection holds the uncommitted row: a read run on it now would see it.
    let seen: unknown[] | undefined;
    const reading = userNamed(connection.db, 'gus').then((rows) => (seen = rows));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBeUndefined();
    finish();
    await open;
    await reading;
    expect(seen).toMatchObject([{ username: 'gus' }]);
  });
});
