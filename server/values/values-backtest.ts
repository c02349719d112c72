import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';
import { auctionValues, MIN_VALUE, type LeagueValueSettings } from '#shared/values/auction-values.js';
import { ALL_POSITIONS, bootstrapSpearmanGain, meanAbsoluteError, seasonForecasts, spearman, type PositionScore } from '../nfl/backtest.js';
import type { NflDataSet } from '../nfl/data-set.js';

/**
 * Backtest of the auction values (docs/VALUES.md): the values the method makes from the projections
 * of season S (information before S only) against the values the same method gives from S's
 * actual points, next to the naive baseline "last season's realized values" (the method run on
 * last season's points). Same league settings, same player universe, one method: only the points
 * differ.
 */
export interface ValuedPlayer {
  id: string;
  position: PlayerPosition;
}

export interface PointForecasts {
  model: ReadonlyMap<string, number>;
  baseline: ReadonlyMap<string, number>;
  actual: ReadonlyMap<string, number>;
}

/** The row of every player with a game last season (the projections backtest's set). */
export const EVERY_PLAYER = 'ALL+$1';

/**
 * The same scores as the projections' backtest, on dollars: `players` counts those worth more than
 * $1 in the model's, the baseline's or the actual values (EVERY_PLAYER: see there).
 */
export type ValueScore = PositionScore;

/** Each player's dollars when the league values the given points (missing points count 0). */
export function valuesFrom(players: readonly ValuedPlayer[], points: ReadonlyMap<string, number>, settings: LeagueValueSettings): Map<string, number> {
  const values = auctionValues(
    players.map((p) => ({ ...p, points: points.get(p.id) ?? 0 })),
    settings,
  );
  return new Map(values.players.map((p) => [p.id, p.value]));
}

/**
 * Scored on the players anyone would pay for: worth more than $1 in at least one of the three
 * value sets. Chosen the same way for both forecasts, and it keeps both forecasts' misses (a
 * player they priced who then did nothing) and the season's surprises (a player both left at $1).
 * The hundreds of $1 players everybody agrees on would only shrink both errors alike.
 */
export function scoreValues(players: readonly ValuedPlayer[], points: PointForecasts, settings: LeagueValueSettings): ValueScore[] {
  const model = valuesFrom(players, points.model, settings);
  const baseline = valuesFrom(players, points.baseline, settings);
  const actual = valuesFrom(players, points.actual, settings);
  const dollars = (values: Map<string, number>, id: string) => values.get(id) ?? MIN_VALUE;
  const priced = players.filter((p) => [model, baseline, actual].some((values) => dollars(values, p.id) > MIN_VALUE));
  const groups: [string, ValuedPlayer[]][] = [
    ...PLAYER_POSITIONS.map((position): [string, ValuedPlayer[]] => [position, priced.filter((p) => p.position === position)]),
    [ALL_POSITIONS, priced],
    // The projections backtest's set: everyone with a game last season, $1 players included.
    [EVERY_PLAYER, players.filter((p) => points.baseline.has(p.id))],
  ];
  return groups.map(([position, group]) => {
    const ids = group.map((p) => p.id);
    const truth = ids.map((id) => dollars(actual, id));
    const modelValues = ids.map((id) => dollars(model, id));
    const baselineValues = ids.map((id) => dollars(baseline, id));
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
}

export interface ValuesBacktestResult {
  target: number;
  throughWeek: number;
  scores: ValueScore[];
}

/**
 * The universe is every player of the data set at a draftable position: rookies of the target
 * season are in it (neither forecast knows them, the actual values do), as on a real draft day.
 * The target season may be partial (2025 ends at week 14); values depend only on the ratios of
 * points, and all three point sets are scaled to the same games (server/nfl/backtest.ts).
 */
export function runValuesBacktest(data: NflDataSet, target: number, settings: LeagueValueSettings): ValuesBacktestResult {
  const forecasts = seasonForecasts(data, target);
  const players = data.players
    .filter((p): p is typeof p & { position: PlayerPosition } => (PLAYER_POSITIONS as readonly string[]).includes(p.position))
    .map((p) => ({ id: p.player_id, position: p.position }));
  return { target, throughWeek: forecasts.throughWeek, scores: scoreValues(players, forecasts, settings) };
}
