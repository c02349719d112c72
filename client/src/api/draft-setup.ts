import type { CreatedDraftResponse, MessageResponse } from '#shared/league-types.js';
import type { CreateDraftRequest } from '#shared/draft/requests.js';
import { api } from './transport.js';

export const createDraft = (input: CreateDraftRequest) => api.post<CreatedDraftResponse>('/drafts', input);
export const deleteDraft = (draftId: number) => api.delete<MessageResponse>(`/drafts/${draftId}`);

export const draftRunPath = (leagueId: number, draftId: number) => `/leagues/${leagueId}/drafts/${draftId}/run`;
export const draftPath = (leagueId: number, draftId: number) => `/leagues/${leagueId}/drafts/${draftId}`;
