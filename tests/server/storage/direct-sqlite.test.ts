import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#server/db/connect.js';
import { directRunOf } from '#server/db/direct-sqlite.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { preparedQuery } from '#server/db/prepared.js';
import type { DbOrTrx } from '#server/db/schema.js';

// Hot-path queries inside a SQLite transaction run on the connection the transaction holds, past
// Kysely's executor (server/db/direct-sqlite.ts): the same statements, the same rows, the same
// transaction, and the same durability.

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
});
