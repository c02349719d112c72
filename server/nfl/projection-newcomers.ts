import type { History, ProjectionPlayer } from './projection-history.js';

/**
 * Seasons since the player's first one in the history (1 = he debuted last season), or undefined
 * when the history does not reach back before his first season, so he may be a veteran.
 * The data's `rookie_year` (and birth date) is deliberately not used: it exists only for players
 * on the 2025/26 rosters, so in a backtest its presence would tell who was still in the league.
 */
export function seasonsInData(history: History, player: ProjectionPlayer, target: number): number | undefined {
  const seasons = [...(history.seasons.get(player.player_id)?.keys() ?? [])].filter((s) => s < target);
  if (seasons.length === 0) return undefined;
  const first = Math.min(...seasons);
  return history.possible.has(`${player.position}:${first - 1}`) ? target - first : undefined;
}

/**
 * Young players grow into their roles: a player new in the data last season gets `growth` more
 * per game (+20 % = 0.2), one who arrived the season before half of it.
 */
export function newcomerFactor(history: History, player: ProjectionPlayer, target: number, growth: number): number {
  const years = seasonsInData(history, player, target);
  if (years === 1) return 1 + growth;
  if (years === 2) return 1 + growth / 2;
  return 1;
}
