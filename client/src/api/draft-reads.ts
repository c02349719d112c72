import type { DraftEventsResponse } from '#shared/draft/api.js';
import { EMBEDDED_BOARD_ID, type EmbeddedBoard } from '#shared/draft/embedded-board.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { api, API_BASE } from './transport.js';

/** Which draft a store follows: a member's draft by id, or a public board by its link token. */
export type DraftSource = { kind: 'member'; draftId: number } | { kind: 'public'; token: string };

export const sourceKey = (source: DraftSource) => (source.kind === 'member' ? `draft:${source.draftId}` : `public:${source.token}`);

function basePath(source: DraftSource): string {
  return source.kind === 'member' ? `/drafts/${source.draftId}` : `/public/drafts/${encodeURIComponent(source.token)}`;
}

/** The public board's results file once the draft is completed: a plain link, no session needed. */
export const publicExportUrl = (token: string) => `${API_BASE}${basePath({ kind: 'public', token })}/export.csv`;

/** Public boards call without a session: no token sent, and a 401 there must not sign anyone out. */
const authFor = (source: DraftSource) => source.kind === 'member';

export function fetchDraftSnapshot(source: DraftSource, signal?: AbortSignal): Promise<DraftSnapshot> {
  const embedded = source.kind === 'public' ? takeEmbeddedBoard(source.token) : undefined;
  if (embedded) return Promise.resolve(embedded);
  return api.get<DraftSnapshot>(basePath(source), { auth: authFor(source), signal });
}

/**
 * The first read the public board's page came with (shared/draft/embedded-board.ts), taken once:
 * a later load (a gap in the log, a retry) asks the server for a fresh one.
 */
export function takeEmbeddedBoard(token: string): DraftSnapshot | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_BOARD_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? '') as EmbeddedBoard;
    return embedded.token === token ? embedded.snapshot : undefined;
  } catch {
    return undefined;
  }
}

export const fetchDraftEventsAfter = (source: DraftSource, afterSeq: number, signal?: AbortSignal) =>
  api.get<DraftEventsResponse>(`${basePath(source)}/events`, { auth: authFor(source), query: { after: afterSeq }, signal });
