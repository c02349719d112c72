import type { ApiLeague } from '#shared/league-types.js';
import type { JoinResponse, JoinView, LeagueInvite } from '#shared/leagues/joining.js';
import type { JoinTeamRequest, UpdateLeagueRequest } from '#shared/leagues/requests.js';
import { api } from './transport.js';

/** Joining by league code (docs/API.md, Joining). */
export const joinKeys = {
  view: (code: string) => ['join', code.toUpperCase()] as const,
  invite: (leagueId: number) => ['leagues', 'invite', leagueId] as const,
};

export const fetchJoinView = (code: string, signal?: AbortSignal) => api.get<JoinView>(`/join/${encodeURIComponent(code)}`, { signal });
export const claimTeam = (code: string, teamId: number) =>
  api.post<JoinResponse>(`/join/${encodeURIComponent(code)}`, { fantasy_team_id: teamId } satisfies JoinTeamRequest);
export const fetchInvite = (leagueId: number, signal?: AbortSignal) => api.get<LeagueInvite>(`/leagues/${leagueId}/invite`, { signal });
export const renewLeagueCode = (leagueId: number) => api.post<ApiLeague>(`/leagues/${leagueId}/code/regenerate`);
export const updateLeague = (leagueId: number, changes: UpdateLeagueRequest) => api.put<ApiLeague>(`/leagues/${leagueId}`, changes);

/** Where a member lands after joining: the league's current draft room, or the league page. */
export const landingPath = (joined: JoinResponse) =>
  joined.current_draft_id === null ? `/leagues/${joined.fantasy_league_id}` : `/leagues/${joined.fantasy_league_id}/drafts/${joined.current_draft_id}`;
