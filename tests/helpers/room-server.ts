import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/draft/socket-contract.js';
import type { DraftPick, DraftSnapshot, DraftTeam } from '#shared/draft/types.js';
import { deriveTeams } from '#shared/draft/derive.js';
import { DEFAULT_AUCTION_SETTINGS } from '#shared/auction/rules.js';

/**
 * A scripted peer for the store's tests: a real HTTP + Socket.IO server speaking the wire
 * contract, whose event log and emits the test controls. The real engine never sends events out
 * of order or twice on purpose, so the store's ordering rules need a peer that can.
 */
export interface ScriptedRoomServer {
  origin: string;
  apiBase: string;
  draftId: number;
  /** Committed events, in seq order; GET events?after= and join replays read it. */
  log: DraftEvent[];
  /** Requests to the events endpoint, as their `after` values. */
  eventRequests: number[];
  snapshotRequests: number;
  /** Join requests received, with their afterSeq. */
  joins: (number | undefined)[];
  /** When false, 'draft:join' acks without replaying the log (forces a REST catch-up). */
  replayOnJoin: boolean;
  /** Events with seq below this are no longer served by the log (forces a snapshot reload). */
  logStartsAt: number;
  /** The next this-many snapshot requests answer 500. */
  failSnapshots: number;
  /** Public token that is "disabled": REST answers 404. */
  revokedToken: string | null;
  /** Append an event to the log without sending it to anyone. */
  commit: (event: DraftEvent) => void;
  /** Send an event to everyone in the room (whether or not it is in the log). */
  emit: (event: DraftEvent) => void;
  /** Cut every client's transport (they reconnect by themselves). */
  dropConnections: () => void;
  revoke: (reason: string) => void;
  close: () => Promise<void>;
}

export function makePick(id: number, teamId: number, price: number, position: DraftPick['position_code'] = 'RB'): DraftPick {
  return {
    fantasy_pick_id: id,
    fantasy_roster_id: id,
    nfl_player_id: `P${id}`,
    full_name: `Player ${id}`,
    first_name: 'Player',
    last_name: String(id),
    photo_url: null,
    position_code: position,
    team_abbreviation: 'KC',
    acquisition_price: price,
    acquisition_type: 'draft_pick',
    fantasy_team_id: teamId,
    fantasy_team_name: '',
    team_nickname: null,
    pick_number: id,
    pick_order: 0,
    drafter_username: 'commish',
    created_at: '2025-08-01T00:00:00.000Z',
  };
}

export const pickEvent = (draftId: number, seq: number, pick: DraftPick): DraftEvent => ({
  draftId,
  seq,
  type: 'pick.created',
  payload: { pick },
  at: '2025-08-01T00:00:00.000Z',
});

/** A team with nothing bought yet (deriveTeams fills in its money and counts). */
export const makeTeam = (id: number, position = id): DraftTeam => ({
  fantasy_team_id: id,
  fantasy_participant_id: id + 100,
  team_name: `Team ${id}`,
  team_nickname: null,
  draft_position: position,
  cash_adjustment: 0,
  remaining_budget: 0,
  max_bid: 0,
  players_count: 0,
  position_counts: { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 },
  autopilot: false,
  online: false,
});

export function baseSnapshot(draftId: number): DraftSnapshot {
  const snapshot: DraftSnapshot = {
    draft: {
      fantasy_draft_id: draftId,
      fantasy_league_id: 1,
      league_name: 'Test League',
      season: 2025,
      draft_status: 'IN_PROGRESS',
      commissioner_id: 1,
      num_teams: 2,
      num_rounds: 15,
      auction_budget: 200,
      roster_positions: { QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 4 },
      draft_date: null,
      created_at: '2025-08-01T00:00:00.000Z',
      seq: 0,
      public_enabled: true,
      enforce_max_bid: false,
      auction_started_at: null,
      ...DEFAULT_AUCTION_SETTINGS,
    },
    teams: [makeTeam(1), makeTeam(2)],
    picks: [],
    lot: null,
    nomination: null,
    last_sale: null,
  };
  deriveTeams(snapshot);
  return snapshot;
}

export async function startScriptedRoomServer(draftId = 7, publicToken = 'tok'): Promise<ScriptedRoomServer> {
  const http: HttpServer = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { cors: { origin: '*' } });
  const room = `draft:${draftId}`;
  const state: ScriptedRoomServer = {
    origin: '',
    apiBase: '',
    draftId,
    log: [],
    eventRequests: [],
    snapshotRequests: 0,
    joins: [],
    replayOnJoin: true,
    logStartsAt: 1,
    failSnapshots: 0,
    revokedToken: null,
    commit: (event) => void state.log.push(event),
    emit: (event) => void io.to(room).emit('draft:event', event),
    dropConnections: () => {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    revoke: (reason) => {
      state.revokedToken = publicToken;
      io.to(room).emit('draft:revoked', { reason });
      io.in(room).disconnectSockets(true);
    },
    close: async () => {
      await io.close();
    },
  };
  const seqNow = () => state.log[state.log.length - 1]?.seq ?? 0;
  const served = (after: number) => state.log.filter((e) => e.seq > after && e.seq >= state.logStartsAt);

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { publicToken?: string };
    if (auth.publicToken && auth.publicToken === state.revokedToken) next(new Error('Public link disabled'));
    else next();
  });
  io.on('connection', (socket) => {
    socket.on('draft:join', ({ draftId: requested, afterSeq }, ack) => {
      state.joins.push(afterSeq);
      if (requested !== draftId) return ack({ ok: false, error: 'Draft not found' });
      void socket.join(room);
      if (state.replayOnJoin && afterSeq !== undefined) for (const event of served(afterSeq)) socket.emit('draft:event', event);
      ack({ ok: true, seq: seqNow() });
    });
  });

  http.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/socket.io')) return;
    const publicPrefix = `/api/public/drafts/${publicToken}`;
    const isPublic = url.pathname.startsWith(publicPrefix);
    if (isPublic && state.revokedToken === publicToken) return send(404, { error: 'Draft board not found' });
    const rest = isPublic ? url.pathname.slice(publicPrefix.length) : url.pathname.replace(`/api/drafts/${draftId}`, '');
    if (rest === '') {
      state.snapshotRequests += 1;
      if (state.failSnapshots > 0) {
        state.failSnapshots -= 1;
        return send(500, { error: 'Internal error' });
      }
      return send(200, applyEvents(baseSnapshot(draftId), state.log));
    }
    if (rest === '/events') {
      const after = Number(url.searchParams.get('after') ?? '0');
      state.eventRequests.push(after);
      return send(200, { events: served(after), seq: seqNow() });
    }
    send(404, { error: 'Not found' });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.apiBase = `${state.origin}/api`;
  return state;
}
