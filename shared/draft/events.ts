import type { AuctionLot, AuctionSettings, LotBid, NominationTurn, PlacedBid } from '../auction/types.js';
import type { DraftInfo, DraftPick, DraftStatus, DraftValueTable, RoomSettings, RosterPositions, TradeSummary } from './types.js';

/**
 * Every draft event, by type. One map types the server's emit, the event log, the REST catch-up
 * and the client store. A payload change gets a new type name, never a silent shape change.
 */
export interface DraftEventPayloads {
  'draft.started': StatusChange;
  'draft.paused': StatusChange;
  'draft.resumed': StatusChange;
  'draft.completed': StatusChange;
  'draft.reopened': StatusChange;
  'draft.settings_updated': SettingsChange;
  /** Enforce max bid turned on or off. */
  'draft.room_settings_updated': RoomSettings;
  'pick.created': { pick: DraftPick };
  'pick.updated': { pick: DraftPick };
  'pick.undone': { fantasy_pick_id: number };
  'pick.deleted': { fantasy_pick_id: number };
  'team.renamed': { fantasy_team_id: number; team_name: string };
  /** The draft's league was renamed (every draft of the league gets one). */
  'league.renamed': { league_name: string };
  'participant.renamed': { fantasy_participant_id: number; team_nickname: string | null };
  'participants.reordered': { order: { fantasy_participant_id: number; draft_position: number }[] };
  'public_link.changed': { public_enabled: boolean };
  'trade.proposed': { trade: TradeSummary };
  'trade.rejected': { trade: TradeSummary };
  'trade.cancelled': { trade: TradeSummary };
  /** Executed directly or by accepting a proposal: players (with new holders) and cash move. */
  'trade.executed': TradeMove;
  /** A commissioner deleted an executed trade: everything moved back. */
  'trade.reversed': TradeMove;
  'trade.deleted': { fantasy_trade_id: number };
  /** The value table changed (budget, roster or league scoring): docs/VALUES.md. */
  'values.updated': { values: DraftValueTable };
  /** A keeper entered the draft before its start; its price is the keeper cost. */
  'keeper.assigned': { pick: DraftPick; cost: number };
  'keeper.removed': { fantasy_pick_id: number };
  /** Last season's results imported from a CSV file (docs/VALUES.md, Import). */
  'results.imported': { picks: DraftPick[] };
  /** The draft was filed under the season its imported results are from (shared/csv/import-season.ts). */
  'draft.season_changed': { season: number };
  /** Live auction. Lots are public projections: no proxy maximums, no user ids. */
  'auction.settings_updated': AuctionSettings;
  'lot.nominated': { lot: AuctionLot };
  'bid.placed': { lot: AuctionLot; bid: PlacedBid };
  /**
   * The commissioner added time; or, with `after_outage`, the lot's deadline passed while no server
   * ran its clock and the bidding got its time back (docs/DECISIONS.md, "Time back after an outage").
   */
  'lot.extended': { lot: AuctionLot; after_outage?: true };
  'lot.paused': { lot: AuctionLot };
  'lot.resumed': { lot: AuctionLot };
  /** Cancelled by the commissioner, or unsellable at the close (the reason says which). */
  'lot.cancelled': { lot_id: number; nfl_player_id: string; reason: string };
  /** The commissioner started the live auction: clocks run from now (a 'nomination.turn' follows). */
  'auction.started': { auction_started_at: string };
  /**
   * The lot's clock ran out and it sold: the final lot, the pick its sale made (its
   * 'pick.created' follows in the same commit) and every accepted bid with its receive time.
   */
  'lot.sold': { lot: AuctionLot; fantasy_pick_id: number; bids: LotBid[] };
  /** Who nominates next (null: nobody can); `after_outage`: the same team's clock given back, as for a lot. */
  'nomination.turn': { nomination: NominationTurn | null; after_outage?: true };
  /** The bidding model took over a team, or gave it back (docs/ARCHITECTURE.md, Bots). */
  'team.autopilot_changed': { fantasy_team_id: number; autopilot: boolean };
}

export interface StatusChange {
  draft_status: DraftStatus;
  draft_date: DraftInfo['draft_date'];
}

export interface SettingsChange {
  auction_budget: number;
  roster_positions: RosterPositions;
  num_rounds: number;
}

export interface TradeMove {
  trade: TradeSummary;
  /** Every pick whose holder or acquisition type changed, as it is now. */
  picks: DraftPick[];
  /** New cash_adjustment of each team whose cash changed. */
  cash: { fantasy_team_id: number; cash_adjustment: number }[];
}

export type DraftEventType = keyof DraftEventPayloads;

/**
 * The one envelope on the wire and in GET /drafts/:id/events. `at` is the commit time (ISO);
 * `server_now` (ms) is stamped when a socket sends it, for the client's clock offset.
 */
export type DraftEvent = {
  [K in DraftEventType]: { draftId: number; seq: number; type: K; payload: DraftEventPayloads[K]; at: string; server_now?: number };
}[DraftEventType];

export type DraftEventOf<K extends DraftEventType> = Extract<DraftEvent, { type: K }>;

