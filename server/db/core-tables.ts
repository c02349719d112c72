import type { Generated } from 'kysely';

/**
 * Row types for the accounts/leagues/teams/drafts tables (migration 001).
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 text so the same
 * queries run on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  display_name: string | null;
  password_hash: string;
  created_at: string;
  /** Bumped by a password change; a JWT signed with another version is refused (migration 005). */
  token_version: Generated<number>;
}

export interface LeaguesTable {
  id: Generated<number>;
  league_name: string;
  season: number;
  num_teams: number;
  auction_budget: number;
  commissioner_id: number;
  league_code: string;
  is_keeper_league: number;
  max_keepers: number;
  keeper_penalty_type: 'FIXED_INCREASE' | 'PERCENTAGE_INCREASE';
  keeper_penalty_amount: number;
  /** JSON text of ScoringSettings (shared/scoring.ts). */
  scoring_settings: string;
  created_at: string;
  /** 0/1: members may claim teams with the league code (migration 011). */
  joining_open: Generated<number>;
  /** 0/1: the TV board shows the "Join to bid" code (migration 011). */
  join_qr_on_board: Generated<number>;
  /** Counts the `joining_open` switches: each `join:open` push carries it (migration 013). */
  join_version: Generated<number>;
  /** A practice league (migration 012): 1, else 0. */
  is_practice: Generated<number>;
}

export interface TeamsTable {
  id: Generated<number>;
  league_id: number;
  team_name: string;
  /** Lower-cased; null means an unclaimed team. */
  owner_email: string | null;
  created_at: string;
}

export interface DraftsTable {
  id: Generated<number>;
  league_id: number;
  season: number;
  num_teams: number;
  auction_budget: number;
  /** JSON text: { QB: 2, RB: 2, ... } */
  roster_positions: string;
  draft_status: 'NOT_STARTED' | 'IN_PROGRESS' | 'PAUSED' | 'COMPLETED';
  draft_date: string | null;
  created_at: string;
  /** The draft's version: the seq of its latest event (0 = no events yet). */
  seq: number;
  /** Public board token; null when the public link is disabled. */
  public_token: string | null;
  /** Live auction settings (migration 007). */
  auction_mode: Generated<'commissioner' | 'live'>;
  nomination_seconds: Generated<number>;
  bid_seconds: Generated<number>;
  min_bid_increment: Generated<number>;
  /** Migration 009: when the commissioner started the live auction (null: its clocks do not run). */
  auction_started_at: string | null;
  /** Migration 009: a new lot's clock before the first bid. */
  opening_seconds: Generated<number>;
  /** Room settings (migration 006): 1 refuses a bid above max bid, 0 only warns (spec 02 §5). */
  enforce_max_bid: Generated<number>;
  /** Seed of the bots' personalities (migration 012); null: the draft id seeds autopilot. */
  bot_seed: Generated<number | null>;
}

export interface DraftParticipantsTable {
  id: Generated<number>;
  draft_id: number;
  team_id: number;
  team_nickname: string | null;
  draft_position: number;
  /** 1: the bidding model nominates and bids for the team (migration 012). */
  autopilot: Generated<number>;
}

export interface CoreTables {
  users: UsersTable;
  leagues: LeaguesTable;
  teams: TeamsTable;
  drafts: DraftsTable;
  draft_participants: DraftParticipantsTable;
}
