import type { DraftEventsResponse } from '../../../shared/draft/api.js';
import type { DraftSnapshot } from '../../../shared/draft/types.js';
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

export const fetchDraftSnapshot = (source: DraftSource, signal?: AbortSignal) =>
  api.get<DraftSnapshot>(basePath(source), { auth: authFor(source), signal });

export const fetchDraftEventsAfter = (source: DraftSource, afterSeq: number, signal?: AbortSignal) =>
  api.get<DraftEventsResponse>(`${basePath(source)}/events`, { auth: authFor(source), query: { after: afterSeq }, signal });
