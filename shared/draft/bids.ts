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
