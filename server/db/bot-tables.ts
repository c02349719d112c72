/** Row types of the bots (migration 012). Times are ISO text, as everywhere. */

/** The process running a draft's bots, until `expires_at` unless it renews. */
export interface BotLeasesTable {
  draft_id: number;
  holder: string;
  expires_at: string;
}

/** One practice auction created by a user: the daily limit counts these. */
export interface PracticeStartsTable {
  user_id: number;
  created_at: string;
}

export interface BotTables {
  bot_leases: BotLeasesTable;
  practice_starts: PracticeStartsTable;
}
