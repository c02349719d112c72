import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { importNflData } from '#server/nfl/import.js';

/** Migrate `databaseUrl` and load the bundled NFL data; answers `count` player ids. */
export async function prepareChaosDatabase(databaseUrl: string, count: number): Promise<string[]> {
  const db = connect(databaseUrl);
  try {
    await migrateToLatest(db.db);
    await importNflData(db.db, path.join(ROOT_DIR, 'server', 'nfl-data'));
    const rows = await db.db.selectFrom('players').select('player_id').orderBy('player_id').limit(count).execute();
    return rows.map((r) => r.player_id);
  } finally {
    await db.close();
  }
}

/** A scratch PostgreSQL database beside `adminUrl`'s, or undefined when nothing answers there. */
export async function scratchPostgres(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
