import type { PresenceUpdate } from '#shared/auction/types.js';
import { draftRoom } from '#shared/draft/socket-contract.js';
import type { AppContext } from '../context.js';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * Who is in each draft's room (docs/DECISIONS.md, "Presence is not logged"): a team is online while
 * a socket of its owner is joined to the draft, which is while that socket is in the team's room
 * (team-rooms.ts: each member socket joins its own team's room at draft:join). Read from the live
 * sockets, never stored: after a restart nobody is online until their device reconnects, which is
 * the truth. `fetchSockets()` asks every process through the Redis adapter, so the answer is the
 * same on each.
 */
export class PresenceSource {
  private read: ((draftId: number) => Promise<number[]>) | undefined;

  /** The realtime layer answers; without it (no sockets attached) nobody is online. */
  attach(read: (draftId: number) => Promise<number[]>): () => void {
    this.read = read;
    return () => {
      if (this.read === read) this.read = undefined;
    };
  }

  /** Team ids online in the draft, sorted. */
  onlineTeams(draftId: number): Promise<number[]> {
    return this.read ? this.read(draftId) : Promise.resolve([]);
  }
}

/** The teams' `online` flags as a short ETag part, so a presence change revalidates a cached read. */
export const presenceTag = (online: readonly number[]) => (online.length === 0 ? '' : `-o${online.join('.')}`);

/** A team room (team-rooms.ts teamRoom) or a draft's member room: a socket coming or going there may change presence. */
const PRESENCE_ROOM = /^(?:team:(\d+):\d+|draft:(\d+))$/;

/**
 * How soon after a room change presence is read and pushed: joins and leaves of one moment (a
 * reconnecting phone leaves and joins) go out as one message. A clean close is pushed within this;
 * a silent drop once Socket.IO's ping timeout ends the socket.
 */
export const PRESENCE_SETTLE_MS = 250;

export interface Presence {
  /** Send the draft's presence to one socket that just joined it (a member or a public board). */
  sendTo: (socket: RealtimeSocket, draftId: number) => void;
  stop: () => void;
}

/**
 * Pushes 'draft:presence' to a draft's room and its public boards when its set of online teams
 * changes. Changes are noticed from this process's adapter (a socket joining or leaving a team
 * room or the draft's room here, e.g. a member removed from the league); the set pushed is read
 * from every process. With several processes, each pushes
 * for its own sockets' comings and goings; a process that did not see the last change may push
 * the same set again, which clients take as no change.
 */
export function attachPresence(ctx: AppContext, io: RealtimeServer, boardsOfDraft: (draftId: number) => string): Presence {
  const read = async (draftId: number) => {
    const prefix = `team:${draftId}:`;
    const online = new Set<number>();
    for (const socket of await io.in(draftRoom(draftId)).fetchSockets()) {
      for (const room of socket.rooms) if (room.startsWith(prefix)) online.add(Number(room.slice(prefix.length)));
    }
    return [...online].sort((a, b) => a - b);
  };
  const detach = ctx.presence.attach(read);
  const update = (draftId: number, online: number[]): PresenceUpdate => ({ draft_id: draftId, online, server_now: Date.now() });

  const last = new Map<number, string>();
  const timers = new Map<number, NodeJS.Timeout>();
  const push = async (draftId: number) => {
    timers.delete(draftId);
    const online = await read(draftId);
    const key = online.join(',');
    if ((last.get(draftId) ?? '') === key) return;
    // An empty room is forgotten: a draft nobody follows costs nothing here.
    if (key === '') last.delete(draftId);
    else last.set(draftId, key);
    io.to([draftRoom(draftId), boardsOfDraft(draftId)]).emit('draft:presence', update(draftId, online));
  };
  const changed = (room: string) => {
    const match = PRESENCE_ROOM.exec(room);
    if (!match) return;
    const draftId = Number(match[1] ?? match[2]);
    if (timers.has(draftId)) return;
    const timer = setTimeout(() => {
      push(draftId).catch((err: unknown) => ctx.log.error({ err, draftId }, 'presence push failed'));
    }, PRESENCE_SETTLE_MS);
    timer.unref();
    timers.set(draftId, timer);
  };
  const adapter = io.of('/').adapter;
  adapter.on('join-room', changed);
  adapter.on('leave-room', changed);
  return {
    sendTo: (socket, draftId) => {
      read(draftId).then(
        (online) => socket.emit('draft:presence', update(draftId, online)),
        (err: unknown) => ctx.log.error({ err, draftId }, 'presence read failed'),
      );
    },
    stop: () => {
      detach();
      adapter.off('join-room', changed);
      adapter.off('leave-room', changed);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
