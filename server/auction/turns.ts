import { canNominate, nextNominator } from '#shared/auction/rules.js';
import type { NominationTurn } from '#shared/auction/types.js';
import type { DraftPick } from '#shared/draft/types.js';
import type { CommandScope } from '../engine/write-path.js';
import { loadBiddingField } from './bidding-teams.js';
import { loadTurn, openLotRow } from './lot-queries.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Record whose turn it is (and until when) and tell the room; `afterOutage` when its time is given back. */
export async function setTurn(scope: CommandScope, turn: NominationTurn | null, { afterOutage = false } = {}): Promise<void> {
  const { trx, draft } = scope;
  await trx.deleteFrom('auction_turns').where('draft_id', '=', draft.id).execute();
  if (turn) await trx.insertInto('auction_turns').values({ draft_id: draft.id, ...turn }).execute();
  scope.emit('nomination.turn', afterOutage ? { nomination: turn, after_outage: true } : { nomination: turn });
}

/**
 * The live auction's clocks run only once the commissioner started it (docs/DECISIONS.md, "The
 * auction console"): before, a turn names who nominates first, with no clock.
 */
export const auctionStarted = (draft: CommandScope['draft']) => draft.auction_started_at !== null;

/** A turn that waits for the start: who nominates first, no deadline. */
const waitingTurn = (teamId: number): NominationTurn => ({ team_id: teamId, closes_at: null, paused_remaining_ms: null });

/** A fresh nomination clock for `teamId`: running, or frozen at its full length while the draft is paused (none before the start). */
export function freshTurn(scope: CommandScope, teamId: number, nowMs: number): NominationTurn {
  if (!auctionStarted(scope.draft)) return waitingTurn(teamId);
  const ms = scope.draft.nomination_seconds * 1000;
  return { team_id: teamId, closes_at: iso(nowMs + ms), paused_remaining_ms: scope.draft.draft_status === 'IN_PROGRESS' ? null : ms };
}

/** The next team in draft-position order after `afterTeamId` gets the nomination clock (before the start: the turn, no clock). */
export async function advanceTurn(scope: CommandScope, afterTeamId: number | null, nowMs = Date.now()): Promise<void> {
  const { teams, rosterSlots } = await loadBiddingField(scope.trx, scope.draft.id);
  const next = nextNominator(teams, rosterSlots, afterTeamId);
  if (!next) return setTurn(scope, null);
  await setTurn(scope, auctionStarted(scope.draft) ? { team_id: next.fantasy_team_id, closes_at: iso(nowMs + scope.draft.nomination_seconds * 1000), paused_remaining_ms: null } : waitingTurn(next.fantasy_team_id));
}

/**
 * A removed pick that a lot sold is no longer a sale: the lot is marked `undone`. An undo of the
 * latest sale also steps the rotation back (docs/DECISIONS.md): its nominator nominates again on
 * a fresh clock, unless another lot is already open (that nomination has happened) or the draft
 * is completed. Keyed-in picks have no lot and change nothing here.
 */
export async function onPickRemoved(scope: CommandScope, pick: DraftPick, kind: 'undo' | 'delete', nowMs = Date.now()): Promise<void> {
  const { trx, draft } = scope;
  const lastSale = await trx.selectFrom('auction_lots').selectAll().where('draft_id', '=', draft.id).where('status', '=', 'sold').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const sold = lastSale?.nfl_player_id === pick.nfl_player_id ? lastSale : await soldLotOf(scope, pick.nfl_player_id);
  if (sold) await trx.updateTable('auction_lots').set({ status: 'undone' }).where('id', '=', sold.id).execute();
  if (!sold || kind !== 'undo' || sold !== lastSale) return turnFollowsRosters(scope, nowMs);
  if (draft.auction_mode !== 'live' || draft.draft_status === 'COMPLETED' || (await openLotRow(trx, draft.id))) return;
  const { teams, rosterSlots } = await loadBiddingField(trx, draft.id);
  const nominator = teams.find((t) => t.fantasy_team_id === sold.nominated_by_team_id);
  const team = nominator && canNominate(nominator, rosterSlots) ? nominator : nextNominator(teams, rosterSlots, sold.nominated_by_team_id);
  if (team) await setTurn(scope, freshTurn(scope, team.fantasy_team_id, nowMs));
}

/**
 * The nomination turn follows the rosters when they change by hand, between lots (a pick keyed
 * in, restored by Redo, moved, deleted): a team whose roster is now full passes the turn on at once
 * (nextNominator skips full teams, docs/DECISIONS.md, Live auction) instead of holding it until its
 * clock runs out; when nobody held it (every roster was full) and a slot opened, the next team that
 * can nominate gets it, so the auction goes on. A turn whose team can still nominate is left alone.
 */
export async function turnFollowsRosters(scope: CommandScope, nowMs = Date.now()): Promise<void> {
  const { trx, draft } = scope;
  if (draft.auction_mode !== 'live' || draft.draft_status === 'NOT_STARTED' || draft.draft_status === 'COMPLETED') return;
  if (await openLotRow(trx, draft.id)) return;
  const turn = await loadTurn(trx, draft.id);
  const { teams, rosterSlots } = await loadBiddingField(trx, draft.id);
  const holder = turn ? teams.find((t) => t.fantasy_team_id === turn.team_id) : undefined;
  if (holder && canNominate(holder, rosterSlots)) return;
  const next = nextNominator(teams, rosterSlots, turn?.team_id ?? null);
  if (next) await setTurn(scope, freshTurn(scope, next.fantasy_team_id, nowMs));
  else if (turn) await setTurn(scope, null);
}

function soldLotOf(scope: CommandScope, playerId: string) {
  return scope.trx.selectFrom('auction_lots').selectAll().where('draft_id', '=', scope.draft.id).where('status', '=', 'sold').where('nfl_player_id', '=', playerId).executeTakeFirst();
}
