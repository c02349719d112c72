/**
 * Draft grades (docs/DECISIONS.md, "Draft analytics"): a letter from a team's starters' projected
 * points against the league's, by how many standard deviations it is above or below the mean.
 * The letter depends on the points alone through thresholds on one increasing score, so a
 * stronger lineup never gets a worse grade, and equal lineups get the same one.
 */
export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];

/** Lower bounds of the standard score for A, B, C and D; below the last is F. */
const THRESHOLDS: readonly [Grade, number][] = [
  ['A', 1],
  ['B', 0.35],
  ['C', -0.35],
  ['D', -1],
];

export function gradeLineups(points: readonly number[]): Grade[] {
  if (points.length === 0) return [];
  const mean = points.reduce((s, p) => s + p, 0) / points.length;
  const sd = Math.sqrt(points.reduce((s, p) => s + (p - mean) ** 2, 0) / points.length);
  // Everyone level (one team, or no sales yet): nobody is ahead, everyone is average.
  if (sd < 1e-9) return points.map(() => 'C');
  return points.map((p) => {
    const z = (p - mean) / sd;
    return THRESHOLDS.find(([, bound]) => z >= bound)?.[0] ?? 'F';
  });
}
