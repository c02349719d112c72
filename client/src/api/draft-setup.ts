import type { CreatedDraftResponse, MessageResponse } from '../../../shared/league-types.js';
import type { RosterPositions } from '../../../shared/draft/types.js';
import { api } from './transport.js';

export interface ParticipantInput {
  team_name: string;
  owner_email: string | null;
  draft_position: number;
  fantasy_team_id?: number;
}

export interface CreateDraftInput {
  fantasy_league_id: number;
  season?: number;
  num_teams?: number;
  auction_budget?: number;
  roster_positions?: RosterPositions;
  participants?: ParticipantInput[];
}

export const createDraft = (input: CreateDraftInput) => api.post<CreatedDraftResponse>('/drafts', input);
export const deleteDraft = (draftId: number) => api.delete<MessageResponse>(`/drafts/${draftId}`);

export const draftRunPath = (leagueId: number, draftId: number) => `/leagues/${leagueId}/drafts/${draftId}/run`;
export const draftPath = (leagueId: number, draftId: number) => `/leagues/${leagueId}/drafts/${draftId}`;
