import { memo } from 'react';

/** Positions the product colours (spec 01 §3); DST is the same unit as DEF. */
const KNOWN = new Set(['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'FLEX', 'SUPERFLEX', 'BENCH']);

export function positionClass(position: string | null | undefined): string {
  const upper = (position ?? '').toUpperCase();
  const key = upper === 'DST' || upper === 'D/ST' ? 'DEF' : upper;
  return KNOWN.has(key) ? `pos-${key.toLowerCase()}` : 'pos-other';
}

/** A small coloured chip: QB red, RB blue, WR green, TE yellow, K purple, DEF grey. */
/** Memoised: it sits in every row of the long player lists, which re-render a row at a time. */
export const PositionBadge = memo(function PositionBadge({ position, className = '' }: { position: string | null | undefined; className?: string }) {
  return <span className={`position-badge ${positionClass(position)} ${className}`.trim()}>{position ?? '—'}</span>;
});
