import type { TradeMove } from '#shared/draft/events.js';
import type { DeleteTradeResponse } from '#shared/draft/trade-api.js';
import type { TradeSummary } from '#shared/draft/types.js';
import type { Trx } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import type { CommandScope } from '../engine/write-path.js';
import { authorize } from '../policies/index.js';
import { type TradeRights, TRADE_NOT_FOUND } from '../policies/trade.js';
import { loadLedger } from './trade-ledger.js';
import { executeMoves, insertTrade } from './trade-moves.js';
import { presentTrade } from './trade-presenter.js';
import { reverseTrade } from './trade-reversal.js';
import type { TradeTerms } from '#shared/draft/trade-rules.js';
import { checkTradeAgainstDraft, requireDraftAllowsTrades } from './trade-rules.js';

/*
 * Trade commands run inside the draft's write path (runDraftCommand / respondWithCommand): one
 * transaction under the draft's lock, events appended there and published after commit.
 */

/** The commissioner moves players and cash between two teams at once (POST /trades/execute). */
export async function executeTrade(scope: CommandScope, terms: TradeTerms): Promise<TradeMove> {
  const { trx, draft } = scope;
  requireDraftAllowsTrades(draft.draft_status);
  const checked = checkTradeAgainstDraft(await loadLedger(trx, draft.id), terms);
  const now = new Date().toISOString();
  const tradeId = await insertTrade(trx, draft.id, checked, 'PROPOSED', scope.actorId, now);
  const move = await executeMoves(trx, draft.id, tradeId, checked, now);
  scope.emit('trade.executed', move);
  return move;
}

/** A member offers a trade from their own team (the commissioner: from any team). */
export async function proposeTrade(scope: CommandScope, rights: TradeRights, terms: TradeTerms): Promise<TradeSummary> {
  const { trx, draft } = scope;
  const offer = { proposing_team_id: terms.fromTeamId, receiving_team_id: terms.toTeamId, proposed_by: scope.actorId };
  authorize({ id: scope.actorId }, 'propose', { kind: 'trade', rights, trade: offer });
  requireDraftAllowsTrades(draft.draft_status);
  const checked = checkTradeAgainstDraft(await loadLedger(trx, draft.id), terms);
  const tradeId = await insertTrade(trx, draft.id, checked, 'PROPOSED', scope.actorId, new Date().toISOString());
  const trade = await presentTrade(trx, tradeId);
  scope.emit('trade.proposed', { trade });
  return trade;
}

async function tradeInDraft(trx: Trx, draftId: number, tradeId: number) {
  const trade = await trx.selectFrom('trades').selectAll().where('id', '=', tradeId).where('draft_id', '=', draftId).executeTakeFirst();
  if (!trade) throw notFound(TRADE_NOT_FOUND);
  return trade;
}

async function pendingTrade(trx: Trx, draftId: number, tradeId: number) {
  const trade = await tradeInDraft(trx, draftId, tradeId);
  if (trade.trade_status !== 'PROPOSED') throw conflict(`This trade is already ${trade.trade_status.toLowerCase()}`);
  return trade;
}

/** The proposal's terms as stored, to be judged again under today's rosters and budgets. */
async function storedTerms(trx: Trx, trade: { id: number; proposing_team_id: number; receiving_team_id: number }): Promise<TradeTerms> {
  const items = await trx.selectFrom('trade_items').selectAll().where('trade_id', '=', trade.id).orderBy('id').execute();
  const side = (teamId: number) => {
    const given = items.filter((i) => i.from_team_id === teamId);
    return {
      players: given.flatMap((i) => (i.nfl_player_id === null ? [] : [i.nfl_player_id])),
      cash: given.reduce((sum, i) => sum + (i.asset_type === 'remainingbudget' ? Number(i.amount ?? 0) : 0), 0),
    };
  };
  const from = side(trade.proposing_team_id);
  const to = side(trade.receiving_team_id);
  return {
    fromTeamId: trade.proposing_team_id,
    toTeamId: trade.receiving_team_id,
    fromPlayers: from.players,
    toPlayers: to.players,
    cashFromTeam: from.cash,
    cashToTeam: to.cash,
  };
}

/** The receiving team's owner (or the commissioner) accepts: the trade executes if it still holds. */
export async function acceptTrade(scope: CommandScope, rights: TradeRights, tradeId: number): Promise<TradeMove> {
  const { trx, draft } = scope;
  const trade = await pendingTrade(trx, draft.id, tradeId);
  authorize({ id: scope.actorId }, 'accept', { kind: 'trade', rights, trade });
  requireDraftAllowsTrades(draft.draft_status);
  const checked = checkTradeAgainstDraft(await loadLedger(trx, draft.id), await storedTerms(trx, trade));
  const move = await executeMoves(trx, draft.id, tradeId, checked, new Date().toISOString());
  scope.emit('trade.executed', move);
  return move;
}

export type TradeAnswer = 'REJECTED' | 'CANCELLED';

/** Reject (receiving owner or commissioner) or cancel (proposer or commissioner) a pending trade. */
export async function closeTrade(scope: CommandScope, rights: TradeRights, tradeId: number, answer: TradeAnswer): Promise<TradeSummary> {
  const { trx, draft } = scope;
  const trade = await pendingTrade(trx, draft.id, tradeId);
  authorize({ id: scope.actorId }, answer === 'REJECTED' ? 'reject' : 'cancel', { kind: 'trade', rights, trade });
  await trx.updateTable('trades').set({ trade_status: answer, responded_at: new Date().toISOString() }).where('id', '=', tradeId).execute();
  const summary = await presentTrade(trx, tradeId);
  scope.emit(answer === 'REJECTED' ? 'trade.rejected' : 'trade.cancelled', { trade: summary });
  return summary;
}

/**
 * The commissioner deletes a trade (the route checks the right). An executed trade is reversed,
 * and kept as REVERSED for the audit trail, when nothing since depends on it; any other trade is
 * removed.
 */
export async function deleteTrade(scope: CommandScope, tradeId: number): Promise<DeleteTradeResponse> {
  const { trx, draft } = scope;
  const trade = await tradeInDraft(trx, draft.id, tradeId);
  if (trade.trade_status === 'REVERSED') throw conflict('This trade was already reversed');
  if (trade.trade_status === 'ACCEPTED') {
    const move = await reverseTrade(trx, draft.id, trade, new Date().toISOString());
    scope.emit('trade.reversed', move);
    return { fantasy_trade_id: tradeId, reversed: true, move };
  }
  await trx.deleteFrom('trades').where('id', '=', tradeId).execute();
  scope.emit('trade.deleted', { fantasy_trade_id: tradeId });
  return { fantasy_trade_id: tradeId, reversed: false, move: null };
}
