import { useQuery } from '@tanstack/react-query';
import type { DeleteTradeResponse, ExecuteTradeResponse, TradeAssetsResponse, TradeListResponse, TradeResponse } from '#shared/draft/trade-api.js';
import type { TradeTermsRequest } from '#shared/trades/requests.js';
import { api } from './transport.js';
import { draftCommand, sendDraftCommand } from './draft-mutations.js';
import type { DraftStore } from '../draft-data/store.js';
import { ownTradeAction } from '../draft-room/own-trade-actions.js';

/** The Trade Center's calls (spec 02 §7 Trades). */

export const tradeListKey = (leagueId: number) => ['trades', 'league', leagueId] as const;
export const tradeAssetsKey = (draftId: number) => ['trades', 'assets', draftId] as const;

export function useLeagueTrades(leagueId: number, enabled = true) {
  return useQuery({
    queryKey: tradeListKey(leagueId),
    queryFn: ({ signal }) => api.get<TradeListResponse>(`/trades/league/${leagueId}`, { signal }),
    enabled,
    // Trade events refresh the list; nothing else makes it stale.
    staleTime: Infinity,
  });
}

export function useTradeAssets(draftId: number, enabled: boolean) {
  return useQuery({
    queryKey: tradeAssetsKey(draftId),
    queryFn: ({ signal }) => api.get<TradeAssetsResponse>(`/trades/draft/${draftId}/assets`, { signal }),
    enabled,
    // Holdings change with every pick; the dialog always reads them fresh.
    staleTime: 0,
  });
}

/**
 * Trade mutations go the draft room's way: one Idempotency-Key per intent, resent with the same key
 * when the answer was lost to the network, and the store fetches the event if the socket missed it.
 * Each is remembered as this tab's own action, so its event brings no second toast.
 */
const tradeIdOf = (answer: { trade: { fantasy_trade_id: number } }) => answer.trade.fantasy_trade_id;

export const executeTrade = (terms: TradeTermsRequest, store: DraftStore, idempotencyKey: string) =>
  ownTradeAction('trade.executed', () => sendDraftCommand<ExecuteTradeResponse>(draftCommand('executeTrade', {}, { body: terms }), { store, idempotencyKey }), tradeIdOf);

export const deleteTrade = (tradeId: number, store: DraftStore) =>
  sendDraftCommand<DeleteTradeResponse>(draftCommand('deleteTrade', { id: tradeId }), { store });

/** A member offers a trade from their own team (POST /trades); the receiving owner answers it. */
export const proposeTrade = (terms: TradeTermsRequest, store: DraftStore, idempotencyKey: string) =>
  ownTradeAction('trade.proposed', () => sendDraftCommand<TradeResponse>(draftCommand('proposeTrade', {}, { body: terms }), { store, idempotencyKey }), tradeIdOf);

/** The receiving owner accepts: the trade executes if it still holds. */
export const acceptTrade = (tradeId: number, store: DraftStore) =>
  ownTradeAction('trade.executed', () => sendDraftCommand<ExecuteTradeResponse>(draftCommand('acceptTrade', { id: tradeId }), { store }), tradeIdOf);

export const rejectTrade = (tradeId: number, store: DraftStore) =>
  ownTradeAction('trade.rejected', () => sendDraftCommand<TradeResponse>(draftCommand('rejectTrade', { id: tradeId }), { store }), tradeIdOf);

export const cancelTrade = (tradeId: number, store: DraftStore) =>
  ownTradeAction('trade.cancelled', () => sendDraftCommand<TradeResponse>(draftCommand('cancelTrade', { id: tradeId }), { store }), tradeIdOf);
