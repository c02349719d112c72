import type { DraftStatus } from './draft/types.js';
import type { RosterPositions } from './draft/types.js';
import type { KeeperPenaltyType } from './league-rules.js';
import type { ScoringSettings } from './scoring.js';

/** JSON shapes of the accounts, leagues, teams and draft-creation API (spec 01 §3). */

export type { DraftStatus } from './draft/types.js';

export interface ApiUser {
  fantasy_user_id: number;
  username: string;
  email: string;
  /** The username when none was given. */
  display_name: string;
}

/** POST /auth/register (201) and POST /auth/login (200). */
export interface AuthResponse {
  token: string;
  user: ApiUser;
}

/** GET /auth/me */
export interface MeResponse {
  user: ApiUser;
  leagues: ApiLeague[];
}

/** POST /auth/change-password: a fresh token for this device; tokens signed before stop working. */
export interface ChangePasswordResponse extends AuthResponse {
  message: string;
}

/** A league as listed (GET /leagues, /auth/me) and as `league` of the detail. */
export interface ApiLeague {
  fantasy_league_id: number;
  league_name: string;
  season: number;
  num_teams: number;
  auction_budget: number;
  commissioner_id: number;
  commissioner_username: string;
  league_code: string;
  is_keeper_league: boolean;
  max_keepers: number;
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
  /** Teams whose owner_email belongs to a registered user. */
  teams_joined: number;
  /** The signed-in user's own team in this league, null if none. */
  team_name: string | null;
  is_commissioner: boolean;
  /** A practice league (POST /practice): the caller's team and bots; listed with a "Practice" badge. */
  is_practice: boolean;
  /** Status and id of the latest draft; null when the league has no draft. */
  draft_status: DraftStatus | null;
  fantasy_draft_id: number | null;
  created_at: string;
  /** Members may claim teams with league_code (docs/DECISIONS.md, "Joining by code: the trust model"). */
  joining_open: boolean;
  /** The TV board shows a "Join to bid" code while joining is open and teams are unclaimed. */
  join_qr_on_board: boolean;
}

export interface ApiTeam {
  fantasy_team_id: number;
  team_name: string;
  owner_email: string | null;
  /** The owner's account when owner_email belongs to a registered user, else null. */
  fantasy_user_id: number | null;
  username: string | null;
  display_name: string | null;
}

/** A draft as listed in the league detail. */
export interface ApiLeagueDraft {
  fantasy_draft_id: number;
  season: number;
  num_teams: number;
  auction_budget: number;
  draft_status: DraftStatus;
  draft_date: string | null;
  created_at: string;
  roster_positions: RosterPositions;
}

/** GET /leagues/:id */
export interface LeagueDetailResponse {
  league: ApiLeague;
  teams: ApiTeam[];
  /** Newest first. */
  drafts: ApiLeagueDraft[];
}

/** GET and PUT /leagues/:id/scoring */
export interface LeagueScoringResponse {
  fantasy_league_id: number;
  scoring_settings: ScoringSettings;
}

export interface ApiCreatedParticipant {
  fantasy_participant_id: number;
  fantasy_team_id: number;
  team_name: string;
  team_nickname: string | null;
  draft_position: number;
  owner_email: string | null;
}

/** POST /drafts (201) */
export interface CreatedDraftResponse extends ApiLeagueDraft {
  fantasy_league_id: number;
  /** In draft_position order. */
  participants: ApiCreatedParticipant[];
}

/** DELETE answers, shown in the success toast. */
export interface MessageResponse {
  message: string;
}
