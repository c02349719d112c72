import { z } from 'zod';
import { leagueRoom, type WatchAck } from '#shared/draft/socket-contract.js';
import type { AppContext } from '../context.js';
import { can } from '../policies/index.js';
import { loadLeague } from '../policies/league.js';
import { notFound } from '../errors.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * League rooms: the league page and the draft room watch a league (`league:watch`, members only)
 * and hear each change of a team's owner (`league:team_owner`) as it commits, so "Ana joined as
 * Seat 2" shows on the commissioner's laptop without a reload (docs/DECISIONS.md, "Joining by
 * code: the trust model").
 */
const watchSchema = z.strictObject({ leagueId: z.number().int().positive().max(2_147_483_647) });

export function watchLeague(ctx: AppContext, socket: RealtimeSocket, request: unknown, ack: unknown): void {
  if (typeof ack !== 'function') return;
  const answer = ack as (result: WatchAck) => void;
  const parsed = watchSchema.safeParse(request);
  const user = socket.data.user;
  if (!parsed.success || !user) return answer({ ok: false, error: 'League not found' });
  const { leagueId } = parsed.data;
  loadLeague(ctx.db, leagueId, user)
    .then(async (league) => {
      if (!can(user, 'read', league)) throw notFound();
      await socket.join(leagueRoom(leagueId));
      answer({ ok: true });
    })
    .catch(() => answer({ ok: false, error: 'League not found' }));
}

/** Fan-out of owner notices, and sockets of users who lost their team leave the league's room. */
export function attachLeagueRooms(ctx: AppContext, io: RealtimeServer): () => void {
  const offNotice = ctx.events.on('team-owner-changed', (notice) => {
    io.to(leagueRoom(notice.fantasy_league_id)).emit('league:team_owner', notice);
  });
  const offMembership = ctx.events.on('membership-changed', (leagueId) => {
    leaveLostMembers(ctx, io, leagueId).catch((err: unknown) => ctx.log.error({ err, leagueId }, 'league room re-check failed'));
  });
  return () => {
    offNotice();
    offMembership();
  };
}

async function leaveLostMembers(ctx: AppContext, io: RealtimeServer, leagueId: number): Promise<void> {
  const room = leagueRoom(leagueId);
  for (const socket of await io.in(room).fetchSockets()) {
    const user = socket.data.user;
    const stays = user ? await loadLeague(ctx.db, leagueId, user).then((league) => can(user, 'read', league), () => false) : false;
    if (!stays) socket.leave(room);
  }
}
