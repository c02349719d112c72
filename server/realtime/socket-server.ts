import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { DraftEvent } from '#shared/draft/events.js';
import { draftJoinSchema } from '#shared/draft/requests.js';
import { toPublicEvent } from '#shared/draft/public-projection.js';
import {
  draftRoom,
  publicRoom,
  type ClientToServerEvents,
  type JoinAck,
  type ServerToClientEvents,
} from '#shared/draft/socket-contract.js';
import { authenticateSession, type AuthUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { draftIdOfPublicToken, publicTokenOf } from '../draft/public-link.js';
import { AppError } from '../errors.js';
import { guardedJoin, newJoinState, stillValid, type JoinState } from './join.js';
import { endMemberSessions, SessionExpiries, watchMemberSession } from './member-sessions.js';
import { revokeLostMembers } from './membership-revocation.js';
import { originAllowed } from './origin.js';
import { startHeartbeat, TICK_EVERY_MS } from './heartbeat.js';
import { stamped } from './server-now.js';
import { attachRedisAdapter } from './redis.js';
import { DEFAULT_SOCKET_LIMITS, watchBackpressure, type SocketLimits } from './socket-limits.js';
import { attachTeamState, leaveTeamRooms } from './team-rooms.js';
import { attachLeagueRooms, watchLeague } from './league-rooms.js';
import { attachJoinRooms, watchJoin } from './join-rooms.js';
import { attachBoardInvites } from './board-invites.js';
import { addressOfHandshake, joinTries } from '../http/join-tries.js';
import { noteUpgradeStandIns, releaseUpgradeRequest } from './upgrade-stand-ins.js';
import { attachPresence, type Presence } from './presence.js';
import { roomFanOut, type RoomFanOut } from './room-fan-out.js';

interface SocketData {
  user?: AuthUser;
  /** A member's token: when it expires (ms) and the token version it was signed with. */
  session?: { expiresAt: number; tokenVersion: number };
  board?: { draftId: number; token: string };
  joins: JoinState;
  /** A member's address key as the REST rate limits see it: join-code tries count against it. */
  address?: string;
  /** The join page this socket watches (join-rooms.ts): the league and the code it was opened by. */
  joinWatch?: { leagueId: number; code: string } | undefined;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  /** Stops fan-out, disconnects every socket and closes the HTTP server too. */
  close: () => Promise<void>;
}

/**
 * Every public socket of a draft, whatever token it came with. Events go here, so a board never
 * depends on a cached token; on a link change, every socket not on the current token is dropped.
 */
const boardsOfDraft = (draftId: number) => `public-draft:${draftId}`;

/** The reason sent with 'draft:revoked' when a draft (or its league) is deleted. */
export const DRAFT_DELETED = 'Draft deleted';

export const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

const handshakeSchema = z.union([z.object({ token: z.string().min(1).max(4096) }), z.object({ publicToken: z.string().min(1).max(128) })]);

export interface RealtimeOptions {
  /** Redis channel prefix; processes of one deployment must share it (tests isolate with their own). */
  redisKey?: string;
  /** What one socket may cost (joins, replays, unsent backlog); tests lower them. */
  limits?: Partial<SocketLimits>;
  /** Socket.IO's ping interval and timeout (ms): how soon a silent drop ends a socket. Tests shorten them. */
  ping?: { intervalMs: number; timeoutMs: number };
}

/** Socket.IO on the app's HTTP server: authenticated rooms per draft, public boards per token. */
export async function attachRealtime(httpServer: HttpServer, ctx: AppContext, options: RealtimeOptions = {}): Promise<Realtime> {
  const allowed = ctx.config.allowedOrigins;
  const socketOrigins = ctx.config.publicUrl ? [...allowed, ctx.config.publicUrl] : allowed;
  const io: RealtimeServer = new Server(httpServer, {
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    ...(options.ping ? { pingInterval: options.ping.intervalMs, pingTimeout: options.ping.timeoutMs } : {}),
    // PUBLIC_URL's origin too: behind a proxy that rewrites Host (nginx's default), the page's
    // Origin would not match the Host the server sees.
    allowRequest: (req: IncomingMessage, callback) => callback(null, originAllowed(req, socketOrigins)),
    ...(allowed.length > 0 ? { cors: { origin: allowed } } : {}),
  });
  const quitRedis = ctx.config.redisUrl ? await attachRedisAdapter(io, ctx.config.redisUrl, options.redisKey) : undefined;
  noteUpgradeStandIns(io);

  io.use((socket, next) => {
    identify(ctx, socket).then(() => next(), (err: unknown) => next(new Error(err instanceof AppError ? err.message : 'Authentication required')));
  });
  const limits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
  const presence = attachPresence(ctx, io, boardsOfDraft);
  const listen = socketHandlers(ctx, limits, presence);
  const expiries = new SessionExpiries();
  io.on('connection', (socket) => onConnection(ctx, socket, listen, expiries));
  const stopWatching = watchBackpressure(io, limits, ctx.log);
  // Each event's frame is written once per room and handed to every socket as is (room-fan-out.ts).
  const fanOut = roomFanOut(io, Boolean(ctx.config.redisUrl));
  const heartbeat = startHeartbeat(io, roomFanOut(io, false), TICK_EVERY_MS, ctx.hotCommands);

  // Public fan-out is chained per draft: a link change must finish revoking the old sockets
  // before the next event reaches the room, and a deletion closes the room after its last event.
  const publicQueues = new Map<number, Promise<void>>();
  const inPublicOrder = (draftId: number, task: () => Promise<void> | void) => {
    const previous = publicQueues.get(draftId) ?? Promise.resolve();
    const next = previous.then(task).catch((err: unknown) => ctx.log.error({ err, draftId }, 'public board fan-out failed'));
    publicQueues.set(draftId, next);
    void next.then(() => {
      if (publicQueues.get(draftId) === next) publicQueues.delete(draftId);
    });
  };
  const unsubscribe = ctx.events.on('event', (event) => {
    fanOut(draftRoom(event.draftId), 'draft:event', stamped(event));
    const boards = boardsOfDraft(event.draftId);
    heartbeat.sentTo([draftRoom(event.draftId), boards]);
    // On a single process, a draft with no board open and nothing queued for its boards (most
    // drafts, most of the time) has nothing to do here: publishToBoards would return at once, after
    // a promise chain and a set and a delete on the long-lived queue map per event (garbage for a
    // full collection, docs/BENCHMARKS.md, "Old-space churn"). A board that opens later catches up
    // from the log when it joins.
    if (!ctx.config.redisUrl && !publicQueues.has(event.draftId) && !io.of('/').adapter.rooms.has(boards)) return;
    inPublicOrder(event.draftId, () => publishToBoards(ctx, io, fanOut, event));
  });
  const unsubscribeSessions = ctx.events.on('sessions-ended', (userId) => endMemberSessions(io, userId));
  const unsubscribeMembership = ctx.events.on('membership-changed', (leagueId) => {
    revokeLostMembers(ctx, io, leagueId).catch((err: unknown) => ctx.log.error({ err, leagueId }, 'membership re-check failed'));
  });
  const unsubscribeTeamState = attachTeamState(ctx, io);
  const unsubscribeLeagueRooms = attachLeagueRooms(ctx, io);
  const unsubscribeJoinRooms = attachJoinRooms(ctx, io);
  const unsubscribeBoardInvites = attachBoardInvites(ctx, io, boardsOfDraft);
  const unsubscribeDeleted = ctx.events.on('draft-deleted', (draftId) => {
    closeDeletedDraft(io, draftId);
    inPublicOrder(draftId, () => {
      const boards = io.in(boardsOfDraft(draftId));
      boards.emit('draft:revoked', { reason: DRAFT_DELETED });
      boards.disconnectSockets(true);
    });
  });

  return {
    io,
    close: async () => {
      unsubscribe();
      stopWatching();
      heartbeat.stop();
      expiries.stop();
      unsubscribeDeleted();
      unsubscribeSessions();
      unsubscribeMembership();
      unsubscribeTeamState();
      unsubscribeLeagueRooms();
      unsubscribeJoinRooms();
      unsubscribeBoardInvites();
      presence.stop();
      await io.close();
      await quitRedis?.();
    },
  };
}

/** Handshake: a member's JWT (same rules as REST) or an enabled public token; anything else is refused. */
async function identify(ctx: AppContext, socket: RealtimeSocket): Promise<void> {
  const auth = handshakeSchema.safeParse(socket.handshake.auth);
  if (!auth.success) throw new AppError(401, 'unauthorized', 'Authentication required');
  if ('token' in auth.data) {
    const { user, tokenVersion, expiresAt } = await authenticateSession(ctx, auth.data.token);
    socket.data.user = user;
    socket.data.session = { tokenVersion, expiresAt };
    // Read now: the handshake request is let go once connected (forgetHandshake).
    socket.data.address = addressOfHandshake(ctx, socket.request);
    return;
  }
  const token = auth.data.publicToken;
  const draftId = await draftIdOfPublicToken(ctx.db, token);
  if (draftId === undefined) throw new AppError(404, 'not_found', 'Draft board not found');
  socket.data.board = { draftId, token };
}

/**
 * Listens to a socket's events with handlers made once for the server rather than per socket
 * (memory per socket): Socket.IO calls a listener with the socket as `this`, so
 * thousands of idle sockets share these functions instead of each holding closures of its own.
 */
function socketHandlers(ctx: AppContext, limits: SocketLimits, presence: Presence): (socket: RealtimeSocket) => void {
  function join(this: RealtimeSocket, payload: unknown, callback: unknown): void {
    // Emitted with the callback alone, Socket.IO hands it over as the payload: answer through it.
    const [request, ack] = typeof payload === 'function' && callback === undefined ? [undefined, payload] : [payload, callback];
    if (typeof ack !== 'function') return;
    const answer = ack as (result: JoinAck) => void;
    const parsed = draftJoinSchema.safeParse(request);
    if (!parsed.success) return answer({ ok: false, error: 'draftId must be a positive integer; afterSeq a whole number' });
    const { draftId } = parsed.data;
    const joined = (socket: RealtimeSocket) => (result: JoinAck) => {
      answer(result);
      // Who is here now, whether or not this join changed it (docs/DECISIONS.md, "Presence is not logged").
      if (result.ok) presence.sendTo(socket, draftId);
    };
    guardedJoin(ctx, this, limits, draftId, parsed.data.afterSeq).then(joined(this), (err: unknown) => {
      ctx.log.error({ err }, 'draft:join failed');
      answer({ ok: false, error: 'Could not join the draft' });
    });
  }
  function ping(ack: unknown): void {
    if (typeof ack === 'function') (ack as (serverNow: number) => void)(Date.now());
  }
  function leave(this: RealtimeSocket, request: unknown): void {
    const parsed = draftJoinSchema.safeParse(request);
    if (!parsed.success || !this.data.user) return;
    void this.leave(draftRoom(parsed.data.draftId));
    leaveTeamRooms(this, parsed.data.draftId);
    this.data.joins.standsAt.delete(parsed.data.draftId);
  }
  function watch(this: RealtimeSocket, request: unknown, ack: unknown): void {
    watchLeague(ctx, this, request, ack);
  }
  const tries = joinTries(ctx);
  function watchByCode(this: RealtimeSocket, request: unknown, ack: unknown): void {
    watchJoin(ctx, tries, this, request, ack);
  }
  return (socket) => {
    socket.on('league:watch', watch);
    socket.on('join:watch', watchByCode);
    socket.on('draft:join', join);
    socket.on('clock:ping', ping);
    socket.on('draft:leave', leave);
  };
}

const NOTHING = Object.freeze({});

/**
 * Once the handshake's token has been read (identify), nothing reads the opening HTTP request
 * again; Socket.IO and engine.io would keep it, its headers and the token for the socket's life
 * (engine.io in two places: the connection, and the stand-in that answered a WebSocket upgrade).
 */
function forgetHandshake(socket: RealtimeSocket): void {
  const conn = socket.conn as { request?: IncomingMessage };
  releaseUpgradeRequest(conn.request);
  conn.request = undefined;
  Object.assign(socket.handshake, { headers: NOTHING, query: NOTHING, auth: NOTHING, url: '', time: '' });
}

function onConnection(ctx: AppContext, socket: RealtimeSocket, listen: (socket: RealtimeSocket) => void, expiries: SessionExpiries): void {
  forgetHandshake(socket);
  socket.data.joins = newJoinState();
  watchMemberSession(ctx, socket, expiries);
  const board = socket.data.board;
  if (board) {
    void socket.join([publicRoom(board.token), boardsOfDraft(board.draftId)]);
    // The link may have changed between the handshake and the join: check again now that a
    // revocation would reach this socket.
    void stillValid(ctx, board).then((valid) => {
      if (!valid) revokeSocket(socket, 'The public link is no longer valid');
    });
  }
  listen(socket);
}

/** Members stay connected (their socket may serve other drafts later) but leave the room. */
function closeDeletedDraft(io: RealtimeServer, draftId: number): void {
  const room = draftRoom(draftId);
  io.to(room).emit('draft:revoked', { reason: DRAFT_DELETED });
  io.in(room).socketsLeave(room);
}

function revokeSocket(socket: RealtimeSocket, reason: string): void {
  socket.emit('draft:revoked', { reason });
  socket.disconnect(true);
}

async function publishToBoards(ctx: AppContext, io: RealtimeServer, fanOut: RoomFanOut, event: DraftEvent): Promise<void> {
  const boards = boardsOfDraft(event.draftId);
  if (event.type === 'public_link.changed') {
    const token = await publicTokenOf(ctx.db, event.draftId);
    const stale = token === null ? io.in(boards) : io.in(boards).except(publicRoom(token));
    const reason = event.payload.public_enabled ? 'The public link was regenerated' : 'The public link was disabled';
    stale.emit('draft:revoked', { reason });
    stale.disconnectSockets(true);
  }
  // Socket.IO encodes a broadcast before it looks for sockets: on a single process, a draft with no
  // board open (most of them) skips the projection and the encoding. With Redis, other processes'
  // boards may be watching: the emit goes out regardless.
  if (!ctx.config.redisUrl && !io.of('/').adapter.rooms.has(boards)) return;
  fanOut(boards, 'draft:event', stamped(toPublicEvent(event)));
}
