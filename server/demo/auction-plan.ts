import { totalRosterSlots } from '#shared/draft/roster-rules.js';
import { FLEX_ELIGIBLE, maxBid } from '#shared/draft/rules.js';
import type { RosterPositions } from '#shared/draft/types.js';
import type { TradeTerms } from '#shared/draft/trade-rules.js';

/**
 * The demo's auction, planned before anything is written: which players are nominated, who wins
 * them and for how much, and one trade afterwards. Pure and driven by a seeded generator, so the
 * same player data always gives the same draft. The draft commands still judge every lot.
 */

export interface PoolPlayer {
  player_id: string;
  full_name: string;
  position: string;
  projected_points: number | null;
}

export interface PlannedLot {
  playerId: string;
  fullName: string;
  position: string;
  teamId: number;
  price: number;
}

export interface AuctionSetup {
  /** Players sorted by projection (the app's own list order). */
  pool: PoolPlayer[];
  /** In draft order. */
  teamIds: number[];
  budget: number;
  roster: RosterPositions;
  lots: number;
  random: () => number;
}

/** mulberry32, as the backtest uses: small, fast and reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Kickers and defenses go for a dollar or two late in real auctions, so the demo's early lots skip them. */
const AUCTIONED_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/** Share of the league's spendable dollars that goes to starters; the rest buys the bench. */
const STARTER_SHARE = 0.85;

/** Players each position starts across the league; FLEX spreads over its positions, SUPERFLEX counts as QB. */
function startersByPosition(roster: RosterPositions, numTeams: number): Map<string, number> {
  const flexShare = (roster.FLEX ?? 0) / FLEX_ELIGIBLE.length;
  const starters = new Map<string, number>();
  for (const position of AUCTIONED_POSITIONS) {
    const own = roster[position] ?? 0;
    const flex = (FLEX_ELIGIBLE as readonly string[]).includes(position) ? flexShare : 0;
    const superflex = position === 'QB' ? (roster.SUPERFLEX ?? 0) : 0;
    starters.set(position, Math.round((own + flex + superflex) * numTeams));
  }
  return starters;
}

export interface ValuedPlayer {
  player: PoolPlayer;
  /** Projected points above the best player at the position that no team needs to start. */
  value: number;
}

/** Players worth more than replacement level, most valuable first (ties keep the pool's order). */
export function valueOverReplacement(pool: PoolPlayer[], roster: RosterPositions, numTeams: number): ValuedPlayer[] {
  const starters = startersByPosition(roster, numTeams);
  const valued: ValuedPlayer[] = [];
  for (const [position, count] of starters) {
    const ranked = pool.filter((p) => p.position === position && p.projected_points !== null);
    const replacement = ranked[count]?.projected_points ?? 0;
    for (const player of ranked.slice(0, count)) valued.push({ player, value: (player.projected_points ?? 0) - replacement });
  }
  const order = new Map(pool.map((p, i) => [p.player_id, i]));
  return valued
    .filter((v) => v.value > 0)
    .sort((a, b) => b.value - a.value || (order.get(a.player.player_id) ?? 0) - (order.get(b.player.player_id) ?? 0));
}

interface TeamPurse {
  teamId: number;
  spent: number;
  held: number;
}

/** A team drawn with odds in proportion to its remaining budget: deep pockets win more lots. */
function drawWinner(candidates: TeamPurse[], budget: number, random: () => number): TeamPurse | undefined {
  const total = candidates.reduce((sum, t) => sum + (budget - t.spent), 0);
  let ticket = random() * total;
  for (const team of candidates) {
    ticket -= budget - team.spent;
    if (ticket < 0) return team;
  }
  return candidates.at(-1);
}

/**
 * Nominate roughly in order of value (a little shuffled, as owners nominate), price each lot at
 * its share of the league's dollars give or take 12%, and sell it to a team whose max bid covers
 * the price. No lot leaves a team unable to fill its roster at $1 a spot.
 */
export function planAuction(setup: AuctionSetup): PlannedLot[] {
  const { budget, roster, random } = setup;
  const slots = totalRosterSlots(roster);
  const valued = valueOverReplacement(setup.pool, roster, setup.teamIds.length);
  const totalValue = valued.reduce((sum, v) => sum + v.value, 0);
  const dollarsPerPoint = totalValue > 0 ? (setup.teamIds.length * (budget - slots) * STARTER_SHARE) / totalValue : 0;
  const nominations = valued
    .map((v, rank) => ({ v, key: rank + random() * 6 }))
    .sort((a, b) => a.key - b.key)
    .slice(0, setup.lots)
    .map(({ v }) => v);

  const purses: TeamPurse[] = setup.teamIds.map((teamId) => ({ teamId, spent: 0, held: 0 }));
  const ceilingOf = (t: TeamPurse) => (t.held < slots ? maxBid(budget - t.spent, slots, t.held) : 0);
  const lots: PlannedLot[] = [];
  for (const { player, value } of nominations) {
    const ceiling = Math.max(0, ...purses.map(ceilingOf));
    if (ceiling < 1) break;
    const price = Math.min(ceiling, Math.max(1, Math.round((1 + value * dollarsPerPoint) * (0.88 + random() * 0.24))));
    const winner = drawWinner(purses.filter((t) => ceilingOf(t) >= price), budget, random);
    if (!winner) break;
    winner.spent += price;
    winner.held += 1;
    lots.push({ playerId: player.player_id, fullName: player.full_name, position: player.position, teamId: winner.teamId, price });
  }
  return lots;
}

/**
 * One even-ish swap between the first two preferred teams that bought anyone (the members'
 * teams first, so they see it on their rosters): each gives its cheapest player, and the side
 * getting the dearer one adds up to $5, as far as its budget allows.
 */
export function planTrade(lots: PlannedLot[], preferredTeamIds: number[], budget: number): TradeTerms | undefined {
  const holders = [...new Set([...preferredTeamIds, ...lots.map((l) => l.teamId)])].filter((id) => lots.some((l) => l.teamId === id));
  const [fromTeamId, toTeamId] = holders;
  if (fromTeamId === undefined || toTeamId === undefined) return undefined;
  const cheapest = (teamId: number) => lots.filter((l) => l.teamId === teamId).reduce((a, b) => (b.price < a.price ? b : a));
  const remaining = (teamId: number) => budget - lots.filter((l) => l.teamId === teamId).reduce((sum, l) => sum + l.price, 0);
  const given = cheapest(fromTeamId);
  const taken = cheapest(toTeamId);
  // The team getting the dearer player pays the difference in its remaining budget, then the cash.
  const fromPays = taken.price >= given.price;
  const payer = fromPays ? fromTeamId : toTeamId;
  const cash = Math.max(0, Math.min(5, remaining(payer) - Math.abs(taken.price - given.price)));
  return {
    fromTeamId,
    toTeamId,
    fromPlayers: [given.playerId],
    toPlayers: [taken.playerId],
    cashFromTeam: fromPays ? cash : 0,
    cashToTeam: fromPays ? 0 : cash,
  };
}
