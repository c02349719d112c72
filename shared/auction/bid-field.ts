import { accept, refuse, type Checked } from '../checked.js';
import { MIN_OPENING_BID } from './rules.js';

/**
 * The bid and opening-bid fields as typed on a phone: the raw text to a whole-dollar amount, or the
 * one line that says why not. The server refuses the same amounts (rules.ts checkBid,
 * checkNomination); these are the words a member sees under the field before sending.
 */
export const WHOLE_DOLLARS_ONLY = 'Whole dollars only';
export const ENTER_A_BID = 'Enter a bid';
export const ENTER_AN_OPENING_BID = 'Enter an opening bid';
export const bidAtLeast = (minimum: number) => `Bid must be at least $${minimum}`;
export const yourMaxBid = (maxBid: number) => `Your max bid is $${maxBid}`;
export const openingBidAtLeast = (minimum: number) => `Opening bid must be at least $${minimum}`;

/** Digits, optionally a leading "$" and a sign; spaces around are forgiven. Anything else is not dollars. */
const DOLLARS = /^\s*\$?\s*([+-]?)\s*(\d+)\s*$/;

/** The typed text as a signed whole number, or null ("abc", "12.5", "1e3", "$"). */
function wholeDollars(text: string): number | null {
  const match = DOLLARS.exec(text);
  if (!match) return null;
  const value = Number(match[2]);
  if (!Number.isSafeInteger(value)) return null;
  return match[1] === '-' ? -value : value;
}

export interface BidFieldLimits {
  /** The lowest amount the lot takes now (high bid + increment). */
  minimum: number;
  /** The team's max bid now. */
  maxBid: number;
}

/** A custom bid: blank, not whole dollars, below the minimum or above the team's max bid are refused. */
export function checkBidText(text: string, { minimum, maxBid }: BidFieldLimits): Checked<number> {
  if (text.trim() === '') return refuse(ENTER_A_BID);
  const amount = wholeDollars(text);
  if (amount === null) return refuse(WHOLE_DOLLARS_ONLY);
  if (amount < minimum) return refuse(bidAtLeast(minimum));
  if (amount > maxBid) return refuse(yourMaxBid(maxBid));
  return accept(amount);
}

/** A nomination's opening bid: blank, not whole dollars, 0 or less, or above the team's max bid are refused. */
export function checkOpeningBidText(text: string, { maxBid }: Pick<BidFieldLimits, 'maxBid'>): Checked<number> {
  if (text.trim() === '') return refuse(ENTER_AN_OPENING_BID);
  const amount = wholeDollars(text);
  if (amount === null) return refuse(WHOLE_DOLLARS_ONLY);
  if (amount < MIN_OPENING_BID) return refuse(openingBidAtLeast(MIN_OPENING_BID));
  if (amount > maxBid) return refuse(yourMaxBid(maxBid));
  return accept(amount);
}
