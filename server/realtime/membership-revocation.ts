import { draftRoom } from '#shared/draft/socket-contract.js';
import type { AppContext } from '../context.js';
import { can } from '../policies/index.js';
import { leagueSubject, type AccessUser } from '../policies/league.js';
import type { RealtimeServer } from './socket-server.js';

/** The reason sent with 'draft:revoked' when a member's team ownership (and so membership) ends. */
export const NO_LONGER_MEMBER = 'You are no longer a member of this league';

/**
 * After the league's team owners changed (committed): every member socket in the rooms of the
 * league's drafts whose user is no longer a member leaves the room and is told why. The socket
 * stays connected, as it may serve other leagues. fetchSockets reaches sockets on every process
 * through the adapter.
 */
export async function revokeLostMembers(ctx: AppContext, io: RealtimeServer, leagueId: number): Promise<void> {
  const league = await ctx.db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirst();
  // A deleted league's rooms are closed by the deletion itself.
  if (!league) return;
  const drafts = await ctx.db.selectFrom('drafts').select('id').where('league_id', '=', leagueId).execute();
  const answers = new Map<number, Promise<boolean>>();
  const isMember = (user: AccessUser) => {
    let answer = answers.get(user.id);
    if (!answer) {
      answer = leagueSubject(ctx.db, league, user).then((standing) => can(user, 'read', standing));
      answers.set(user.id, answer);
    }
    return answer;
  };
  for (const { id } of drafts) {
    const room = draftRoom(id);
    for (const socket of await io.in(room).fetchSockets()) {
      const user = socket.data.user;
      if (!user || (await isMember(user))) continue;
      // Leave first: no event of the draft can reach the socket after it has been told.
      socket.leave(room);
      socket.emit('draft:revoked', { reason: NO_LONGER_MEMBER });
    }
  }
}
