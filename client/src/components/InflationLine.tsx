import { inflationLine } from '#shared/values/inflation.js';
import { useDraftSelector } from '../draft-data/hooks.js';

/**
 * The one-line inflation summary (docs/VALUES.md), on the Run tab and the TV: derived in shared/
 * from the live snapshot after every event, so it needs no request of its own. Nothing shows
 * while the draft has no values, once nothing of value is left, or once it is completed.
 */
export function InflationLine({ className = '' }: { className?: string }) {
  const text = useDraftSelector((s) => {
    const snapshot = s.snapshot;
    if (!snapshot || snapshot.draft.draft_status === 'COMPLETED') return null;
    if (snapshot.inflation === null || snapshot.inflation === undefined || !snapshot.market) return null;
    return inflationLine({ inflation: snapshot.inflation, ...snapshot.market });
  });
  if (text === null) return null;
  return (
    <p className={`inflation-line ${className}`.trim()} data-testid="inflation-line">
      {text}
    </p>
  );
}
