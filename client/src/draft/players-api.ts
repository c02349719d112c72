import { useQuery } from '@tanstack/react-query';
import type { PublicUrlResponse } from '../../../shared/draft/api.js';
import type { TradeListResponse } from '../../../shared/draft/trade-api.js';
import type { PlayerPosition } from '../../../shared/draft/types.js';
import { api } from '../api/transport.js';
import type { PositionFilterValue } from './board/PositionFilter.js';

/** A row of GET /drafts/:id/available-players and /all-players (spec 02 §3 "Available / all player"). */
export interface PlayerListItem {
  nfl_player_id: string;
  full_name: string;
  first_name?: string | null;
  last_name?: string | null;
  position_code: PlayerPosition;
  team_abbreviation: string | null;
  photo_url: string | null;
  jersey_number?: string | number | null;
  fantasy_points_ppr_projected: number | null;
  previous_season_points: number | null;
  fantasy_points_ppr_actual: number | null;
  passing_yards_projected: number | null;
  passing_touchdowns_projected: number | null;
  rushing_yards_projected: number | null;
  rushing_touchdowns_projected: number | null;
  receiving_receptions_projected: number | null;
  receiving_yards_projected: number | null;
  receiving_touchdowns_projected: number | null;
}

/** all-players adds whether (and by whom) the player was drafted. */
export interface AllPlayerItem extends PlayerListItem {
  draft_status?: 'Available' | 'Drafted';
  fantasy_team_id?: number | null;
  fantasy_team_name?: string | null;
  team_nickname?: string | null;
  acquisition_price?: number | null;
  drafter_username?: string | null;
}

/** Spec 02 §9. */
export const RUN_TAB_PLAYER_LIMIT = 200;
export const QUICK_PANEL_PLAYER_LIMIT = 50;
export const ALL_PLAYERS_LIMIT = 1000;

export const draftQueryKeys = {
  all: (draftId: number) => ['draft', draftId] as const,
  available: (draftId: number, position: PositionFilterValue, search: string, limit: number) =>
    ['draft', draftId, 'available-players', position, search, limit] as const,
  allPlayers: (draftId: number, position: PositionFilterValue, search: string) => ['draft', draftId, 'all-players', position, search] as const,
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
  const body = await api.get<AllPlayerItem[] | { players?: AllPlayerItem[] }>(`/drafts/${draftId}/all-players`, {
    query: playerQuery(position, search, ALL_PLAYERS_LIMIT),
    retry: 'read',
    signal,
  });
  return asList(body);
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
