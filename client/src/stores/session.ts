import { create } from 'zustand';
import type { ApiUser } from '#shared/league-types.js';

/** Where the bearer token lives between visits (spec 01 §3: browser local storage). */
export const TOKEN_STORAGE_KEY = 'gavel.token';

/** Storage can throw (private mode, disabled cookies); a missing token is the safe reading. */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The in-memory token still works for this tab.
  }
}

export interface SessionState {
  token: string | null;
  user: ApiUser | null;
  signIn: (token: string, user: ApiUser) => void;
  setUser: (user: ApiUser) => void;
  /** Forget the token and user. Cached server data is dropped by the query layer, which watches this. */
  signOut: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readStoredToken(),
  user: null,
  signIn: (token, user) => {
    writeStoredToken(token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  signOut: () => {
    writeStoredToken(null);
    set({ token: null, user: null });
  },
}));

/** The name shown in the top bar: display name, else username (spec 01 §2). */
export function shownName(user: Pick<ApiUser, 'display_name' | 'username'> | null): string {
  if (!user) return '';
  return user.display_name.trim() || user.username;
}

/** A sign-out in another tab signs this tab out too, so no tab keeps acting on a dead token. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = readStoredToken();
    if (token === useSession.getState().token) return;
    if (token === null) useSession.getState().signOut();
    else useSession.setState({ token, user: null });
  });
}
