import type { ProjectionPlayer } from './projection-history.js';

/**
 * Where a player is in his career, as a multiplier of his per-game production: young players
 * still growing into a role, older ones declining past the position's peak age.
 */
export interface CareerCurve {
  /** Age (on September 1 of the season) after which production declines. */
  peak: number;
  /** Yearly decline past the peak, as a fraction; never below half. */
  declinePerYear: number;
  /** Growth over his history for a player in his 2nd, 3rd and 4th season (0.1 = +10 %). */
  growth: readonly number[];
}

export type CareerCurves = Readonly<Record<string, CareerCurve>>;

/** Age on September 1 of the season, or undefined without a birth date. */
export function ageAt(birthDate: string | null, season: number): number | undefined {
  const born = birthDate ? Date.parse(birthDate) : NaN;
  return Number.isNaN(born) ? undefined : (Date.UTC(season, 8, 1) - born) / (365.25 * 24 * 3600 * 1000);
}

export function careerFactor(curves: CareerCurves, player: ProjectionPlayer, season: number): number {
  const curve = curves[player.position];
  if (!curve) return 1;
  let factor = 1;
  const age = ageAt(player.birth_date, season);
  if (age !== undefined && age > curve.peak) factor *= Math.max(0.5, 1 - curve.declinePerYear * (age - curve.peak));
  // Season 2 of a career is `season - rookie_year = 1`.
  const year = player.rookie_year === null ? undefined : season - player.rookie_year;
  if (year !== undefined && year >= 1) factor *= 1 + (curve.growth[year - 1] ?? 0);
  return factor;
}
