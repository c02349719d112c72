import { inflationLine } from '../../../../shared/values/inflation.js';
import { useDraftSelector } from '../../live-draft/hooks.js';

/**
 * The one-line inflation summary (docs/VALUES.md): derived in shared/ from the live snapshot
 * after every event, so it needs no request of its own.
 */
export function InflationLine() {
  const text = useDraftSelector((s) => {
    const snapshot = s.snapshot;
    if (!snapshot || snapshot.inflation === null || snapshot.inflation === undefined || !snapshot.market) return null;
    return inflationLine({ inflation: snapshot.inflation, ...snapshot.market });
  });
  if (text === null) return null;
  return (
    <p className="muted inflation-line" data-testid="inflation-line">
      {text}
    </p>
  );
}
