import type { AuctionLot } from '#shared/auction/types.js';

/** An open lot for client tests: a running back at $9, led by team 1, 10 s left; `over` changes any field. */
export function openLot(over: Partial<AuctionLot> = {}): AuctionLot {
  return {
    lot_id: 3,
    nfl_player_id: 'P1',
    player: { full_name: 'P One', position_code: 'RB', team_abbreviation: 'KC', photo_url: null, last_season_price: null },
    opening_bid: 1,
    high_bid: 9,
    high_team_id: 1,
    nominated_by_team_id: 1,
    closes_at: new Date(Date.now() + 10_000).toISOString(),
    paused_remaining_ms: null,
    bids: 2,
    ...over,
  };
}
