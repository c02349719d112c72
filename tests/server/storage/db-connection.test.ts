import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.js';

const ADMIN_URL = process.env.GAVEL_TEST_POSTGRES_URL;

describe.skipIf(!ADMIN_URL)('PostgreSQL pool', () => {
  it('survives an idle connection being terminated by the server and reconnects for the next query', async () => {
    const seen: Error[] = [];
    const connection = connect(ADMIN_URL ?? '', (err) => seen.push(err));
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      const first = await connection.db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid', []).as('pid')).executeTakeFirstOrThrow();
      await admin.query('SELECT pg_terminate_backend($1)', [first.pid]);
      const deadline = Date.now() + 5000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(seen[0]?.message).toMatch(/terminat/i);
      const second = await connection.db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid', []).as('pid')).executeTakeFirstOrThrow();
      expect(second.pid).not.toBe(first.pid);
    } finally {
      await admin.end();
      await connection.close();
    }
  });
});
