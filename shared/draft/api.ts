import type { DraftEvent } from './events.js';
import type { DraftPick, DraftSnapshot } from './types.js';

/**
 * REST answers of the draft engine. GET /api/drafts/:id and GET /api/public/drafts/:token both
 * answer a DraftSnapshot (the public one through toPublicSnapshot), so one client store loads either.
 */
export type DraftDetailResponse = DraftSnapshot;
export type PublicDraftResponse = DraftSnapshot;

/** GET /api/drafts/:id/events?after=SEQ (and the public equivalent). */
export interface DraftEventsResponse {
  events: DraftEvent[];
  /** The draft's current seq; if events end before it, page with after=<last seq>. */
  seq: number;
}

/** GET /api/drafts/:id/picks, /results, /rosters and the public /picks, /rosters. */
export type PickListResponse = DraftPick[];

export interface PublicUrlResponse {
  public_url: string | null;
}
