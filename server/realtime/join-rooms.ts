import { JOIN_CODE_NOT_FOUND, JOINING_CLOSED, joinTeamOf, TOO_MANY_JOIN_TRIES } from '#shared/leagues/joining.js';
import { joinWatchSchema } from '#shared/leagues/requests.js';
import { leagueJoinRoom, type WatchAck } from '#shared/draft/socket-contract.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { JoinTries } from '../http/join-tries.js';
import { leagueOfCode } from '../leagues/joining.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * Join pages watch the league their code opens (`join:watch`) and hear each change of a team's
 * owner cut down to what the page shows (`join:team`), so a team another guest took stops being
 * offered without a reload. Any signed-in user holding the code may watch, as GET /api/join/:code
 * lets them read; every watch counts as a try of that route (http/join-tries.ts), and a renewed
 * code or closed joining ends the watches at once (docs/DECISIONS.md, "Joining by code: the trust
 * model"). The code is never logged.
 */

/** Refused when the socket has no signed-in user (a public board's socket), as the REST route's 401. */
const SIGN_IN_FIRST = 'Authentication required';

export function watchJoin(ctx: AppContext, tries: JoinTries, socket: RealtimeSocket, request: unknown, ack: unknown): void {
  if (typeof ack !== 'function') return;
  const answer = ack as (result: WatchAck) => void;
  const { user, address } = socket.data;
  if (!user || address === undefined) return answer({ ok: false, error: SIGN_IN_FIRST });
  const parsed = joinWatchSchema.safeParse(request);
  tries
    .take(address)
    .then(async (allowed): Promise<WatchAck> => {
      if (!allowed) return { ok: false, error: TOO_MANY_JOIN_TRIES };
      if (!parsed.success) return { ok: false, error: JOIN_CODE_NOT_FOUND };
      const league = await leagueOfCode(ctx.db, parsed.data.code);
      if (league.joining_open !== 1) return { ok: false, error: JOINING_CLOSED };
      return startWatching(ctx, socket, league.id, league.league_code);
    })
    .then(answer, (err: unknown) => {
      if (err instanceof AppError && err.status === 404) return answer({ ok: false, error: JOIN_CODE_NOT_FOUND });
      ctx.log.error({ err }, 'join:watch failed');
      answer({ ok: false, error: 'Could not follow the league' });
    });
}

async function startWatching(ctx: AppContext, socket: RealtimeSocket, leagueId: number, code: string): Promise<WatchAck> {
  // One join page per socket: a watch by another code replaces the last.
  const previous = socket.data.joinWatch;
  if (previous && previous.leagueId !== leagueId) await socket.leave(leagueJoinRoom(previous.leagueId));
  socket.data.joinWatch = { leagueId, code };
  await socket.join(leagueJoinRoom(leagueId));
  // A renewal or a close that committed between the lookup and the join found this socket outside
  // the room: look again now that the next one would reach it.
  const reason = await endedReason(ctx, leagueId, code);
  if (reason === undefined) return { ok: true };
  await socket.leave(leagueJoinRoom(leagueId));
  socket.data.joinWatch = undefined;
  return { ok: false, error: reason };
}

/** Why a watch by `code` must end now (the answer GET /api/join/:code would give), or undefined. */
async function endedReason(ctx: AppContext, leagueId: number, code: string | undefined): Promise<string | undefined> {
  return reasonToEnd(await codeStateOf(ctx, leagueId), code);
}

type CodeState = { league_code: string; joining_open: number } | undefined;

const codeStateOf = (ctx: AppContext, leagueId: number): Promise<CodeState> =>
  ctx.db.selectFrom('leagues').select(['league_code', 'joining_open']).where('id', '=', leagueId).executeTakeFirst();

function reasonToEnd(league: CodeState, code: string | undefined): string | undefined {
  if (!league || league.league_code !== code) return JOIN_CODE_NOT_FOUND;
  return league.joining_open === 1 ? undefined : JOINING_CLOSED;
}

/** Fan-out of owner changes to join pages, and the end of watches whose code stopped working. */
export function attachJoinRooms(ctx: AppContext, io: RealtimeServer): () => void {
  const offNotice = ctx.events.on('team-owner-changed', (notice) => {
    io.to(leagueJoinRoom(notice.fantasy_league_id)).emit('join:team', joinTeamOf(notice));
  });
  const offCode = ctx.events.on('join-code-changed', (leagueId) => {
    endStaleWatches(ctx, io, leagueId).catch((err: unknown) => ctx.log.error({ err, leagueId }, 'join watch re-check failed'));
  });
  return () => {
    offNotice();
    offCode();
  };
}

async function endStaleWatches(ctx: AppContext, io: RealtimeServer, leagueId: number): Promise<void> {
  const room = leagueJoinRoom(leagueId);
  const sockets = await io.in(room).fetchSockets();
  const league = await codeStateOf(ctx, leagueId);
  for (const socket of sockets) {
    const reason = reasonToEnd(league, socket.data.joinWatch?.code);
    if (reason === undefined) continue;
    // Out of the room first: no team notice reaches the page after it is told the watch ended.
    socket.leave(room);
    socket.emit('join:ended', { reason });
  }
}
