import type { PlayerPosition } from '#shared/draft/types.js';
import { PLAYER_POSITIONS } from '#shared/draft/types.js';
import {
  POSITION_NAMES,
  type GameStatRow,
  type NflTeamListItem,
  type PlayerProfile,
  type PositionListItem,
  type SeasonStatRow,
} from '#shared/player-types.js';
import type { DbOrTrx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { toGameStatRow, toPlayerProfile, toSeasonStatRow } from './player-presenters.js';

/** Reads of one player and of the reference lists; small queries, each answering one call. */

export const PLAYER_NOT_FOUND = 'Player not found';

export async function requirePlayer(db: DbOrTrx, playerId: string) {
  const player = await db.selectFrom('players').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return player;
}

export async function playerProfile(db: DbOrTrx, playerId: string): Promise<PlayerProfile> {
  const player = await requirePlayer(db, playerId);
  const [team, seasons] = await Promise.all([
    player.team
      ? db.selectFrom('nfl_teams').select('team_name').where('team_abbreviation', '=', player.team).executeTakeFirst()
      : undefined,
    db
      .selectFrom('player_week_stats')
      .select('season')
      .distinct()
      .where('player_id', '=', playerId)
      .orderBy('season', 'desc')
      .execute(),
  ]);
  return toPlayerProfile(player, team?.team_name ?? null, seasons.map((s) => s.season));
}

/** The newest season with weekly stats, for a game-stats call without ?season. */
async function latestSeason(db: DbOrTrx, playerId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('player_week_stats')
    .select((eb) => eb.fn.max('season').as('season'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.season ?? undefined;
}

/** Weekly rows of one season (the newest when none is given), by week. */
export async function gameStats(db: DbOrTrx, playerId: string, season: number | undefined): Promise<GameStatRow[]> {
  await requirePlayer(db, playerId);
  const wanted = season ?? (await latestSeason(db, playerId));
  if (wanted === undefined) return [];
  const rows = await db
    .selectFrom('player_week_stats')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('season', '=', wanted)
    .orderBy('week')
    .execute();
  return rows.map(toGameStatRow);
}

/** Every weekly row of every season, oldest first. */
export async function weeklyStats(db: DbOrTrx, playerId: string): Promise<GameStatRow[]> {
  await requirePlayer(db, playerId);
  const rows = await db
    .selectFrom('player_week_stats')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('season')
    .orderBy('week')
    .execute();
  return rows.map(toGameStatRow);
}

/** Season totals, oldest first; one season when asked for (an empty list when he has none). */
export async function seasonStats(db: DbOrTrx, playerId: string, season: number | undefined): Promise<SeasonStatRow[]> {
  await requirePlayer(db, playerId);
  let query = db.selectFrom('player_season_stats').selectAll().where('player_id', '=', playerId);
  if (season !== undefined) query = query.where('season', '=', season);
  const rows = await query.orderBy('season').execute();
  return rows.map(toSeasonStatRow);
}

export async function positionList(db: DbOrTrx): Promise<PositionListItem[]> {
  const counts = await db
    .selectFrom('players')
    .select(['position', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('position')
    .execute();
  const countOf = new Map(counts.map((c) => [c.position, Number(c.count)]));
  return PLAYER_POSITIONS.map((position: PlayerPosition) => ({
    position_code: position,
    position_name: POSITION_NAMES[position],
    player_count: countOf.get(position) ?? 0,
  }));
}

export async function teamList(db: DbOrTrx): Promise<NflTeamListItem[]> {
  return db
    .selectFrom('nfl_teams')
    .select(['team_abbreviation', 'team_name'])
    .orderBy('team_abbreviation')
    .execute();
}
