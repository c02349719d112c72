import type { AuctionLot, AuctionSettings } from './types.js';
import { possessive } from '../possessive.js';
import { teamLabel } from '../draft/team-label.js';

/** The live auction's defaults: a 30 s nomination clock, a 10 s bid clock, $1 opening bid and increment. */
export const DEFAULT_AUCTION_SETTINGS: AuctionSettings = {
  auction_mode: 'commissioner',
  nomination_seconds: 30,
  bid_seconds: 10,
  opening_seconds: 20,
  min_bid_increment: 1,
};
export const MIN_OPENING_BID = 1;
export const CLOCK_SECONDS_MIN = 3;
export const CLOCK_SECONDS_MAX = 600;
export const INCREMENT_MAX = 100;
export const ADD_TIME_MAX_SECONDS = 600;

/** A rule's verdict: the server maps `status` to its HTTP error, the client shows the same text. */
export type RuleResult = { ok: true } | { ok: false; status: 403 | 409 | 422; error: string };
const ok: RuleResult = { ok: true };
const refuse = (status: 403 | 409 | 422, error: string): RuleResult => ({ ok: false, status, error });

/** What the rules need to know about a team. */
export interface BiddingTeam {
  fantasy_team_id: number;
  team_name: string;
  /** Named in refusals as the boards name it (shared/draft/team-label.ts). */
  team_nickname: string | null;
  draft_position: number;
  max_bid: number;
  players_count: number;
}

export const hasOpenSlot = (team: BiddingTeam, rosterSlots: number) => team.players_count < rosterSlots;

/** A team may nominate (and so open a lot at $1) when it has an open slot and at least $1 to bid. */
export const canNominate = (team: BiddingTeam, rosterSlots: number) => hasOpenSlot(team, rosterSlots) && team.max_bid >= MIN_OPENING_BID;

/**
 * The next team to nominate after `afterTeamId`, in draft-position order, wrapping around and
 * skipping teams that cannot nominate. `afterTeamId` null starts from the first position.
 * Null when no team can nominate (every roster full or out of money).
 */
export function nextNominator(teams: readonly BiddingTeam[], rosterSlots: number, afterTeamId: number | null): BiddingTeam | null {
  const order = [...teams].sort((a, b) => a.draft_position - b.draft_position);
  const from = afterTeamId === null ? -1 : order.findIndex((t) => t.fantasy_team_id === afterTeamId);
  for (let step = 1; step <= order.length; step += 1) {
    const team = order[(from + step + order.length) % order.length];
    if (team && canNominate(team, rosterSlots)) return team;
  }
  return null;
}

/**
 * Auto-nomination when a team's nomination clock runs out (as ESPN and Yahoo do): the first player
 * of the team's queue still available (`availableQueue`: the queue in order, drafted players left
 * out), if the team can afford the opening bid; null when there is none (the server then opens the
 * best available by projection).
 */
export function queuedNomination(availableQueue: readonly string[], team: BiddingTeam, openingBid = MIN_OPENING_BID): string | null {
  if (team.max_bid < openingBid) return null;
  return availableQueue[0] ?? null;
}

/** Time left on a clock at `nowMs` (server time): frozen while paused, never below 0. */
export function remainingMs(clock: { closes_at: string | null; paused_remaining_ms: number | null }, nowMs: number): number {
  if (clock.paused_remaining_ms !== null) return clock.paused_remaining_ms;
  if (clock.closes_at === null) return 0;
  return Math.max(0, Date.parse(clock.closes_at) - nowMs);
}

export interface NominationCheck {
  team: BiddingTeam;
  rosterSlots: number;
  openingBid: number;
  /** A lot is already open. */
  lotOpen: boolean;
  playerTaken: boolean;
  /** Whose turn it is (null: nobody's yet). */
  turnTeamId: number | null;
  actorIsCommissioner: boolean;
}

/** Nominate: one lot at a time, on the team's turn (the commissioner may nominate for anyone). */
export function checkNomination(c: NominationCheck): RuleResult {
  if (c.lotOpen) return refuse(409, 'A player is already up for auction');
  if (c.playerTaken) return refuse(409, 'Player already drafted in this draft');
  if (!c.actorIsCommissioner && c.turnTeamId !== c.team.fantasy_team_id) return refuse(409, 'It is not your turn to nominate');
  if (!hasOpenSlot(c.team, c.rosterSlots)) return refuse(409, `${teamLabel(c.team)} has no open roster slot`);
  if (c.openingBid < MIN_OPENING_BID) return refuse(422, `Opening bid must be at least $${MIN_OPENING_BID}`);
  if (c.openingBid > c.team.max_bid) return refuse(422, `Opening bid is above ${possessive(teamLabel(c.team))} max bid of $${c.team.max_bid}`);
  return ok;
}

/** The lowest bid the lot accepts now. */
export const minimumBid = (lot: Pick<AuctionLot, 'high_bid'>, increment: number) => lot.high_bid + increment;

