import { memo } from 'react';
import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';

export type PositionFilterValue = 'ALL' | PlayerPosition;
export const POSITION_FILTERS: readonly PositionFilterValue[] = ['ALL', ...PLAYER_POSITIONS];

/** DST is the same unit as DEF in some data; the filter treats them as one. */
export function matchesPosition(filter: PositionFilterValue, position: string | null | undefined): boolean {
  if (filter === 'ALL') return true;
  const upper = (position ?? '').toUpperCase();
  return upper === filter || (filter === 'DEF' && upper === 'DST');
}

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
