import { useQuery } from '@tanstack/react-query';
import type { PublicUrlResponse } from '#shared/draft/api.js';
import type { TradeListResponse } from '#shared/draft/trade-api.js';
import type { DraftPlayerListItem, PlayerCountResponse, PlayerListItem } from '#shared/player-types.js';
import { api } from './transport.js';
import type { PositionFilterValue } from '../draft-data/position-filter.js';

/** Rows of GET /drafts/:id/available-players and /all-players: the server's contract, re-exported under the names the draft room uses. */
export type { DraftPlayerListItem as AllPlayerItem, PlayerListItem };

/** Spec 02 §9. */
export const RUN_TAB_PLAYER_LIMIT = 200;
export const QUICK_PANEL_PLAYER_LIMIT = 50;
export const ALL_PLAYERS_LIMIT = 1000;

export const draftQueryKeys = {
  all: (draftId: number) => ['draft', draftId] as const,
  available: (draftId: number, position: PositionFilterValue, search: string, limit: number) =>
    ['draft', draftId, 'available-players', position, search, limit] as const,
  allPlayers: (draftId: number, position: PositionFilterValue, search: string) => ['draft', draftId, 'all-players', position, search] as const,
  playerCount: (draftId: number, position: PositionFilterValue, search: string, picks: number) =>
    ['draft', draftId, 'all-players-count', position, search, picks] as const,
  publicUrl: (draftId: number) => ['draft', draftId, 'public-url'] as const,
  playerTrades: (draftId: number, playerId: string) => ['draft', draftId, 'player-trades', playerId] as const,
};

const playerQuery = (position: PositionFilterValue, search: string, limit: number) => ({
  position: position === 'ALL' ? undefined : position,
  search: search.trim() || undefined,
  limit,
});

/** The server answers a plain array; tolerate the `{players}` wrapping the spec also mentions. */
function asList<T>(body: T[] | { players?: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.players ?? [];
}

export async function fetchAvailablePlayers(draftId: number, position: PositionFilterValue, search: string, limit: number, signal?: AbortSignal) {
  const body = await api.get<PlayerListItem[] | { players?: PlayerListItem[] }>(`/drafts/${draftId}/available-players`, {
    query: playerQuery(position, search, limit),
    retry: 'read',
    signal,
  });
  return asList(body);
}

export async function fetchAllPlayers(draftId: number, position: PositionFilterValue, search: string, signal?: AbortSignal) {
  const body = await api.get<DraftPlayerListItem[] | { players?: DraftPlayerListItem[] }>(`/drafts/${draftId}/all-players`, {
    query: playerQuery(position, search, ALL_PLAYERS_LIMIT),
    retry: 'read',
    signal,
  });
  return asList(body);
}

/** The Players tab's tiles (Total Players, Available, Drafted) for the same filters as the list. */
export function fetchPlayerCount(draftId: number, position: PositionFilterValue, search: string, signal?: AbortSignal) {
  const { limit: _limit, ...query } = playerQuery(position, search, ALL_PLAYERS_LIMIT);
  return api.get<PlayerCountResponse>(`/drafts/${draftId}/all-players/count`, { query, retry: 'read', signal });
}

export function usePublicUrl(draftId: number, enabled: boolean) {
  return useQuery({
    queryKey: draftQueryKeys.publicUrl(draftId),
    queryFn: ({ signal }) => api.get<PublicUrlResponse>(`/drafts/${draftId}/public-url`, { signal }),
    enabled,
  });
}

export function usePlayerTrades(draftId: number, playerId: string | null) {
  return useQuery({
    queryKey: draftQueryKeys.playerTrades(draftId, playerId ?? ''),
    queryFn: ({ signal }) => api.get<TradeListResponse>(`/drafts/${draftId}/players/${encodeURIComponent(playerId ?? '')}/trades`, { signal }),
    enabled: playerId !== null,
    staleTime: 0,
  });
}
