import type { DraftPick, PlayerPosition } from '../draft/types.js';
import type { KeeperPenaltyType } from '../league-rules.js';

/** POST /api/drafts/:id/keepers (201): the keeper's pick, what it costs, and the draft's seq after it. */
export interface KeeperAssignedResponse {
  pick: DraftPick;
  cost: number;
  seq: number;
}

/** DELETE /api/drafts/:id/keepers/:pickId */
export interface KeeperRemovedResponse {
  fantasy_pick_id: number;
  seq: number;
}

/** A player a team may keep: on its roster at the end of the league's previous draft. */
export interface KeeperCandidate {
  nfl_player_id: string;
  full_name: string;
  position_code: PlayerPosition;
  team_abbreviation: string | null;
  last_price: number;
  /** What keeping him costs now (shared/keepers/keeper-cost.ts). */
  cost: number;
  /** The keeper pick when he is kept in this draft, else null. */
  fantasy_pick_id: number | null;
}

export interface TeamKeepers {
  fantasy_team_id: number;
  team_name: string;
  candidates: KeeperCandidate[];
}

/** GET /api/drafts/:id/keepers (members) */
export interface KeepersResponse {
  is_keeper_league: boolean;
  max_keepers: number;
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
  /** The league's previous draft the candidates come from; null when there is none. */
  previous_draft_id: number | null;
  previous_season: number | null;
  teams: TeamKeepers[];
}
