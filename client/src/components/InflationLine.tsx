import { inflationLine } from '#shared/values/inflation.js';
import type { DraftRoomState } from '../draft-data/store-types.js';
import { useDraftSelector } from '../draft-data/hooks.js';
import { useDraftText } from '../draft-data/use-draft-sync.js';

/** Whether there is anything to say. */
function hasLine(s: DraftRoomState): boolean {
  const snapshot = s.snapshot;
  if (!snapshot || snapshot.draft.draft_status === 'COMPLETED') return false;
  return snapshot.inflation !== null && snapshot.inflation !== undefined && Boolean(snapshot.market);
}

const lineText = (s: DraftRoomState) => (hasLine(s) && s.snapshot?.market ? inflationLine({ inflation: s.snapshot.inflation ?? 0, ...s.snapshot.market }) : '');

/**
 * The one-line inflation summary (docs/VALUES.md), on the Run tab and the TV: derived in shared/
 * from the live snapshot after every event, so it needs no request of its own. Nothing shows
 * while the draft has no values, once nothing of value is left, or once it is completed.
 * Its figures move with most sales: the text is written in place (useDraftText), and the line
 * renders only when it appears or goes.
 */
export function InflationLine({ className = '' }: { className?: string }) {
  const shown = useDraftSelector(hasLine);
  const { ref, text } = useDraftText<HTMLParagraphElement>(lineText);
  if (!shown) return null;
  return (
    <p ref={ref} className={`inflation-line ${className}`.trim()} data-testid="inflation-line">
      {text}
    </p>
  );
}
