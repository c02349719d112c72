import type { History } from './projection-history.js';

/**
 * Strength of schedule for team defenses. A defense scores more against weak offenses, and the
 * schedule is published months before the season, so a projection may use it: each opponent is
 * rated by the points per game it scored the season before. How many fantasy points one point of
 * opponent scoring is worth is learned from the seasons before the target (never from its scores).
 */
type Games = History['games'];

/** Regular-season points per game of every team in `season`, from the final scores. */
export function pointsPerGame(games: Games, season: number): Map<string, number> {
  const sums = new Map<string, { points: number; games: number }>();
  for (const g of games) {
    if (g.season !== season || g.game_type !== 'REG' || g.home_score === null || g.away_score === null) continue;
    for (const [team, points] of [[g.home_team, g.home_score], [g.away_team, g.away_score]] as const) {
      const sum = sums.get(team) ?? { points: 0, games: 0 };
      sum.points += points;
      sum.games += 1;
      sums.set(team, sum);
    }
  }
  return new Map([...sums].map(([team, s]) => [team, s.points / s.games]));
}

/** Opponent of `team` in every regular-season week of `season` it plays (week → opponent). */
function opponents(games: Games, season: number, team: string): Map<number, string> {
  const result = new Map<number, string>();
  for (const g of games) {
    if (g.season !== season || g.game_type !== 'REG') continue;
    if (g.home_team === team) result.set(g.week, g.away_team);
    else if (g.away_team === team) result.set(g.week, g.home_team);
  }
  return result;
}

/**
 * Per team, how much weaker (+) or stronger (−) than average its opponents in `season` scored the
 * season before, in points per game. Empty when the data has no schedule for `season`.
 */
export function scheduleEase(games: Games, season: number): Map<string, number> {
  const rating = pointsPerGame(games, season - 1);
  if (rating.size === 0) return new Map();
  const average = [...rating.values()].reduce((s, x) => s + x, 0) / rating.size;
  const ease = new Map<string, number>();
  for (const team of rating.keys()) {
    const faced = [...opponents(games, season, team).values()].map((o) => rating.get(o) ?? average);
    if (faced.length > 0) ease.set(team, average - faced.reduce((s, x) => s + x, 0) / faced.length);
  }
  return ease;
}

/** The team a defense's player_id stands for ("DEF-KC" → "KC"). */
export const defenseTeam = (playerId: string) => playerId.replace(/^DEF-/, '');

/**
 * Fantasy points a defense gains per game for each point per game its opponent scored less the
 * season before: the least-squares slope over the defense weeks of the seasons before `target`,
 * within each team-season (so a good defense is not mistaken for an easy schedule).
 */
export function learnScheduleSlope(history: History, target: number): number {
  let sxy = 0;
  let sxx = 0;
  for (const player of history.players) {
    if (player.position !== 'DEF') continue;
    const team = defenseTeam(player.player_id);
    for (const [season, played] of history.seasons.get(player.player_id) ?? []) {
      if (season >= target) continue;
      const rating = pointsPerGame(history.games, season - 1);
      const faced = opponents(history.games, season, team);
      const pairs = played.weeks.flatMap(({ week, line }) => {
        const opponent = faced.get(week);
        const strength = opponent === undefined ? undefined : rating.get(opponent);
        return strength === undefined ? [] : [{ x: -strength, y: line.def_pts }];
      });
      if (pairs.length < 2) continue;
      const mx = pairs.reduce((s, p) => s + p.x, 0) / pairs.length;
      const my = pairs.reduce((s, p) => s + p.y, 0) / pairs.length;
      for (const { x, y } of pairs) {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) * (x - mx);
      }
    }
  }
  return sxx > 0 ? Math.max(0, sxy / sxx) : 0;
}

/**
 * For projecting `target`: (team, season) → fantasy points per game the defense's schedule was
 * worth that season (positive = easier than average). Past seasons' values take schedule luck out
 * of a defense's record; the target's value is what its schedule adds. Zero where unknown.
 */
export function defenseSchedule(history: History, target: number): (team: string, season: number) => number {
  const slope = learnScheduleSlope(history, target);
  const bySeason = new Map<number, Map<string, number>>();
  return (team, season) => {
    let ease = bySeason.get(season);
    if (!ease) bySeason.set(season, (ease = scheduleEase(history.games, season)));
    return slope * (ease.get(team) ?? 0);
  };
}
