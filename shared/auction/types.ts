/** Live auction shapes (docs/ARCHITECTURE.md "The live auction's clock"). */

export const AUCTION_MODES = ['commissioner', 'live'] as const;
/** `commissioner`: sales are keyed in (the default); `live`: teams nominate and bid from their devices. */
export type AuctionMode = (typeof AUCTION_MODES)[number];

export interface AuctionSettings {
  auction_mode: AuctionMode;
  /** Seconds a team has to nominate before the server nominates for it. */
  nomination_seconds: number;
  /** Seconds a lot stays open after a bid (at least). */
  bid_seconds: number;
  /** Seconds a new lot stays open before the first bid's re-arm (docs/DECISIONS.md, "The auction console"). */
  opening_seconds: number;
  /** Dollars a bid must add to the high bid. */
  min_bid_increment: number;
}

/** The player on the block, as every screen (and public boards) may see it. */
export interface LotPlayer {
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
  photo_url: string | null;
  /** What the player went for in the league's previous season's draft, if drafted there. */
  last_season_price: number | null;
}

/**
 * The open lot. Public: no proxy maximums, no user ids. `closes_at` is server time; while paused,
 * `paused_remaining_ms` holds the time left and the clock does not run.
 */
export interface AuctionLot {
  lot_id: number;
  nfl_player_id: string;
  player: LotPlayer;
  opening_bid: number;
  high_bid: number;
  high_team_id: number;
  nominated_by_team_id: number;
  closes_at: string;
  paused_remaining_ms: number | null;
  bids: number;
}

/** Whose turn it is to nominate, and until when (server time). */
export interface NominationTurn {
  team_id: number;
  closes_at: string | null;
  paused_remaining_ms: number | null;
}

/** One accepted bid: `auto` when the server placed it for a team's proxy maximum. */
export interface PlacedBid {
  fantasy_team_id: number;
  amount: number;
  auto: boolean;
}

/** One accepted bid of a lot, as the lot's history shows it: `received_at` is when the server received it. */
export interface LotBid extends PlacedBid {
  received_at: string;
}

/**
 * The lot sold last and how it went, until the next lot opens or its pick is undone: what the
 * phone's "How it went" and the TV's last-lot card show, read from the snapshot as well as from
 * 'lot.sold', so a screen opened between lots shows it too.
 */
export interface LastSale {
  lot: AuctionLot;
  /** Every bid of the lot in the order the server received them, with its receive time. */
  bids: LotBid[];
}

/** A lot's state: `undone` when its sale's pick was undone or deleted later. */
export type LotStatus = 'open' | 'sold' | 'cancelled' | 'undone';

/** GET /drafts/{id}/lots/{lotId}/bids: how a lot went, bid by bid, in the order they were accepted. */
export interface LotBidsResponse {
  lot_id: number;
  nfl_player_id: string;
  status: LotStatus;
  opening_bid: number;
  nominated_by_team_id: number;
  nominated_at: string;
  closed_at: string | null;
  high_bid: number;
  high_team_id: number;
  bids: LotBid[];
  server_now: number;
}

/** Answer of PUT auction/start: the nomination clock that now runs. */
export interface AuctionStartResponse {
  auction_started_at: string;
  nomination: NominationTurn | null;
  server_now: number;
  seq: number;
}

/**
 * Who is in the room (socket 'draft:presence', not a logged event): the teams with a socket of
 * their owner joined to the draft's room, sorted. Sent whole, so a late or repeated one is harmless.
 */
export interface PresenceUpdate {
  draft_id: number;
  online: number[];
  server_now: number;
}

/** Answer of nominate, bid, and the commissioner's lot controls. */
export interface LotResponse {
  lot: AuctionLot | null;
  /** Server clock (ms since epoch) when the answer was made: clients measure their offset with it. */
  server_now: number;
  seq: number;
}

/** A team's private maximum on a lot: only that team (and the commissioner) ever sees it. */
export interface ProxyMaximum {
  lot_id: number;
  fantasy_team_id: number;
  max: number;
}

/** Answer of PUT proxy-bid. */
export interface ProxyBidResponse extends LotResponse {
  proxy: ProxyMaximum;
}

/** Answer of GET proxy-bid (null: no maximum set) and DELETE proxy-bid (always null). */
export interface ProxyReadResponse {
  lot_id: number;
  fantasy_team_id: number;
  proxy: ProxyMaximum | null;
  server_now: number;
}

/** A player in a team's nomination queue, with what the queue list shows of them. */
export interface QueuedPlayer {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
}

/** GET and PUT queue: the team's queue in order, drafted players left out. */
export interface QueueResponse {
  fantasy_team_id: number;
  players: QueuedPlayer[];
  server_now: number;
}

/**
 * A team's private state changed (socket 'team:state'): sent only to the sockets of the team's
 * owner, never to the draft's room or a public board. Carries the new value, so another device of
 * the same team shows it without asking.
 */
export type TeamStateUpdate =
  | { kind: 'proxy'; draft_id: number; fantasy_team_id: number; lot_id: number; proxy: ProxyMaximum | null; server_now: number }
  | { kind: 'queue'; draft_id: number; fantasy_team_id: number; players: QueuedPlayer[]; server_now: number };
