import { describe, expect, it } from 'vitest';
import { clockOffset } from './clock-offset.js';
import { checkBid, clockPhase, nextNominator, proxyOutcome, queuedNomination, quickBids, remainingMs, type BiddingTeam } from './rules.js';
import type { AuctionLot } from './types.js';

const team = (id: number, position: number, over: Partial<BiddingTeam> = {}): BiddingTeam => ({
  fantasy_team_id: id,
  team_name: `Team ${id}`,
  team_nickname: null,
  draft_position: position,
  max_bid: 50,
  players_count: 0,
  ...over,
});

const lot = (over: Partial<AuctionLot> = {}): AuctionLot => ({
  lot_id: 1,
  nfl_player_id: 'P1',
  player: { full_name: 'P One', position_code: 'RB', team_abbreviation: 'KC', photo_url: null, last_season_price: null },
  opening_bid: 1,
  high_bid: 10,
  high_team_id: 1,
  nominated_by_team_id: 1,
  closes_at: new Date(10_000).toISOString(),
  paused_remaining_ms: null,
  bids: 0,
  ...over,
});

describe('nomination order', () => {
  const teams = [team(30, 3), team(10, 1), team(20, 2, { players_count: 15 }), team(40, 4, { max_bid: 0 })];
  it('rotates by draft position, skipping full rosters and teams that cannot bid $1, and wraps', () => {
    expect(nextNominator(teams, 15, null)?.fantasy_team_id).toBe(10);
    expect(nextNominator(teams, 15, 10)?.fantasy_team_id).toBe(30);
    expect(nextNominator(teams, 15, 30)?.fantasy_team_id).toBe(10);
    expect(nextNominator([team(1, 1, { players_count: 15 })], 15, null)).toBeNull();
  });
});

describe('bids', () => {
  const base = { lot: lot(), team: team(2, 2), rosterSlots: 15, increment: 1, nowMs: 5_000 };
  it('must beat the high bid by the increment, stay within the max bid, before closes_at', () => {
    expect(checkBid({ ...base, amount: 11 })).toEqual({ ok: true });
    expect(checkBid({ ...base, amount: 10 })).toEqual({ ok: false, status: 422, error: 'Bid must be at least $11' });
    expect(checkBid({ ...base, amount: 14, increment: 5 })).toMatchObject({ ok: false, error: 'Bid must be at least $15' });
    expect(checkBid({ ...base, amount: 51 })).toEqual({ ok: false, status: 422, error: "Bid is above Team 2's max bid of $50" });
    // A team with a nickname is named by it, as the boards name it.
    expect(checkBid({ ...base, amount: 51, team: team(2, 2, { team_nickname: 'Ana' }) })).toMatchObject({ error: "Bid is above Ana's max bid of $50" });
    expect(checkBid({ ...base, amount: 11, nowMs: 10_000 })).toEqual({ ok: false, status: 409, error: 'Bidding on this player has closed' });
    expect(checkBid({ ...base, amount: 11, team: team(2, 2, { players_count: 15 }) })).toMatchObject({ ok: false, status: 409 });
    expect(checkBid({ ...base, amount: 11, lot: lot({ paused_remaining_ms: 3000 }) })).toMatchObject({ ok: false, error: 'Bidding is paused' });
  });

  it('quick bid buttons never offer more than the max bid', () => {
    expect(quickBids(lot(), 1, 50)).toEqual([11, 15]);
    expect(quickBids(lot(), 1, 12)).toEqual([11]);
    expect(quickBids(lot(), 1, 10)).toEqual([]);
    expect(quickBids(lot(), 3, 50)).toEqual([13, 15]);
  });
});

describe('proxy bids', () => {
  it('a challenger proxy takes the lead at one increment over the leader', () => {
    expect(proxyOutcome({ amount: 10, teamId: 1 }, [{ fantasy_team_id: 2, cap: 30, since: 1 }], 1)).toEqual({ fantasy_team_id: 2, amount: 11 });
  });
  it("the leader's proxy answers just enough to beat a challenger's cap, within its own", () => {
    const proxies = [
      { fantasy_team_id: 1, cap: 40, since: 1 },
      { fantasy_team_id: 2, cap: 25, since: 2 },
    ];
    expect(proxyOutcome({ amount: 10, teamId: 1 }, proxies, 1)).toEqual({ fantasy_team_id: 1, amount: 26 });
  });
  it('between two proxies the higher cap wins at one over the other; an equal cap goes to the leader', () => {
    const proxies = [
      { fantasy_team_id: 2, cap: 30, since: 1 },
      { fantasy_team_id: 3, cap: 45, since: 2 },
    ];
    expect(proxyOutcome({ amount: 10, teamId: 1 }, proxies, 1)).toEqual({ fantasy_team_id: 3, amount: 31 });
    expect(proxyOutcome({ amount: 20, teamId: 1 }, [{ fantasy_team_id: 1, cap: 30, since: 1 }, { fantasy_team_id: 2, cap: 30, since: 2 }], 1)).toEqual({
      fantasy_team_id: 1,
      amount: 30,
    });
  });
  it('no proxy bids when none can beat the high bid', () => {
    expect(proxyOutcome({ amount: 30, teamId: 1 }, [{ fantasy_team_id: 2, cap: 30, since: 1 }], 1)).toBeNull();
  });
});

describe('the clock on screen', () => {
  it('counts down from closes_at, frozen while paused, and names the phase', () => {
    expect(remainingMs({ closes_at: new Date(10_000).toISOString(), paused_remaining_ms: null }, 4_000)).toBe(6_000);
    expect(remainingMs({ closes_at: new Date(10_000).toISOString(), paused_remaining_ms: 2_500 }, 40_000)).toBe(2_500);
    expect(remainingMs({ closes_at: new Date(10_000).toISOString(), paused_remaining_ms: null }, 11_000)).toBe(0);
    expect([8000, 5000, 2000, 0].map(clockPhase)).toEqual(['open', 'going once', 'going twice', 'closed']);
  });
  it('measures the offset from the fastest round trip', () => {
    const samples = [
      { t0: 0, t1: 400, server: 30_300 },
      { t0: 1000, t1: 1020, server: 31_010 },
      { t0: 2000, t1: 2100, server: 32_090 },
    ];
    expect(clockOffset(samples)).toBe(30_000);
    expect(clockOffset([])).toBe(0);
  });
});

describe('auto-nomination from the queue', () => {
  it("takes the first still-available queued player, none when the queue is empty or the team can't afford the opening bid", () => {
    expect(queuedNomination(['P7', 'P2'], team(1, 1))).toBe('P7');
    expect(queuedNomination([], team(1, 1))).toBeNull();
    expect(queuedNomination(['P7'], team(1, 1, { max_bid: 0 }))).toBeNull();
    expect(queuedNomination(['P7'], team(1, 1, { max_bid: 4 }), 5)).toBeNull();
    expect(queuedNomination(['P7'], team(1, 1, { max_bid: 5 }), 5)).toBe('P7');
  });
});
