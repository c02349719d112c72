import { sql } from 'kysely';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { testConfig, type AppConfig } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { importNflData, type ImportSummary } from '#server/nfl/import.js';
import { openTestApp, type TestApp } from './test-app.js';

/**
 * Test apps with the real NFL data. The import (a few seconds) runs once per test process into
 * a template database; every test app gets its own copy of it, so tests stay independent and
 * fast. SQLite copies the template file; with GAVEL_TEST_DIALECT=postgres and
 * GAVEL_TEST_POSTGRES_URL (an admin connection) PostgreSQL copies a template database.
 */
interface Template {
  summary: ImportSummary;
  /** A fresh copy for one test app: its database URL and how to remove it. */
  copy: () => Promise<{ url: string; drop: () => Promise<void> }>;
  remove: () => Promise<void>;
}

let template: Promise<Template> | undefined;

// Registered when a test file imports this helper: the template goes when the file is done.
afterAll(async () => {
  const built = template;
  template = undefined;
  if (built) await (await built).remove();
});

const postgresAdminUrl = () => (process.env.GAVEL_TEST_DIALECT === 'postgres' ? process.env.GAVEL_TEST_POSTGRES_URL : undefined);

async function importInto(url: string): Promise<ImportSummary> {
  const { db, close } = connect(url);
  try {
    await migrateToLatest(db);
    const summary = await importNflData(db, testConfig().nflDataDir);
    // SQLite: fold the WAL into the main file so a plain file copy carries everything.
    if (!url.startsWith('postgres')) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return summary;
  } finally {
    await close();
  }
}

async function sqliteTemplate(): Promise<Template> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-players-'));
  const file = path.join(dir, 'template.sqlite');
  const summary = await importInto(`sqlite:${file}`);
  return {
    summary,
    copy: () => {
      const appDir = mkdtempSync(path.join(tmpdir(), 'gavel-players-app-'));
      const copy = path.join(appDir, 'test.sqlite');
      copyFileSync(file, copy);
      return Promise.resolve({ url: `sqlite:${copy}`, drop: () => Promise.resolve(rmSync(appDir, { recursive: true, force: true })) });
    },
    remove: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function postgresTemplate(adminUrl: string): Promise<Template> {
  const unique = () => `${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const name = `gavel_players_tmpl_${unique()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const summary = await importInto(databaseUrl(adminUrl, name));
  return {
    summary,
    copy: async () => {
      const copy = `gavel_players_${unique()}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${copy} TEMPLATE ${name}`);
      return { url: databaseUrl(adminUrl, copy), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`) };
    },
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function buildTemplate(): Promise<Template> {
  const adminUrl = postgresAdminUrl();
  template ??= adminUrl ? postgresTemplate(adminUrl) : sqliteTemplate();
  return template;
}

/** The summary of the template's import (steps, row counts, time). */
export async function templateImportSummary(): Promise<ImportSummary> {
  return (await buildTemplate()).summary;
}

export async function openPlayerTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const copy = await (await buildTemplate()).copy();
  const opened = await openTestApp({ databaseUrl: copy.url, ...overrides });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await copy.drop();
    },
  };
}
