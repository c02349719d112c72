import { describe, expect, it } from 'vitest';
import { DEFAULT_AUCTION_SETTINGS } from '../auction/rules.js';
import { deriveTeams } from '../draft/derive.js';
import type { DraftPick, DraftSnapshot, DraftTeam, PlayerPosition, RosterPositions } from '../draft/types.js';
import { DEFAULT_ROSTER_POSITIONS } from '../draft/roster-rules.js';
import { SCORING_PRESETS } from '../scoring.js';
import { auctionValues, cappedShares, proportionalShares, type ValueInput } from './auction-values.js';
import { adjustedValue, inflationLine, marketOf, saleVerdict } from './inflation.js';
import { pointsUnderScoring, type ProjectedComponents } from './scoring-points.js';
import { teamProjectedPoints } from './team-points.js';
import { livePrice, playerDraftValue, pricingOf } from './pricing.js';
import { hasValues, saleOf, saleVerdictText } from './sales.js';

/** A pool shaped like a real one: each position's points fall off at its own rate. */
const SHAPE: Record<PlayerPosition, [count: number, top: number, drop: number]> = {
  QB: [40, 380, 6],
  RB: [80, 300, 3.2],
  WR: [100, 300, 2.5],
  TE: [40, 220, 4],
  K: [32, 150, 1],
  DEF: [32, 140, 1.5],
};
function pool(): ValueInput[] {
  return Object.entries(SHAPE).flatMap(([position, [count, top, drop]]) =>
    Array.from({ length: count }, (_, i) => ({ id: `${position}${i + 1}`, position: position as PlayerPosition, points: top - drop * i })),
  );
}
const league = { teams: 12, budget: 200, roster: { ...DEFAULT_ROSTER_POSITIONS } };
const valueOf = (result: ReturnType<typeof auctionValues>, id: string) => result.players.find((p) => p.id === id)?.value;

