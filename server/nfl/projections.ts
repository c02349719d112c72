import { fantasyPoints, roundPoints } from '../../shared/fantasy-points.js';
import { SCORING_PRESETS, type ScoringPreset } from '../../shared/scoring.js';
import type { PlayerProjectionsTable } from '../db/player-tables.js';
import {
  addScaled,
  COMPONENTS,
  positionRates,
  pprPoints,
  statLineOf,
  zeroLine,
  type History,
  type Line,
  type ProjectionPlayer,
} from './projection-history.js';

/**
 * Season projections made from the bundled history; docs/PROJECTIONS.md explains the model and
 * its backtest. Two forecasts of each player's season are blended:
 *  - the rate forecast: per-game production of the last three seasons, weighted towards the most
 *    recent and shrunk towards the position's average, times the games he can be expected to
 *    play (his recent share of games, shrunk towards a regular's);
 *  - last season as it was, scaled to a full season (a role won or lost shows there first).
 * How much of each, per position, is learned from the earlier seasons: for every season before
 * the target, the same forecasts are made from the seasons before *it* and fitted to what then
 * happened. Nothing from the target season or later is used.
 */
export interface ModelParams {
  /** Weight of the seasons before the target: [last, the one before, the one before that]. */
  rateWeights: readonly number[];
  /** Weights for the share of games played; steeper, since a lost role shows as lost games. */
  availabilityWeights: readonly number[];
  /** Pseudo-games of the position's average per-game line added to every player's history. */
  rateShrinkGames: number;
  /** Pseudo-seasons of `availabilityPrior` added to every player's own share of games played. */
  availabilityShrinkSeasons: number;
  /** Share of games a regular plays (injuries, rest). */
  availabilityPrior: number;
  /** Blend used when no earlier season can teach one, and the value the fit is pulled towards. */
  blendPrior: Blend;
  /** How strongly the fitted blend is pulled towards the prior (0 = plain least squares). */
  blendRidge: number;
  /** Games in a full regular season. */
  seasonGames: number;
  /** Yearly decline of per-game production past the position's peak age, as a fraction. */
  ageDecline: Readonly<Record<string, { peak: number; perYear: number }>>;
}

export interface Blend {
  rate: number;
  last: number;
}

export const DEFAULT_MODEL: ModelParams = {
  rateWeights: [1, 0.35, 0.1],
  availabilityWeights: [1, 0.5, 0.25],
  rateShrinkGames: 0,
  availabilityShrinkSeasons: 0.25,
  availabilityPrior: 0.8,
  blendPrior: { rate: 0.5, last: 0.5 },
  blendRidge: 1,
  seasonGames: 17,
  ageDecline: {
    QB: { peak: 37, perYear: 0.04 },
    RB: { peak: 27, perYear: 0.06 },
    WR: { peak: 29, perYear: 0.05 },
    TE: { peak: 30, perYear: 0.05 },
  },
};

export interface Projection extends Omit<PlayerProjectionsTable, 'rank_overall' | 'rank_position'> {
  position: string;
}

interface Forecasts {
  player: ProjectionPlayer;
  games: number;
  /** The rate forecast for a full season. */
  rate: Line;
  /** Last season scaled to a full season (zero if he did not play). */
  last: Line;
}

/** Age on September 1 of the season, or undefined without a birth date. */
function ageAt(birthDate: string | null, season: number): number | undefined {
  const born = birthDate ? Date.parse(birthDate) : NaN;
  return Number.isNaN(born) ? undefined : (Date.UTC(season, 8, 1) - born) / (365.25 * 24 * 3600 * 1000);
}

function ageFactor(params: ModelParams, position: string, age: number | undefined): number {
  const curve = params.ageDecline[position];
  if (!curve || age === undefined || age <= curve.peak) return 1;
  return Math.max(0.5, 1 - curve.perYear * (age - curve.peak));
}

