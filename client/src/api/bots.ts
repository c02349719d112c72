import type { AutopilotRequest, PracticeRequest } from '#shared/bots/requests.js';
import type { AutopilotResponse, PracticeResponse } from '#shared/bots/types.js';
import { commandPath } from '#shared/draft/command-routes.js';
import { api } from './transport.js';

/** A practice auction against bots (docs/API.md, Bots): the server's defaults unless given. */
export const startPractice = (input: PracticeRequest = {}) => api.post<PracticeResponse>('/practice', input);

export const setAutopilot = (draftId: number, teamId: number, enabled: boolean) =>
  api.put<AutopilotResponse>(commandPath('setAutopilot', { id: draftId, teamId }), { enabled } satisfies AutopilotRequest);
