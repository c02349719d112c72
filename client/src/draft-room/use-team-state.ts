import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProxyReadResponse, QueueResponse } from '#shared/auction/types.js';
import { useDraftConnected, useDraftStore } from '../draft-data/hooks.js';

/** Query keys of a team's private state: read over REST, kept fresh by the socket's 'team:state'. */
export const proxyQueryKey = (draftId: number, lotId: number, teamId: number) => ['draft', draftId, 'proxy-bid', lotId, teamId] as const;
export const queueQueryKey = (draftId: number, teamId: number) => ['draft', draftId, 'queue', teamId] as const;

/**
 * My team's proxy maximum and nomination queue as another of my devices last set them: each push
 * carries the new value and lands in the query the controls read. After a reconnect the pushes
 * sent meanwhile are lost, so both are read again.
 */
export function useTeamStatePush(draftId: number): void {
  const store = useDraftStore();
  const queryClient = useQueryClient();
  const connected = useDraftConnected();
  useEffect(
    () =>
      store.subscribeTeamState((update) => {
        if (update.draft_id !== draftId) return;
        const { fantasy_team_id, server_now } = update;
        // A read still in flight was answered before this push: cancel it first, or its older
        // answer lands after the push and puts back what another device just changed.
        if (update.kind === 'proxy') {
          const key = proxyQueryKey(draftId, update.lot_id, fantasy_team_id);
          const answer: ProxyReadResponse = { lot_id: update.lot_id, fantasy_team_id, proxy: update.proxy, server_now };
          void queryClient.cancelQueries({ queryKey: key, exact: true }).then(() => queryClient.setQueryData(key, answer));
        } else {
          const key = queueQueryKey(draftId, fantasy_team_id);
          const answer: QueueResponse = { fantasy_team_id, players: update.players, server_now };
          void queryClient.cancelQueries({ queryKey: key, exact: true }).then(() => queryClient.setQueryData(key, answer));
        }
      }),
    [store, queryClient, draftId],
  );
  useEffect(() => {
    if (!connected) return;
    void queryClient.invalidateQueries({ queryKey: ['draft', draftId, 'proxy-bid'] });
    void queryClient.invalidateQueries({ queryKey: ['draft', draftId, 'queue'] });
  }, [connected, queryClient, draftId]);
}
