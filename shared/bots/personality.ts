import { PLAYER_POSITIONS, type PlayerPosition } from '../draft/types.js';
import { hashInts, seededRandom } from './seeded.js';

/**
 * A bot's personality (docs/DECISIONS.md, Bots): seeded from the draft's seed and the team's draft
 * position, so the same seed gives the same league of bidders.
 *
 * - `taste`: a multiplier per position, 0.85 to 1.15 (a ±15 % liking for running backs, say).
 * - `stars`: −0.15 to +0.15, how much more (or less) the bot pays the more a player is a star.
 * - `strategy`: nominate for its `needs`, or `drain` others' budgets with a player it values
 *   under the market.
 * - `haste`: 0 to 1, how quickly it acts within the pause window.
 */
export interface Personality {
  taste: Record<PlayerPosition, number>;
  stars: number;
  strategy: 'needs' | 'drain';
  haste: number;
}

export const TASTE_SPREAD = 0.15;

export function personalityOf(seed: number, draftPosition: number): Personality {
  const random = seededRandom(hashInts(seed, draftPosition, 0x6b07));
  const spread = () => (random() * 2 - 1) * TASTE_SPREAD;
  const taste = {} as Record<PlayerPosition, number>;
  for (const pos of PLAYER_POSITIONS) taste[pos] = 1 + spread();
  return { taste, stars: spread(), strategy: random() < 0.3 ? 'drain' : 'needs', haste: random() };
}
