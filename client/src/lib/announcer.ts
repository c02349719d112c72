import { useSyncExternalStore } from 'react';

/**
 * What screen readers hear without the page moving focus (issue 17): one polite and one
 * assertive live region per page (LiveAnnouncer, mounted by the app shell and the public board),
 * fed from anywhere through `announce`. Each message gets a fresh id, so the same words twice
 * (two $1 sales in a row) are read twice; a newer message replaces one not yet read, so a burst
 * (a catch-up after a reconnect) is not read out as a queue.
 */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  id: number;
  text: string;
}

type State = Record<Politeness, Announcement | null>;

let state: State = { polite: null, assertive: null };
let nextId = 1;
const listeners = new Set<() => void>();

export function announce(text: string, politeness: Politeness = 'polite'): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  state = { ...state, [politeness]: { id: nextId++, text: trimmed } };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest message of each politeness, for LiveAnnouncer. */
export function useAnnouncements(): State {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
