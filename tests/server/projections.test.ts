import { describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { ALL_POSITIONS, BACKTEST_POSITIONS, runBacktest, spearman } from '../../server/nfl/backtest.js';
import { loadNflDataSet } from '../../server/nfl/data-set.js';
import { buildHistory } from '../../server/nfl/projection-history.js';
import { projectSeason } from '../../server/nfl/projections.js';
import { rankByPoints } from '../../server/nfl/ranks.js';

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

  it('uses nothing of the target season or later', () => {
    const before2025 = buildHistory(data.players, allWeeks.filter((r) => r.season < 2025));
    const everything = buildHistory(data.players, allWeeks);
    expect(projectSeason(everything, 2025)).toEqual(projectSeason(before2025, 2025));
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
