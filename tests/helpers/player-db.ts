import { sql } from 'kysely';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig, type AppConfig } from '../../server/config.js';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { importNflData, type ImportSummary } from '../../server/nfl/import.js';
import { openTestApp, type TestApp } from './test-app.js';

/**
 * Test apps with the real NFL data. The import (a few seconds) runs once per test process into
 * a template SQLite file; every test app then gets its own copy of that file, so tests stay
 * independent and fast.
 */
let template: Promise<{ file: string; summary: ImportSummary }> | undefined;

function buildTemplate(): Promise<{ file: string; summary: ImportSummary }> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-players-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.sqlite');
    const { db, close } = connect(`sqlite:${file}`);
    await migrateToLatest(db);
    const summary = await importNflData(db, testConfig().nflDataDir);
    // Fold the WAL into the main file so a plain file copy carries everything.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await close();
    return { file, summary };
  })();
  return template;
}

/** The summary of the template's import (steps, row counts, time). */
export async function templateImportSummary(): Promise<ImportSummary> {
  return (await buildTemplate()).summary;
}

export async function openPlayerTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { file } = await buildTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-players-app-'));
  const copy = path.join(dir, 'test.sqlite');
  copyFileSync(file, copy);
  const opened = await openTestApp({ databaseUrl: `sqlite:${copy}`, ...overrides });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
