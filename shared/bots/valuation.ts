import type { PlayerPosition, PositionCounts, RosterPositions } from '../draft/types.js';
import { adjustedValue } from '../values/inflation.js';
import { MIN_VALUE } from '../values/min-value.js';
import type { Personality } from './personality.js';
import { slotFor, slotsLeft, type SlotsLeft } from './roster-fit.js';

/**
 * The bidding model's price for a player (docs/DECISIONS.md, Bots): the league's auction value at
 * live inflation, scaled by the team's need for the position, its personality, and how rich it is
 * against the room. Pure, so tests and the benchmark reason about it without a server.
 */

/** A bench player is worth this share of a starter to a team with no starting slot left for him. */
export const BENCH_NEED = 0.55;
/** How far a team's purse moves its prices, either way. */
export const PURSE_MIN = 0.8;
export const PURSE_MAX = 2.5;

export interface BotTeamState {
  remaining_budget: number;
  max_bid: number;
  players_count: number;
  position_counts: PositionCounts;
}

export interface PriceInput {
  value: number;
  position: PlayerPosition;
  /** The draft's live inflation (null: none known). */
  inflation: number | null;
  /** The best value in the draft's pool: a star's share of it drives the star taste. */
  topValue: number;
  team: BotTeamState;
  roster: RosterPositions;
  rosterSlots: number;
  /** Dollars the whole room has left per open slot (the market's purse). */
  marketPerSlot: number;
  personality: Personality;
}

/** The team's need for the position: 1 for a starting slot, BENCH_NEED for a bench one, 0 when none is legal. */
export function needFor(team: BotTeamState, roster: RosterPositions, position: PlayerPosition): number {
  return needOfSlot(slotFor(team.position_counts, roster, position));
}

/** `needFor` of every position at once, for a scan over a player list (a nomination's choice). */
export function needsByPosition(team: BotTeamState, roster: RosterPositions): Record<PlayerPosition, number> {
  const left = slotsLeft(team.position_counts, roster);
  return Object.fromEntries(Object.entries(left).map(([position, slot]) => [position, needOfSlot(slot)])) as Record<PlayerPosition, number>;
}

const needOfSlot = (left: SlotsLeft): number => (left.any === 0 ? 0 : left.starter > 0 ? 1 : BENCH_NEED);

/** A team with more money per open slot than the room pays more, one with less pays less. */
export function purseFactor(team: BotTeamState, rosterSlots: number, marketPerSlot: number): number {
  const open = Math.max(1, rosterSlots - team.players_count);
  if (marketPerSlot <= 0) return 1;
  return Math.min(PURSE_MAX, Math.max(PURSE_MIN, (team.remaining_budget / open / marketPerSlot) ** 0.75));
}

/** The most the bot pays for the player now: whole dollars, within its max bid, 0 when it cannot take him. */
export function botPrice(input: PriceInput): number {
  const need = needFor(input.team, input.roster, input.position);
  if (need === 0 || input.team.players_count >= input.rosterSlots) return 0;
  const base = adjustedValue(input.value, input.inflation);
  const starness = input.topValue > MIN_VALUE ? Math.max(0, Math.min(1, (input.value - MIN_VALUE) / (input.topValue - MIN_VALUE))) : 0;
  const taste = input.personality.taste[input.position] * (1 + input.personality.stars * starness);
  // Only the dollars above the $1 floor scale: a $1 player stays a $1 player to every bot, so a rich
  // team's money goes to players with value, and prices keep the values' order.
  const price = Math.floor(MIN_VALUE + (base - MIN_VALUE) * need * taste * purseFactor(input.team, input.rosterSlots, input.marketPerSlot));
  return Math.min(input.team.max_bid, Math.max(MIN_VALUE, price));
}
