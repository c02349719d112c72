import type { TradeMove } from './events.js';
import type { AcquisitionType, PlayerPosition, TradeSummary } from './types.js';

/**
 * REST answers of the /api/trades calls (docs/API.md, Trades; request bodies: shared/trades/requests.ts). Mutations answer the payload their
 * event carries, so the client can fold a REST answer and a socket event the same way.
 */

/** POST /trades/execute and PUT /trades/:id/accept. */
export type ExecuteTradeResponse = TradeMove;

/** POST /trades, PUT /trades/:id/reject and /cancel. */
export interface TradeResponse {
  trade: TradeSummary;
}

/** DELETE /trades/:id: an executed trade is reversed (move set), any other trade is removed. */
export interface DeleteTradeResponse {
  fantasy_trade_id: number;
  reversed: boolean;
  move: TradeMove | null;
}

/** GET /trades/league/:id and GET /drafts/:id/players/:playerId/trades: newest first. */
export type TradeListResponse = TradeSummary[];

/** One item of GET /trades/draft/:id/assets (spec 02 §3 "Trade asset"). */
export type TradeAsset = PlayerTradeAsset | BudgetTradeAsset;

interface TradeAssetBase {
  fantasy_team_id: number;
  fantasy_participant_id: number;
  team_name: string;
  team_nickname: string | null;
}

export interface PlayerTradeAsset extends TradeAssetBase {
  asset_type: 'nfl_player_id';
  /** The player's nfl_player_id. */
  asset: string;
  player_data: {
    full_name: string;
    position_code: PlayerPosition;
    photo_url: string | null;
    team_abbreviation: string | null;
    acquisition_price: number;
    acquisition_type: AcquisitionType;
  };
}

export interface BudgetTradeAsset extends TradeAssetBase {
  asset_type: 'remainingbudget';
  /** Dollars the team can give: its remaining budget (never below 0). */
  asset: number;
  player_data: null;
}

/** Answer of GET /trades/draft/:id/assets: teams in draft order, each team's players then its budget. */
export type TradeAssetsResponse = TradeAsset[];
