import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ledgerOf, offerBlocker, type TradeLedger } from '#shared/draft/trade-ledger.js';
import type { TradeSummary } from '#shared/draft/types.js';
import { tradeListKey, useLeagueTrades } from '#client/api/trades.js';
import { useDraftEvents, useDraftSelector } from '#client/draft-data/hooks.js';
import { useMyTeamIds } from '#client/draft-room/use-my-team.js';
import { offerRights } from './trade-form.js';

/** The trade rules' view of the room's live snapshot, rebuilt when a pick or a team changes. */
function useTradeLedger(): TradeLedger | null {
  const draft = useDraftSelector((s) => s.snapshot?.draft ?? null);
  const teams = useDraftSelector((s) => s.snapshot?.teams ?? null);
  const picks = useDraftSelector((s) => s.snapshot?.picks ?? null);
  return draft && teams && picks ? ledgerOfSnapshot({ draft, teams, picks }) : null;
}

type LedgerInput = Parameters<typeof ledgerOf>[0];
let lastLedger: { input: LedgerInput; ledger: TradeLedger } | undefined;

/** The ledger of the store's snapshot, rebuilt only when its draft, teams or picks change (the selector below runs on every store update, the clock's ticks included). */
function ledgerOfSnapshot({ draft, teams, picks }: LedgerInput): TradeLedger {
  const last = lastLedger;
  if (last && last.input.draft === draft && last.input.teams === teams && last.input.picks === picks) return last.ledger;
  const input = { draft, teams, picks };
  lastLedger = { input, ledger: ledgerOf(input) };
  return lastLedger.ledger;
}

/**
 * Why each pending offer could no longer go through (trade id → the server's words), judged on the
 * live snapshot: an offer turns stale the moment a player in it is undone or traded away, and
 * holds again if he comes back, with no request (docs/DECISIONS.md, Trades).
 */
export function useOfferBlockers(trades: readonly TradeSummary[]): ReadonlyMap<number, string> {
  const ledger = useTradeLedger();
  return useMemo(() => {
    const blocked = new Map<number, string>();
    if (!ledger) return blocked;
    for (const trade of trades) {
      const why = offerBlocker(ledger, trade);
      if (why) blocked.set(trade.fantasy_trade_id, why);
    }
    return blocked;
  }, [ledger, trades]);
}

/**
 * The Trades tab's count: offers to one of my teams that wait for my answer and can still go
 * through, the same offers its "Offers to you" list shows without a stale mark. The league's trade
 * list follows the draft's trade events here, on every tab.
 */
export function useOffersWaiting(leagueId: number, draftId: number): number {
  const queryClient = useQueryClient();
  const myTeamIds = useMyTeamIds(leagueId);
  const mine = useMemo(() => new Set(myTeamIds), [myTeamIds]);
  const trades = useLeagueTrades(leagueId, mine.size > 0);
  useDraftEvents((event) => {
    if (event.type.startsWith('trade.')) void queryClient.invalidateQueries({ queryKey: tradeListKey(leagueId) });
  });
  const incoming = useMemo(() => (trades.data ?? []).filter((t) => t.fantasy_draft_id === draftId && offerRights(t, mine).accept), [trades.data, draftId, mine]);
  // Counted inside the store's selector: the whole room renders with this count, so a pick must
  // re-render it only when the count changes, not whenever the ledger is rebuilt (docs/BENCHMARKS.md).
  return useDraftSelector((s) => {
    const snapshot = s.snapshot;
    if (incoming.length === 0 || !snapshot) return incoming.length;
    const ledger = ledgerOfSnapshot(snapshot);
    return incoming.filter((trade) => offerBlocker(ledger, trade) === null).length;
  });
}
