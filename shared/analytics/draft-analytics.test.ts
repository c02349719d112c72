import { describe, expect, it } from 'vitest';
import { DEFAULT_AUCTION_SETTINGS } from '../auction/rules.js';
import { deriveTeams } from '../draft/derive.js';
import type { DraftPick, DraftSnapshot, DraftTeam, DraftValueTable, PlayerPosition } from '../draft/types.js';
import { marketOf } from '../values/inflation.js';
import { draftAnalytics, inflationTimeline } from './draft-analytics.js';
import { gradeLineups, GRADES } from './grades.js';

/** Draft analytics on hand-built drafts: spend, value, lineups, grades, steals, reaches, inflation. */

const AT = '2026-08-01T00:00:00.000Z';

function team(id: number, cash = 0): DraftTeam {
  return {
    fantasy_team_id: id, fantasy_participant_id: id + 100, team_name: `Team ${id}`, team_nickname: null, draft_position: id,
    cash_adjustment: cash, remaining_budget: 0, max_bid: 0, players_count: 0, position_counts: { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 }, autopilot: false, online: false,
  };
}

let nextPick = 1;
function pick(teamId: number, player: string, position: PlayerPosition, price: number, type: DraftPick['acquisition_type'] = 'draft_pick'): DraftPick {
  const n = nextPick++;
  return {
    fantasy_pick_id: n, fantasy_roster_id: n, nfl_player_id: player, full_name: `Name ${player}`, first_name: null, last_name: null,
    photo_url: null, position_code: position, team_abbreviation: null, acquisition_price: price, acquisition_type: type,
    fantasy_team_id: teamId, fantasy_team_name: '', team_nickname: null, pick_number: n, pick_order: 0, created_at: AT,
  };
}

function snapshot(teams: DraftTeam[], picks: DraftPick[], values: DraftValueTable): DraftSnapshot {
  const s: DraftSnapshot = {
    draft: {
      fantasy_draft_id: 1, fantasy_league_id: 1, league_name: 'L', season: 2026, draft_status: 'IN_PROGRESS', commissioner_id: 1,
      num_teams: teams.length, num_rounds: 6, auction_budget: 100, roster_positions: { QB: 1, RB: 1, WR: 1, FLEX: 1, SUPERFLEX: 1, BENCH: 1 },
      draft_date: null, created_at: AT, seq: 1, public_enabled: false, enforce_max_bid: false, ...DEFAULT_AUCTION_SETTINGS, auction_started_at: null,
    },
    teams, picks, values, lot: null, nomination: null, last_sale: null,
  };
  deriveTeams(s);
  return s;
}

const VALUES: DraftValueTable = { qa: [40, 300], qb: [30, 280], ra: [35, 250], rb: [20, 200], wa: [25, 220], wb: [10, 150], ka: [2, 120] };
const POINTS = { qa: 300, qb: 280, ra: 250, rb: 200, wa: 220, wb: 150, ka: 120, bench: 90 };

