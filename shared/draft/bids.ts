import { isWholeNumber, parseWholeNumber } from '../whole-number.js';

/** Spec 02 §5: a bid is a whole number of at least 1; an edited price a whole number of 0 or more. */
export const MIN_BID = 1;
export const MIN_PRICE = 0;
export const BID_RULE = 'Bid must be a whole number of at least 1';
export const PRICE_RULE = 'Price must be a whole number of 0 or more';

/** A bid as typed in Submit Pick, or null. */
export const parseBid = (text: string): number | null => parseWholeNumber(text, MIN_BID);
/** A price as typed in Edit Pick, or null. */
export const parsePrice = (text: string): number | null => parseWholeNumber(text, MIN_PRICE);

/** A bid or price as a request body carries it. */
export const isBid = (value: unknown): value is number => isWholeNumber(value, MIN_BID);
export const isPrice = (value: unknown): value is number => isWholeNumber(value, MIN_PRICE);

/** New drafts refuse a bid above max bid; drafts from before keep the spec's warning only. */
export const DEFAULT_ENFORCE_MAX_BID = true;

/** Spec 02 §5's warning; a draft that enforces max bid refuses the bid with the same sentence. */
export const maxBidWarning = (amount: number, max: number) => `Warning: Bid of $${amount} exceeds team's maximum bid of $${max}`;

export type MaxBidCheck = { ok: true; warning: string | null } | { ok: false; error: string };

/**
 * A bid against the team's max bid (rules.ts `maxBid`): within it, nothing to say; above it, the
 * spec's warning, or a refusal with that text when the draft enforces max bid.
 */
export function checkMaxBid(amount: number, teamMaxBid: number, enforce: boolean): MaxBidCheck {
  if (amount <= teamMaxBid) return { ok: true, warning: null };
  const message = maxBidWarning(amount, teamMaxBid);
  return enforce ? { ok: false, error: message } : { ok: true, warning: message };
}
