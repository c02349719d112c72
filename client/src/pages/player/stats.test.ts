import { describe, expect, it } from 'vitest';
import {
  availableNumericStats,
  axesFor,
  axisOf,
  bandOf,
  bestWeek,
  colorAt,
  defaultSeasonFor,
  consistency,
  formatConsistency,
  formatPoints,
  formatStat,
  lineStyleOf,
  mean,
  perGame,
  sixIntervalScale,
  spreadOf,
  standardDeviation,
  statLabel,
  worstWeek,
  type StatRow,
} from './stats.js';

const weeks: StatRow[] = [
  { week: 1, fantasy_points_ppr_actual: 10, passing_yards_actual: 250, opponent: 'BUF' },
  { week: 2, fantasy_points_ppr_actual: 20, passing_yards_actual: null },
  { week: 3, fantasy_points_ppr_actual: 30, passing_yards_actual: 300, passing_touchdowns_actual: 2 },
  { week: 4, fantasy_points_ppr_actual: 20, passing_yards_actual: 275 },
];

describe('mean and standard deviation', () => {
  it('uses the population deviation', () => {
    expect(mean([10, 20, 30, 20])).toBe(20);
    expect(standardDeviation([10, 20, 30, 20])).toBeCloseTo(Math.sqrt(50), 10);
    expect(standardDeviation([])).toBe(0);
  });

  it('ignores missing values when measuring a column', () => {
    const spread = spreadOf(weeks, 'passing_yards_actual');
    expect(spread?.count).toBe(3);
    expect(spread?.mean).toBeCloseTo(275, 10);
    expect(spreadOf(weeks, 'rushing_yards_actual')).toBeNull();
  });
});

describe('colour bands (mean ± one standard deviation)', () => {
  const spread = spreadOf(weeks, 'fantasy_points_ppr_actual'); // mean 20, sd ≈ 7.07

  it('is above at or over mean + sd, below at or under mean − sd, average between', () => {
    expect(bandOf(30, spread)).toBe('above');
    expect(bandOf(20 + Math.sqrt(50), spread)).toBe('above');
    expect(bandOf(27, spread)).toBe('average');
    expect(bandOf(20, spread)).toBe('average');
    expect(bandOf(13, spread)).toBe('average');
    expect(bandOf(20 - Math.sqrt(50), spread)).toBe('below');
    expect(bandOf(10, spread)).toBe('below');
  });

  it('is none without a value', () => {
    expect(bandOf(null, spread)).toBe('none');
    expect(bandOf(undefined, spread)).toBe('none');
    expect(bandOf(5, null)).toBe('none');
  });

  it('calls a column without spread average rather than both extremes', () => {
    expect(bandOf(0, { mean: 0, sd: 0, count: 4 })).toBe('average');
  });
});

describe('best, worst and consistency', () => {
  it('finds the best and worst week, earliest on a tie, skipping missing weeks', () => {
    expect(bestWeek(weeks, 'fantasy_points_ppr_actual')).toEqual({ week: 3, value: 30 });
    expect(worstWeek(weeks, 'fantasy_points_ppr_actual')).toEqual({ week: 1, value: 10 });
    expect(bestWeek([{ week: 5, x: 7 }, { week: 6, x: 7 }], 'x')).toEqual({ week: 5, value: 7 });
    expect(worstWeek(weeks, 'passing_yards_actual')).toEqual({ week: 1, value: 250 });
    expect(bestWeek(weeks, 'kicking_actual')).toBeNull();
  });

  it('is mean over standard deviation, or a dash under 2 games or with no spread', () => {
    expect(consistency([10, 20, 30, 20])).toBeCloseTo(20 / Math.sqrt(50), 10);
    expect(formatConsistency(consistency([10, 20, 30, 20]))).toBe('2.83');
    expect(consistency([12])).toBeNull();
    expect(consistency([])).toBeNull();
    expect(consistency([8, 8, 8])).toBeNull();
    expect(formatConsistency(null)).toBe('—');
  });
});

