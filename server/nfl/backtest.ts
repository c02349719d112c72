import type { NflDataSet } from './data-set.js';
import { buildHistory, pprPoints } from './projection-history.js';
import { DEFAULT_MODEL, projectSeason, type ModelParams } from './projections.js';

/**
 * Honest backtest of the projection model: project `target` from the seasons before it only and
 * compare with what happened, next to the naive "same points as last season" baseline.
 *  - Both forecasts are made from the same object: the weekly rows of the seasons before the target.
 *  - Both are scored on the same players: everyone with a game last season, a set chosen without
 *    looking at the target season.
 *  - The data may end mid-season (2025 stops at week 14), so both forecasts are scaled to the games
 *    the teams played in the covered weeks: the model's 17-game season × 13/17, last season's
 *    points × 13 / the games its rows cover.
 */
export interface PositionScore {
  position: string;
  players: number;
  modelMae: number;
  baselineMae: number;
  modelSpearman: number;
  baselineSpearman: number;
  /** 5th and 95th percentile of model − baseline Spearman over bootstrap resamples of the players. */
  spearmanGainInterval: [number, number];
}

export interface BacktestResult {
  target: number;
  throughWeek: number;
  horizonGames: number;
  scores: PositionScore[];
}

export const BACKTEST_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
/** The draft board ranks every position on one list, so the whole pool is scored too. */
export const ALL_POSITIONS = 'ALL';

/**
 * What both backtests compare: the target season's actual PPR points (weeks 1–throughWeek) and the
 * two forecasts made from the seasons before it, scaled to the same games. `baseline` has exactly
 * the players with a game last season.
 */
export interface SeasonForecasts {
  target: number;
  throughWeek: number;
  horizonGames: number;
  actual: Map<string, number>;
  model: Map<string, number>;
  baseline: Map<string, number>;
}

export function seasonForecasts(data: NflDataSet, target: number, params: ModelParams = DEFAULT_MODEL): SeasonForecasts {
  const allWeeks = data.weeklyFiles.flatMap((f) => f.rows);
  // The target's fixtures are known before the season, its scores are not.
  const fixtures = data.games.map((g) => (g.season >= target ? { ...g, home_score: null, away_score: null } : g));
  const history = buildHistory(data.players, allWeeks.filter((r) => r.season < target), fixtures);
  const targetOffense = data.weeklyFiles.filter((f) => f.season === target && f.name.startsWith('weekly_player_stats'));
  const throughWeek = Math.max(...targetOffense.flatMap((f) => f.rows.map((r) => r.week)));
  const horizonGames = teamGames(data, target, 1, throughWeek);

  const actual = new Map<string, number>();
  for (const row of allWeeks) {
    if (row.season !== target || row.week > throughWeek) continue;
    actual.set(row.player_id, (actual.get(row.player_id) ?? 0) + (row.fpts_ppr ?? 0));
  }

  const model = new Map<string, number>();
  for (const p of projectSeason(history, target, params)) {
    model.set(p.player_id, (p.fpts_ppr * horizonGames) / params.seasonGames);
  }

  // "Same as last season", from the history the model gets: last season's points scaled from the
  // games its rows cover (2024 stops at week 16; 2022 kickers and defenses at week 15).
  const baseline = new Map<string, number>();
  for (const player of data.players) {
    const last = history.seasons.get(player.player_id)?.get(target - 1);
    const covered = history.possible.get(`${player.position}:${target - 1}`);
    if (last && covered) baseline.set(player.player_id, (pprPoints(last.totals) * horizonGames) / covered);
  }
  return { target, throughWeek, horizonGames, actual, model, baseline };
}

export function runBacktest(data: NflDataSet, target: number, params: ModelParams = DEFAULT_MODEL): BacktestResult {
  const { throughWeek, horizonGames, actual, model, baseline } = seasonForecasts(data, target, params);

  const scores = [...BACKTEST_POSITIONS, ALL_POSITIONS].map((position) => {
    const ids = data.players
      .filter((p) => (position === ALL_POSITIONS || p.position === position) && baseline.has(p.player_id))
      .map((p) => p.player_id);
    const truth = ids.map((id) => actual.get(id) ?? 0);
    const modelValues = ids.map((id) => model.get(id) ?? 0);
    const baselineValues = ids.map((id) => baseline.get(id) ?? 0);
    return {
      position,
      players: ids.length,
      modelMae: meanAbsoluteError(modelValues, truth),
      baselineMae: meanAbsoluteError(baselineValues, truth),
      modelSpearman: spearman(modelValues, truth),
      baselineSpearman: spearman(baselineValues, truth),
      spearmanGainInterval: bootstrapSpearmanGain(modelValues, baselineValues, truth),
    };
  });
  return { target, throughWeek, horizonGames, scores };
}

/** Regular-season games a team played in weeks first..last (the median team; byes differ). */
function teamGames(data: NflDataSet, season: number, first: number, last: number): number {
  const counts = new Map<string, number>();
  for (const g of data.games) {
    if (g.season !== season || g.game_type !== 'REG' || g.week < first || g.week > last) continue;
    for (const team of [g.home_team, g.away_team]) counts.set(team, (counts.get(team) ?? 0) + 1);
  }
  const sorted = [...counts.values()].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function meanAbsoluteError(predicted: number[], actual: number[]): number {
  if (predicted.length === 0) return 0;
  return predicted.reduce((sum, p, i) => sum + Math.abs(p - (actual[i] ?? 0)), 0) / predicted.length;
}

/** Average ranks (1-based), ties sharing the mean of their positions. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.v === order[start]?.v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) result[order[k]?.i ?? 0] = rank;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation: Pearson correlation of the ranks (handles ties). */
export function spearman(a: number[], b: number[]): number {
  if (a.length < 2) return 0;
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i++) {
    const da = (ra[i] ?? 0) - ma;
    const db = (rb[i] ?? 0) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : cov / Math.sqrt(va * vb);
}

/**
 * How far the Spearman gain over the baseline could move by chance: resample the players with
 * replacement (the same draw for both forecasts) and take the 5th and 95th percentile of the
 * gain. A fixed seed keeps the printed figures reproducible.
 */
export function bootstrapSpearmanGain(model: number[], baseline: number[], truth: number[], samples = 500, seed = 2026): [number, number] {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32: small, fast and good enough to pick players.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gains: number[] = [];
  for (let s = 0; s < samples; s++) {
    const picks = truth.map(() => Math.floor(random() * truth.length));
    const y = picks.map((i) => truth[i] ?? 0);
    gains.push(spearman(picks.map((i) => model[i] ?? 0), y) - spearman(picks.map((i) => baseline[i] ?? 0), y));
  }
  gains.sort((a, b) => a - b);
  const at = (q: number) => gains[Math.min(gains.length - 1, Math.floor(q * gains.length))] ?? 0;
  return [at(0.05), at(0.95)];
}
