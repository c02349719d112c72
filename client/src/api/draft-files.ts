import { UTF8_BOM } from '#shared/csv/csv.js';
import type { ImportPreviewResponse } from '#shared/csv/api.js';
import { EXPORT_PATHS, exportFileName, type ExportKind } from '#shared/csv/file-names.js';
import type { ImportResultsRequest } from '#shared/csv/requests.js';
import { commandPath } from '#shared/draft/command-routes.js';
import type { DraftInfo } from '#shared/draft/types.js';
import type { KeepersResponse } from '#shared/keepers/api.js';
import { api } from './transport.js';

/**
 * A member's export. The call needs the session's bearer token, which a plain link cannot send, so
 * the file is fetched and handed to the browser as a download. Reading the body as text drops
 * the byte order mark the server sent; it goes back on so Excel still reads accents right.
 */
export async function downloadExport(draft: Pick<DraftInfo, 'fantasy_draft_id' | 'league_name' | 'season'>, kind: ExportKind): Promise<void> {
  const csv = await api.get<string>(`/drafts/${draft.fantasy_draft_id}/${EXPORT_PATHS[kind]}`);
  const body = csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(draft, kind);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const fetchKeepers = (draftId: number, signal?: AbortSignal) => api.get<KeepersResponse>(`/drafts/${draftId}/keepers`, { signal });

/** The import's dry run: match and report, write nothing. */
export const previewImport = (draftId: number, input: Omit<ImportResultsRequest, 'dry_run'>) =>
  api.post<ImportPreviewResponse>(commandPath('importResults', { id: draftId }), { ...input, dry_run: true });
