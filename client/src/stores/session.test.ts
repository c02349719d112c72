// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredToken, shownName, TOKEN_STORAGE_KEY, useSession } from './session.js';

const ann = { fantasy_user_id: 1, username: 'ann', email: 'ann@example.com', display_name: 'Annie' };

describe('session store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSession.setState({ token: null, user: null });
  });

  it('sign-in keeps the token in local storage and the user in memory', () => {
    useSession.getState().signIn('t1', ann);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t1');
    expect(readStoredToken()).toBe('t1');
    expect(useSession.getState()).toMatchObject({ token: 't1', user: ann });
  });

  it('sign-out forgets both', () => {
    useSession.getState().signIn('t1', ann);
    useSession.getState().signOut();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });

  it('a sign-out in another tab signs this tab out', () => {
    useSession.getState().signIn('t1', ann);
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: null }));
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the display name, else the username', () => {
    expect(shownName(ann)).toBe('Annie');
    expect(shownName({ ...ann, display_name: ' ' })).toBe('ann');
    expect(shownName(null)).toBe('');
  });
});
