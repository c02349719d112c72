import { useQueries } from '@tanstack/react-query';
import type { DraftAnalyticsResponse } from '#shared/analytics/types.js';
import { api } from './transport.js';

/** GET /drafts/:id/analytics (docs/API.md): the draft's analytics and the projected points the page recomputes them with live. */
export const fetchDraftAnalytics = (draftId: number, signal?: AbortSignal) =>
  api.get<DraftAnalyticsResponse>(`/drafts/${draftId}/analytics`, { signal, retry: 'read' });

export const analyticsKey = (draftId: number) => ['draft', draftId, 'analytics'] as const;

/** The analytics of several drafts (a league's), each fetched once; the live page then follows the store. */
export function useDraftsAnalytics(draftIds: readonly number[]) {
  return useQueries({
    queries: draftIds.map((draftId) => ({ queryKey: analyticsKey(draftId), queryFn: ({ signal }: { signal: AbortSignal }) => fetchDraftAnalytics(draftId, signal) })),
  });
}
