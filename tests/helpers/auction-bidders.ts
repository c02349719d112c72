import request from 'supertest';
import { measureClockOffset } from '#shared/auction/clock-offset.js';
import type { AuctionLot } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { auth, type TestUser } from './fixtures.js';
import { connectSocket, joinDraft, type ClientSocket } from './live-server.js';

/** A phone in the room: a member's socket that follows the lot, and its HTTP bids. */
export interface Bidder {
  user: TestUser;
  teamId: number;
  socket: ClientSocket;
  events: DraftEvent[];
  /** The lot as this phone last saw it. */
  lot: () => AuctionLot | null;
  /** Server time as this phone reckons it (its own clock plus the measured offset). */
  serverNow: () => number;
  bid: (lotId: number, amount: number) => Promise<{ status: number; body: { error?: string; lot?: AuctionLot } }>;
}

export async function connectBidder(url: string, draftId: number, user: TestUser, teamId: number, clientNow: () => number = Date.now): Promise<Bidder> {
  const socket = await connectSocket(url, { token: user.token });
  const events: DraftEvent[] = [];
  let lot: AuctionLot | null = null;
  socket.on('draft:event', (event) => {
    events.push(event);
    if ('lot' in event.payload) lot = event.payload.lot;
    if (event.type === 'lot.cancelled' || event.type === 'pick.created') lot = null;
  });
  const joined = await joinDraft(socket, draftId);
  if (!joined.ok) throw new Error(joined.error);
  const offset = await measureClockOffset(() => socket.timeout(5000).emitWithAck('clock:ping'), clientNow);
  return {
    user,
    teamId,
    socket,
    events,
    lot: () => lot,
    serverNow: () => clientNow() + offset,
    bid: async (lotId, amount) => {
      const res = await request(url).post(`/api/drafts/${draftId}/bid`).set(auth(user.token)).send({ lot_id: lotId, amount });
      return { status: res.status, body: res.body as { error?: string; lot?: AuctionLot } };
    },
  };
}

/** Wait until this bidder's reckoning of server time reaches `serverMs`. */
export async function waitUntilServerTime(bidder: Bidder, serverMs: number): Promise<void> {
  const wait = serverMs - bidder.serverNow();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
