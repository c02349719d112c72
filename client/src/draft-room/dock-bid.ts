import type { BidRequest } from '#shared/auction/requests.js';
import type { LotResponse } from '#shared/auction/types.js';
import { COMMAND_ROUTES, commandPath } from '#shared/draft/command-routes.js';
import { ApiError, failureMessage, newIdempotencyKey, request } from '../api/transport.js';
import type { DraftStore } from '../draft-data/store.js';
import { refusalPlacement } from './dock-state.js';

/**
 * A tap on `Bid $N`, sent once and only while the room's socket is live: never queued for later,
 * unlike the commissioner's commands (client/src/draft-room/commands.ts). A bid resent after a
 * reconnect would land on whatever lot is then open, at a price nobody chose for it.
 */
export type BidOutcome =
  | { kind: 'placed' }
  /** Refused about the lot still open: the reason goes under the buttons. */
  | { kind: 'refused'; message: string }
  /** About a lot that is no longer open: shown as history. */
  | { kind: 'history'; message: string }
  /** Nothing was sent, or its answer was lost: said plainly, nothing retried. */
  | { kind: 'not-sent'; message: string };

export const NOT_SENT_TEXT = 'Not sent: you are offline';
export const LOST_ANSWER_TEXT = 'The connection dropped: check the lot before bidding again';

/** Server codes meaning "that lot is no longer open" (docs/API.md, Live auction). */
/** checkBid's words when the clock ran out before the bid (shared/auction/rules.ts). */
const CLOSED_RULE_TEXT = 'Bidding on this player has closed';
const LOT_CLOSED_CODE = 'lot_closed';

export async function sendDockBid(draftId: number, store: DraftStore, body: BidRequest, playerName: string): Promise<BidOutcome> {
  if (!store.getState().connected) return { kind: 'not-sent', message: NOT_SENT_TEXT };
  try {
    const answer = await request<LotResponse>(commandPath('bid', { id: draftId }), { method: COMMAND_ROUTES.bid.method, body, idempotencyKey: newIdempotencyKey() });
    store.expectChange(answer.seq);
    return { kind: 'placed' };
  } catch (err) {
    if (err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout')) return { kind: 'not-sent', message: LOST_ANSWER_TEXT };
    const message = failureMessage(err, 'Failed to place bid');
    const openLotId = store.getState().snapshot?.lot?.lot_id ?? null;
    const closedAnswer = (err instanceof ApiError && err.code === LOT_CLOSED_CODE) || message === CLOSED_RULE_TEXT;
    if (refusalPlacement(body.lot_id, openLotId, closedAnswer) === 'history') {
      return { kind: 'history', message: `Your $${body.amount} bid on ${playerName} came after the lot closed` };
    }
    return { kind: 'refused', message };
  }
}
