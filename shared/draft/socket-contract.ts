import type { PresenceUpdate, TeamStateUpdate } from '../auction/types.js';
import type { DraftEvent } from './events.js';
import type { DraftJoinRequest } from './requests.js';
import type { JoinEnded, JoinOpen, JoinTeam, JoinView, TeamOwnerNotice } from '../leagues/joining.js';
import type { JoinWatchRequest } from '../leagues/requests.js';

/** The Socket.IO wire contract (docs/API.md), typing both io() and Server. */
export type JoinAck = { ok: true; seq: number } | { ok: false; error: string };
/** The answer to a watch (`league:watch`, `join:watch`): watching, or why not. */
export type WatchAck = { ok: true } | { ok: false; error: string };
/** The answer to `join:watch`: the page's view as `GET /api/join/:code` gives it, read once the watch was in place, or why not. */
export type JoinWatchAck = { ok: true; view: JoinView } | { ok: false; error: string };

export interface ServerToClientEvents {
  'draft:event': (event: DraftEvent) => void;
  'draft:revoked': (info: { reason: string }) => void;
  /** Private to the team's owner: a proxy maximum or the nomination queue changed. */
  'team:state': (update: TeamStateUpdate) => void;
  /** The heartbeat: every second to every socket (server/realtime/heartbeat.ts); silence means the line is down. */
  'draft:tick': () => void;
  /** To sockets watching the league (league:watch): a team's owner changed (docs/API.md, Joining). */
  'league:team_owner': (notice: TeamOwnerNotice) => void;
  /** To sockets watching a join page (join:watch): a team as the join page shows it, after its owner changed. */
  'join:team': (team: JoinTeam) => void;
  /** To sockets watching a join page: the commissioner opened or closed joining; the watch goes on. */
  'join:open': (state: JoinOpen) => void;
  /**
   * To sockets watching a join page: the commissioner added a team or renamed one. No payload: the
   * page watches again, and the watch's answer is its view as it is now.
   */
  'join:teams': () => void;
  /** To sockets watching a join page: the code was renewed or the league deleted; the watch has ended. */
  'join:ended': (info: JoinEnded) => void;
  /**
   * To a draft's public boards: whether and how the TV shows "Join to bid" may have changed (a team's
   * owner, the league's code, joining opened or closed, the TV switch). No payload: the board reads
   * its invite again (GET /api/public/drafts/:token/join-invite).
   */
  'draft:join_invite': () => void;
  /**
   * Who is in the room: the teams with a socket of their owner joined (not a logged event, no seq).
   * Sent to a socket right after each join, and to the room and public boards when it changes.
   */
  'draft:presence': (update: PresenceUpdate) => void;
}

export interface ClientToServerEvents {
  'draft:join': (request: DraftJoinRequest, ack: (result: JoinAck) => void) => void;
  'draft:leave': (request: Pick<DraftJoinRequest, 'draftId'>) => void;
  /** Clock offset probe, about once a minute: the ack carries the server's clock in ms. */
  'clock:ping': (ack: (serverNow: number) => void) => void;
  /** Follow a league's team owners (members only): the league page and the draft room. */
  'league:watch': (request: { leagueId: number }, ack: (result: WatchAck) => void) => void;
  /** Follow the teams of the league a join code opens (any signed-in user holding the code): the join page. */
  'join:watch': (request: JoinWatchRequest, ack: (result: JoinWatchAck) => void) => void;
}

/** Handshake `auth` of a signed-in member or of a public board. */
export type SocketAuth = { token: string } | { publicToken: string };

export const draftRoom = (draftId: number) => `draft:${draftId}`;
export const publicRoom = (token: string) => `public:${token}`;
export const leagueRoom = (leagueId: number) => `league:${leagueId}`;
/** Join pages watching the league by its code (server/realtime/join-rooms.ts). */
export const leagueJoinRoom = (leagueId: number) => `league-join:${leagueId}`;
