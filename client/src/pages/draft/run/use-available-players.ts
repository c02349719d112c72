import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PositionFilterValue } from '#client/components/board/PositionFilter.js';
import { useDraftEvents, useDraftPicks } from '#client/draft-data/hooks.js';
import { draftQueryKeys, fetchAvailablePlayers, type PlayerListItem } from '#client/api/players.js';
import { matchesSearch, useDebounced } from './search.js';

/** Server search waits for a short pause in typing; the list already shown narrows instantly meanwhile. */
export const AVAILABLE_SEARCH_DEBOUNCE_MS = 150;

export interface AvailablePlayers {
  players: PlayerListItem[];
  isPending: boolean;
  isError: boolean;
  /** True while an answer for the latest search is on its way. */
  isFetching: boolean;
}

/**
 * Available players of a draft: the server's list (position, search, limit) minus whoever the
 * live store says is drafted, so a pick disappears at once on every screen. A pick returned to
 * the pool (undo, delete, reversed trade) refetches the list.
 */
export function useAvailablePlayers(draftId: number, position: PositionFilterValue, search: string, limit: number): AvailablePlayers {
  const debounced = useDebounced(search, AVAILABLE_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: draftQueryKeys.available(draftId, position, debounced.trim(), limit),
    queryFn: ({ signal }) => fetchAvailablePlayers(draftId, position, debounced, limit, signal),
    placeholderData: keepPreviousData,
  });
  const picks = useDraftPicks();
  const drafted = useMemo(() => new Set(picks.map((p) => p.nfl_player_id)), [picks]);

  const queryClient = useQueryClient();
  useDraftEvents((event) => {
    if (event.type === 'pick.undone' || event.type === 'pick.deleted' || event.type === 'trade.reversed') {
      void queryClient.invalidateQueries({ queryKey: [...draftQueryKeys.all(draftId), 'available-players'] });
    }
  });

  const players = useMemo(
    () => (query.data ?? []).filter((p) => !drafted.has(p.nfl_player_id) && matchesSearch(p.full_name, search)),
    [query.data, drafted, search],
  );
  return { players, isPending: query.isPending, isError: query.isError && !query.data, isFetching: query.isFetching };
}
