import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';
import { SCORED_COMPONENTS, type ProjectedComponents } from '#shared/values/scoring-points.js';
import type { DbOrTrx } from '../db/schema.js';
import { boardSeasonFor } from '../nfl/player-board.js';

/**
 * The projections auction values are made from: one row per projected player of a draft season,
 * with the components a league's scoring weighs (shared/values/scoring-points.ts). Read once per
 * season and database and kept: projections change only when the NFL data is imported again,
 * which calls forgetProjectionPools().
 */
export interface PoolPlayer extends ProjectedComponents {
  id: string;
  position: PlayerPosition;
}

const pools = new WeakMap<object, Map<number, Promise<PoolPlayer[]>>>();
let generation = 0;
let cachedGeneration = 0;

export function forgetProjectionPools(): void {
  generation += 1;
}

async function readPool(db: DbOrTrx, season: number): Promise<PoolPlayer[]> {
  const rows = await db
    .selectFrom('player_projections as p')
    .innerJoin('players', 'players.player_id', 'p.player_id')
    .select(['p.player_id', 'players.position', 'p.fpts_ppr', ...SCORED_COMPONENTS.map((c) => `p.${c}` as const)])
    .where('p.season', '=', boardSeasonFor(season))
    .execute();
  return rows
    .filter((r) => (PLAYER_POSITIONS as readonly string[]).includes(r.position))
    .map((r) => {
      const player: PoolPlayer = { id: r.player_id, position: r.position as PlayerPosition, fpts_ppr: Number(r.fpts_ppr) } as PoolPlayer;
      for (const c of SCORED_COMPONENTS) player[c] = Number(r[c]);
      return player;
    });
}

/**
 * `cacheKey` is the app's database handle; `db` is what to read through (a command's
 * transaction: on SQLite a query outside it would wait for the transaction to end).
 */
export function projectionPool(cacheKey: object, db: DbOrTrx, season: number): Promise<PoolPlayer[]> {
  if (cachedGeneration !== generation) {
    cachedGeneration = generation;
    pools.delete(cacheKey);
  }
  let bySeason = pools.get(cacheKey);
  if (!bySeason) pools.set(cacheKey, (bySeason = new Map<number, Promise<PoolPlayer[]>>()));
  const key = boardSeasonFor(season);
  let pool = bySeason.get(key);
  if (!pool) {
    pool = readPool(db, season);
    bySeason.set(key, pool);
    pool.catch(() => bySeason.delete(key));
  }
  return pool;
}
