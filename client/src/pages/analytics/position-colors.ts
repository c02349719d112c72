import type { PlayerPosition } from '#shared/draft/types.js';

/**
 * The position colours of client/src/styles/base.css (spec 01 §3) as plain values: the recap card
 * draws on a canvas, which cannot read CSS variables; the SVG charts use the variables.
 */
export const POSITION_HEX: Record<PlayerPosition, string> = {
  QB: '#d92d20',
  RB: '#1f6feb',
  WR: '#0f7f3d',
  TE: '#e3b008',
  K: '#7a3ee6',
  DEF: '#6b7280',
};

export const positionVar = (position: PlayerPosition) => `var(--pos-${position.toLowerCase()})`;
