import { useId, useState } from 'react';
import type { ExportKind } from '#shared/csv/file-names.js';
import { downloadExport } from '#client/api/draft-files.js';
import { useDraftInfo, useDraftSelector } from '#client/draft-data/hooks.js';
import { notifyError } from '#client/toasts/notify.js';

export const EXPORT_LABELS: Record<ExportKind, string> = { results: 'Download results (CSV)', rosters: 'Download rosters (CSV)' };
export const NOTHING_TO_EXPORT_TEXT = 'Nothing to download until the first pick.';

/**
 * Every member can take the results (one row per pick) and the rosters by slot to a
 * spreadsheet. Before the first pick both files would be empty: the buttons stay, off, with the reason.
 */
export function ExportButtons() {
  const draft = useDraftInfo();
  const hasPicks = useDraftSelector((s) => (s.snapshot?.picks.length ?? 0) > 0);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const reasonId = useId();
  if (!draft) return null;
  const download = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      await downloadExport(draft, kind);
    } catch (err) {
      notifyError(err, 'Failed to download the file');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="export-buttons" role="group" aria-label="Exports">
      {(Object.keys(EXPORT_LABELS) as ExportKind[]).map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy !== null || !hasPicks}
          aria-describedby={hasPicks ? undefined : reasonId}
          onClick={() => void download(kind)}
        >
          {busy === kind ? 'Preparing...' : EXPORT_LABELS[kind]}
        </button>
      ))}
      {!hasPicks && (
        <span className="muted small export-empty" id={reasonId}>
          {NOTHING_TO_EXPORT_TEXT}
        </span>
      )}
    </div>
  );
}
