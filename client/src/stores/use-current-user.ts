import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiUser } from '#shared/league-types.js';
import { fetchMe, sessionQueryKey } from '../api/auth.js';
import { useSession } from './session.js';

/**
 * The signed-in user. Sign-in stores the user at once; after a reload the session lookup
 * fills it in. That lookup is cached for the whole visit and never retried (spec 01 §4):
 * a dead token answers 401, which the transport turns into a trip to /login.
 */
export function useCurrentUser(): ApiUser | null {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const me = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  const fetched = me.data?.user;
  useEffect(() => {
    if (fetched) setUser(fetched);
  }, [fetched, setUser]);
  return user ?? fetched ?? null;
}
