import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeChaos, runChaos } from './chaos/run-chaos.js';
import { prepareChaosDatabase, scratchPostgres } from './chaos/prepare.js';

/**
 * `npm run chaos`: SIGKILL the server 20 times (CHAOS_KILLS) during a stream of picks and undos,
 * on SQLite and, when one answers at GAVEL_TEST_POSTGRES_URL, on PostgreSQL (docs/RELIABILITY.md).
 * Exits non-zero when an acknowledged write is lost or doubled, the log has a gap, or replaying
 * it does not give the served snapshot.
 */
const kills = Number(process.env.CHAOS_KILLS ?? 20);
const PLAYERS = 600;
let failed = false;

const dir = mkdtempSync(path.join(tmpdir(), 'gavel-chaos-'));
try {
  const file = path.join(dir, 'chaos.sqlite');
  const players = await prepareChaosDatabase(`sqlite:${file}`, PLAYERS);
  const sqlite = await runChaos({ kills, sqliteFile: file, players });
  console.log(describeChaos('SQLite', sqlite));
  failed ||= sqlite.problems.length > 0;

  const postgres = await scratchPostgres(process.env.GAVEL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test', `gavel_chaos_${process.pid}`);
  if (!postgres) console.log('PostgreSQL: skipped (nothing answers at GAVEL_TEST_POSTGRES_URL)');
  else {
    try {
      const pgPlayers = await prepareChaosDatabase(postgres.url, PLAYERS);
      const result = await runChaos({ kills, sqliteFile: file, databaseUrl: postgres.url, players: pgPlayers });
      console.log(describeChaos('PostgreSQL', result));
      failed ||= result.problems.length > 0;
    } finally {
      await postgres.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
