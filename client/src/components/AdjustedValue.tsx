import { memo, useRef } from 'react';
import { listedAdjustedValue, listInflation } from '#shared/values/pricing.js';
import type { DraftRoomState } from '../draft-data/store-types.js';
import { useDraftSync } from '../draft-data/use-draft-sync.js';
import { formatDollarValue } from '../format/number-format.js';

const inflationNow = (s: DraftRoomState) => (s.snapshot ? listInflation(s.snapshot) : null);

/**
 * An available player's adjusted value: `value` at the draft's inflation now (docs/VALUES.md). Most
 * sales move inflation and with it a dozen or more of a list's adjusted values; each is written in
 * place (use-draft-sync.ts), so a sale renders no row of the list for its figure.
 */
export const AdjustedValue = memo(function AdjustedValue({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const adjusted = useDraftSync(
    (s) => listedAdjustedValue(value, inflationNow(s), false),
    (next) => {
      if (ref.current) ref.current.textContent = formatDollarValue(next);
    },
  );
  return <span ref={ref}>{formatDollarValue(adjusted)}</span>;
});
