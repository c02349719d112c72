import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it starts or stops matching (a resize, a rotated phone).
 * Where there is no screen (the server's first paint of the public board, drawn for a phone:
 * client/src/pages/public/board-first-paint.tsx) the wide-screen queries asked here do not match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
