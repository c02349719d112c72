import type { QueuedPlayer } from '#shared/auction/types.js';
import type { DbOrTrx } from '../db/schema.js';
import type { CommandScope } from '../engine/write-path.js';
import { badRequest, notFound } from '../errors.js';
import type { AuctionActor } from '../policies/auction.js';
import { actingTeamId, TEAM_NOT_IN_DRAFT } from './acting-team.js';

/**
 * A team's nomination queue: its owner's lined-up players, in order, on the server so
 * it follows the team across devices. Drafted players drop out when it is read (an undone sale
 * brings its player back); only the team's owner and the commissioner read or set it.
 */

/** The team whose queue a call is about (see actingTeamId), which must sit in the draft. */
export async function queueTeamId(db: DbOrTrx, draftId: number, actor: AuctionActor, requested: number | undefined): Promise<number> {
  const teamId = await actingTeamId(db, draftId, actor, requested, undefined, 'manageQueue');
  const seat = await db.selectFrom('draft_participants').select('team_id').where('draft_id', '=', draftId).where('team_id', '=', teamId).executeTakeFirst();
  if (!seat) throw badRequest(TEAM_NOT_IN_DRAFT);
  return teamId;
}

/** The queue in order, with what its list shows of each player, drafted players left out. */
export function readQueue(db: DbOrTrx, draftId: number, teamId: number): Promise<QueuedPlayer[]> {
  const drafted = db.selectFrom('draft_picks').select('nfl_player_id').where('draft_id', '=', draftId);
  return db
    .selectFrom('nomination_queue as q')
    .innerJoin('players', 'players.player_id', 'q.nfl_player_id')
    .select(['q.nfl_player_id', 'players.full_name', 'players.position as position_code', 'players.team as team_abbreviation'])
    .where('q.draft_id', '=', draftId)
    .where('q.team_id', '=', teamId)
    .where('q.nfl_player_id', 'not in', drafted)
    .orderBy('q.position')
    .execute();
}

/** The queued ids still available (of `positions`, when given), in order: what auto-nomination picks from. */
export async function availableQueue(db: DbOrTrx, draftId: number, teamId: number, positions?: readonly string[]): Promise<string[]> {
  const queue = await readQueue(db, draftId, teamId);
  return queue.filter((p) => !positions || positions.includes(p.position_code)).map((p) => p.nfl_player_id);
}

/**
 * Replace the team's queue with `ids`, in that order, under the draft's lock (two devices saving
 * at once apply one after the other). An unknown player refuses the whole list; drafted players
 * are left out, as a read would.
 */
export async function writeQueue(scope: CommandScope, teamId: number, ids: readonly string[]): Promise<QueuedPlayer[]> {
  const { trx, draft } = scope;
  if (ids.length > 0) {
    const known = new Set((await trx.selectFrom('players').select('player_id').where('player_id', 'in', ids).execute()).map((p) => p.player_id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw notFound(`Player not found: ${unknown}`);
  }
  await trx.deleteFrom('nomination_queue').where('draft_id', '=', draft.id).where('team_id', '=', teamId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('nomination_queue')
      .values(ids.map((nfl_player_id, position) => ({ draft_id: draft.id, team_id: teamId, nfl_player_id, position })))
      .execute();
  }
  return readQueue(trx, draft.id, teamId);
}
