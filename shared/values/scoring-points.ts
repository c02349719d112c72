import { DEFAULT_SCORING, type ScoringSettings } from '../scoring.js';

/**
 * The projected stat components a league's scoring weighs, each with the scoring weight it is
 * multiplied by. This is the one list of them: the projections table's columns
 * (server/db/player-tables.ts) and the pool auction values are made from
 * (server/values/projection-pool.ts) are typed and read from it.
 */
export const COMPONENT_WEIGHTS = {
  pass_yds: 'passing_yard',
  pass_td: 'passing_td',
  pass_int: 'interception',
  rush_yds: 'rushing_yard',
  rush_td: 'rushing_td',
  receptions: 'reception',
  rec_yds: 'receiving_yard',
  rec_td: 'receiving_td',
} as const satisfies Record<string, keyof ScoringSettings>;

export type ScoredComponent = keyof typeof COMPONENT_WEIGHTS;
export const SCORED_COMPONENTS = Object.keys(COMPONENT_WEIGHTS) as ScoredComponent[];

/** A projection as values need it: its PPR points and the components a league can weigh differently. */
export type ProjectedComponents = Record<ScoredComponent | 'fpts_ppr', number>;

/**
 * A projection's points under a league's scoring. Projections are stored with their PPR points and
 * the components a league can weigh differently (shared/scoring.ts); the difference of each weight
 * from PPR times the projected component moves the PPR total to the league's. Kickers and
 * defenses score by the fixed table (shared/fantasy-points.ts) and have none of these components.
 * Return touchdowns, two-point conversions and lost fumbles are not projected, so their weights
 * cannot move a projection.
 */
export function pointsUnderScoring(projection: ProjectedComponents, scoring: ScoringSettings): number {
  let points = projection.fpts_ppr;
  for (const component of SCORED_COMPONENTS) {
    const weight = COMPONENT_WEIGHTS[component];
    points += projection[component] * (scoring[weight] - DEFAULT_SCORING[weight]);
  }
  return Math.round(points * 10) / 10;
}
