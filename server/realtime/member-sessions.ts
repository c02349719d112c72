import type { AppContext } from '../context.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * A member socket lives only as long as the credentials it connected with: it is disconnected
 * when its JWT expires and when the user's password changes (which ends every older token).
 * Public board sockets are not sessions and are not watched here.
 */

/** Every member socket of a user sits in this room, so any process can reach them through the adapter. */
export const userRoom = (userId: number) => `user:${userId}`;

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a longer token lifetime waits in steps.
const MAX_TIMER_MS = 2_147_483_647;

/** Run `task` at the wall-clock time `at` (ms), or at once if it has passed; answers a cancel. */
export function runAt(at: number, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const wait = at - Date.now();
    if (wait <= 0) {
      timer = undefined;
      task();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/** What the expiry clock needs of a socket. */
export interface Expiring {
  disconnect: (close: boolean) => unknown;
}

/**
 * When member sockets' tokens expire, kept for the whole server behind one timer armed for the
 * earliest (memory per socket): a timer, its closure and a `disconnect` wrapper per
 * socket were a fifth of what an idle socket cost beyond Socket.IO's own.
 */
export class SessionExpiries<S extends Expiring = RealtimeSocket> {
  private readonly expiries = new Map<S, number>();
  private cancel: () => void = () => undefined;
  private armedFor = Infinity;
  /** The `disconnect` listener of every socket: Socket.IO calls it with the socket as `this`. */
  readonly onDisconnect: (this: S) => void;

  constructor() {
    const remove = (socket: S) => this.remove(socket);
    this.onDisconnect = function onDisconnect(this: S) {
      remove(this);
    };
  }

  /** Disconnect `socket` at `at` (ms), or at once if that has passed. */
  add(socket: S, at: number): void {
    if (at <= Date.now()) {
      socket.disconnect(true);
      return;
    }
    this.expiries.set(socket, at);
    if (at < this.armedFor) this.arm(at);
  }

  /** The socket is gone (a timer that finds nothing due just re-arms). */
  remove(socket: S): void {
    this.expiries.delete(socket);
  }

  get size(): number {
    return this.expiries.size;
  }

  stop(): void {
    this.cancel();
    this.armedFor = Infinity;
    this.expiries.clear();
  }

  private arm(at: number): void {
    this.cancel();
    this.armedFor = at;
    this.cancel = runAt(at, () => this.expire());
  }

  private expire(): void {
    this.armedFor = Infinity;
    const now = Date.now();
    let next = Infinity;
    for (const [socket, at] of this.expiries) {
      if (at <= now) {
        this.expiries.delete(socket);
        socket.disconnect(true);
      } else if (at < next) next = at;
    }
    if (next < Infinity) this.arm(next);
  }
}

/** At connection of a member socket: its expiry, the user's room, and a late version check. */
export function watchMemberSession(ctx: AppContext, socket: RealtimeSocket, expiries: SessionExpiries): void {
  const { user, session } = socket.data;
  if (!user || !session) return;
  socket.on('disconnect', expiries.onDisconnect);
  expiries.add(socket, session.expiresAt);
  if (!socket.connected) return;
  // A password change between the handshake and this join never reached the socket: once it
  // would, look at the user's version again.
  void Promise.resolve(socket.join(userRoom(user.id)))
    .then(() => ctx.db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirst())
    .then(
      (row) => {
        if (row?.token_version !== session.tokenVersion) socket.disconnect(true);
      },
      (err: unknown) => ctx.log.error({ err, userId: user.id }, 'socket session check failed'),
    );
}

/** After a password change: the user's member sockets on every process, whatever token they used. */
export function endMemberSessions(io: RealtimeServer, userId: number): void {
  io.in(userRoom(userId)).disconnectSockets(true);
}