describe('auction values', () => {
  it('share the spendable dollars exactly over the draftable pool, $1 minimum', () => {
    for (const settings of [league, { teams: 10, budget: 250, roster: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 2, SUPERFLEX: 1, K: 1, DEF: 1, BENCH: 6 } }]) {
      const result = auctionValues(pool(), settings);
      const slots = Object.values(settings.roster).reduce((s, n) => s + n, 0);
      expect(result.pool).toHaveLength(settings.teams * slots);
      expect(result.spendable).toBe(settings.teams * settings.budget - settings.teams * slots);
      expect(result.pool.reduce((s, p) => s + (p.value - 1), 0)).toBe(result.spendable);
      expect(result.pool.reduce((s, p) => s + p.value, 0)).toBe(settings.teams * settings.budget);
      expect(Math.min(...result.players.map((p) => p.value))).toBe(1);
      expect(result.players.every((p) => Number.isInteger(p.value))).toBe(true);
    }
  });

  it('count FLEX starters where they fill best and set replacement just below the starters', () => {
    const result = auctionValues(pool(), league);
    // 12 teams: 24 QB, 24 RB, 36 WR, 12 TE, 12 K, 12 DEF starters and 12 FLEX to the best RB/WR/TE left.
    expect(result.starters.QB).toBe(24);
    expect(result.starters.RB + result.starters.WR + result.starters.TE).toBe(24 + 36 + 12 + 12);
    expect(result.starters.RB).toBeGreaterThan(24);
    expect(result.replacement.QB).toBe(380 - 6 * 24);
    expect(result.players.filter((p) => p.vor > 0)).toHaveLength(24 + 24 + 36 + 12 + 12 + 12 + 12);
  });

  it('never rank a player with more points below one with fewer at the same position', () => {
    const result = auctionValues(pool(), league);
    for (const position of Object.keys(SHAPE)) {
      const values = result.players.filter((p) => p.position === position).sort((a, b) => b.points - a.points).map((p) => p.value);
      for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeLessThanOrEqual(values[i - 1] ?? 0);
    }
  });

  it('follow the roster: a SUPERFLEX makes quarterbacks dearer, no kicker slot makes kickers $1', () => {
    const base = auctionValues(pool(), league);
    const superflex = auctionValues(pool(), { ...league, roster: { ...league.roster, SUPERFLEX: 1 } });
    expect(superflex.starters.QB).toBeGreaterThan(base.starters.QB);
    const qbDollars = (r: typeof base) => r.players.filter((p) => p.position === 'QB').reduce((s, p) => s + p.value, 0);
    expect(qbDollars(superflex)).toBeGreaterThan(qbDollars(base));
    const noKicker: RosterPositions = { ...league.roster, K: 0 };
    expect(valueOf(auctionValues(pool(), { ...league, roster: noKicker }), 'K1')).toBe(1);
    expect(valueOf(base, 'K1')).toBeGreaterThan(1);
  });

  it('follow the budget and the number of teams', () => {
    const richer = auctionValues(pool(), { ...league, budget: 400 });
    expect(valueOf(richer, 'RB1')).toBeGreaterThan(valueOf(auctionValues(pool(), league), 'RB1') ?? 0);
    const fewer = auctionValues(pool(), { ...league, teams: 8 });
    expect(fewer.players.filter((p) => p.value > 1).length).toBeLessThan(auctionValues(pool(), league).players.filter((p) => p.value > 1).length);
  });

  it('follow the scoring: without points per reception a catch-heavy receiver loses value to a runner', () => {
    const line = (over: Partial<ProjectedComponents>): ProjectedComponents => ({
      fpts_ppr: 0, pass_yds: 0, pass_td: 0, pass_int: 0, rush_yds: 0, rush_td: 0, receptions: 0, rec_yds: 0, rec_td: 0, ...over,
    });
    const receiver = line({ fpts_ppr: 250, receptions: 110, rec_yds: 1200, rec_td: 3 });
    const runner = line({ fpts_ppr: 250, receptions: 20, rush_yds: 1500, rush_td: 10, rec_yds: 200 });
    expect(pointsUnderScoring(receiver, SCORING_PRESETS.PPR)).toBe(250);
    expect(pointsUnderScoring(receiver, SCORING_PRESETS.STANDARD)).toBe(140);
    expect(pointsUnderScoring(receiver, SCORING_PRESETS.HALF_PPR)).toBe(195);
    expect(pointsUnderScoring(runner, SCORING_PRESETS.STANDARD)).toBe(230);
    const players = (scoring: keyof typeof SCORING_PRESETS) =>
      pool().map((p) => (p.id === 'WR5' ? { ...p, points: pointsUnderScoring(receiver, SCORING_PRESETS[scoring]) } : p));
    expect(valueOf(auctionValues(players('STANDARD'), league), 'WR5')).toBeLessThan(valueOf(auctionValues(players('PPR'), league), 'WR5') ?? 0);
  });

  it('never value a player above what a team can bid before its first buy, sharing the rest', () => {
    // Four teams of a quarterback and a running back: shared by points over replacement alone,
    // the best quarterback was worth more than the $199 a team can bid on him.
    const small = { teams: 4, budget: 200, roster: { QB: 1, RB: 1 } as RosterPositions };
    const result = auctionValues(pool(), small);
    const uncapped = proportionalShares(
      result.players.filter((p) => p.vor > 0).map((p) => p.vor),
      result.spendable,
    );
    expect(Math.max(...uncapped) + 1).toBeGreaterThan(199);
    expect(valueOf(result, 'QB1')).toBe(199);
    expect(Math.max(...result.players.map((p) => p.value))).toBe(199);
    expect(result.pool.reduce((s, p) => s + p.value, 0)).toBe(4 * 200);
    for (const position of ['QB', 'RB']) {
      const values = result.players.filter((p) => p.position === position).map((p) => p.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    // A real league's values stay far under the line, so nothing there is held at it.
    expect(Math.max(...auctionValues(pool(), league).players.map((p) => p.value))).toBeLessThan(200 - 15);
  });

  it('hold a share at its cap and share the rest again, in whole dollars that keep their order', () => {
    expect(cappedShares([90, 5, 5], 100, 60)).toEqual([60, 20, 20]);
    // Capping the first lifts the second over the line too.
    expect(cappedShares([60, 30, 10], 100, 40)).toEqual([40, 40, 20]);
    expect(cappedShares([50, 50], 100, 40)).toEqual([40, 40]);
    expect(cappedShares([0, 3, 1], 10, 100)).toEqual([0, 8, 2]);
    expect(cappedShares([], 10, 5)).toEqual([]);
  });

  it('round shares to whole dollars that add up and keep their order', () => {
    expect(proportionalShares([5, 3, 2], 7)).toEqual([4, 2, 1]);
    expect(proportionalShares([1, 1, 1], 10)).toEqual([4, 3, 3]);
    expect(proportionalShares([0, 0], 10)).toEqual([0, 0]);
  });
});

function team(id: number, position: number): DraftTeam {
  return {
    fantasy_team_id: id, fantasy_participant_id: id, team_name: `T${id}`, team_nickname: null, draft_position: position,
    cash_adjustment: 0, remaining_budget: 0, max_bid: 0, players_count: 0, position_counts: { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 }, autopilot: false, online: false,
  };
}
function pick(id: number, player: string, position: PlayerPosition, teamId: number, price: number): DraftPick {
  return {
    fantasy_pick_id: id, fantasy_roster_id: id, nfl_player_id: player, full_name: player, first_name: null, last_name: null, photo_url: null,
    position_code: position, team_abbreviation: null, acquisition_price: price, acquisition_type: 'draft_pick', fantasy_team_id: teamId,
    fantasy_team_name: '', team_nickname: null, pick_number: id, pick_order: 0, created_at: '2026-01-01T00:00:00Z',
  };
}

/** Two teams, $100 each, three slots (QB, RB, BENCH); five players worth more than $1. */
export function inflationExample(): DraftSnapshot {
  const snapshot: DraftSnapshot = {
    draft: {
      fantasy_draft_id: 1, fantasy_league_id: 1, league_name: 'L', season: 2026, draft_status: 'IN_PROGRESS', num_teams: 2, num_rounds: 3,
      auction_budget: 100, roster_positions: { QB: 1, RB: 1, BENCH: 1 }, draft_date: null, created_at: '', seq: 0, public_enabled: false,
      enforce_max_bid: false, auction_started_at: null, ...DEFAULT_AUCTION_SETTINGS,
    },
    teams: [team(1, 1), team(2, 2)],
    picks: [pick(1, 'QB1', 'QB', 1, 60), pick(2, 'RB2', 'RB', 2, 20)],
    lot: null,
    nomination: null,
    last_sale: null,
    values: { QB1: [50, 300], QB2: [30, 250], RB1: [70, 280], RB2: [40, 200], RB3: [5, 150], WR1: [1, 90] },
  };
  deriveTeams(snapshot);
  return snapshot;
}

describe('live inflation', () => {
  it('matches the hand-computed example', () => {
    const snapshot = inflationExample();
    // Left: (100 − 60) + (100 − 20) = 120 dollars, minus $1 for each of the 2 + 2 open slots = 116.
    // Value left: QB2 (30 − 1) + RB1 (70 − 1) + RB3 (5 − 1) = 102; RB2 and QB1 are sold, WR1 is a $1 player.
    const market = marketOf(snapshot);
    expect(market).toEqual({ dollars_left: 116, value_left: 102, inflation: 116 / 102 - 1 });
    expect(snapshot.inflation).toBeCloseTo(0.1373, 4);
    expect(snapshot.market).toEqual({ dollars_left: 116, value_left: 102 });
    expect(inflationLine(market!)).toBe('Inflation +14 % \u00b7 $116 left for $102 of value');
    // RB1: 1 + 69 × 116/102 = 79.47 → $79; a $1 player stays $1.
    expect(adjustedValue(70, snapshot.inflation)).toBe(79);
    expect(adjustedValue(1, snapshot.inflation)).toBe(1);
    expect(adjustedValue(70, null)).toBe(70);
    expect(saleVerdict(60, 50)).toEqual({ kind: 'overpay', difference: 10 });
    expect(saleVerdict(20, 40)).toEqual({ kind: 'bargain', difference: -20 });
  });

  it('takes each sale off the same value table, however many snapshots share it', () => {
    const snapshot = inflationExample();
    expect(marketOf(snapshot)?.value_left).toBe(102);
    // One more sale (RB1, worth 70) and one of a $1 player, against the same table: 102 − 69.
    const more = { ...snapshot, picks: [...snapshot.picks, pick(3, 'RB1', 'RB', 1, 30), pick(4, 'WR1', 'WR', 2, 1)] };
    expect(marketOf(more)?.value_left).toBe(33);
    // The same player twice (a pick and its edit, not yet collapsed) is taken off once; the first snapshot is unchanged.
    expect(marketOf({ ...more, picks: [...more.picks, pick(5, 'RB1', 'RB', 1, 30)] })?.value_left).toBe(33);
    expect(marketOf(snapshot)?.value_left).toBe(102);
  });

  it('is null without values and when nothing of value is left', () => {
    const snapshot = inflationExample();
    expect(marketOf({ ...snapshot, values: undefined })).toBeNull();
    expect(marketOf({ ...snapshot, values: { WR1: [1, 90] } })).toBeNull();
  });

  it("scores each team's best lineup so far", () => {
    const snapshot = inflationExample();
    snapshot.picks.push(pick(3, 'QB2', 'QB', 1, 10));
    deriveTeams(snapshot);
    // Team 1: QB1 starts (300), QB2 sits on the bench; team 2: RB2 (200).
    expect(teamProjectedPoints(snapshot)).toEqual(new Map([[1, 300], [2, 200]]));
  });
});

describe('pricing the lists and screens', () => {
  it("prices a row from the snapshot's table: $1 beyond the pool, adjusted only while available and the draft runs", () => {
    const snapshot = inflationExample();
    const pricing = pricingOf(snapshot);
    expect(pricing.table).toBe(snapshot.values);
    expect(pricing.inflation).toBeCloseTo(116 / 102 - 1, 10);
    expect(livePrice(pricing, { nfl_player_id: 'RB1', auction_value: 3 }, false)).toEqual({ value: 70, adjusted: 79 });
    expect(livePrice(pricing, { nfl_player_id: 'RB1', auction_value: 3 }, true)).toEqual({ value: 70, adjusted: null });
    expect(livePrice(pricing, { nfl_player_id: 'nobody', auction_value: 3 }, false)).toEqual({ value: 1, adjusted: 1 });
    // Without values (no projections) the row keeps what the server gave it.
    const bare = pricingOf({ ...snapshot, values: {} });
    expect(bare.table).toBeNull();
    expect(livePrice(bare, { nfl_player_id: 'RB1', auction_value: 3 }, false)).toEqual({ value: 3, adjusted: 3 });
    // A completed draft prices nothing at today's inflation.
    const done = pricingOf({ ...snapshot, draft: { ...snapshot.draft, draft_status: 'COMPLETED' } });
    expect(done.inflation).toBeNull();
    expect(livePrice(done, { nfl_player_id: 'RB1', auction_value: 3 }, false)).toEqual({ value: 70, adjusted: null });
    expect(pricingOf(null)).toEqual({ table: null, inflation: null });
  });

  it('rates a sale against the sold player’s value, in words', () => {
    const snapshot = inflationExample();
    // QB1 (worth $50) went for $60, RB2 (worth $40) for $20.
    expect(saleOf(snapshot.values, snapshot.picks[0]!)).toEqual({ value: 50, kind: 'overpay', difference: 10 });
    expect(saleOf(snapshot.values, snapshot.picks[1]!)).toEqual({ value: 40, kind: 'bargain', difference: -20 });
    expect(saleOf({}, snapshot.picks[0]!)).toBeNull();
    expect(saleOf(undefined, snapshot.picks[0]!)).toBeNull();
    expect(saleVerdictText({ kind: 'overpay', difference: 10 })).toBe('$10 overpay');
    expect(saleVerdictText({ kind: 'bargain', difference: -1250 })).toBe('$1,250 bargain');
    expect(saleVerdictText({ kind: 'fair', difference: 0 })).toBe('at value');
    expect(hasValues({})).toBe(false);
    expect(hasValues(undefined)).toBe(false);
    expect(hasValues({ X: [1, 0] })).toBe(true);
  });

  it("gives the profile a player's value, adjusted value and sale in one draft", () => {
    const snapshot = inflationExample();
    expect(playerDraftValue(snapshot, 'RB1')).toEqual({ value: 70, adjusted: 79, inflation: snapshot.inflation, sale: null });
    const sold = playerDraftValue(snapshot, 'QB1');
    expect(sold).toMatchObject({ value: 50, adjusted: null, inflation: null, sale: { price: 60, verdict: { kind: 'overpay', difference: 10 } } });
    expect(sold?.sale?.owner.fantasy_team_name).toBe('T1');
    expect(playerDraftValue({ ...snapshot, values: {} }, 'RB1')).toBeNull();
  });
});
