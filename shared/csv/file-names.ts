import type { DraftInfo } from '../draft/types.js';

export type ExportKind = 'results' | 'rosters';

/** The draft's exports (docs/API.md): the members' paths under /api/drafts/:id. */
export const EXPORT_PATHS: Record<ExportKind, string> = { results: 'export.csv', rosters: 'rosters.csv' };

/**
 * A file name for an export: letters, digits and dashes only, so it is safe in a
 * Content-Disposition header and the same whether the server or the browser names the file.
 */
export function exportFileName(draft: Pick<DraftInfo, 'league_name' | 'season'>, kind: ExportKind): string {
  const league = draft.league_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'draft';
  return `${league}-${draft.season}-${kind}.csv`;
}
