import { inflationLine } from '#shared/values/inflation.js';
import type { DraftRoomState } from '../draft-data/store-types.js';
import { useDraftSelector } from '../draft-data/hooks.js';
import { useDraftText } from '../draft-data/use-draft-sync.js';

/** The line's text, or null when there is nothing to say. */
function lineOf(s: DraftRoomState): string | null {
  const snapshot = s.snapshot;
  if (!snapshot || snapshot.draft.draft_status === 'COMPLETED') return null;
  if (snapshot.inflation === null || snapshot.inflation === undefined || !snapshot.market) return null;
  return inflationLine({ inflation: snapshot.inflation, ...snapshot.market });
}

const hasLine = (s: DraftRoomState) => lineOf(s) !== null;
const lineText = (s: DraftRoomState) => lineOf(s) ?? '';

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
