// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/transport.js';
import { createQueryClient, queryClient, STALE_TIME_MS } from './query.js';
import { useSession } from './stores/session.js';

describe('query layer', () => {
  it('keeps data fresh for 5 minutes, retries once, never refetches on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(300_000);
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    const retry = defaults?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError('server', 'x', 500);
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(false);
    expect(retry(0, new ApiError('client', 'League not found', 404))).toBe(false);
  });

  it('drops every cached answer when the session ends', () => {
    useSession.getState().signIn('t', { fantasy_user_id: 1, username: 'a', email: 'a@b.co', display_name: 'a' });
    queryClient.setQueryData(['leagues', 'list'], [{ fantasy_league_id: 1 }]);
    useSession.getState().signOut();
    expect(queryClient.getQueryData(['leagues', 'list'])).toBeUndefined();
  });
});
