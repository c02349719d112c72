import { z } from 'zod';
import { rosterPositionsSchema } from '../draft/requests.js';
import { CLOCK_SECONDS_MAX } from '../auction/rules.js';
import { booleanField, integerBetween } from '../fields.js';
import { DEFAULT_AUCTION_BUDGET, DEFAULT_NUM_TEAMS, MAX_AUCTION_BUDGET, MIN_AUCTION_BUDGET } from '../league-rules.js';

/** Request bodies of practice auctions and autopilot (docs/API.md, Bots); strict: an unknown key is a 400. */

export const PRACTICE_MIN_TEAMS = 2;
export const PRACTICE_MAX_TEAMS = 16;
/**
 * A practice room may run quicker clocks than a league's (1 s, for drills and the benchmark): no
 * person's phone has to keep up but the one practising (docs/DECISIONS.md, Bots).
 */
export const PRACTICE_CLOCK_MIN = 1;
export const PRACTICE_NOMINATION_SECONDS = 15;
export const PRACTICE_BID_SECONDS = 8;
/** Practice auctions a user may start in a day. */
export const PRACTICE_DAILY_LIMIT = 10;
/** A practice league untouched this long is deleted. */
export const PRACTICE_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

const unknownKeys = (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys?.join(', ')}` : undefined);

/** POST /practice */
export const practiceRequest = z.strictObject(
  {
    num_teams: integerBetween('Number of teams', PRACTICE_MIN_TEAMS, PRACTICE_MAX_TEAMS).default(DEFAULT_NUM_TEAMS),
    auction_budget: integerBetween('Auction budget', MIN_AUCTION_BUDGET, MAX_AUCTION_BUDGET).default(DEFAULT_AUCTION_BUDGET),
    roster_positions: rosterPositionsSchema.optional(),
    nomination_seconds: integerBetween('Nomination clock', PRACTICE_CLOCK_MIN, CLOCK_SECONDS_MAX).default(PRACTICE_NOMINATION_SECONDS),
    bid_seconds: integerBetween('Bid clock', PRACTICE_CLOCK_MIN, CLOCK_SECONDS_MAX).default(PRACTICE_BID_SECONDS),
    seed: integerBetween('Seed', 0, 2_147_483_647).optional(),
  },
  { error: unknownKeys },
);
export type PracticeRequest = z.input<typeof practiceRequest>;

/** PUT /drafts/:id/teams/:teamId/autopilot */
export const autopilotRequest = z.strictObject({ enabled: booleanField('enabled') }, { error: unknownKeys });
export type AutopilotRequest = z.infer<typeof autopilotRequest>;
