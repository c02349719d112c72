/**
 * What the browser build has for immer (client/vite.config.ts resolves `immer` here). The store
 * replaces its snapshot instead of drafting it (./apply-events.ts), so the shared reducer's checks
 * for an immer draft (shared/draft/derive.ts, reducer.ts) always meet plain objects in the browser.
 * The library itself (~3.5 KB gzip, its class built at import, so never tree-shaken) stays on the
 * server.
 */
export const isDraft = (_value: unknown): boolean => false;
export const current = <T>(value: T): T => value;
export function produce(): never {
  throw new Error('immer drafts are not part of the browser build: apply events with withEvents (client/src/live-draft/apply-events.ts)');
}
