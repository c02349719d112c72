import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { useDraftEvents } from '../live-draft/hooks.js';
import { useMyTeamIds } from './use-my-team.js';
import { tradeNotice } from './trade-notices.js';

/** Toasts a member the trade news of their team as it happens, on any tab (no polling). */
export function useTradeNotices(leagueId: number): void {
  const myTeamIds = useMyTeamIds(leagueId);
  const mine = useMemo(() => new Set(myTeamIds), [myTeamIds]);
  useDraftEvents((event) => {
    const text = tradeNotice(event, mine);
    if (text) toast.info(text, { toastId: `${event.type}-${event.seq}` });
  });
}
