import type { Generated } from 'kysely';
import type { AcquisitionType, TradeStatus } from '#shared/draft/types.js';

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

/** Trades of a draft (migration 004). */
export interface TradesTable {
  id: Generated<number>;
  draft_id: number;
  /** 1-based within the draft. */
  trade_number: number;
  trade_status: TradeStatus;
  proposing_team_id: number;
  receiving_team_id: number;
  proposed_by: number | null;
  proposed_at: string;
  responded_at: string | null;
  executed_at: string | null;
  reversed_at: string | null;
}

export type TradeAssetType = 'nfl_player_id' | 'remainingbudget';

export interface TradeItemsTable {
  id: Generated<number>;
  trade_id: number;
  /** The side that gives this asset. */
  from_team_id: number;
  asset_type: TradeAssetType;
  nfl_player_id: string | null;
  /** Dollars, for 'remainingbudget'. */
  amount: number | null;
  /** The moved pick (set when executed); null if that pick was undone or deleted since. */
  pick_id: number | null;
  /** The pick's acquisition_type before the trade, restored on reversal. */
  previous_acquisition_type: AcquisitionType | null;
}

export interface DraftEngineTables {
  draft_picks: DraftPicksTable;
  draft_events: DraftEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  trades: TradesTable;
  trade_items: TradeItemsTable;
}
