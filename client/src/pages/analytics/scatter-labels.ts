/** A name's line height and the width kept for it on the price-against-value chart (PriceValueScatter). */
export const LABEL_LINE = 14;
export const LABEL_WIDTH = 96;

export interface LabelPlace {
  labelY: number;
  anchor: 'start' | 'end';
}

/** How far a name may move from its dot, in lines, above it or below it. */
const MOST_LINES_AWAY = 6;

/**
 * Where each name goes: just above its dot, or else the nearest line above or below it where it
 * sits on no name already placed and stays inside the chart (sales at similar prices bunch, and
 * steals sit low, near the axis). Names right of 70 % of the width end at their dot, so they stay
 * inside the chart too. When every line is taken, the name goes just above its dot.
 */
export function placeLabels<T extends { cx: number; cy: number }>(items: readonly T[], innerWidth: number, innerHeight: number): (T & LabelPlace)[] {
  const placed: (T & LabelPlace)[] = [];
  const leftOf = (cx: number, anchor: LabelPlace['anchor']) => (anchor === 'end' ? cx - LABEL_WIDTH : cx);
  for (const item of items) {
    const anchor = item.cx > innerWidth * 0.7 ? 'end' : 'start';
    const left = leftOf(item.cx, anchor);
    const clashes = (y: number) => placed.some((o) => Math.abs(o.labelY - y) < LABEL_LINE && Math.abs(leftOf(o.cx, o.anchor) - left) < LABEL_WIDTH);
    const above = item.cy - 10;
    const below = item.cy + 20;
    const inside = (y: number) => y >= LABEL_LINE - 4 && y <= innerHeight - 4;
    let labelY = above;
    for (let lines = 0; lines <= MOST_LINES_AWAY; lines++) {
      const free = [above - lines * LABEL_LINE, below + lines * LABEL_LINE].find((y) => inside(y) && !clashes(y));
      if (free !== undefined) {
        labelY = free;
        break;
      }
    }
    placed.push({ ...item, labelY, anchor });
  }
  return placed;
}
