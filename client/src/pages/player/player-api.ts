import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/transport.js';
import type { StatRow } from './stats.js';

/** Spec 02 §3 Player profile. */
export interface PlayerProfile {
  nfl_player_id: string;
  full_name: string;
  photo_url: string | null;
  position_name?: string | null;
  position_code: string;
  team_abbreviation: string | null;
  jersey_number: number | null;
}

/** Spec 02 §3 Game stat row: identity fields plus numeric `*_actual` fields (null when the data lacks them). */
export type GameStatRow = StatRow & {
  week: number;
  season?: number;
  opponent_abbreviation?: string | null;
  opponent?: string | null;
  home_away?: string | null;
  game_result?: string | null;
  team_score?: number | null;
  opponent_score?: number | null;
};

export type SeasonStats = Record<string, unknown> & { games_played?: number | null };

/** Spec 02 §3 Acquisition history entry. */
export interface AcquisitionEntry {
  season: number;
  draft_date: string | null;
  team_nickname: string | null;
  team_name?: string | null;
  acquisition_price: number;
  /** 'draft_pick' or 'trade'. */
  acquisition_type: string;
  pick_order: number | null;
  acquisition_date: string | null;
  draft_id?: number;
}

/**
 * The spec names the profile's data as `data.player`, `data.gameStats`, `data.seasonStats` and
 * `data.acquisitionHistory`; an answer that is the bare value is read the same way.
 */
function unwrap<T>(body: unknown, key: string): T {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && key in body) {
    return (body as Record<string, unknown>)[key] as T;
  }
  return body as T;
}

const playerPath = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;

export async function fetchPlayer(playerId: string, signal?: AbortSignal): Promise<PlayerProfile | null> {
  return unwrap<PlayerProfile | null>(await api.get<unknown>(playerPath(playerId), { signal }), 'player') ?? null;
}

export async function fetchGameStats(playerId: string, season: number, signal?: AbortSignal): Promise<GameStatRow[]> {
  const rows = unwrap<GameStatRow[] | null>(await api.get<unknown>(`${playerPath(playerId)}/game-stats`, { query: { season }, signal }), 'gameStats');
  return [...(rows ?? [])].sort((a, b) => a.week - b.week);
}

export async function fetchSeasonStats(playerId: string, season: number, signal?: AbortSignal): Promise<SeasonStats | null> {
  return unwrap<SeasonStats | null>(await api.get<unknown>(`${playerPath(playerId)}/season-stats`, { query: { season }, signal }), 'seasonStats') ?? null;
}

export async function fetchAcquisitionHistory(playerId: string, leagueId: number, signal?: AbortSignal): Promise<AcquisitionEntry[]> {
  const body = await api.get<unknown>(`${playerPath(playerId)}/acquisition-history`, { query: { league_id: leagueId }, signal });
  return unwrap<AcquisitionEntry[] | null>(body, 'acquisitionHistory') ?? [];
}

/** Each query runs only once its ids (and season) exist (spec 02 §7 Players). */
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
