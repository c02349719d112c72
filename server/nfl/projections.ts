import { fantasyPoints, roundPoints } from '#shared/fantasy-points.js';
import { SCORING_PRESETS, type ScoringPreset } from '#shared/scoring.js';
import type { PlayerProjectionsTable } from '../db/player-tables.js';
import { newcomerFactor } from './projection-newcomers.js';
import { defenseSchedule, defenseTeam } from './projection-schedule.js';
import { empiricalShrinkGames } from './projection-shrinkage.js';
import { addScaled, COMPONENTS, positionRates, pprPoints, statLineOf, zeroLine, type History, type Line, type ProjectionPlayer } from './projection-history.js';

/**
 * Season projections made from the bundled history; docs/PROJECTIONS.md explains the model, how
 * its settings were chosen and its backtest. For each player and stat: his per-game production
 * over the last seasons (weighted towards the newest season and the last weeks of it), shrunk
 * towards a prior per-game line in proportion to how few games he has (empirical Bayes), times a
 * growth factor for newcomers, times the games he can be expected to play (his recent share of
 * the games). Team defenses also get what their schedule is worth. One scale per position,
 * learned from the seasons before the target, calibrates the total.
 */
export interface PositionModel {
  /** Weight of the seasons before the target: [last, the one before, the one before that]. */
  seasonWeights: readonly number[];
  /** Extra weight of the last `recentWeeks` weeks of last season (0.5 = each counts 1.5 times). */
  recentBoost: number;
  recentWeeks: number;
  /**
   * Pseudo-games of the prior per-game line added to every player's weighted games; 'empirical'
   * = estimated from the seasons before the target (projection-shrinkage.ts).
   */
  shrinkGames: number | 'empirical';
  /** Used when 'empirical' cannot be estimated. */
  fallbackShrinkGames?: number;
  /** The prior per-game line as a share of the position's average player-game. */
  priorLevel: number;
  /** Weights of the seasons for the share of games played; empty = every game (team defenses). */
  availabilityWeights: readonly number[];
  /** Growth of a player whose first season in the data was the last one (half for the one before). */
  newcomerGrowth: number;
  /** Scale used when no earlier season can teach one (the first data season's projection). */
  calibrationPrior: number;
}

export interface ModelParams {
  positions: Readonly<Record<string, PositionModel>>;
  /** Use the target season's schedule for team defenses when the data has it. */
  schedule: boolean;
  /** Games in a full regular season. */
  seasonGames: number;
}

/** Running backs, receivers and tight ends: tuned together (docs/PROJECTIONS.md). */
const SKILL: PositionModel = {
  seasonWeights: [1, 0.1, 0.05],
  recentBoost: 1,
  recentWeeks: 8,
  shrinkGames: 'empirical',
  fallbackShrinkGames: 2,
  priorLevel: 0,
  availabilityWeights: [1, 0.3, 0.1],
  newcomerGrowth: 0.2,
  calibrationPrior: 0.85,
};

export const DEFAULT_MODEL: ModelParams = {
  positions: {
    QB: { ...SKILL, seasonWeights: [1, 0.8, 0.4], newcomerGrowth: 0 },
    RB: SKILL,
    WR: SKILL,
    TE: SKILL,
    K: {
      ...SKILL,
      seasonWeights: [1, 0.8, 0.4],
      recentWeeks: 4,
      shrinkGames: 8,
      priorLevel: 0.75,
      availabilityWeights: [1],
      newcomerGrowth: 0,
    },
    DEF: {
      ...SKILL,
      seasonWeights: [1, 0, 0],
      recentBoost: 0,
      fallbackShrinkGames: 34,
      priorLevel: 1,
      availabilityWeights: [],
      newcomerGrowth: 0,
      calibrationPrior: 1,
    },
  },
  schedule: true,
  seasonGames: 17,
};

export interface Projection extends Omit<PlayerProjectionsTable, 'rank_overall' | 'rank_position'> {
  position: string;
}

interface Forecast {
  player: ProjectionPlayer;
  games: number;
  /** Full-season line before calibration. */
  line: Line;
}

/**
 * Weighted games and stat totals of a player's last seasons, recent weeks of the last one boosted.
 * `ease(season)` is how easy his schedule was that season in points per game (defenses only).
 */
function weightedHistory(history: History, player: ProjectionPlayer, target: number, model: PositionModel, ease: (season: number) => number) {
  const totals = zeroLine();
  let games = 0;
  model.seasonWeights.forEach((weight, i) => {
    const season = target - 1 - i;
    const played = history.seasons.get(player.player_id)?.get(season);
    if (!played || weight === 0) return;
    const recentFrom = (history.lastWeek.get(`${player.position}:${season}`) ?? 0) - model.recentWeeks;
    for (const { week, line } of played.weeks) {
      const w = weight * (i === 0 && week > recentFrom ? 1 + model.recentBoost : 1);
      games += w;
      addScaled(totals, line, w);
      totals.def_pts -= w * ease(season);
    }
  });
  return { totals, games };
}

/**
 * Expected share of the season's games: his weighted share of the games of the last seasons. Not
 * shrunk towards a regular's share: a "game" here is a week with a stat row, so few games mostly
 * means a small role, not bad luck with injuries (the backtest agrees).
 */
