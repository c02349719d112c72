import { totalRosterSlots } from '../draft/roster-rules.js';
import { maxBid } from '../draft/rules.js';
import { PLAYER_POSITIONS, type PlayerPosition, type RosterPositions } from '../draft/types.js';
import { fillStarters } from './lineup.js';
import { MIN_VALUE } from './min-value.js';

/**
 * Auction values for one league's settings (method: docs/VALUES.md).
 *
 * 1. Starters: fill every team's starting slots from the pool by points, dedicated slots first,
 *    FLEX and SUPERFLEX with whichever eligible players are best. That gives each position's
 *    number of starters across the league.
 * 2. Replacement level of a position: the points of its best player who is not a starter.
 * 3. Value over replacement (VOR) = points − replacement; only starters have a positive VOR.
 * 4. Spendable dollars = teams × budget − $1 × every roster slot of every team. They are shared
 *    in proportion to VOR; every player is worth at least $1, so value = $1 + share. No share
 *    passes one team's spendable dollars: no player is worth more than a team can bid at the start.
 * 5. Whole dollars by largest remainders, so the shares add up to the spendable dollars exactly.
 *
 * The draftable pool is the teams × roster slots players with the highest VOR: the starters
 * (value above $1) and, for the bench, the next best ($1 each). Its values add up to
 * teams × budget, i.e. its dollars above the $1 floors add up to the spendable dollars.
 */
export interface ValueInput {
  id: string;
  position: PlayerPosition;
  /** Projected (or, in the backtest, actual) season points under the league's scoring. */
  points: number;
}

export interface LeagueValueSettings {
  teams: number;
  budget: number;
  roster: RosterPositions;
}

export interface PlayerValue extends ValueInput {
  /** Points above the position's replacement level (negative below it). */
  vor: number;
  /** Whole dollars, at least 1. */
  value: number;
}

export interface AuctionValues {
  /** Every input player, best VOR first. */
  players: PlayerValue[];
  /** The teams × roster slots players a draft fills, best VOR first. */
  pool: PlayerValue[];
  replacement: Record<PlayerPosition, number>;
  starters: Record<PlayerPosition, number>;
  /** teams × budget − teams × roster slots, never below 0. */
  spendable: number;
}

export { MIN_VALUE };

/** Integer shares of `total` in proportion to the weights, adding up to `total` exactly (Hamilton's method). */
export function proportionalShares(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  // Ties go to the earlier (higher-weighted) entry, so the rounding never inverts an order.
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Shares in proportion to the weights, none over `cap`: a share that would pass it is held at it
 * and the rest is shared again among the others (docs/VALUES.md, step 4). The shares add up to
 * `total` unless every weighted entry is held at the cap.
 */
export function cappedShares(weights: readonly number[], total: number, cap: number): number[] {
  const shares = weights.map(() => 0);
  let open = weights.map((w, i) => ({ w, i })).filter(({ w }) => w > 0);
  let left = total;
  for (;;) {
    const sum = open.reduce((s, { w }) => s + w, 0);
    const over = open.filter(({ w }) => (w / sum) * left > cap);
    if (over.length === 0) break;
    for (const { i } of over) shares[i] = cap;
    left -= over.length * cap;
    open = open.filter((entry) => !over.includes(entry));
    if (open.length === 0 || left <= 0) return shares;
  }
  proportionalShares(
    open.map(({ w }) => w),
    left,
  ).forEach((share, k) => (shares[open[k]!.i] = share));
  return shares;
}

const perPosition = (f: (p: PlayerPosition) => number) => Object.fromEntries(PLAYER_POSITIONS.map((p) => [p, f(p)])) as Record<PlayerPosition, number>;

export function auctionValues(inputs: readonly ValueInput[], settings: LeagueValueSettings): AuctionValues {
  const teams = Math.max(0, Math.floor(settings.teams));
  const slots = totalRosterSlots(settings.roster);
  const spendable = Math.max(0, teams * settings.budget - teams * slots * MIN_VALUE);

  const starterSet = new Set(fillStarters(inputs, settings.roster, teams));
  const starters = perPosition((pos) => [...starterSet].filter((p) => p.position === pos).length);
  const replacement = perPosition((pos) => {
    const bench = inputs.filter((p) => p.position === pos && !starterSet.has(p)).map((p) => p.points);
    return bench.length > 0 ? Math.max(...bench) : 0;
  });

  const ranked = inputs
    .map((p) => ({ ...p, vor: p.points - replacement[p.position], value: MIN_VALUE }))
    .sort((a, b) => b.vor - a.vor || b.points - a.points || a.id.localeCompare(b.id));
  const positive = ranked.filter((p) => p.vor > 0);
  // No value over the most a team can bid before its first buy (spec 02 §5's max bid).
  const shares = cappedShares(
    positive.map((p) => p.vor),
    spendable,
    Math.max(0, maxBid(settings.budget, slots, 0) - MIN_VALUE),
  );
  positive.forEach((p, i) => (p.value = MIN_VALUE + (shares[i] ?? 0)));
  return { players: ranked, pool: ranked.slice(0, teams * slots), replacement, starters, spendable };
}