/** The lot fields the bid rules read: the stored row and the presented lot both have them. */
export type LotState = Pick<AuctionLot, 'high_bid' | 'high_team_id' | 'closes_at' | 'paused_remaining_ms'>;

export interface BidCheck {
  lot: LotState;
  team: BiddingTeam;
  rosterSlots: number;
  amount: number;
  increment: number;
  nowMs: number;
}

/**
 * A bid is judged at the moment its transaction runs: after `closes_at` it is refused, with no
 * grace (docs/ARCHITECTURE.md). It must beat the high bid by the increment and stay within the
 * bidding team's max bid.
 */
export function checkBid(c: BidCheck): RuleResult {
  if (c.lot.paused_remaining_ms !== null) return refuse(409, 'Bidding is paused');
  if (Date.parse(c.lot.closes_at) <= c.nowMs) return refuse(409, 'Bidding on this player has closed');
  if (c.lot.high_team_id === c.team.fantasy_team_id) return refuse(409, `${teamLabel(c.team)} already has the high bid`);
  if (!hasOpenSlot(c.team, c.rosterSlots)) return refuse(409, `${teamLabel(c.team)} has no open roster slot`);
  const min = minimumBid(c.lot, c.increment);
  if (c.amount < min) return refuse(422, `Bid must be at least $${min}`);
  if (c.amount > c.team.max_bid) return refuse(422, `Bid is above ${possessive(teamLabel(c.team))} max bid of $${c.team.max_bid}`);
  return ok;
}

/** A proxy maximum must be something the team could bid, now or later on this lot. */
export function checkProxy(c: Omit<BidCheck, 'amount' | 'nowMs'> & { max: number; nowMs: number }): RuleResult {
  if (Date.parse(c.lot.closes_at) <= c.nowMs && c.lot.paused_remaining_ms === null) return refuse(409, 'Bidding on this player has closed');
  if (!hasOpenSlot(c.team, c.rosterSlots)) return refuse(409, `${teamLabel(c.team)} has no open roster slot`);
  if (c.max > c.team.max_bid) return refuse(422, `Maximum is above ${possessive(teamLabel(c.team))} max bid of $${c.team.max_bid}`);
  if (c.lot.high_team_id !== c.team.fantasy_team_id && c.max < minimumBid(c.lot, c.increment)) {
    return refuse(422, `Maximum must be at least $${minimumBid(c.lot, c.increment)}`);
  }
  return ok;
}

/** The lot's new deadline after a bid at `nowMs`: at least `bidSeconds` away, never earlier than it was. */
export function closesAfterBid(closesAt: string, nowMs: number, bidSeconds: number): string {
  return new Date(Math.max(Date.parse(closesAt), nowMs + bidSeconds * 1000)).toISOString();
}

/** A standing proxy: `cap` is min(the team's private maximum, its max bid now); `since` orders ties. */
export interface ProxyCap {
  fantasy_team_id: number;
  cap: number;
  since: number;
}

/**
 * What standing proxies do after the high bid changed (as Yahoo's auto-bid): the highest cap takes
 * the lot at one increment over the next highest cap (never above its own cap); the current leader
 * keeps a tie, then the proxy set first. The leader's cap is its proxy or the high bid itself.
 * Answers the one resulting high bid, or null when no proxy can or needs to bid.
 */
export function proxyOutcome(high: { amount: number; teamId: number }, proxies: readonly ProxyCap[], increment: number): { fantasy_team_id: number; amount: number } | null {
  const challengers = proxies.filter((p) => p.fantasy_team_id !== high.teamId && p.cap >= high.amount + increment);
  if (challengers.length === 0) return null;
  const leaderCap = Math.max(high.amount, proxies.find((p) => p.fantasy_team_id === high.teamId)?.cap ?? 0);
  const ranked = [{ fantasy_team_id: high.teamId, cap: leaderCap, since: -Infinity }, ...challengers].sort((a, b) => b.cap - a.cap || a.since - b.since);
  const [winner, runnerUp] = ranked as [ProxyCap, ProxyCap];
  const amount = Math.min(winner.cap, Math.max(high.amount + increment, runnerUp.cap + increment));
  if (winner.fantasy_team_id === high.teamId && amount <= high.amount) return null;
  return { fantasy_team_id: winner.fantasy_team_id, amount };
}

/** Quick bid buttons: +1 and +5 over the high bid, only those within the max bid and above the minimum. */
export function quickBids(lot: Pick<AuctionLot, 'high_bid'>, increment: number, maxBidNow: number): number[] {
  const min = minimumBid(lot, increment);
  return [...new Set([lot.high_bid + 1, lot.high_bid + 5].map((v) => Math.max(v, min)))].filter((v) => v <= maxBidNow);
}

export type ClockPhase = 'open' | 'going once' | 'going twice' | 'closed';

/** "Going once… twice…" from the time left (not from client timers that drift). */
export function clockPhase(remaining: number): ClockPhase {
  if (remaining <= 0) return 'closed';
  if (remaining <= 3000) return 'going twice';
  if (remaining <= 6000) return 'going once';
  return 'open';
}
