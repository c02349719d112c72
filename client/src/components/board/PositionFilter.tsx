import { memo } from 'react';
import { POSITION_FILTERS, type PositionFilterValue } from '../../draft-data/position-filter.js';

// The values and the rule live with the data layer; the views that show the buttons import them from here too.
export { matchesPosition, POSITION_FILTERS, type PositionFilterValue } from '../../draft-data/position-filter.js';

export interface PositionFilterProps {
  value: PositionFilterValue;
  onChange: (value: PositionFilterValue) => void;
  /** Names the button group for screen readers. */
  label?: string;
  className?: string;
}

/** The ALL, QB, RB, WR, TE, K, DEF buttons of the run tab, boards and players table. */
export const PositionFilter = memo(function PositionFilter({ value, onChange, label = 'Filter by position', className = '' }: PositionFilterProps) {
  return (
    <div className={`position-filter ${className}`.trim()} role="group" aria-label={label}>
      {POSITION_FILTERS.map((position) => (
        <button
          key={position}
          type="button"
          className={`position-filter-btn${value === position ? ' is-active' : ''}`}
          data-pos={position}
          aria-pressed={value === position}
          onClick={() => onChange(position)}
        >
          {position}
        </button>
      ))}
    </div>
  );
});
