import { z } from 'zod';
import { POSITION_FILTERS, PLAYER_LIST_MAX_LIMIT } from '#shared/player-types.js';
import { queryObject } from '../http/validate.js';

/** Query-string fields of the player calls. Query values arrive as text. */

const POSITION_MESSAGE = `position must be one of ${POSITION_FILTERS.join(', ')}`;

/** ALL or a position code, any case; DST is accepted for DEF (the board colours both alike). */
export const positionQuery = z
  .string({ error: POSITION_MESSAGE })
  .trim()
  .toUpperCase()
  .transform((v) => (v === 'DST' ? 'DEF' : v === '' ? 'ALL' : v))
  .pipe(z.enum(POSITION_FILTERS, { error: POSITION_MESSAGE }));

export const searchQuery = z.string({ error: 'search must be text' }).max(100, 'search must be at most 100 characters');

export function limitQuery(defaultLimit: number) {
  const message = `limit must be a whole number from 1 to ${PLAYER_LIST_MAX_LIMIT}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(PLAYER_LIST_MAX_LIMIT, message))
    .default(defaultLimit);
}

const SEASON_MESSAGE = 'season must be a year such as 2024';
export const seasonQuery = z
  .string({ error: SEASON_MESSAGE })
  .regex(/^\d{4}$/, SEASON_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(1920, SEASON_MESSAGE).max(2100, SEASON_MESSAGE));

export const leagueIdQuery = z
  .string({ error: (issue) => (issue.input === undefined ? 'league_id is required' : 'league_id must be a positive integer') })
  .regex(/^\d{1,10}$/, 'league_id must be a positive integer')
  .transform(Number)
  .pipe(z.number().min(1, 'league_id must be a positive integer').max(2_147_483_647, 'league_id must be a positive integer'));

export function playerListQuerySchema(defaultLimit: number) {
  return queryObject({
    position: positionQuery.default('ALL'),
    search: searchQuery.optional(),
    limit: limitQuery(defaultLimit),
  });
}
