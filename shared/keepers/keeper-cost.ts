import type { KeeperPenaltyType } from '../league-rules.js';

/**
 * What keeping a player costs: last season's price plus the league's penalty,
 * FIXED_INCREASE adding the amount in dollars, PERCENTAGE_INCREASE multiplying by
 * (1 + amount / 100); rounded up to whole dollars and never below $1.
 */
export interface KeeperPenalty {
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
}

/** Floating-point noise (10 × 1.1 = 11.000000000000002) must not round a whole dollar up. */
const EPSILON = 1e-9;

export function keeperCost(lastPrice: number, penalty: KeeperPenalty): number {
  const raw =
    penalty.keeper_penalty_type === 'FIXED_INCREASE'
      ? lastPrice + penalty.keeper_penalty_amount
      : lastPrice * (1 + penalty.keeper_penalty_amount / 100);
  return Math.max(1, Math.ceil(raw - EPSILON));
}

export const KEEPERS_NOT_ALLOWED = 'This league is not a keeper league';
export const KEEPERS_ONLY_BEFORE_START = 'Keepers can only be changed before the draft starts';
export const NOT_ON_PREVIOUS_ROSTER = "Player was not on this team's roster in the league's previous draft";
export const NO_PREVIOUS_DRAFT = 'This league has no previous draft to keep players from';
export const NOT_A_KEEPER = 'Pick is not a keeper';
export const tooManyKeepers = (max: number) => `A team may keep at most ${max} player${max === 1 ? '' : 's'}`;
export const keeperOverBudget = (cost: number, left: number) => `Keeper cost $${cost} exceeds remaining budget of $${left}`;
