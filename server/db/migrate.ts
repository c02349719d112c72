import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations/index.js';
import type { Database } from './schema.js';

function migrator(db: Kysely<Database>): Migrator {
  // Migration numbers are reserved per feature and may land out of order (006 after 007): each
  // touches its own tables, so an older-numbered one that arrives later still runs.
  return new Migrator({ db, allowUnorderedMigrations: true, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(JSON.stringify(result.error));
  return (result.results ?? []).map((r) => `${r.direction} ${r.migrationName}: ${r.status}`);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

export async function migrateDownAll(db: Kysely<Database>): Promise<string[]> {
  const m = migrator(db);
  const lines: string[] = [];
  for (;;) {
    const result = await m.migrateDown();
    const step = unwrap(result);
    if (step.length === 0) return lines;
    lines.push(...step);
  }
}
