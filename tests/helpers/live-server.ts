import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { DraftEvent } from '#shared/draft/events.js';
import type { ClientToServerEvents, JoinAck, ServerToClientEvents, SocketAuth } from '#shared/draft/socket-contract.js';
import { startAuctionClock, type AuctionClock } from '#server/auction/clock.js';
import type { AppContext } from '#server/context.js';
import { createAppServer } from '#server/http/app-server.js';
import { answerClientErrorsAsJson } from '#server/http/client-error.js';
import { attachRealtime, type Realtime, type RealtimeOptions } from '#server/realtime/socket-server.js';
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

/**
 * An app listening on an ephemeral loopback port with Socket.IO attached, as `npm start` serves it.
 * Every live-server fixture (socket suites, browser tests) starts through here.
 */
export async function listenLive(
  app: Express,
  ctx: AppContext,
  options: RealtimeOptions = {},
  /** '0.0.0.0' to be reachable on the machine's LAN address too, as `npm start` is. */
  host = '127.0.0.1',
): Promise<{ url: string; port: number; realtime: Realtime; clock: AuctionClock; stop: () => Promise<void> }> {
  const server = createAppServer(app);
  answerClientErrorsAsJson(server);
  const realtime = await attachRealtime(server, ctx, options);
  const clock = startAuctionClock(ctx);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    await clock.stop();
    // Closing Socket.IO closes the HTTP server too.
    await realtime.close();
  };
  return { url: `http://127.0.0.1:${port}`, port, realtime, clock, stop };
}

export async function startLiveServer(
  open: () => Promise<EngineTestApp> = () => openEngineTestApp(),
  options: RealtimeOptions = {},
): Promise<LiveServer> {
  const opened = await open();
  const { url, realtime, clock, stop } = await listenLive(opened.app, opened.ctx, options);
  return {
    ...opened,
    url,
    realtime,
    clock,
    close: async () => {
      await stop();
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

/**
 * A public board's events less the link's own `public_link.changed`: the boards' copy of it is sent
 * after the regenerate call answers (it first reads the token), so a board that connects at once may
 * get it too, under load or with Redis in between. The board's snapshot holds it already, and the
 * reducer drops an event it has seen (`applyEvent`).
 */
export function withoutLinkEvent(events: readonly DraftEvent[]): DraftEvent[] {
  return events.filter((e) => e.type !== 'public_link.changed');
}

/** Every 'draft:event' a socket receives, in arrival order. */
export function collectEvents(socket: ClientSocket): DraftEvent[] {
  const seen: DraftEvent[] = [];
  socket.on('draft:event', (e) => seen.push(e));
  return seen;
}
