import type { ApiLeague, ApiTeam, LeagueDetailResponse, LeagueScoringResponse, MessageResponse } from '#shared/league-types.js';
import type { ScoringPreset } from '#shared/scoring.js';
import type { AddTeamRequest, CreateLeagueRequest, RenameLeagueRequest, UpdateTeamRequest } from '#shared/leagues/requests.js';
import { api } from './transport.js';

export const leagueKeys = {
  all: ['leagues'] as const,
  list: () => [...leagueKeys.all, 'list'] as const,
  detail: (leagueId: number) => [...leagueKeys.all, 'detail', leagueId] as const,
  scoring: (leagueId: number) => [...leagueKeys.all, 'scoring', leagueId] as const,
};

export const fetchLeagues = (signal?: AbortSignal) => api.get<ApiLeague[]>('/leagues', { signal });
export const fetchLeague = (leagueId: number, signal?: AbortSignal) => api.get<LeagueDetailResponse>(`/leagues/${leagueId}`, { signal });
export const createLeague = (input: CreateLeagueRequest) => api.post<ApiLeague>('/leagues', input);
export const renameLeague = (leagueId: number, leagueName: string) => api.put<ApiLeague>(`/leagues/${leagueId}`, { league_name: leagueName } satisfies RenameLeagueRequest);
export const deleteLeague = (leagueId: number) => api.delete<MessageResponse>(`/leagues/${leagueId}`);
export const addTeam = (leagueId: number, input: AddTeamRequest) => api.post<ApiTeam>(`/leagues/${leagueId}/teams`, input);
export const setTeamOwner = (leagueId: number, teamId: number, ownerEmail: string | null) =>
  api.put<ApiTeam>(`/leagues/${leagueId}/teams/${teamId}`, { owner_email: ownerEmail } satisfies UpdateTeamRequest);
export const fetchScoring = (leagueId: number, signal?: AbortSignal) => api.get<LeagueScoringResponse>(`/leagues/${leagueId}/scoring`, { signal });
/** A preset alone resets every number to it (docs/API.md, Scoring settings). */
export const setScoringPreset = (leagueId: number, preset: ScoringPreset) => api.put<LeagueScoringResponse>(`/leagues/${leagueId}/scoring`, { preset });
