import type { Generated } from 'kysely';

/** Row types of the live auction (migration 007). Times are ISO text, as everywhere. */
/** `undone`: sold, then the sale's pick was undone or deleted. */
export type { LotStatus } from '#shared/auction/types.js';
import type { LotStatus } from '#shared/auction/types.js';

export interface AuctionLotsTable {
  id: Generated<number>;
  draft_id: number;
  nfl_player_id: string;
  nominated_by_team_id: number;
  opening_bid: number;
  high_bid: number;
  high_team_id: number;
  bids: number;
  status: LotStatus;
  /** Server time the lot closes; while paused, paused_remaining_ms holds the time left instead. */
  closes_at: string;
  paused_remaining_ms: number | null;
  created_at: string;
  closed_at: string | null;
}

/** A team's private maximum on a lot: never presented to anyone but that team. */
export interface AuctionProxyBidsTable {
  lot_id: number;
  team_id: number;
  max_bid: number;
  set_at: string;
}

/** Whose turn it is to nominate; closes_at null while that team's lot is open. */
export interface AuctionTurnsTable {
  draft_id: number;
  team_id: number;
  closes_at: string | null;
  paused_remaining_ms: number | null;
}

/** A team's nomination queue (migration 008), `position` 0-based: never shown to other teams. */
export interface NominationQueueTable {
  draft_id: number;
  team_id: number;
  nfl_player_id: string;
  position: number;
}

/** An accepted bid (migration 009), with the time the server received its request. */
export interface AuctionBidsTable {
  id: Generated<number>;
  lot_id: number;
  team_id: number;
  amount: number;
  /** 1 when the server placed it for a proxy maximum. */
  auto: number;
  received_at: string;
}

export interface AuctionTables {
  auction_bids: AuctionBidsTable;
  nomination_queue: NominationQueueTable;
  auction_lots: AuctionLotsTable;
  auction_proxy_bids: AuctionProxyBidsTable;
  auction_turns: AuctionTurnsTable;
}
