import type { AuctionSettings } from '../auction/types.js';
import type { DraftEvent } from './events.js';
import type { DraftInfo, DraftPick, RoomSettings, RosterPositions } from './types.js';

/**
 * REST answers of the draft engine. GET /api/drafts/:id and GET /api/public/drafts/:token both
 * answer a DraftSnapshot (the public one through toPublicSnapshot), so one client store loads
 * either; the pick lists (/picks, /rosters and the public ones) answer DraftPick[].
 */

/** GET /api/drafts/:id/events?after=SEQ (and the public equivalent). */
export interface DraftEventsResponse {
  events: DraftEvent[];
  /** The draft's current seq; if events end before it, page with after=<last seq>. */
  seq: number;
}

export interface PublicUrlResponse {
  public_url: string | null;
}

/**
 * GET /api/public/drafts/:token/link[?view=list|roster]: the board's own link for its QR code,
 * and that QR code drawn by the server as SVG markup (server/draft/board-qr.ts).
 */
export interface PublicLinkResponse {
  public_url: string;
  qr_svg: string;
}

/** The board's views a link can open (`?view=`); the board is the default and needs none. */
export const PUBLIC_LINK_VIEWS = ['list', 'roster'] as const;
export type PublicLinkView = (typeof PUBLIC_LINK_VIEWS)[number];

/** The `view` a link asks for, when it names one of PUBLIC_LINK_VIEWS. */
export function publicLinkView(asked: unknown): PublicLinkView | undefined {
  return PUBLIC_LINK_VIEWS.find((view) => view === asked);
}

/** Every draft mutation answers its presented result plus the draft's seq after the command. */
export type WithSeq<T> = T & { seq: number };

/** PUT /api/drafts/:id/start, /pause, /resume (also reopen), /complete. */
export type StatusChangeResponse = WithSeq<{ fantasy_draft_id: number; draft_status: DraftInfo['draft_status']; draft_date: string | null }>;

/** POST draft-player (201) and PUT picks/:pickId: the pick as it is now. */
export type PickResponse = WithSeq<DraftPick>;

/** DELETE undo and DELETE picks/:pickId: the pick that was removed, as it was. */
export type RemovedPickResponse = WithSeq<{ fantasy_pick_id: number; pick: DraftPick }>;

/** GET /api/drafts/:id/participants (ordered by draft_position). */
export interface DraftParticipant {
  fantasy_participant_id: number;
  fantasy_team_id: number;
  team_name: string;
  team_nickname: string | null;
  draft_position: number;
}

/** PUT teams/:teamId and PUT participants/:pid. */
export type ParticipantResponse = WithSeq<DraftParticipant>;

/** PUT participants/reorder. */
export type ParticipantsResponse = WithSeq<{ participants: DraftParticipant[] }>;

/** PUT settings. */
export type SettingsResponse = WithSeq<{ auction_budget: number; roster_positions: RosterPositions; num_rounds: number } & AuctionSettings & RoomSettings>;

/** POST public-url/regenerate and DELETE public-url. */
export type PublicUrlChangeResponse = WithSeq<PublicUrlResponse>;

/** Positions the TV's "best available" strip lists (spec 02 §2 board counts the same four). */
export const BEST_AVAILABLE_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;
export const BEST_AVAILABLE_PER_POSITION = 3;

export interface BestAvailablePlayer {
  nfl_player_id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  team_abbreviation: string | null;
  fantasy_points_ppr_projected: number | null;
}

/** GET /api/public/drafts/:token/best-available: the top undrafted players per position by projection. */
export type BestAvailableResponse = Record<(typeof BEST_AVAILABLE_POSITIONS)[number], BestAvailablePlayer[]>;
