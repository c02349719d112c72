import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { DraftEvent } from '../../shared/draft/events.js';
import type { ClientToServerEvents, JoinAck, ServerToClientEvents, SocketAuth } from '../../shared/draft/socket-contract.js';
import { startAuctionClock, type AuctionClock } from '../../server/auction/clock.js';
import { attachRealtime, type Realtime, type RealtimeOptions } from '../../server/realtime/socket-server.js';
import { openEngineTestApp, type EngineTestApp } from './engine.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The app on a real HTTP server (ephemeral port) with Socket.IO attached, as in production. */
export interface LiveServer extends EngineTestApp {
  /** e.g. http://127.0.0.1:43121 */
  url: string;
  realtime: Realtime;
  /** The live auction's clock, running as in every production process. */
  clock: AuctionClock;
  /** Closes sockets, the server and the database. */
  close: () => Promise<void>;
}

export async function startLiveServer(
  open: () => Promise<EngineTestApp> = () => openEngineTestApp(),
  options: RealtimeOptions = {},
): Promise<LiveServer> {
  const opened = await open();
  const server = createServer(opened.app);
  const realtime = await attachRealtime(server, opened.ctx, options);
  const clock = startAuctionClock(opened.ctx);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...opened,
    url: `http://127.0.0.1:${port}`,
    realtime,
    clock,
    close: async () => {
      await clock.stop();
      await realtime.close();
      await opened.close();
    },
  };
}

/**
 * A connected socket, or a rejection with the server's connect error (e.g. a bad token).
 * WebSocket only by default: quicker in tests; pass transports to try polling.
 */
export function connectSocket(
  url: string,
  auth: SocketAuth,
  options: { transports?: ('websocket' | 'polling')[]; extraHeaders?: Record<string, string> } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(url, {
    auth,
    transports: options.transports ?? ['websocket'],
    ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function joinDraft(socket: ClientSocket, draftId: number, afterSeq?: number): Promise<JoinAck> {
  return socket.timeout(5000).emitWithAck('draft:join', afterSeq === undefined ? { draftId } : { draftId, afterSeq });
}

/** Every 'draft:event' a socket receives, in arrival order. */
export function collectEvents(socket: ClientSocket): DraftEvent[] {
  const seen: DraftEvent[] = [];
  socket.on('draft:event', (e) => seen.push(e));
  return seen;
}

/** Poll until `check` holds; sockets deliver asynchronously, so tests wait for state, not for time. */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
