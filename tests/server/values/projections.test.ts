import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/config.js';
import { ALL_POSITIONS, BACKTEST_POSITIONS, runBacktest, spearman } from '#server/nfl/backtest.js';
import { loadNflDataSet } from '#server/nfl/data-set.js';
import { buildHistory, zeroLine, type History } from '#server/nfl/projection-history.js';
import { seasonsInData } from '#server/nfl/projection-newcomers.js';
import { learnScheduleSlope, scheduleEase } from '#server/nfl/projection-schedule.js';
import { empiricalShrinkGames } from '#server/nfl/projection-shrinkage.js';
import { projectSeason } from '#server/nfl/projections.js';
import { rankByPoints } from '#server/nfl/ranks.js';

const data = loadNflDataSet(testConfig().nflDataDir);
const allWeeks = data.weeklyFiles.flatMap((f) => f.rows);
const idOf = (name: string) => data.players.find((p) => p.full_name === name)?.player_id ?? '';

describe('projection model', () => {
  const backtest = runBacktest(data, 2025);

  it('backtests 2025 against the weeks the data has', () => {
    expect(backtest.throughWeek).toBe(14);
    expect(backtest.horizonGames).toBe(13);
    expect(backtest.scores.map((s) => s.position)).toEqual([...BACKTEST_POSITIONS, ALL_POSITIONS]);
    for (const score of backtest.scores) expect(score.players).toBeGreaterThan(20);
  });

  it('beats "same as last season" on mean absolute error at every position', () => {
    for (const score of backtest.scores) expect(score.modelMae, score.position).toBeLessThan(score.baselineMae);
  });

  it('ranks the whole pool better than "same as last season"', () => {
    const all = backtest.scores.find((s) => s.position === ALL_POSITIONS)!;
    expect(all.modelSpearman).toBeGreaterThan(all.baselineSpearman);
    expect(all.modelSpearman).toBeGreaterThan(0.7);
  });

  it('uses nothing of the target season or later but its schedule', () => {
    // The 2025 schedule is known before the season; its scores and weeks are not.
    const unplayed = data.games.map((g) => (g.season >= 2025 ? { ...g, home_score: null, away_score: null } : g));
    const before2025 = buildHistory(data.players, allWeeks.filter((r) => r.season < 2025), unplayed.filter((g) => g.season <= 2025));
    const everything = buildHistory(data.players, allWeeks, data.games);
    expect(projectSeason(everything, 2025)).toEqual(projectSeason(before2025, 2025));
  });

  it('scores model and baseline on the same players: everyone with a game last season', () => {
    const playedIn2024 = new Set(allWeeks.filter((r) => r.season === 2024 && r.fpts_ppr !== null).map((r) => r.player_id));
    const positionOf = new Map(data.players.map((p) => [p.player_id, p.position]));
    for (const score of backtest.scores) {
      const expected = [...playedIn2024].filter((id) => score.position === ALL_POSITIONS || positionOf.get(id) === score.position);
      expect(score.players, score.position).toBe(expected.length);
    }
  });

  it('beats "same as last season" on rank correlation at every position of the held-out season', () => {
    for (const score of backtest.scores) expect(score.modelSpearman, score.position).toBeGreaterThan(score.baselineSpearman);
  });

  it('projects only players with games in the three seasons before', () => {
    const history = buildHistory(data.players, allWeeks);
    const bijan = idOf('Bijan Robinson'); // rookie in 2023
    expect(projectSeason(history, 2023).some((p) => p.player_id === bijan)).toBe(false);
    const in2024 = projectSeason(history, 2024).find((p) => p.player_id === bijan);
    expect(in2024?.fpts_ppr).toBeGreaterThan(150);
  });

  it('keeps the stat mix consistent with the points', () => {
    const projections = projectSeason(buildHistory(data.players, allWeeks), 2026);
    const receivers = projections.filter((p) => p.position === 'WR' && p.receptions > 20);
    expect(receivers.length).toBeGreaterThan(50);
    for (const p of receivers) {
      // PPR adds one point per reception to standard scoring (both rounded to one decimal).
      expect(Math.abs(p.fpts_ppr - p.fpts_std - p.receptions)).toBeLessThanOrEqual(0.15);
      expect(p.games).toBeGreaterThan(0);
      expect(p.games).toBeLessThanOrEqual(17);
    }
  });

  it('puts established stars at the top of the 2026 board', () => {
    const projections = projectSeason(buildHistory(data.players, allWeeks), 2026);
    const ranks = rankByPoints(projections, (p) => p.fpts_ppr);
    const top30 = projections.filter((p) => (ranks.get(p)?.overall ?? 999) <= 30).map((p) => p.player_id);
    for (const name of ['Josh Allen', 'Jahmyr Gibbs', 'Bijan Robinson', "Ja'Marr Chase"]) expect(top30).toContain(idOf(name));
  });
});

