import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * A draft's setup once stored a nickname of spaces as it came (or as ''), where the rename stored it
 * as none; both now store none (shared/draft/requests.ts). Drafts set up before keep a blank that
 * some reads would show as the team's name: this makes them none too (docs/DECISIONS.md, "One name
 * for a team in the draft").
 */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable('draft_participants')
    .set({ team_nickname: null })
    .where(sql<string>`trim(team_nickname)`, '=', '')
    .execute();
}

/** Nothing to undo: a blank nickname and none mean the same. */
export async function down(): Promise<void> {}
