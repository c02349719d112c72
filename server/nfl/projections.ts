import { fantasyPoints, roundPoints } from '../../shared/fantasy-points.js';
import { SCORING_PRESETS, type ScoringPreset } from '../../shared/scoring.js';
import type { PlayerProjectionsTable } from '../db/player-tables.js';
import { careerFactor, type CareerCurves } from './projection-career.js';
import { addScaled, COMPONENTS, positionRates, pprPoints, statLineOf, zeroLine, type History, type Line, type ProjectionPlayer } from './projection-history.js';

/**
 * Season projections made from the bundled history; docs/PROJECTIONS.md explains the model and
 * its backtest. For each player: per-game production of the last three seasons (weighted towards
 * the newest, each season by its games), shrunk towards a prior per-game line of his position in
 * proportion to how few games he has (empirical Bayes), times an age/experience factor, times the
 * games he can be expected to play (his recent share of games, shrunk towards a regular's). One
 * scale per position, learned from the seasons before the target, calibrates the total.
 */
export interface PositionModel {
  /** Pseudo-games of the prior per-game line added to every player's weighted games. */
  shrinkGames: number;
  /** The prior per-game line as a share of the position's average player-game. */
  priorLevel: number;
  /** Expected share of games; for defenses it is 1 (a team plays every game). */
  availability: 'history' | 'full';
}

export interface ModelParams {
  /** Weight of the seasons before the target: [last, the one before, the one before that]. */
  seasonWeights: readonly number[];
  /** Weights of the same seasons for the share of games played. */
  availabilityWeights: readonly number[];
  /** Pseudo-seasons of `availabilityPrior` added to every player's own share of games played. */
  availabilityShrinkSeasons: number;
  /** Share of games a regular plays (injuries, rest). */
  availabilityPrior: number;
  positions: Readonly<Record<string, PositionModel>>;
  career: CareerCurves;
  /** Scale used when no earlier season can teach one. */
  calibrationPrior: number;
  /** Games in a full regular season. */
  seasonGames: number;
}

export const DEFAULT_MODEL: ModelParams = {
  seasonWeights: [0.55, 0.3, 0.15],
  availabilityWeights: [0.55, 0.3, 0.15],
  availabilityShrinkSeasons: 0.5,
  availabilityPrior: 0.8,
  positions: {
    QB: { shrinkGames: 3, priorLevel: 0.5, availability: 'history' },
    RB: { shrinkGames: 3, priorLevel: 0.5, availability: 'history' },
    WR: { shrinkGames: 3, priorLevel: 0.5, availability: 'history' },
    TE: { shrinkGames: 3, priorLevel: 0.5, availability: 'history' },
    K: { shrinkGames: 8, priorLevel: 1, availability: 'history' },
    DEF: { shrinkGames: 30, priorLevel: 1, availability: 'full' },
  },
  career: {
    QB: { peak: 37, declinePerYear: 0.04, growth: [0, 0, 0] },
    RB: { peak: 27, declinePerYear: 0.06, growth: [0, 0, 0] },
    WR: { peak: 29, declinePerYear: 0.05, growth: [0, 0, 0] },
    TE: { peak: 30, declinePerYear: 0.05, growth: [0, 0, 0] },
  },
  calibrationPrior: 0.85,
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

/** The uncalibrated forecast of every player with a game in the three seasons before `target`. */
export function forecasts(history: History, target: number, params: ModelParams): Forecast[] {
  const lookback = params.seasonWeights.map((weight, i) => ({ season: target - 1 - i, i, weight }));
  const meanRates = positionRates(history, lookback.map((l) => l.season));
  const result: Forecast[] = [];
  for (const player of history.players) {
    const bySeason = history.seasons.get(player.player_id);
    const meanRate = meanRates.get(player.position);
    const model = params.positions[player.position];
    if (!bySeason || !meanRate || !model) continue;
    const debut = player.rookie_year ?? Math.min(...bySeason.keys());
    let rateGames = 0;
    let playedGames = 0;
    let possibleGames = 0;
    const weighted = zeroLine();
    for (const { season, i, weight } of lookback) {
      const possible = history.possible.get(`${player.position}:${season}`);
      if (season < debut || !possible) continue;
      const availabilityWeight = params.availabilityWeights[i] ?? 0;
      possibleGames += availabilityWeight * possible;
      const played = bySeason.get(season);
      if (!played) continue;
      playedGames += availabilityWeight * played.games;
      rateGames += weight * played.games;
      addScaled(weighted, played.totals, weight);
    }
    if (rateGames === 0) continue;

    const m = params.availabilityShrinkSeasons * params.seasonGames;
    const share = model.availability === 'full' ? 1 : Math.min(1, (playedGames + m * params.availabilityPrior) / (possibleGames + m));
    const games = params.seasonGames * share;
    const factor = careerFactor(params.career, player, target);
    const k = model.shrinkGames;
    const line = zeroLine();
    for (const c of COMPONENTS) line[c] = ((weighted[c] + k * model.priorLevel * meanRate[c]) / (rateGames + k)) * games * factor;
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
    addScaled(line, f.line, scales.get(f.player.position) ?? params.calibrationPrior);
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
