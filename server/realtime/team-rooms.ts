import type { TeamStateUpdate } from '#shared/auction/types.js';
import { ownTeamId } from '../policies/auction.js';
import type { AuthUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * Private team state (a proxy maximum, the nomination queue) reaches only the sockets of the
 * team's owner: each member socket joins, at draft:join, the room of its user's own team in that
 * draft. Never the draft's room (every member) and never a public board. The commissioner acting
 * for another team gets the answer over HTTP; that team's owner gets the push.
 */
export const teamRoom = (draftId: number, teamId: number) => `team:${draftId}:${teamId}`;

const isTeamRoomOf = (room: string, draftId: number) => room.startsWith(`team:${draftId}:`);

/** Leave every team room of the draft but `keep` (a socket follows at most its own team). */
export function leaveTeamRooms(socket: RealtimeSocket, draftId: number, keep?: string): void {
  for (const room of socket.rooms) if (isTeamRoomOf(room, draftId) && room !== keep) void socket.leave(room);
}

/**
 * Follow the user's own team in the draft (none: no team room). Checked again after the join, as
 * for the draft's room: an ownership change that committed in between found no socket to move.
 */
export async function enterOwnTeamRoom(ctx: AppContext, socket: RealtimeSocket, user: AuthUser, draftId: number): Promise<void> {
  const teamId = await ownTeamId(ctx.db, draftId, user.email);
  const room = teamId === undefined ? undefined : teamRoom(draftId, teamId);
  leaveTeamRooms(socket, draftId, room);
  if (!room) return;
  await socket.join(room);
  if ((await ownTeamId(ctx.db, draftId, user.email)) !== teamId) await socket.leave(room);
}

/** After the league's team owners changed: a socket whose user no longer owns the team leaves its room. */
async function revokeLostOwners(ctx: AppContext, io: RealtimeServer, leagueId: number): Promise<void> {
  const teams = await ctx.db
    .selectFrom('drafts')
    .innerJoin('draft_participants as dp', 'dp.draft_id', 'drafts.id')
    .innerJoin('teams', 'teams.id', 'dp.team_id')
    .select(['drafts.id as draft_id', 'teams.id as team_id', 'teams.owner_email'])
    .where('drafts.league_id', '=', leagueId)
    .execute();
  for (const team of teams) {
    const room = teamRoom(team.draft_id, team.team_id);
    for (const socket of await io.in(room).fetchSockets()) {
      if (socket.data.user?.email.toLowerCase() !== team.owner_email?.toLowerCase()) socket.leave(room);
    }
  }
}

/** Push private team state to its owner's sockets (on every process, through the adapter). */
export function attachTeamState(ctx: AppContext, io: RealtimeServer): () => void {
  const offState = ctx.events.on('team-state', (update: TeamStateUpdate) => {
    io.to(teamRoom(update.draft_id, update.fantasy_team_id)).emit('team:state', update);
  });
  const offMembership = ctx.events.on('membership-changed', (leagueId) => {
    revokeLostOwners(ctx, io, leagueId).catch((err: unknown) => ctx.log.error({ err, leagueId }, 'team room re-check failed'));
  });
  return () => {
    offState();
    offMembership();
  };
}
