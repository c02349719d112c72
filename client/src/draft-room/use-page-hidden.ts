import { useSyncExternalStore } from 'react';

/** Whether the page is out of sight now: another tab in front, the phone's screen off or the app switched away. */
export const isPageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** `isPageHidden`, kept current: a component renders when the page goes out of sight and when it comes back. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, isPageHidden, () => false);
}
