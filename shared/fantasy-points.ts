import type { ScoringSettings } from './scoring.js';

/**
 * Fantasy points from a stat line. Offense follows the league's ScoringSettings; kicking and
 * team defense use the fixed table of the bundled data (server/nfl-data/README.md), because the
 * league settings have no kicker or defense values. With the PPR and STANDARD presets the result
 * equals the data's own fpts_ppr / fpts_std columns row for row (tests/server/values/fantasy-points.test.ts).
 */
export interface StatLine {
  pass_yds?: number | null;
  pass_td?: number | null;
  pass_int?: number | null;
  rush_yds?: number | null;
  rush_td?: number | null;
  receptions?: number | null;
  rec_yds?: number | null;
  rec_td?: number | null;
  ret_td?: number | null;
  fum_rec_td?: number | null;
  two_pt?: number | null;
  fumbles_lost?: number | null;
  pat_made?: number | null;
  fg_made_0_19?: number | null;
  fg_made_20_29?: number | null;
  fg_made_30_39?: number | null;
  fg_made_40_49?: number | null;
  fg_made_50p?: number | null;
  def_sacks?: number | null;
  def_interceptions?: number | null;
  def_fumble_recoveries?: number | null;
  def_safeties?: number | null;
  def_blocked_kicks?: number | null;
  def_td?: number | null;
  def_return_td?: number | null;
  /** Only team-defense lines carry it; absent means "not a defense line". */
  points_allowed?: number | null;
}

export const KICKING_POINTS = {
  pat: 1,
  fg_0_39: 3,
  fg_40_49: 4,
  fg_50_plus: 5,
} as const;

export const DEFENSE_POINTS = {
  sack: 1,
  interception: 2,
  fumble_recovery: 2,
  safety: 2,
  blocked_kick: 2,
  touchdown: 6,
} as const;

/** Points-allowed tiers: [highest points allowed in the tier, fantasy points]. */
export const POINTS_ALLOWED_TIERS: readonly (readonly [number, number])[] = [
  [0, 10],
  [6, 7],
  [13, 4],
  [20, 1],
  [27, 0],
  [34, -1],
  [Infinity, -4],
];

export function pointsAllowedPoints(pointsAllowed: number): number {
  const tier = POINTS_ALLOWED_TIERS.find(([max]) => pointsAllowed <= max);
  return tier ? tier[1] : 0;
}

const n = (value: number | null | undefined): number => value ?? 0;

export function offensePoints(s: StatLine, scoring: ScoringSettings): number {
  return (
    n(s.pass_yds) * scoring.passing_yard +
    n(s.pass_td) * scoring.passing_td +
    n(s.pass_int) * scoring.interception +
    n(s.rush_yds) * scoring.rushing_yard +
    n(s.rush_td) * scoring.rushing_td +
    n(s.receptions) * scoring.reception +
    n(s.rec_yds) * scoring.receiving_yard +
    n(s.rec_td) * scoring.receiving_td +
    (n(s.ret_td) + n(s.fum_rec_td)) * scoring.return_td +
    n(s.two_pt) * scoring.two_point +
    n(s.fumbles_lost) * scoring.fumble_lost
  );
}

export function kickingPoints(s: StatLine): number {
  return (
    n(s.pat_made) * KICKING_POINTS.pat +
    (n(s.fg_made_0_19) + n(s.fg_made_20_29) + n(s.fg_made_30_39)) * KICKING_POINTS.fg_0_39 +
    n(s.fg_made_40_49) * KICKING_POINTS.fg_40_49 +
    n(s.fg_made_50p) * KICKING_POINTS.fg_50_plus
  );
}

export function defensePoints(s: StatLine): number {
  const plays =
    n(s.def_sacks) * DEFENSE_POINTS.sack +
    n(s.def_interceptions) * DEFENSE_POINTS.interception +
    n(s.def_fumble_recoveries) * DEFENSE_POINTS.fumble_recovery +
    n(s.def_safeties) * DEFENSE_POINTS.safety +
    n(s.def_blocked_kicks) * DEFENSE_POINTS.blocked_kick +
    (n(s.def_td) + n(s.def_return_td)) * DEFENSE_POINTS.touchdown;
  return plays + (s.points_allowed == null ? 0 : pointsAllowedPoints(s.points_allowed));
}

/** Points rounded to hundredths, so sums of 0.04-per-yard values compare exactly. */
export function roundPoints(points: number): number {
  return Math.round(points * 100) / 100;
}

/**
 * Total fantasy points of one line under a league's scoring. Points allowed are tiered per game,
 * so a defense must be scored week by week and summed, never from its season totals.
 */
export function fantasyPoints(line: StatLine, scoring: ScoringSettings): number {
  return roundPoints(offensePoints(line, scoring) + kickingPoints(line) + defensePoints(line));
}
