import { DEFAULT_SCORING, type ScoringSettings } from '../scoring.js';

/**
 * A projection's points under a league's scoring. Projections are stored with their PPR points and
 * the components a league can weigh differently (shared/scoring.ts); the difference of each weight
 * from PPR times the projected component moves the PPR total to the league's. Kickers and
 * defenses score by the fixed table (shared/fantasy-points.ts) and have none of these components.
 * Return touchdowns, two-point conversions and lost fumbles are not projected, so their weights
 * cannot move a projection.
 */
export interface ProjectedComponents {
  fpts_ppr: number;
  pass_yds: number;
  pass_td: number;
  pass_int: number;
  rush_yds: number;
  rush_td: number;
  receptions: number;
  rec_yds: number;
  rec_td: number;
}

const WEIGHTS: readonly (readonly [keyof ProjectedComponents, keyof ScoringSettings])[] = [
  ['pass_yds', 'passing_yard'],
  ['pass_td', 'passing_td'],
  ['pass_int', 'interception'],
  ['rush_yds', 'rushing_yard'],
  ['rush_td', 'rushing_td'],
  ['receptions', 'reception'],
  ['rec_yds', 'receiving_yard'],
  ['rec_td', 'receiving_td'],
];

export function pointsUnderScoring(projection: ProjectedComponents, scoring: ScoringSettings): number {
  let points = projection.fpts_ppr;
  for (const [component, weight] of WEIGHTS) {
    points += projection[component] * ((scoring[weight] as number) - (DEFAULT_SCORING[weight] as number));
  }
  return Math.round(points * 10) / 10;
}