describe('model components', () => {
  const before2025 = buildHistory(data.players, allWeeks.filter((r) => r.season < 2025), data.games);

  it('counts seasons in the data only where the data reaches back before them', () => {
    expect(seasonsInData(before2025, data.players.find((p) => p.player_id === idOf('Bijan Robinson'))!, 2025)).toBe(2);
    const withHistoryFrom2022 = data.players.find((p) => p.player_id === idOf('Josh Allen'))!;
    expect(seasonsInData(before2025, withHistoryFrom2022, 2025)).toBeUndefined();
  });

  it('rates schedules by the opponents\' scoring of the season before', () => {
    const ease = scheduleEase(data.games, 2025);
    expect(ease.size).toBe(32);
    const mean = [...ease.values()].reduce((s, x) => s + x, 0) / ease.size;
    expect(Math.abs(mean)).toBeLessThan(0.5);
    // 2025's own scores do not matter, only who plays whom.
    const unplayed = data.games.map((g) => (g.season === 2025 ? { ...g, home_score: null, away_score: null } : g));
    expect(scheduleEase(unplayed, 2025)).toEqual(ease);
    expect(scheduleEase(data.games, 2026).size).toBe(0);
    // An easier schedule is worth something, but less than a point per opponent point.
    const slope = learnScheduleSlope(before2025, 2025);
    expect(slope).toBeGreaterThan(0.05);
    expect(slope).toBeLessThan(1);
  });

  it('shrinks noisy positions harder than steady ones', () => {
    // Defense points swing far more from week to week, relative to the spread between teams.
    const defense = empiricalShrinkGames(before2025, 'DEF', [2022, 2023, 2024])!;
    const quarterbacks = empiricalShrinkGames(before2025, 'QB', [2022, 2023, 2024])!;
    expect(defense).toBeGreaterThan(15);
    expect(quarterbacks).toBeLessThan(10);
    expect(defense).toBeGreaterThan(3 * quarterbacks);
  });

  it('estimates shrinkage from spread and noise (synthetic players)', () => {
    const synthetic = (levels: number[], noise: number): History => {
      const players = levels.map((_, i) => ({ player_id: `DEF-${i}`, position: 'DEF', birth_date: null, rookie_year: null }));
      const seasons = new Map(
        levels.map((level, i) => {
          const weeks = Array.from({ length: 16 }, (_, w) => {
            const line = zeroLine();
            line.def_pts = level + (w % 2 === 0 ? noise : -noise);
            return { week: w + 1, line };
          });
          return [`DEF-${i}`, new Map([[2024, { games: 16, totals: zeroLine(), weeks }]])];
        }),
      );
      return { players, seasons, possible: new Map([['DEF:2024', 16]]), lastWeek: new Map(), games: [] };
    };
    const levels = Array.from({ length: 20 }, (_, i) => 4 + i * 0.3);
    const calm = empiricalShrinkGames(synthetic(levels, 1), 'DEF', [2024])!;
    const noisy = empiricalShrinkGames(synthetic(levels, 3), 'DEF', [2024])!;
    expect(calm).toBeGreaterThan(0);
    expect(noisy).toBeGreaterThan(5 * calm);
    // Every team equally good: nothing but noise, so nothing to estimate.
    expect(empiricalShrinkGames(synthetic(levels.map(() => 6), 3), 'DEF', [2024])).toBeUndefined();
  });
});

describe('helpers', () => {
  it('computes Spearman correlation with ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2], [1, 1, 2])).toBeCloseTo(1);
  });

  it('shares ranks on ties and leaves players without points unranked', () => {
    const rows = [
      { position: 'QB', pts: 10 },
      { position: 'RB', pts: 20 },
      { position: 'QB', pts: 10 },
      { position: 'RB', pts: null },
    ];
    const ranks = rankByPoints(rows, (r) => r.pts);
    expect(rows.map((r) => ranks.get(r))).toEqual([
      { overall: 2, position: 1 },
      { overall: 1, position: 1 },
      { overall: 2, position: 1 },
      undefined,
    ]);
  });
});
