import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/transport.js';
import { useSession } from './stores/session.js';

export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * Spec 01 §4/§9 cache rules: data stays fresh for 5 minutes, a failed read is retried once,
 * nothing refetches on window focus. A 4xx answer is final (retrying a 404 only delays
 * 'League not found'), so the one retry is kept for failures that may pass on a second try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && !error.retryable),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Logout and any 401 clear the token; all cached data of that session goes with it (spec 01 §4). */
useSession.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) queryClient.clear();
});
