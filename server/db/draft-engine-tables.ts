import type { Generated } from 'kysely';
import type { AcquisitionType } from '../../shared/draft/types.js';

/** Row types for the draft engine tables (migration 003). */
export interface DraftPicksTable {
  id: Generated<number>;
  draft_id: number;
  nfl_player_id: string;
  /** Current holder (changes with trades). */
  team_id: number;
  /** Team that won the player at auction. */
  original_team_id: number;
  acquisition_price: number;
  acquisition_type: AcquisitionType;
  pick_number: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface DraftEventsTable {
  draft_id: number;
  seq: number;
  type: string;
  /** JSON text of the event payload. */
  payload: string;
  created_at: string;
  /** users.id of who caused it; null for system actions. */
  actor_id: number | null;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** Method and path the key was first used with; reuse on another call is refused. */
  scope: string;
  status: number;
  /** JSON text of the first answer. */
  body: string;
  created_at: string;
}

export interface DraftEngineTables {
  draft_picks: DraftPicksTable;
  draft_events: DraftEventsTable;
  idempotency_keys: IdempotencyKeysTable;
}