describe('chart', () => {
  it('offers only the *_actual stats that carry numbers', () => {
    expect(availableNumericStats(weeks)).toEqual(['fantasy_points_ppr_actual', 'passing_yards_actual', 'passing_touchdowns_actual']);
    expect(availableNumericStats([{ week: 1, rushing_yards_actual: null }])).toEqual([]);
    const zeros = [
      { week: 1, fantasy_points_ppr_actual: 0, punt_returns_actual: 0, rushing_yards_actual: 0 },
      { week: 2, fantasy_points_ppr_actual: 0, punt_returns_actual: 0, rushing_yards_actual: 4 },
    ];
    expect(availableNumericStats(zeros)).toEqual(['fantasy_points_ppr_actual', 'rushing_yards_actual']);
  });

  it('puts points left, yards in the middle and touchdowns right, with dashed yards and dotted TDs', () => {
    expect(axisOf('fantasy_points_ppr_actual')).toBe('points');
    expect(axisOf('receiving_receptions_actual')).toBe('points');
    expect(axisOf('rushing_yards_actual')).toBe('yards');
    expect(axisOf('passing_touchdowns_actual')).toBe('touchdowns');
    expect(lineStyleOf('rushing_yards_actual')).toBe('dashed');
    expect(lineStyleOf('receiving_touchdowns_actual')).toBe('dotted');
    expect(lineStyleOf('fantasy_points_ppr_actual')).toBe('solid');
    expect(axesFor(['passing_touchdowns_actual', 'fantasy_points_ppr_actual'])).toEqual(['points', 'touchdowns']);
    expect(axesFor(['rushing_yards_actual', 'passing_touchdowns_actual', 'fantasy_points_ppr_actual'])).toEqual([
      'points',
      'yards',
      'touchdowns',
    ]);
  });

  it('cycles six colours', () => {
    expect(colorAt(6)).toBe(colorAt(0));
    expect(new Set([0, 1, 2, 3, 4, 5].map(colorAt)).size).toBe(6);
  });

  it('labels stats for people', () => {
    expect(statLabel('fantasy_points_ppr_actual')).toBe('PPR Points');
    expect(statLabel('receiving_yards_actual')).toBe('Receiving Yards');
    expect(statLabel('passing_touchdowns_actual')).toBe('Passing Touchdowns');
    expect(statLabel('fantasy_points_half_ppr_actual')).toBe('Half PPR Points');
  });
});

describe('display', () => {
  it('shows a dash for missing numbers, one decimal for points, separators for yards', () => {
    expect(formatStat('passing_yards_actual', null)).toBe('—');
    expect(formatStat('passing_yards_actual', 4183)).toBe('4,183');
    expect(formatStat('fantasy_points_ppr_actual', 21)).toBe('21.0');
    expect(formatStat('passing_rating_actual', 101.25)).toBe('101.3');
    expect(formatPoints(undefined)).toBe('—');
  });

  it('divides season totals by games played', () => {
    expect(perGame(340, 17)).toBe(20);
    expect(perGame(340, 0)).toBeNull();
    expect(perGame(null, 17)).toBeNull();
  });
});

describe('season selector', () => {
  it('opens on the newest offered season with stats, else the newest offered', () => {
    expect(defaultSeasonFor([2023, 2022])).toBe(2023);
    expect(defaultSeasonFor([2021, 2025, 2024])).toBe(2025);
    expect(defaultSeasonFor([2019])).toBe(2025);
    expect(defaultSeasonFor(undefined)).toBe(2025);
  });
});

describe('six tick intervals', () => {
  it('covers the values with exactly six round steps', () => {
    expect(sixIntervalScale([26, 9.2, 29.5])).toEqual({ domain: [0, 30], ticks: [0, 5, 10, 15, 20, 25, 30] });
    expect(sixIntervalScale([258, 352, 160]).ticks).toEqual([0, 100, 200, 300, 400, 500, 600]);
    expect(sixIntervalScale([0, 1, 3]).ticks).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(sixIntervalScale([]).ticks).toHaveLength(7);
  });

  it('goes below zero for negative values (a loss on a run)', () => {
    const { domain, ticks } = sixIntervalScale([-4, 35]);
    expect(domain[0]).toBeLessThanOrEqual(-4);
    expect(domain[1]).toBeGreaterThanOrEqual(35);
    expect(ticks).toHaveLength(7);
    expect(ticks).toContain(0);
  });
});
