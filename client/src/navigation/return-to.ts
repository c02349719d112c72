/**
 * Remembering where a signed-out visitor was headed (spec 01 §2). The place rides in the
 * login URL as `?next=`, so it survives a reload of the login page and needs no storage.
 */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/leagues';

export function loginPathFor(returnTo: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`;
}

/**
 * The page to open after sign-in. Only same-site paths are followed: `//evil.example` or
 * `https://...` in a crafted link must not send a fresh session elsewhere.
 */
export function nextPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (next.startsWith(LOGIN_PATH)) return HOME_PATH;
  return next;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
