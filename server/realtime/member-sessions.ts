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

/** At connection of a member socket: expiry timer, the user's room, and a late version check. */
export function watchMemberSession(ctx: AppContext, socket: RealtimeSocket): void {
  const { user, session } = socket.data;
  if (!user || !session) return;
  let cancelExpiry = () => {};
  socket.once('disconnect', () => cancelExpiry());
  cancelExpiry = runAt(session.expiresAt, () => socket.disconnect(true));
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
