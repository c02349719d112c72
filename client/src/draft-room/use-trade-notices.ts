import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { useDraftEvents } from '../draft-data/hooks.js';
import { useMyTeamIds } from './use-my-team.js';
import { tradeNotice } from './trade-notices.js';
import { afterOwnTradeActions, isOwnTradeAction } from './own-trade-actions.js';

/**
 * Toasts a member the trade news of their team as it happens, on any tab (no polling); not what this
 * tab did itself, which its own success toast already said (own-trade-actions.ts).
 */
export function useTradeNotices(leagueId: number): void {
  const myTeamIds = useMyTeamIds(leagueId);
  const mine = useMemo(() => new Set(myTeamIds), [myTeamIds]);
  useDraftEvents((event) => {
    const text = tradeNotice(event, mine);
    if (!text || !('trade' in event.payload)) return;
    const tradeId = event.payload.trade.fantasy_trade_id;
    void afterOwnTradeActions().then(() => {
      if (!isOwnTradeAction(event.type, tradeId)) toast.info(text, { toastId: `${event.type}-${event.seq}` });
    });
  });
}
