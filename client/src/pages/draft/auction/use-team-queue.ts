import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { QueueRequest } from '#shared/auction/requests.js';
import type { QueueResponse } from '#shared/auction/types.js';
import { commandPath } from '#shared/draft/command-routes.js';
import { api } from '#client/api/transport.js';
import { useCurrentUser } from '#client/stores/use-current-user.js';
import { notifyError } from '#client/toasts/notify.js';
import { queueQueryKey } from '#client/draft-room/use-team-state.js';
import { forgetDeviceQueue, mergeDeviceQueue, moveQueued, queueKey, readDeviceQueue, toggleQueued, type QueuedPlayer } from './starred-queue.js';

const NO_PLAYERS: QueuedPlayer[] = [];

/**
 * A team's nomination queue (players starred to nominate), kept on the server so it follows the
 * team from device to device; the team's other devices get each change pushed (use-team-state.ts).
 * A star shows at once and is saved as the whole list, one save after another. `ownTeam`: the
 * signed-in user's own team, whose queue an earlier version kept on this device; that one is moved
 * up once and then forgotten here.
 */
export function useTeamQueue(draftId: number, teamId: number, ownTeam: boolean) {
  const queryClient = useQueryClient();
  const key = useMemo(() => queueQueryKey(draftId, teamId), [draftId, teamId]);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<QueueResponse>(`/drafts/${draftId}/queue`, { query: { fantasy_team_id: teamId }, signal, retry: 'read' }),
  });
  const saving = useRef<Promise<boolean>>(Promise.resolve(true));

  const save = useCallback(
    (players: QueuedPlayer[]) => {
      queryClient.setQueryData<QueueResponse>(key, (old) => ({ fantasy_team_id: teamId, players, server_now: old?.server_now ?? Date.now() }));
      const body: QueueRequest = { nfl_player_ids: players.map((p) => p.nfl_player_id), fantasy_team_id: teamId };
      const run = () =>
        api.put<QueueResponse>(commandPath('saveQueue', { id: draftId }), body).then(
          (answer) => {
            queryClient.setQueryData(key, answer);
            return true;
          },
          (err: unknown) => {
            notifyError(err, 'Failed to save your queue');
            void queryClient.invalidateQueries({ queryKey: key });
            return false;
          },
        );
      const saved = saving.current.then(run);
      saving.current = saved;
      return saved;
    },
    [queryClient, key, draftId, teamId],
  );

  const players = query.data?.players ?? NO_PLAYERS;
  const toggle = useCallback(
    (player: QueuedPlayer) => void save(toggleQueued(queryClient.getQueryData<QueueResponse>(key)?.players ?? NO_PLAYERS, player)),
    [save, queryClient, key],
  );
  /** One place up or down among the rows shown; saved as the whole list in its new order. */
  const move = useCallback(
    (playerId: string, step: -1 | 1, shown?: (id: string) => boolean) =>
      void save(moveQueued(queryClient.getQueryData<QueueResponse>(key)?.players ?? NO_PLAYERS, playerId, step, shown)),
    [save, queryClient, key],
  );
  const has = useCallback((id: string) => players.some((p) => p.nfl_player_id === id), [players]);

  useMoveDeviceQueueUp(draftId, ownTeam && query.isSuccess, players, save);
  return { players, toggle, move, has, loading: query.isPending };
}

/** Drafts whose device queue this page has already moved up (a remount must not send it twice). */
const movedUp = new Set<string>();

function useMoveDeviceQueueUp(draftId: number, ready: boolean, server: QueuedPlayer[], save: (players: QueuedPlayer[]) => Promise<boolean>): void {
  const user = useCurrentUser();
  const storageKey = user ? queueKey(user.fantasy_user_id, draftId) : null;
  useEffect(() => {
    if (!ready || !storageKey || movedUp.has(storageKey)) return;
    movedUp.add(storageKey);
    const device = readDeviceQueue(storageKey);
    if (device.length === 0) return;
    void save(mergeDeviceQueue(server, device)).then((saved) => {
      if (saved) forgetDeviceQueue(storageKey);
    });
  }, [ready, storageKey, server, save]);
}
