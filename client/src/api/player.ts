import { useQuery } from '@tanstack/react-query';
import type {
  AcquisitionHistoryEntry,
  GameStatRow as ApiGameStatRow,
  PlayerProfile,
  SeasonStatRow,
} from '#shared/player-types.js';
import { api } from './transport.js';

export type { AcquisitionHistoryEntry, PlayerProfile } from '#shared/player-types.js';

/** A game-stat row as far as the profile's computations care (pages/player/stats.ts): a week and any numeric `*_actual` fields. */
export type StatRow = { week: number } & Record<string, unknown>;

/** A week's row, also readable by stat key (the chart and colour bands pick columns by name). */
export type GameStatRow = ApiGameStatRow & StatRow;
export type SeasonStats = SeasonStatRow & Record<string, unknown>;

/** The profile's calls (spec 02 §7 Players); each runs only once its ids (and season) exist. */

const playerPath = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;

export const fetchPlayer = (playerId: string, signal?: AbortSignal) => api.get<PlayerProfile>(playerPath(playerId), { signal });

export async function fetchGameStats(playerId: string, season: number, signal?: AbortSignal): Promise<GameStatRow[]> {
  const rows = await api.get<GameStatRow[]>(`${playerPath(playerId)}/game-stats`, { query: { season }, signal });
  return [...rows].sort((a, b) => a.week - b.week);
}

/** The season's totals row, or null when the player has none that season. */
export async function fetchSeasonStats(playerId: string, season: number, signal?: AbortSignal): Promise<SeasonStats | null> {
  const rows = await api.get<SeasonStats[]>(`${playerPath(playerId)}/season-stats`, { query: { season }, signal });
  return rows.find((row) => row.season === season) ?? null;
}

export const fetchAcquisitionHistory = (playerId: string, leagueId: number, signal?: AbortSignal) =>
  api.get<AcquisitionHistoryEntry[]>(`${playerPath(playerId)}/acquisition-history`, { query: { league_id: leagueId }, signal });

export function usePlayer(playerId: string | undefined) {
  return useQuery({
    queryKey: ['player', playerId],
    queryFn: ({ signal }) => fetchPlayer(playerId ?? '', signal),
    enabled: Boolean(playerId),
  });
}

export function useGameStats(playerId: string | undefined, season: number | null) {
  return useQuery({
    queryKey: ['player', playerId, 'game-stats', season],
    queryFn: ({ signal }) => fetchGameStats(playerId ?? '', season ?? 0, signal),
    enabled: Boolean(playerId) && season !== null,
  });
}

export function useSeasonStats(playerId: string | undefined, season: number | null) {
  return useQuery({
    queryKey: ['player', playerId, 'season-stats', season],
    queryFn: ({ signal }) => fetchSeasonStats(playerId ?? '', season ?? 0, signal),
    enabled: Boolean(playerId) && season !== null,
  });
}

export function useAcquisitionHistory(playerId: string | undefined, leagueId: number | null) {
  return useQuery({
    queryKey: ['player', playerId, 'acquisition-history', leagueId],
    queryFn: ({ signal }) => fetchAcquisitionHistory(playerId ?? '', leagueId ?? 0, signal),
    enabled: Boolean(playerId) && leagueId !== null,
  });
}
