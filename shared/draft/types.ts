/** Entity shapes of a draft as REST answers and socket events present them (spec 02 §3). */
import type { AuctionLot, AuctionSettings, LastSale, NominationTurn } from '../auction/types.js';

export const DRAFT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PAUSED', 'COMPLETED'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const PLAYER_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/** Roster slot keys in display order; BENCH last. */
export const ROSTER_SLOT_KEYS = ['QB', 'RB', 'WR', 'TE', 'FLEX', 'SUPERFLEX', 'K', 'DEF', 'BENCH'] as const;
export type RosterSlotKey = (typeof ROSTER_SLOT_KEYS)[number];
export type RosterPositions = Partial<Record<RosterSlotKey, number>>;

export type AcquisitionType = 'draft_pick' | 'trade' | 'keeper';

/** Settings of how the room runs picks, beside the budget and roster. */
export interface RoomSettings {
  /** True: a bid above the team's max bid is refused (409); false: it only warns (spec 02 §5). */
  enforce_max_bid: boolean;
}

export interface DraftInfo extends AuctionSettings, RoomSettings {
  /** Live auction: when the commissioner started it (null: no clock runs, no lot opens by itself). */
  auction_started_at: string | null;
  fantasy_draft_id: number;
  fantasy_league_id: number;
  league_name: string;
  season: number;
  draft_status: DraftStatus;
  /** Private: absent from public projections. */
  commissioner_id?: number;
  num_teams: number;
  /** Total roster slots per team (sum of roster_positions). */
  num_rounds: number;
  auction_budget: number;
  roster_positions: RosterPositions;
  draft_date: string | null;
  created_at: string;
  /** Seq of the latest event applied: the snapshot's version. */
  seq: number;
  /** Whether a public board link is enabled (the token itself is only in GET public-url). */
  public_enabled: boolean;
}

export type PositionCounts = Record<PlayerPosition, number>;

export interface DraftTeam {
  fantasy_team_id: number;
  fantasy_participant_id: number;
  team_name: string;
  team_nickname: string | null;
  draft_position: number;
  /** Net FAAB dollars received (+) or given (−) in executed trades. */
  cash_adjustment: number;
  /** Derived: auction_budget − prices of players held + cash_adjustment. */
  remaining_budget: number;
  /** Derived: spec 02 §5 max bid formula, never below 0. */
  max_bid: number;
  /** Derived: players currently held. */
  players_count: number;
  /** Derived. */
  position_counts: PositionCounts;
  /** The bidding model nominates and bids for the team (a practice bot, or its owner stepped away). */
  autopilot: boolean;
  /**
   * A socket of the team's owner is in the draft's room now. Not logged: REST reads fill it from
   * the live rooms, sockets push 'draft:presence' (docs/DECISIONS.md, "Presence is not logged").
   */
  online: boolean;
}

export interface DraftPick {
  fantasy_pick_id: number;
  /** Same id as fantasy_pick_id: a pick is one roster entry. */
  fantasy_roster_id: number;
  nfl_player_id: string;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  position_code: PlayerPosition;
  team_abbreviation: string | null;
  acquisition_price: number;
  acquisition_type: AcquisitionType;
  /** Current holder. */
  fantasy_team_id: number;
  fantasy_team_name: string;
  team_nickname: string | null;
  /** Order the pick was made in the draft (1-based): highest + 1 at creation, so undoing the last pick frees its number. */
  pick_number: number;
  /** nth player the holding team acquired (1-based, by pick_number). */
  pick_order: number;
  /** Private: absent from public projections. */
  drafter_username?: string | null;
  created_at: string;
}

export interface DraftSnapshot {
  draft: DraftInfo;
  /** Ordered by draft_position. */
  teams: DraftTeam[];
  /** Ordered by pick_number. */
  picks: DraftPick[];
  /**
   * Auction values of the draftable pool for this draft's settings (docs/VALUES.md), by
   * nfl_player_id: [auction_value in whole dollars, projected points under the league's scoring].
   * Absent where values were not loaded (inside commands).
   */
  values?: DraftValueTable;
  /** Derived from the snapshot (shared/values/inflation.ts): 0.12 = +12 %; null without values or value left. */
  inflation?: number | null;
  /** Derived with inflation: the two sides of its ratio. */
  market?: { dollars_left: number; value_left: number } | null;
  /** Live auction: the player up for bids, if any (public: no proxy maximums). */
  lot: AuctionLot | null;
  /** Live auction: whose turn it is to nominate, while no lot is open. */
  nomination: NominationTurn | null;
  /** Live auction: the last lot sold, while no other lot has opened since and its pick stands. */
  last_sale: LastSale | null;
}

export type DraftValueTable = Record<string, [auctionValue: number, projectedPoints: number]>;

export interface TradeItem {
  from_participant_id: number;
  from_team_id: number;
  trade_asset_type: 'nfl_player_id' | 'remainingbudget';
  /** Player id or dollar amount, as text (spec 02 §3). */
  trade_asset: string;
  player: { nfl_player_id: string; full_name: string; position_code: PlayerPosition; photo_url: string | null } | null;
}

export type TradeStatus = 'PROPOSED' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'REVERSED';

export interface TradeSummary {
  fantasy_trade_id: number;
  fantasy_draft_id: number;
  /** 1-based number of the trade within its draft. */
  trade_number: number;
  trade_status: TradeStatus;
  proposed_at: string;
  responded_at: string | null;
  proposing_team_id: number;
  receiving_team_id: number;
  proposing_participant_id: number;
  receiving_participant_id: number;
  proposing_team_name: string;
  proposing_team_nickname: string | null;
  receiving_team_name: string;
  receiving_team_nickname: string | null;
  trade_items: TradeItem[];
}