function expectedShare(history: History, player: ProjectionPlayer, target: number, model: PositionModel): number {
  if (model.availabilityWeights.length === 0) return 1;
  const bySeason = history.seasons.get(player.player_id);
  // Seasons before his first one in the data do not count against him (rookies).
  const debut = Math.min(...(bySeason?.keys() ?? []));
  let played = 0;
  let possible = 0;
  model.availabilityWeights.forEach((weight, i) => {
    const season = target - 1 - i;
    const games = history.possible.get(`${player.position}:${season}`);
    if (season < debut || !games) return;
    possible += weight * games;
    played += weight * (bySeason?.get(season)?.games ?? 0);
  });
  return possible === 0 ? 0 : Math.min(1, played / possible);
}

/** Shrinkage strength per position for projecting `target`. */
function shrinkGamesByPosition(history: History, target: number, params: ModelParams): Map<string, number> {
  const lookback = [target - 1, target - 2, target - 3];
  return new Map(
    Object.entries(params.positions).map(([position, model]) => [
      position,
      model.shrinkGames === 'empirical'
        ? (empiricalShrinkGames(history, position, lookback) ?? model.fallbackShrinkGames ?? 0)
        : model.shrinkGames,
    ]),
  );
}

/** The uncalibrated forecast of every player with a game in the seasons his position looks back on. */
export function forecasts(history: History, target: number, params: ModelParams): Forecast[] {
  const meanRates = positionRates(history, [target - 1, target - 2, target - 3]);
  const shrinkGames = shrinkGamesByPosition(history, target, params);
  const schedule = params.schedule ? defenseSchedule(history, target) : undefined;
  const result: Forecast[] = [];
  for (const player of history.players) {
    const meanRate = meanRates.get(player.position);
    const model = params.positions[player.position];
    if (!meanRate || !model) continue;
    const team = defenseTeam(player.player_id);
    const ease = (season: number) => (player.position === 'DEF' ? (schedule?.(team, season) ?? 0) : 0);
    const weighted = weightedHistory(history, player, target, model, ease);
    if (weighted.games === 0) continue;
    const games = params.seasonGames * expectedShare(history, player, target, model);
    const factor = newcomerFactor(history, player, target, model.newcomerGrowth);
    const k = shrinkGames.get(player.position) ?? 0;
    const line = zeroLine();
    for (const c of COMPONENTS) line[c] = ((weighted.totals[c] + k * model.priorLevel * meanRate[c]) / (weighted.games + k)) * games * factor;
    // What the coming schedule is worth (zero unless a defense and the data has the schedule).
    line.def_pts += ease(target) * games;
    result.push({ player, games, line });
  }
  return result;
}

/**
 * Per position, the scale that turned earlier seasons' forecasts into what happened with the
 * least absolute error: the median of actual/forecast weighted by the forecast. Only seasons
 * before the target are used, each forecast from the seasons before it.
 */
export function fitCalibration(history: History, target: number, params: ModelParams): Map<string, number> {
  const seasons = [...new Set([...history.possible.keys()].map((key) => Number(key.split(':')[1])))];
  const samples = new Map<string, { ratio: number; weight: number }[]>();
  for (const season of seasons.filter((s) => s < target && seasons.includes(s - 1))) {
    for (const f of forecasts(history, season, params)) {
      const bySeason = history.seasons.get(f.player.player_id);
      const possible = history.possible.get(`${f.player.position}:${season}`);
      // The same players the backtest compares: those with a game the season before.
      if (!possible || !bySeason?.has(season - 1)) continue;
      const played = bySeason.get(season);
      const y = played ? (pprPoints(played.totals) * params.seasonGames) / possible : 0;
      const x = pprPoints(f.line);
      if (x <= 0) continue;
      const list = samples.get(f.player.position) ?? [];
      list.push({ ratio: y / x, weight: x });
      samples.set(f.player.position, list);
    }
  }
  const scales = new Map<string, number>();
  for (const [position, list] of samples) scales.set(position, weightedMedian(list));
  return scales;
}

function weightedMedian(list: { ratio: number; weight: number }[]): number {
  const sorted = [...list].sort((a, b) => a.ratio - b.ratio);
  const half = sorted.reduce((sum, s) => sum + s.weight, 0) / 2;
  let seen = 0;
  for (const s of sorted) {
    seen += s.weight;
    if (seen >= half) return s.ratio;
  }
  return 1;
}

/**
 * Project `target` from the seasons before it. Players with no game in the three seasons before
 * get no projection (rookies and long-gone players have nothing to go on).
 */
export function projectSeason(history: History, target: number, params: ModelParams = DEFAULT_MODEL): Projection[] {
  const scales = fitCalibration(history, target, params);
  return forecasts(history, target, params).map((f) => {
    const line = zeroLine();
    addScaled(line, f.line, scales.get(f.player.position) ?? params.positions[f.player.position]?.calibrationPrior ?? 1);
    return toProjection(f.player, target, f.games, line);
  });
}

const round1 = (value: number) => Math.round(roundPoints(value) * 10) / 10;

function toProjection(player: ProjectionPlayer, season: number, games: number, line: Line): Projection {
  const fixed = line.kick_pts + line.def_pts;
  const points = (preset: ScoringPreset) => round1(fantasyPoints(statLineOf(line), SCORING_PRESETS[preset]) + fixed);
  return {
    player_id: player.player_id,
    position: player.position,
    season,
    games: round1(games),
    pass_yds: round1(line.pass_yds),
    pass_td: round1(line.pass_td),
    pass_int: round1(line.pass_int),
    rush_yds: round1(line.rush_yds),
    rush_td: round1(line.rush_td),
    receptions: round1(line.receptions),
    rec_yds: round1(line.rec_yds),
    rec_td: round1(line.rec_td),
    fpts_std: points('STANDARD'),
    fpts_half: points('HALF_PPR'),
    fpts_ppr: points('PPR'),
  };
}
