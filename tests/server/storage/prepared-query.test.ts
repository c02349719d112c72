import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { preparedQuery } from '#server/db/prepared.js';

let connection: Connection;

beforeAll(async () => {
  connection = connect('sqlite::memory:');
  await migrateToLatest(connection.db);
  const now = new Date().toISOString();
  await connection.db
    .insertInto('users')
    .values(['ann', 'bob'].map((name) => ({ username: name, username_lower: name, email: `${name}@example.com`, display_name: null, password_hash: 'x', created_at: now })))
    .execute();
});

afterAll(async () => {
  await connection.close();
});

describe('preparedQuery', () => {
  it('compiles once and binds each call its own arguments, constants of the query kept', async () => {
    let builds = 0;
    const userNamed = preparedQuery((db, name: string) => {
      builds += 1;
      return db.selectFrom('users').select('email').where('username', '=', name).where('email', 'like', '%@example.com');
    });
    expect(await userNamed(connection.db, 'ann')).toEqual([{ email: 'ann@example.com' }]);
    expect(await userNamed(connection.db, 'bob')).toEqual([{ email: 'bob@example.com' }]);
    expect(await userNamed(connection.db, 'nobody')).toEqual([]);
    // Inside a transaction too (the write path runs them so).
    expect(await connection.db.transaction().execute((trx) => userNamed(trx, 'bob'))).toEqual([{ email: 'bob@example.com' }]);
    expect(builds).toBe(1);
  });

  it('refuses a query an argument shapes instead of binding: it could not be reused', async () => {
    const shaped = preparedQuery((db, name: string) => {
      const query = db.selectFrom('users').select('email');
      return name ? query : query.where('username', '=', 'ann');
    });
    await expect(shaped(connection.db, 'ann')).rejects.toThrow(/argument 0 is not a bound parameter/);
  });
});
