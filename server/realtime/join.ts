import type { DraftEvent } from '#shared/draft/events.js';
import { toPublicEvent } from '#shared/draft/public-projection.js';
import { draftRoom, type JoinAck } from '#shared/draft/socket-contract.js';
import type { AuthUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { currentSeq, readEvents } from '../engine/event-log.js';
import { draftIdOfPublicToken } from '../draft/public-link.js';
import { AppError } from '../errors.js';
import { drained, dropSlowSocket, SLOW_CLIENT, type SocketLimits } from './socket-limits.js';
import { stamped } from './server-now.js';
import { enterOwnTeamRoom } from './team-rooms.js';
import type { RealtimeSocket } from './socket-server.js';

/** Per-socket join bookkeeping (joins and replays are capped per socket). */
export interface JoinState {
  inFlight: boolean;
  /** Start times of recent joins, for the per-minute cap. */
  recent: number[];
  /**
   * Per draft whose live events reach this socket: they have since `liveAfter` (the seq when it
   * first joined), and replays have sent it everything up to `replayedTo`.
   */
  standsAt: Map<number, { replayedTo: number; liveAfter: number }>;
}

export const newJoinState = (): JoinState => ({ inFlight: false, recent: [], standsAt: new Map() });

export const JOIN_BUSY = 'A join is already in progress on this connection';
export const TOO_MANY_JOINS = 'Too many joins on this connection; wait a minute';

/**
 * One join at a time per socket, a few per minute. A join for a room the socket already receives
 * answers from where the socket stands: live events have reached it since its last join, so it
 * replays only what it can have missed, however low its `afterSeq`.
 */
export async function guardedJoin(ctx: AppContext, socket: RealtimeSocket, limits: SocketLimits, draftId: number, afterSeq: number | undefined): Promise<JoinAck> {
  const state = socket.data.joins;
  if (state.inFlight) return { ok: false, error: JOIN_BUSY };
  const now = Date.now();
  state.recent = state.recent.filter((at) => now - at < 60_000);
  if (state.recent.length >= limits.joinsPerMinute) return { ok: false, error: TOO_MANY_JOINS };
  state.recent.push(now);
  state.inFlight = true;
  try {
    return await join(ctx, socket, limits, draftId, afterSeq);
  } finally {
    state.inFlight = false;
  }
}

/**
 * Join a draft's room, then replay what the client missed after `afterSeq`. Joining first means
 * no event can fall between the replay and the live stream; a live event may arrive twice or
 * ahead of the replay, and clients order and dedupe by seq.
 */
async function join(ctx: AppContext, socket: RealtimeSocket, limits: SocketLimits, draftId: number, afterSeq: number | undefined): Promise<JoinAck> {
  const { user, board, joins } = socket.data;
  let project = (event: DraftEvent) => event;
  if (board) {
    if (board.draftId !== draftId || !(await stillValid(ctx, board))) return { ok: false, error: 'Draft board not found' };
    project = toPublicEvent;
  } else if (user) {
    const refused = await enterMemberRoom(ctx, socket, user, draftId);
    if (refused) return { ok: false, error: refused };
    await enterOwnTeamRoom(ctx, socket, user, draftId);
  } else {
    return { ok: false, error: 'Authentication required' };
  }
  const seq = (await currentSeq(ctx.db, draftId)) ?? 0;
  const stands = joins.standsAt.get(draftId);
  const liveAfter = stands?.liveAfter ?? seq;
  const from = Math.max(afterSeq ?? liveAfter, stands?.replayedTo ?? 0);
  const reached = from < liveAfter ? await replay(ctx, socket, limits, draftId, from, liveAfter, project) : liveAfter;
  if (reached === undefined) return { ok: false, error: SLOW_CLIENT };
  joins.standsAt.set(draftId, { replayedTo: Math.max(reached, stands?.replayedTo ?? 0), liveAfter });
  return { ok: true, seq };
}

/** Joins the member's room unless they may not follow the draft; answers the refusal. */
async function enterMemberRoom(ctx: AppContext, socket: RealtimeSocket, user: AuthUser, draftId: number): Promise<string | undefined> {
  const room = draftRoom(draftId);
  // Out of the room (never joined, left, or removed by the server) the socket has missed events.
  if (!socket.rooms.has(room)) socket.data.joins.standsAt.delete(draftId);
  const refused = await memberRefusal(ctx, draftId, user);
  if (refused) return refused;
  await socket.join(room);
  // A removal that committed between the check and the join found no socket here to revoke:
  // check again now that a later one would.
  const refusedNow = await memberRefusal(ctx, draftId, user).catch(async (err: unknown) => {
    await socket.leave(room);
    throw err;
  });
  if (refusedNow) {
    await socket.leave(room);
    socket.data.joins.standsAt.delete(draftId);
  }
  return refusedNow;
}

/**
 * Events in (after, upTo], at most `replayLimit`, a page at a time, each page once the socket has
 * written out the one before: a client that does not read stalls only its own replay (and is
 * disconnected, answering undefined). Answers the seq the socket now has everything up to.
 */
async function replay(
  ctx: AppContext,
  socket: RealtimeSocket,
  limits: SocketLimits,
  draftId: number,
  after: number,
  upTo: number,
  project: (e: DraftEvent) => DraftEvent,
): Promise<number | undefined> {
  let reached = after;
  for (let sent = 0; sent < limits.replayLimit && reached < upTo; ) {
    const wanted = Math.min(limits.replayPage, limits.replayLimit - sent, upTo - reached);
    const page = await readEvents(ctx.db, draftId, reached, wanted);
    for (const event of page) socket.emit('draft:event', stamped(project(event)));
    sent += page.length;
    // A shorter page: the log ends here (a deleted draft); nothing more to send.
    if (page.length < wanted) return upTo;
    reached = page[page.length - 1]?.seq ?? upTo;
    if (!(await drained(socket, limits.replayPage, limits))) {
      dropSlowSocket(socket);
      return undefined;
    }
  }
  return reached;
}

export async function stillValid(ctx: AppContext, board: { draftId: number; token: string }): Promise<boolean> {
  return (await draftIdOfPublicToken(ctx.db, board.token)) === board.draftId;
}

/** Why the user may not follow the draft (the access error's message), or undefined if they may. */
async function memberRefusal(ctx: AppContext, draftId: number, user: AuthUser): Promise<string | undefined> {
  try {
    authorize(user, 'read', await loadDraft(ctx.db, draftId, user));
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}