describe('draftAnalytics', () => {
  it('adds up spend by position, value and surplus per team, with traded players and trade cash on their current team', () => {
    nextPick = 1;
    // Team 1 bought wb, then traded it (with $5) to team 2: it counts for team 2 now.
    const picks = [pick(1, 'qa', 'QB', 50), pick(2, 'ra', 'RB', 20), pick(2, 'qb', 'QB', 35), { ...pick(2, 'wb', 'WR', 14), acquisition_type: 'trade' as const }, pick(1, 'ka', 'K', 1, 'keeper')];
    const s = snapshot([team(1, -5), team(2, 5)], picks, VALUES);
    const a = draftAnalytics(s, POINTS);
    const [t1, t2] = a.teams;
    expect(t1).toMatchObject({ spent: 51, spend_by_position: { QB: 50, RB: 0, WR: 0, TE: 0, K: 1, DEF: 0 }, value: 42, surplus: -9, money_left: 44, open_slots: 4, players_count: 2 });
    expect(t2).toMatchObject({ spent: 69, spend_by_position: { QB: 35, RB: 20, WR: 14, TE: 0, K: 0, DEF: 0 }, value: 75, surplus: 6, money_left: 36, open_slots: 3 });
    // money_left is the room's own remaining budget.
    expect(a.teams.map((t) => t.money_left)).toEqual(s.teams.map((t) => t.remaining_budget));
    for (const t of a.teams) expect(Object.values(t.spend_by_position).reduce((x, y) => x + y, 0)).toBe(t.spent);
    // Keepers are not sales.
    expect(a.sales).toBe(4);
  });

  it('scores the best lineup as the room seats it: no second quarterback in SUPERFLEX, a traded receiver for his new team, empty slots 0', () => {
    nextPick = 1;
    const picks = [pick(1, 'qa', 'QB', 40), pick(1, 'qb', 'QB', 30), pick(1, 'ra', 'RB', 35), pick(1, 'wb', 'WR', 10), pick(1, 'bench', 'TE', 1), pick(2, 'wa', 'WR', 25)];
    const traded = picks.map((p) => (p.nfl_player_id === 'wb' ? { ...p, fantasy_team_id: 2, acquisition_type: 'trade' as const } : p));
    const before = draftAnalytics(snapshot([team(1), team(2)], picks, VALUES), POINTS);
    // QB 300 + RB 250 + WR 150 + FLEX 90 (the tight end); SUPERFLEX takes no quarterback (spec 02), so qb sits.
    expect(before.teams[0]?.starters_projected_points).toBe(790);
    expect(before.teams[0]?.starters.map((x) => `${x.slot}:${x.nfl_player_id}`)).toEqual(['QB:qa', 'RB:ra', 'WR:wb', 'FLEX:bench']);
    expect(before.teams[1]?.starters_projected_points).toBe(220);
    const after = draftAnalytics(snapshot([team(1), team(2)], traded, VALUES), POINTS);
    expect(after.teams[0]?.starters_projected_points).toBe(640);
    expect(after.teams[1]?.starters_projected_points).toBe(370); // WR 220 + FLEX 150
    // A player without projections scores 0 but still costs and counts.
    const unknown = draftAnalytics(snapshot([team(1), team(2)], [pick(1, 'nobody', 'RB', 3)], VALUES), POINTS);
    expect(unknown.teams[0]).toMatchObject({ starters_projected_points: 0, spent: 3, value: 1 });
  });

  it('lists steals and reaches furthest from value first, each with price and value, and each team its best buy and biggest reach', () => {
    nextPick = 1;
    const picks = [pick(1, 'qa', 'QB', 30), pick(2, 'ra', 'RB', 50), pick(1, 'rb', 'RB', 12), pick(2, 'wa', 'WR', 25), pick(2, 'wb', 'WR', 14), pick(1, 'ka', 'K', 1, 'keeper')];
    const a = draftAnalytics(snapshot([team(1), team(2)], picks, VALUES), POINTS);
    expect(a.steals.map((p) => [p.nfl_player_id, p.price, p.value, p.difference])).toEqual([['qa', 30, 40, -10], ['rb', 12, 20, -8]]);
    expect(a.reaches.map((p) => [p.nfl_player_id, p.price, p.value, p.difference])).toEqual([['ra', 50, 35, 15], ['wb', 14, 10, 4]]);
    expect(a.teams[0]?.best_buy?.nfl_player_id).toBe('qa');
    expect(a.teams[0]?.biggest_reach).toBeNull();
    expect(a.teams[1]?.best_buy).toBeNull();
    expect(a.teams[1]?.biggest_reach?.nfl_player_id).toBe('ra');
  });

  it('carries each sale’s team nickname, so screens name the team as the boards do', () => {
    nextPick = 1;
    const picks = [pick(1, 'qa', 'QB', 30), pick(2, 'ra', 'RB', 50)];
    const a = draftAnalytics(snapshot([team(1), { ...team(2), team_nickname: 'Ana' }], picks, VALUES), POINTS);
    expect(a.steals.map((p) => [p.team_name, p.team_nickname])).toEqual([['Team 1', null]]);
    expect(a.reaches.map((p) => [p.team_name, p.team_nickname])).toEqual([['Team 2', 'Ana']]);
  });

  it('gives inflation after every pick with the live inflation function, starting from the spendable dollars', () => {
    nextPick = 1;
    const picks = [pick(1, 'qa', 'QB', 50), pick(2, 'ra', 'RB', 20), pick(2, 'qb', 'QB', 35)];
    const s = snapshot([team(1), team(2)], picks, VALUES);
    const timeline = inflationTimeline(s);
    expect(timeline.map((p) => p.pick_number)).toEqual([1, 2, 3]);
    // After the last pick it is the room's own inflation.
    expect(timeline[2]?.inflation).toBeCloseTo(marketOf(s)?.inflation ?? NaN, 12);
    for (let n = 1; n <= 3; n++) {
      const prefix = snapshot([team(1), team(2)], picks.slice(0, n), VALUES);
      expect(timeline[n - 1]?.inflation).toBeCloseTo(marketOf(prefix)?.inflation ?? NaN, 12);
    }
    // Overpaying for the first player leaves less money for the rest: inflation falls.
    const start = marketOf(snapshot([team(1), team(2)], [], VALUES))?.inflation ?? NaN;
    expect(timeline[0]?.inflation).toBeLessThan(start);
    expect(inflationTimeline({ ...s, values: {} }).every((p) => p.inflation === null)).toBe(true);
  });
});

describe('gradeLineups', () => {
  it('is monotone: a stronger lineup never gets a worse grade, equal lineups the same one', () => {
    let seed = 3;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let round = 0; round < 200; round++) {
      const points = Array.from({ length: 2 + Math.floor(rand() * 14) }, () => Math.round(rand() * 20) * 50);
      const grades = gradeLineups(points);
      points.forEach((p, i) =>
        points.forEach((q, j) => {
          if (p > q) expect(GRADES.indexOf(grades[i] as never)).toBeLessThanOrEqual(GRADES.indexOf(grades[j] as never));
          if (p === q) expect(grades[i]).toBe(grades[j]);
        }),
      );
    }
  });

  it('spreads a league from A to F and gives everyone C when all are level', () => {
    expect(gradeLineups([1500, 1300, 1200, 1100, 900])).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(gradeLineups([0, 0, 0])).toEqual(['C', 'C', 'C']);
    expect(gradeLineups([])).toEqual([]);
  });
});
