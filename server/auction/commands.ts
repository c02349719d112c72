import {
  canNominate,
  checkBid,
  checkNomination,
  checkProxy,
  closesAfterBid,
  MIN_OPENING_BID,
  proxyOutcome,
  queuedNomination,
  type BiddingTeam,
  type RuleResult,
} from '#shared/auction/rules.js';
import type { AuctionLot, AuctionStartResponse, PlacedBid, ProxyMaximum } from '#shared/auction/types.js';
import type { AddTimeRequest } from '#shared/auction/requests.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { clockNomination } from '../bots/clock-nomination.js';
import { preparedQuery } from '../db/prepared.js';
import { draftPlayer } from '../draft/picks.js';
import { assertRosterRoomFor, positionsTeamCanAdd } from '../draft/roster-room.js';
import { assertInProgress } from '../draft/status.js';
import type { CommandScope } from '../engine/write-path.js';
import { AppError, conflict, lotClosed, notFound } from '../errors.js';
import type { AuctionActor } from '../policies/auction.js';
import { actingTeam } from './acting-team.js';
import { lotBids, recordBid } from './bid-history.js';
import { loadBiddingField } from './bidding-teams.js';
import { availableQueue } from './queue.js';
import { bestAvailablePlayer, loadOpenLot, loadTurn, openLotRow, presentLot, proxiesOf, visibleTurn, type LotRow } from './lot-queries.js';
import { advanceTurn, auctionStarted, freshTurn, setTurn } from './turns.js';

export const NOT_STARTED = 'The auction has not started';
export const ALREADY_STARTED = 'The auction has already started';
export const BIDDING_CLOSED = 'Bidding on this player has closed';
export const NOT_LIVE = 'This draft is not run as a live auction';

function assertLive(draft: { auction_mode: string }): void {
  if (draft.auction_mode !== 'live') throw conflict(NOT_LIVE);
}

/** Nominations and bids wait for the commissioner's start (docs/DECISIONS.md, "The auction console"). */
function assertStarted(draft: CommandScope['draft']): void {
  if (!auctionStarted(draft)) throw conflict(NOT_STARTED);
}

/** A shared rule's refusal as the HTTP error the server answers. */
function enforce(result: RuleResult): void {
  if (result.ok) return;
  throw new AppError(result.status, result.status === 403 ? 'forbidden' : result.status === 409 ? 'conflict' : 'unprocessable', result.error);
}

const iso = (ms: number) => new Date(ms).toISOString();

const CLOSED_LOT: Record<Exclude<LotRow['status'], 'open'>, string> = {
  sold: 'This player has been sold',
  cancelled: 'This lot was cancelled',
  undone: 'This sale was undone',
};

// A bid's statements are prepared once: a bidding war runs them many times a second.
const lotOfDraft = preparedQuery((db, lotId: number, draftId: number) => db.selectFrom('auction_lots').selectAll().where('id', '=', lotId).where('draft_id', '=', draftId));

async function lotRowById(scope: CommandScope, lotId: number): Promise<LotRow> {
  const [row] = await lotOfDraft(scope.trx, lotId, scope.draft.id);
  if (!row) throw notFound('Lot not found');
  // Named, so a late answer shows as that lot's history, not as an error over the next lot.
  if (row.status !== 'open') throw lotClosed(CLOSED_LOT[row.status], row.id);
  return row;
}

async function reload(scope: CommandScope, lotId: number): Promise<LotRow> {
  return scope.trx.selectFrom('auction_lots').selectAll().where('id', '=', lotId).executeTakeFirstOrThrow();
}

