import type { ApiLeague, ApiTeam, LeagueDetailResponse, MessageResponse } from '../../../shared/league-types.js';
import type { KeeperPenaltyType } from '../../../shared/league-rules.js';
import { api } from './transport.js';

export const leagueKeys = {
  all: ['leagues'] as const,
  list: () => [...leagueKeys.all, 'list'] as const,
  detail: (leagueId: number) => [...leagueKeys.all, 'detail', leagueId] as const,
};

export interface CreateLeagueInput {
  league_name: string;
  is_keeper_league: boolean;
  max_keepers: number;
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
}

export interface AddTeamInput {
  team_name: string;
  owner_email: string | null;
}

export const fetchLeagues = (signal?: AbortSignal) => api.get<ApiLeague[]>('/leagues', { signal });
export const fetchLeague = (leagueId: number, signal?: AbortSignal) => api.get<LeagueDetailResponse>(`/leagues/${leagueId}`, { signal });
export const createLeague = (input: CreateLeagueInput) => api.post<ApiLeague>('/leagues', input);
export const renameLeague = (leagueId: number, leagueName: string) => api.put<ApiLeague>(`/leagues/${leagueId}`, { league_name: leagueName });
export const deleteLeague = (leagueId: number) => api.delete<MessageResponse>(`/leagues/${leagueId}`);
export const addTeam = (leagueId: number, input: AddTeamInput) => api.post<ApiTeam>(`/leagues/${leagueId}/teams`, input);
export const setTeamOwner = (leagueId: number, teamId: number, ownerEmail: string | null) =>
  api.put<ApiTeam>(`/leagues/${leagueId}/teams/${teamId}`, { owner_email: ownerEmail });
