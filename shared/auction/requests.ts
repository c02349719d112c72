import { z } from 'zod';
import { nflPlayerIdField, positiveId } from '../fields.js';
import { ADD_TIME_MAX_SECONDS, CLOCK_SECONDS_MAX, CLOCK_SECONDS_MIN, INCREMENT_MAX } from './rules.js';
import { AUCTION_MODES } from './types.js';

/**
 * Request bodies of the live auction, strict: an unknown field is refused rather than
 * ignored, so a typo such as `ammount` never becomes a bid of nothing.
 */

const MAX_DOLLARS = 1_000_000;
const id = positiveId;

const dollars = (label: string, min: number) => {
  const rule = `${label} must be a whole number of at least $${min}`;
  return z.number({ error: (i) => (i.input === undefined ? `${label} is required` : rule) }).int(rule).min(min, rule).max(MAX_DOLLARS, rule);
};

const seconds = (label: string, min: number, max: number) => {
  const rule = `${label} must be a whole number of seconds from ${min} to ${max}`;
  return z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
};

const unknownKeys = (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys?.join(', ')}` : undefined);

export const nominateRequest = z.strictObject(
  {
    nfl_player_id: nflPlayerIdField(),
    opening_bid: dollars('Opening bid', 1).optional(),
    /** The commissioner nominates for any team; a member always for their own. */
    fantasy_team_id: id('fantasy_team_id').optional(),
  },
  { error: unknownKeys },
);
export type NominateRequest = z.infer<typeof nominateRequest>;

export const bidRequest = z.strictObject(
  {
    lot_id: id('lot_id'),
    amount: dollars('Bid', 1),
    fantasy_team_id: id('fantasy_team_id').optional(),
  },
  { error: unknownKeys },
);
export type BidRequest = z.infer<typeof bidRequest>;

export const proxyBidRequest = z.strictObject(
  {
    lot_id: id('lot_id'),
    max: dollars('Maximum', 1),
    fantasy_team_id: id('fantasy_team_id').optional(),
  },
  { error: unknownKeys },
);
export type ProxyBidRequest = z.infer<typeof proxyBidRequest>;

/** An id from the query string: its digits, as a positive integer. */
const queryId = (label: string) => z.string({ error: `${label} is required` }).regex(/^\d+$/, `${label} must be a positive integer`).transform(Number).pipe(id(label));

/** GET and DELETE proxy-bid, in the query string: the lot, and the team (the commissioner names any). */
export const proxyBidQuery = z.strictObject({ lot_id: queryId('lot_id'), fantasy_team_id: queryId('fantasy_team_id').optional() }, { error: unknownKeys });

/** The most players a team may line up: more than any roster, few enough to send whole. */
export const QUEUE_MAX = 300;

/**
 * PUT queue: the team's whole queue in order (a star adds to the end, a reorder sends the new
 * order), so two devices never merge half-edits. A player listed twice is refused.
 */
export const queueRequest = z.strictObject(
  {
    nfl_player_ids: z
      .array(nflPlayerIdField(), { error: 'nfl_player_ids must be a list of player ids' })
      .max(QUEUE_MAX, `nfl_player_ids holds at most ${QUEUE_MAX} players`)
      .refine((ids) => new Set(ids).size === ids.length, 'nfl_player_ids lists a player twice'),
    fantasy_team_id: id('fantasy_team_id').optional(),
  },
  { error: unknownKeys },
);
export type QueueRequest = z.infer<typeof queueRequest>;

/** GET queue, in the query string: the team (the commissioner names any; a member reads their own). */
export const queueQuery = z.strictObject({ fantasy_team_id: queryId('fantasy_team_id').optional() }, { error: unknownKeys });

/**
 * The lot a commissioner's control was pressed on. A control sent again after a lost connection
 * must not act on whatever lot is open by then (docs/DECISIONS.md, "A lot control names its lot"),
 * so when it names a lot that has closed it is refused and nothing changes. Without it the control
 * acts on the open lot, as a script expects.
 */
const controlledLot = { lot_id: id('lot_id').optional() };

/** PUT lot/pause, lot/resume and lot/cancel. */
export const lotControlRequest = z.strictObject(controlledLot, { error: unknownKeys });
export type LotControlRequest = z.infer<typeof lotControlRequest>;

/** PUT lot/add-time. */
export const addTimeRequest = z.strictObject({ seconds: seconds('Added time', 1, ADD_TIME_MAX_SECONDS), ...controlledLot }, { error: unknownKeys });
export type AddTimeRequest = z.infer<typeof addTimeRequest>;

/** The auction fields of draft creation and PUT settings. */
export const auctionSettingsFields = {
  auction_mode: z.enum(AUCTION_MODES, { error: `auction_mode must be one of ${AUCTION_MODES.join(', ')}` }).optional(),
  nomination_seconds: seconds('Nomination clock', CLOCK_SECONDS_MIN, CLOCK_SECONDS_MAX).optional(),
  bid_seconds: seconds('Bid clock', CLOCK_SECONDS_MIN, CLOCK_SECONDS_MAX).optional(),
  opening_seconds: seconds('Opening clock', CLOCK_SECONDS_MIN, CLOCK_SECONDS_MAX).optional(),
  min_bid_increment: z
    .number({ error: `Bid increment must be a whole number from $1 to $${INCREMENT_MAX}` })
    .int(`Bid increment must be a whole number from $1 to $${INCREMENT_MAX}`)
    .min(1, `Bid increment must be a whole number from $1 to $${INCREMENT_MAX}`)
    .max(INCREMENT_MAX, `Bid increment must be a whole number from $1 to $${INCREMENT_MAX}`)
    .optional(),
};
export const auctionSettingsRequest = z.object(auctionSettingsFields);
export type AuctionSettingsRequest = z.infer<typeof auctionSettingsRequest>;