async function openLot(scope: CommandScope, team: BiddingTeam, playerId: string, openingBid: number, nowMs: number): Promise<AuctionLot> {
  const { trx, draft } = scope;
  const { id } = await trx
    .insertInto('auction_lots')
    .values({
      draft_id: draft.id,
      nfl_player_id: playerId,
      nominated_by_team_id: team.fantasy_team_id,
      opening_bid: openingBid,
      high_bid: openingBid,
      high_team_id: team.fantasy_team_id,
      bids: 0,
      status: 'open',
      // The opening window: long enough for the room to look the player up before the first bid.
      closes_at: iso(nowMs + draft.opening_seconds * 1000),
      paused_remaining_ms: null,
      created_at: iso(nowMs),
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The turn stays with the team whose turn it was (the rotation continues from it); its clock stops.
  const turn = await loadTurn(trx, draft.id);
  await trx.deleteFrom('auction_turns').where('draft_id', '=', draft.id).execute();
  await trx.insertInto('auction_turns').values({ draft_id: draft.id, team_id: turn?.team_id ?? team.fantasy_team_id, closes_at: null, paused_remaining_ms: null }).execute();
  const lot = await presentLot(trx, await reload(scope, id));
  scope.emit('lot.nominated', { lot });
  return lot;
}

export interface NominateInput {
  nfl_player_id: string;
  opening_bid?: number | undefined;
  fantasy_team_id?: number | undefined;
}

/** POST nominate: open a lot with the nominating team as high bidder at its opening bid. */
export async function nominate(scope: CommandScope, actor: AuctionActor, input: NominateInput): Promise<AuctionLot> {
  const { trx, draft } = scope;
  assertLive(draft);
  assertInProgress(draft.draft_status);
  assertStarted(draft);
  const turn = await loadTurn(trx, draft.id);
  const { team, rosterSlots } = await actingTeam(trx, draft.id, actor, input.fantasy_team_id, turn?.team_id);
  const player = await trx.selectFrom('players').select('player_id').where('player_id', '=', input.nfl_player_id).executeTakeFirst();
  if (!player) throw notFound('Player not found');
  const taken = await trx.selectFrom('draft_picks').select('id').where('draft_id', '=', draft.id).where('nfl_player_id', '=', player.player_id).executeTakeFirst();
  const openingBid = input.opening_bid ?? MIN_OPENING_BID;
  enforce(
    checkNomination({
      team,
      rosterSlots,
      openingBid,
      lotOpen: (await openLotRow(trx, draft.id)) !== undefined,
      playerTaken: taken !== undefined,
      turnTeamId: turn?.team_id ?? null,
      actorIsCommissioner: actor.isCommissioner,
    }),
  );
  await assertRosterRoomFor(trx, draft, team.fantasy_team_id, player.player_id);
  return openLot(scope, team, player.player_id, openingBid, Date.now());
}

const raisedLot = preparedQuery((db, lotId: number, amount: number, teamId: number, bids: number, closesAt: string, nowIso: string) =>
  db
    .updateTable('auction_lots')
    .set({ high_bid: amount, high_team_id: teamId, bids, closes_at: closesAt })
    .where('id', '=', lotId)
    .where('status', '=', 'open')
    // The clock is judged in the write path: a lot past its deadline takes no more bids.
    .where('closes_at', '>', nowIso)
    .returningAll(),
);

/**
 * Raise the lot to `bid`, received at `receivedMs`: judged open or closed by that time (a bid that
 * arrived before the deadline stands even if its transaction runs after it), while the re-armed
 * clock leaves at least the bid clock from now. Recorded in the lot's history; emits bid.placed.
 */
async function raise(scope: CommandScope, row: LotRow, bid: PlacedBid, receivedMs: number): Promise<{ row: LotRow; lot: AuctionLot }> {
  const closesAt = closesAfterBid(row.closes_at, Math.max(Date.now(), receivedMs), scope.draft.bid_seconds);
  const [after] = await raisedLot(scope.trx, row.id, bid.amount, bid.fantasy_team_id, row.bids + 1, closesAt, iso(receivedMs));
  if (!after) throw lotClosed(BIDDING_CLOSED, row.id);
  await recordBid(scope.trx, row.id, bid, iso(receivedMs));
  const lot = await presentLot(scope.trx, after);
  scope.emit('bid.placed', { lot, bid });
  return { row: after, lot };
}

/** Standing proxies answer the new high bid (never above a team's max bid or with a full roster). */
async function answerProxies(scope: CommandScope, row: LotRow, nowMs: number): Promise<{ row: LotRow; lot: AuctionLot } | null> {
  const proxies = await proxiesOf(scope.trx, row.id);
  if (proxies.length === 0) return null;
  const { teams, rosterSlots } = await loadBiddingField(scope.trx, scope.draft.id, proxies.map((p) => p.team_id));
  const caps = proxies.flatMap((p) => {
    const team = teams.find((t) => t.fantasy_team_id === p.team_id);
    if (!team || team.players_count >= rosterSlots) return [];
    return [{ fantasy_team_id: p.team_id, cap: Math.min(p.max_bid, team.max_bid), since: Date.parse(p.set_at) }];
  });
  const outcome = proxyOutcome({ amount: row.high_bid, teamId: row.high_team_id }, caps, scope.draft.min_bid_increment);
  if (!outcome) return null;
  return raise(scope, row, { ...outcome, auto: true }, nowMs);
}

interface LotAction {
  lot_id: number;
  fantasy_team_id?: number | undefined;
}

/**
 * What a bid and a proxy maximum are judged on, read under the draft's lock: the moment the
 * server received the request (no client grace, and no penalty for waiting on the lock), the open
 * lot, and the acting team's standing and roster size (not the whole snapshot: a bidding war runs
 * this many times a second).
 */
async function lotAction(scope: CommandScope, actor: AuctionActor, input: LotAction, receivedMs = Date.now()) {
  const nowMs = receivedMs;
  assertLive(scope.draft);
  assertInProgress(scope.draft.draft_status);
  assertStarted(scope.draft);
  const row = await lotRowById(scope, input.lot_id);
  const { team, rosterSlots } = await actingTeam(scope.trx, scope.draft.id, actor, input.fantasy_team_id);
  return { nowMs, row, team, rule: { lot: row, team, rosterSlots, increment: scope.draft.min_bid_increment, nowMs } };
}

export interface BidInput extends LotAction {
  amount: number;
}

/** POST bid: judged against closes_at at the moment the server received it, `receivedMs` (no client grace). */
export async function placeBid(scope: CommandScope, actor: AuctionActor, input: BidInput, receivedMs = Date.now()): Promise<AuctionLot> {
  const { nowMs, row, team, rule } = await lotAction(scope, actor, input, receivedMs);
  closedByClock(rule.lot, nowMs);
  enforce(checkBid({ ...rule, amount: input.amount }));
  await assertRosterRoomFor(scope.trx, scope.draft, team.fantasy_team_id, row.nfl_player_id);
  const raised = await raise(scope, row, { fantasy_team_id: team.fantasy_team_id, amount: input.amount, auto: false }, nowMs);
  return ((await answerProxies(scope, raised.row, nowMs)) ?? raised).lot;
}

/** A lot whose deadline passed before the request arrived is history for it: lot_closed, with its id. */
function closedByClock(lot: LotRow, receivedMs: number): void {
  if (lot.paused_remaining_ms === null && Date.parse(lot.closes_at) <= receivedMs) throw lotClosed(BIDDING_CLOSED, lot.id);
}

export interface ProxyInput extends LotAction {
  max: number;
}

export interface ProxyAnswer {
  lot: AuctionLot;
  proxy: ProxyMaximum;
}

/** PUT proxy-bid: a private maximum the server bids up to for the team; seen by nobody else. */
export async function setProxyBid(scope: CommandScope, actor: AuctionActor, input: ProxyInput, receivedMs = Date.now()): Promise<ProxyAnswer> {
  const { trx } = scope;
  const { nowMs, row, team, rule } = await lotAction(scope, actor, input, receivedMs);
  closedByClock(rule.lot, nowMs);
  enforce(checkProxy({ ...rule, max: input.max }));
  await assertRosterRoomFor(trx, scope.draft, team.fantasy_team_id, row.nfl_player_id);
  await trx.deleteFrom('auction_proxy_bids').where('lot_id', '=', row.id).where('team_id', '=', team.fantasy_team_id).execute();
  await trx.insertInto('auction_proxy_bids').values({ lot_id: row.id, team_id: team.fantasy_team_id, max_bid: input.max, set_at: iso(nowMs) }).execute();
  const lot = (await answerProxies(scope, row, nowMs))?.lot ?? (await presentLot(trx, row));
  return { lot, proxy: { lot_id: row.id, fantasy_team_id: team.fantasy_team_id, max: input.max } };
}

/**
 * DELETE proxy-bid: the team's maximum is withdrawn (bids the server already placed stand). Only
 * while the lot is open: afterwards there is nothing left to bid for.
 */
export async function clearProxyBid(scope: CommandScope, actor: AuctionActor, input: LotAction): Promise<{ lot_id: number; fantasy_team_id: number }> {
  const { row, team } = await lotAction(scope, actor, input);
  await scope.trx.deleteFrom('auction_proxy_bids').where('lot_id', '=', row.id).where('team_id', '=', team.fantasy_team_id).execute();
  return { lot_id: row.id, fantasy_team_id: team.fantasy_team_id };
}

/**
 * The lot a commissioner's control acts on: the one it names, refused as that lot's history when
 * it has closed (a control resent after a lost connection must not reach the next lot; docs/
 * DECISIONS.md, "A lot control names its lot"), or else the open one.
 */
async function openLotOrThrow(scope: CommandScope, lotId?: number): Promise<LotRow> {
  if (lotId !== undefined) return lotRowById(scope, lotId);
  const row = await openLotRow(scope.trx, scope.draft.id);
  if (!row) throw conflict('No player is up for auction');
  return row;
}

async function emitLot(scope: CommandScope, lotId: number, type: 'lot.paused' | 'lot.resumed' | 'lot.extended', { afterOutage = false } = {}): Promise<AuctionLot> {
  const lot = await presentLot(scope.trx, await reload(scope, lotId));
  scope.emit(type, afterOutage && type === 'lot.extended' ? { lot, after_outage: true } : { lot });
  return lot;
}

/** Commissioner: freeze the lot's clock with the time left. */
export async function pauseLot(scope: CommandScope, lotId?: number, nowMs = Date.now()): Promise<AuctionLot> {
  const row = await openLotOrThrow(scope, lotId);
  if (row.paused_remaining_ms !== null) throw conflict('The lot is already paused');
  const left = Date.parse(row.closes_at) - nowMs;
  if (left <= 0) throw conflict('Bidding on this player has closed');
  await scope.trx.updateTable('auction_lots').set({ paused_remaining_ms: left }).where('id', '=', row.id).execute();
  return emitLot(scope, row.id, 'lot.paused');
}

/** Commissioner: run the clock again from the time that was left. */
export async function resumeLot(scope: CommandScope, lotId?: number, nowMs = Date.now()): Promise<AuctionLot> {
  assertInProgress(scope.draft.draft_status);
  const row = await openLotOrThrow(scope, lotId);
  if (row.paused_remaining_ms === null) throw conflict('The lot is not paused');
  await scope.trx.updateTable('auction_lots').set({ closes_at: iso(nowMs + row.paused_remaining_ms), paused_remaining_ms: null }).where('id', '=', row.id).execute();
  return emitLot(scope, row.id, 'lot.resumed');
}

/** Commissioner: more time on the lot's clock (a running lot must not have closed yet). */
export async function addLotTime(scope: CommandScope, { seconds, lot_id }: AddTimeRequest, nowMs = Date.now()): Promise<AuctionLot> {
  const row = await openLotOrThrow(scope, lot_id);
  const ms = seconds * 1000;
  if (row.paused_remaining_ms !== null) {
    await scope.trx.updateTable('auction_lots').set({ paused_remaining_ms: row.paused_remaining_ms + ms }).where('id', '=', row.id).execute();
  } else {
    if (Date.parse(row.closes_at) <= nowMs) throw conflict('Bidding on this player has closed');
    await scope.trx.updateTable('auction_lots').set({ closes_at: iso(Date.parse(row.closes_at) + ms) }).where('id', '=', row.id).execute();
  }
  return emitLot(scope, row.id, 'lot.extended');
}

async function endLot(scope: CommandScope, row: LotRow, reason: string, nowMs: number): Promise<void> {
  await scope.trx.updateTable('auction_lots').set({ status: 'cancelled', closed_at: iso(nowMs) }).where('id', '=', row.id).execute();
  scope.emit('lot.cancelled', { lot_id: row.id, nfl_player_id: row.nfl_player_id, reason });
}

/** Commissioner: take the player off the block, unsold; the same team nominates again. */
export async function cancelLot(scope: CommandScope, lotId?: number, nowMs = Date.now()): Promise<null> {
  const row = await openLotOrThrow(scope, lotId);
  await endLot(scope, row, 'Cancelled by the commissioner', nowMs);
  const turn = await loadTurn(scope.trx, scope.draft.id);
  await setTurn(scope, freshTurn(scope, turn?.team_id ?? row.nominated_by_team_id, nowMs));
  return null;
}

/**
 * The clock's work for one draft, inside the write path: close the open lot if its deadline has
 * passed (a conditional update, so of several processes exactly one sells it), or nominate for a
 * team whose nomination clock ran out. Does nothing when another process got there first.
 */
export interface ClockOptions {
  /** Whether a bid received before the lot's deadline is still on its way (server/auction/bid-arrivals.ts). */
  holdsSale?: (lot: LotRow) => boolean;
  /** What the value tables are cached under: the app's database handle, not the transaction. */
  valuesCache?: object;
  /**
   * When this process started its clock (ms). A deadline that passed longer than UNSWEPT_MS before
   * it, on a lot or a turn still open, passed with no process running the clock: the room could not
   * bid or nominate then, so its time is given back instead of selling or nominating for it.
   */
  clockStartedAt?: number;
}

/**
 * Longer than any running clock leaves a deadline unswept (a sweep every 100 ms, a sale held for a
 * bid on its way): a lot still open this long past its deadline when a process starts was not swept
 * because no process ran (docs/DECISIONS.md, "Time back after an outage").
 */
export const UNSWEPT_MS = 2000;

/** Whether a deadline passed while no clock ran: before this process's clock, by more than UNSWEPT_MS. */
const passedWhileDown = (closesAt: string, clockStartedAt: number | undefined) => clockStartedAt !== undefined && Date.parse(closesAt) < clockStartedAt - UNSWEPT_MS;

export async function runClock(scope: CommandScope, nowMs = Date.now(), { holdsSale = () => false, valuesCache = scope.trx, clockStartedAt }: ClockOptions = {}): Promise<void> {
  const { trx, draft } = scope;
  if (draft.draft_status !== 'IN_PROGRESS' || draft.auction_mode !== 'live' || !auctionStarted(draft)) return;
  const now = iso(nowMs);
  const lot = await openLotRow(trx, draft.id);
  if (lot) {
    if (lot.paused_remaining_ms !== null || lot.closes_at > now) return;
    if (passedWhileDown(lot.closes_at, clockStartedAt)) {
      // The high bid stands; everyone gets a bid's time again once their phones are back.
      await trx.updateTable('auction_lots').set({ closes_at: iso(nowMs + draft.bid_seconds * 1000) }).where('id', '=', lot.id).where('status', '=', 'open').execute();
      await emitLot(scope, lot.id, 'lot.extended', { afterOutage: true });
      return;
    }
    // A bid received before the deadline is still on its way to its transaction: judge it first.
    if (holdsSale(lot)) return;
    const closed = await trx
      .updateTable('auction_lots')
      .set({ status: 'sold', closed_at: now })
      .where('id', '=', lot.id)
      .where('status', '=', 'open')
      .where('closes_at', '<=', now)
      .where('paused_remaining_ms', 'is', null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return;
    try {
      // The sale is an ordinary pick: boards, budgets, undo and trades need no new path. Its
      // 'lot.sold' (how the lot went) goes first, in the same commit.
      await draftPlayer(
        scope,
        null,
        { nfl_player_id: lot.nfl_player_id, fantasy_team_id: lot.high_team_id, acquisition_price: lot.high_bid },
        async (pickId) => scope.emit('lot.sold', { lot: await presentLot(trx, { ...lot, status: 'sold', closed_at: now }), fantasy_pick_id: pickId, bids: await lotBids(trx, lot.id) }),
      );
    } catch (err) {
      // Refused before any write (player keyed in meanwhile, budget spent by a trade): unsold.
      if (!(err instanceof AppError)) throw err;
      await endLot(scope, lot, `Not sold: ${err.message}`, nowMs);
    }
    const turn = await loadTurn(trx, draft.id);
    await advanceTurn(scope, turn?.team_id ?? lot.nominated_by_team_id, nowMs);
    return;
  }
  const turn = await loadTurn(trx, draft.id);
  if (!turn || turn.closes_at === null || turn.paused_remaining_ms !== null || turn.closes_at > now) return;
  if (passedWhileDown(turn.closes_at, clockStartedAt)) {
    await setTurn(scope, { team_id: turn.team_id, closes_at: iso(nowMs + draft.nomination_seconds * 1000), paused_remaining_ms: null }, { afterOutage: true });
    return;
  }
  const { teams, rosterSlots } = await loadBiddingField(trx, draft.id, [turn.team_id]);
  const team = teams[0];
  // Only players the team has a roster slot for (docs/DECISIONS.md, One roster rule).
  const positions = team ? await positionsTeamCanAdd(trx, draft, team.fantasy_team_id) : [];
  if (!team || !canNominate(team, rosterSlots) || positions.length === 0) {
    await advanceTurn(scope, turn.team_id, nowMs);
    return;
  }
  // The team's queue first (docs/DECISIONS.md), then the bidding model's choice of a player its roster
  // can legally take (server/bots/clock-nomination.ts), else the best available by projection.
  const queued = queuedNomination(await availableQueue(trx, draft.id, team.fantasy_team_id, positions), team, MIN_OPENING_BID);
  const playerId =
    queued ?? (await clockNomination(scope, valuesCache, team.fantasy_team_id, positions)) ?? (await bestAvailablePlayer(trx, draft.id, draft.season, positions));
  if (!playerId) {
    await setTurn(scope, null);
    return;
  }
  await openLot(scope, team, playerId, MIN_OPENING_BID, nowMs);
}

/** Pausing the draft freezes the lot's and the nomination's clocks; resuming runs them again. */
export async function onDraftStatusChanged(scope: CommandScope, to: DraftSnapshot['draft']['draft_status'], nowMs = Date.now()): Promise<void> {
  const { trx, draft } = scope;
  if (draft.auction_mode !== 'live') return;
  const lot = await openLotRow(trx, draft.id);
  const turn = await loadTurn(trx, draft.id);
  if (to === 'PAUSED') {
    if (lot && lot.paused_remaining_ms === null) {
      await trx.updateTable('auction_lots').set({ paused_remaining_ms: Math.max(0, Date.parse(lot.closes_at) - nowMs) }).where('id', '=', lot.id).execute();
      await emitLot(scope, lot.id, 'lot.paused');
    }
    if (!lot && turn?.closes_at && turn.paused_remaining_ms === null) {
      await setTurn(scope, { ...turn, paused_remaining_ms: Math.max(0, Date.parse(turn.closes_at) - nowMs) });
    }
  } else if (to === 'IN_PROGRESS') {
    if (lot) {
      if (lot.paused_remaining_ms !== null) {
        await trx.updateTable('auction_lots').set({ closes_at: iso(nowMs + lot.paused_remaining_ms), paused_remaining_ms: null }).where('id', '=', lot.id).execute();
        await emitLot(scope, lot.id, 'lot.resumed');
      }
    } else if (!auctionStarted(draft)) {
      // Before the start a turn only names who nominates first: nothing to run.
      if (!turn) await advanceTurn(scope, null, nowMs);
    } else if (turn?.paused_remaining_ms != null) {
      await setTurn(scope, { team_id: turn.team_id, closes_at: iso(nowMs + turn.paused_remaining_ms), paused_remaining_ms: null });
    } else if (!turn?.closes_at) {
      await advanceTurn(scope, turn?.team_id ?? null, nowMs);
    }
  } else if (to === 'COMPLETED') {
    if (lot) await endLot(scope, lot, 'The draft was completed', nowMs);
    if (turn) await setTurn(scope, null);
  }
}

/**
 * Commissioner: start the live auction (PUT auction/start). Until now no clock ran; the team whose
 * turn it is gets a fresh nomination clock. 409 outside live mode, when the draft is not in
 * progress, or when the auction has started already.
 */
export async function startAuction(scope: CommandScope, nowMs = Date.now()): Promise<Omit<AuctionStartResponse, 'seq' | 'server_now'>> {
  const { trx, draft } = scope;
  if (draft.auction_mode !== 'live') throw conflict(NOT_LIVE);
  assertInProgress(draft.draft_status);
  if (auctionStarted(draft)) throw conflict(ALREADY_STARTED);
  const startedAt = iso(nowMs);
  await trx.updateTable('drafts').set({ auction_started_at: startedAt }).where('id', '=', draft.id).execute();
  scope.draft.auction_started_at = startedAt;
  scope.emit('auction.started', { auction_started_at: startedAt });
  if (!(await openLotRow(trx, draft.id))) {
    const turn = await loadTurn(trx, draft.id);
    const { teams, rosterSlots } = await loadBiddingField(trx, draft.id);
    const due = teams.find((t) => t.fantasy_team_id === turn?.team_id);
    if (due && canNominate(due, rosterSlots)) await setTurn(scope, freshTurn(scope, due.fantasy_team_id, nowMs));
    else await advanceTurn(scope, turn?.team_id ?? null, nowMs);
  }
  return { auction_started_at: startedAt, nomination: visibleTurn(await loadTurn(trx, draft.id), await loadOpenLot(trx, draft.id)) };
}
