import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';

/**
 * The position filter's values and its rule, kept out of the filter's buttons
 * (components/board/PositionFilter.tsx) so the data layer can filter without importing a component
 * (docs/ARCHITECTURE.md, Boundaries between the sides).
 */
export type PositionFilterValue = 'ALL' | PlayerPosition;
export const POSITION_FILTERS: readonly PositionFilterValue[] = ['ALL', ...PLAYER_POSITIONS];

/** DST is the same unit as DEF in some data; the filter treats them as one. */
export function matchesPosition(filter: PositionFilterValue, position: string | null | undefined): boolean {
  if (filter === 'ALL') return true;
  const upper = (position ?? '').toUpperCase();
  return upper === filter || (filter === 'DEF' && upper === 'DST');
}
