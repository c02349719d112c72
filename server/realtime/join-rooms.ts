import { JOIN_CODE_NOT_FOUND, joinTeamOf, TOO_MANY_JOIN_TRIES, type JoinOpen } from '#shared/leagues/joining.js';
import { joinWatchSchema } from '#shared/leagues/requests.js';
import { leagueJoinRoom, type JoinWatchAck } from '#shared/draft/socket-contract.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { JoinTries } from '../http/join-tries.js';
import { joinView, leagueOfCode } from '../leagues/joining.js';
import type { AccessUser } from '../policies/league.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * Join pages watch the league their code opens (`join:watch`) and hear each change of a team's
 * owner cut down to what the page shows (`join:team`), so a team another guest took stops being
 * offered without a reload, and the commissioner opening or closing joining (`join:open`), so a page
 * told "closed" offers the teams again by itself. Any signed-in user holding the code may watch,
 * open or closed, as GET /api/join/:code lets them read either way; every watch counts as a try of
 * that route (http/join-tries.ts) until it has found its code: a watch that did gives its try back, so
 * a phone redialling on a flaky Wi-Fi never runs out, while each guess still counts. The try is taken
 * first and given back after, so guesses sent together cannot all pass a count read before any of them
 * was added. A renewed code or a deleted league ends the watches at once
 * (docs/DECISIONS.md, "Joining by code: the trust model"). The code is never logged.
 */

/** Refused when the socket has no signed-in user (a public board's socket), as the REST route's 401. */
const SIGN_IN_FIRST = 'Authentication required';

export function watchJoin(ctx: AppContext, tries: JoinTries, socket: RealtimeSocket, request: unknown, ack: unknown): void {
  if (typeof ack !== 'function') return;
  const answer = ack as (result: JoinWatchAck) => void;
  const { user, address } = socket.data;
  if (!user || address === undefined) return answer({ ok: false, error: SIGN_IN_FIRST });
  const parsed = joinWatchSchema.safeParse(request);
  tries
    .take(address)
    .then(async (allowed): Promise<JoinWatchAck> => {
      if (!allowed) return { ok: false, error: TOO_MANY_JOIN_TRIES };
      if (!parsed.success) return { ok: false, error: JOIN_CODE_NOT_FOUND };
      const league = await leagueOfCode(ctx.db, parsed.data.code);
      const watching = await startWatching(ctx, socket, user, league.id, league.league_code);
      await tries.giveBack(address);
      return watching;
    })
    .then(answer, (err: unknown) => {
      if (err instanceof AppError && err.status === 404) return answer({ ok: false, error: JOIN_CODE_NOT_FOUND });
      ctx.log.error({ err }, 'join:watch failed');
      answer({ ok: false, error: 'Could not follow the league' });
    });
}

async function startWatching(ctx: AppContext, socket: RealtimeSocket, user: AccessUser, leagueId: number, code: string): Promise<JoinWatchAck> {
  // One join page per socket: a watch by another code replaces the last.
  const previous = socket.data.joinWatch;
  if (previous && previous.leagueId !== leagueId) await socket.leave(leagueJoinRoom(previous.leagueId));
  socket.data.joinWatch = { leagueId, code };
  await socket.join(leagueJoinRoom(leagueId));
  // The page's view, read once the socket is in the room: what committed before this read is in it,
  // and every change after reaches the socket as a notice, so the page's copy has no gap (a claim
  // between the page's own read and its watch, a renewal or a switch between the lookup and the join).
  // The answer carrying it is also the page's re-read after a reconnect: one try, not two.
  try {
    return { ok: true, view: await joinView(ctx.db, code, user) };
  } catch (err) {
    await socket.leave(leagueJoinRoom(leagueId));
    socket.data.joinWatch = undefined;
    throw err;
  }
}

type CodeState = { league_code: string; joining_open: number; join_version: number } | undefined;

const codeStateOf = (ctx: AppContext, leagueId: number): Promise<CodeState> =>
  ctx.db.selectFrom('leagues').select(['league_code', 'joining_open', 'join_version']).where('id', '=', leagueId).executeTakeFirst();

/**
 * What a watch by `code` hears now: joining open or closed (GET /api/join/:code's `joining_open`),
 * or the end with the 404 text that route gives once the code is renewed or the league deleted.
 */
function watchStateOf(league: CodeState, code: string | undefined): ({ ok: true } & JoinOpen) | { ok: false; error: string } {
  if (!league || league.league_code !== code) return { ok: false, error: JOIN_CODE_NOT_FOUND };
  return { ok: true, joining_open: league.joining_open === 1, joining_version: league.join_version };
}

/** Fan-out of owner changes to join pages, joining opened or closed, and the end of watches whose code died. */
export function attachJoinRooms(ctx: AppContext, io: RealtimeServer): () => void {
  const offNotice = ctx.events.on('team-owner-changed', (notice) => {
    io.to(leagueJoinRoom(notice.fantasy_league_id)).emit('join:team', joinTeamOf(notice));
  });
  // A team added or renamed is no owner change: the pages read their view again by watching again.
  const offTeams = ctx.events.on('league-teams-changed', (leagueId) => {
    io.to(leagueJoinRoom(leagueId)).emit('join:teams');
  });
  // One league's re-checks run one after another: each reads the league, then tells the pages, so a
  // quick close-and-reopen reaches them in the order the commissioner made it, the last one last.
  const queued = new Map<number, Promise<void>>();
  const offCode = ctx.events.on('join-state-changed', (leagueId) => {
    const next = (queued.get(leagueId) ?? Promise.resolve())
      .then(() => refreshWatches(ctx, io, leagueId))
      .catch((err: unknown) => ctx.log.error({ err, leagueId }, 'join watch re-check failed'));
    queued.set(leagueId, next);
    void next.then(() => {
      if (queued.get(leagueId) === next) queued.delete(leagueId);
    });
  });
  return () => {
    offNotice();
    offTeams();
    offCode();
  };
}

async function refreshWatches(ctx: AppContext, io: RealtimeServer, leagueId: number): Promise<void> {
  const room = leagueJoinRoom(leagueId);
  const sockets = await io.in(room).fetchSockets();
  const league = await codeStateOf(ctx, leagueId);
  for (const socket of sockets) {
    const state = watchStateOf(league, socket.data.joinWatch?.code);
    if (state.ok) {
      socket.emit('join:open', { joining_open: state.joining_open, joining_version: state.joining_version });
      continue;
    }
    // Out of the room first: no team notice reaches the page after it is told the watch ended.
    socket.leave(room);
    socket.emit('join:ended', { reason: state.error });
  }
}
