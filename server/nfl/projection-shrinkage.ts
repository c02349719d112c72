import { pprPoints, type History } from './projection-history.js';

/**
 * Empirical-Bayes shrinkage strength for a position: how many games of the position's average
 * a player's own record is worth, k = σ² / τ², where σ² is the game-to-game variance of his
 * points and τ² the variance of the players' true per-game levels. Both come from the seasons
 * given (method of moments over every player-season with at least `minGames` games): the spread
 * of the season averages is τ² plus the noise σ²/n each average still carries.
 * Undefined when the seasons cannot tell (too few players, or no spread beyond the noise).
 */
export function empiricalShrinkGames(history: History, position: string, seasons: number[], minGames = 8): number | undefined {
  const averages: number[] = [];
  let noiseOfAverages = 0;
  let gameVariance = 0;
  for (const player of history.players) {
    if (player.position !== position) continue;
    for (const season of seasons) {
      const played = history.seasons.get(player.player_id)?.get(season);
      if (!played || played.games < minGames) continue;
      const points = played.weeks.map((w) => pprPoints(w.line));
      const mean = points.reduce((s, x) => s + x, 0) / points.length;
      const variance = points.reduce((s, x) => s + (x - mean) ** 2, 0) / (points.length - 1);
      averages.push(mean);
      noiseOfAverages += variance / points.length;
      gameVariance += variance;
    }
  }
  if (averages.length < 10) return undefined;
  const mean = averages.reduce((s, x) => s + x, 0) / averages.length;
  const spread = averages.reduce((s, x) => s + (x - mean) ** 2, 0) / (averages.length - 1);
  const trueVariance = spread - noiseOfAverages / averages.length;
  return trueVariance > 0 ? gameVariance / averages.length / trueVariance : undefined;
}