/** Both forecasts for every player with a game in the seasons the rate forecast looks at. */
function forecasts(history: History, target: number, params: ModelParams): Forecasts[] {
  const lookback = params.rateWeights.map((weight, i) => ({ season: target - 1 - i, i, weight }));
  const meanRates = positionRates(history, lookback.map((l) => l.season));
  const result: Forecasts[] = [];
  for (const player of history.players) {
    const bySeason = history.seasons.get(player.player_id);
    const meanRate = meanRates.get(player.position);
    if (!bySeason || !meanRate) continue;
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

    const factor = ageFactor(params, player.position, ageAt(player.birth_date, target));
    const m = params.availabilityShrinkSeasons * params.seasonGames;
    const availability = Math.min(1, (playedGames + m * params.availabilityPrior) / (possibleGames + m));
    const games = params.seasonGames * availability;
    const k = params.rateShrinkGames;
    const rate = zeroLine();
    for (const c of COMPONENTS) rate[c] = ((weighted[c] + k * meanRate[c]) / (rateGames + k)) * games * factor;

    const last = zeroLine();
    const lastSeason = bySeason.get(target - 1);
    const lastPossible = history.possible.get(`${player.position}:${target - 1}`);
    if (lastSeason && lastPossible) addScaled(last, lastSeason.totals, (params.seasonGames * factor) / lastPossible);
    result.push({ player, games, rate, last });
  }
  return result;
}

/**
 * Per position, the blend that best turned earlier seasons' forecasts into what happened
 * (least squares, pulled towards the prior so a thin season cannot swing it far).
 */
export function fitBlends(history: History, target: number, params: ModelParams): Map<string, Blend> {
  const seasons = [...new Set([...history.possible.keys()].map((key) => Number(key.split(':')[1])))];
  const samples = new Map<string, { x1: number; x2: number; y: number }[]>();
  for (const season of seasons.filter((s) => s < target && seasons.includes(s - 1))) {
    for (const f of forecasts(history, season, params)) {
      const played = history.seasons.get(f.player.player_id)?.get(season);
      const possible = history.possible.get(`${f.player.position}:${season}`);
      if (!possible || (!played && pprPoints(f.last) === 0)) continue;
      const y = played ? (pprPoints(played.totals) * params.seasonGames) / possible : 0;
      const list = samples.get(f.player.position) ?? [];
      list.push({ x1: pprPoints(f.rate), x2: pprPoints(f.last), y });
      samples.set(f.player.position, list);
    }
  }
  const blends = new Map<string, Blend>();
  for (const [position, list] of samples) blends.set(position, ridgeFit(list, params.blendPrior, params.blendRidge));
  return blends;
}

/** Two-coefficient least squares without intercept, with a ridge towards the prior. */
function ridgeFit(list: { x1: number; x2: number; y: number }[], prior: Blend, ridge: number): Blend {
  let s11 = 0, s12 = 0, s22 = 0, s1y = 0, s2y = 0;
  for (const { x1, x2, y } of list) {
    s11 += x1 * x1;
    s12 += x1 * x2;
    s22 += x2 * x2;
    s1y += x1 * y;
    s2y += x2 * y;
  }
  // Penalty scaled to each feature's own size, so the ridge means the same at every position.
  const l1 = ridge * s11;
  const l2 = ridge * s22;
  const a11 = s11 + l1, a22 = s22 + l2, b1 = s1y + l1 * prior.rate, b2 = s2y + l2 * prior.last;
  const det = a11 * a22 - s12 * s12;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-9) return prior;
  return { rate: Math.max(0, (b1 * a22 - s12 * b2) / det), last: Math.max(0, (a11 * b2 - s12 * b1) / det) };
}

/**
 * Project `target` from the seasons before it. Players with no game in the three seasons before
 * get no projection (rookies and long-gone players have nothing to go on).
 */
export function projectSeason(history: History, target: number, params: ModelParams = DEFAULT_MODEL): Projection[] {
  const blends = fitBlends(history, target, params);
  return forecasts(history, target, params).map((f) => {
    const blend = blends.get(f.player.position) ?? params.blendPrior;
    const line = zeroLine();
    addScaled(line, f.rate, blend.rate);
    addScaled(line, f.last, blend.last);
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
