/** A name's line height and the width kept for it on the price-against-value chart (PriceValueScatter). */
export const LABEL_LINE = 14;
export const LABEL_WIDTH = 96;

export interface LabelPlace {
  labelY: number;
  anchor: 'start' | 'end';
}

/** How far a name may move from its dot, in lines, above it or below it. */
const MOST_LINES_AWAY = 6;

/** A name's place just above its dot (its baseline), and the dot's ring's radius. */
const ABOVE_DOT = 10;
export const RING_RADIUS = 8;
/** How far a name starts from its dot's centre, across. */
export const NAME_OFFSET = 11;

/**
 * Where each name goes: just above its dot, or else the nearest line above or below it where it
 * sits on no name already placed and stays inside the chart (sales at similar prices bunch, and
 * steals sit low, near the axis). Names right of 70 % of the width end at their dot, so they stay
 * inside the chart too. When every line is taken, the name goes just above its dot. The highest
 * dots are named first, so where a bunch's names stack they read top to bottom in the dots' order.
 */
export function placeLabels<T extends { cx: number; cy: number }>(items: readonly T[], innerWidth: number, innerHeight: number): (T & LabelPlace)[] {
  const placed: (T & LabelPlace)[] = [];
  const leftOf = (cx: number, anchor: LabelPlace['anchor']) => (anchor === 'end' ? cx - LABEL_WIDTH : cx);
  for (const item of [...items].sort((a, b) => a.cy - b.cy)) {
    const anchor = item.cx > innerWidth * 0.7 ? 'end' : 'start';
    const left = leftOf(item.cx, anchor);
    const clashes = (y: number) => placed.some((o) => Math.abs(o.labelY - y) < LABEL_LINE && Math.abs(leftOf(o.cx, o.anchor) - left) < LABEL_WIDTH);
    const above = item.cy - ABOVE_DOT;
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

export interface Leader {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * A thin line from a dot's ring to its name when the name had to move off the dot: three overpays
 * at $22–24 for $20 of value are one blot of rings, and a name a few lines under it would otherwise
 * belong to no dot in particular. It ends just short of the name's end nearest the dot, a third of a
 * line above its baseline.
 */
export function leaderOf(place: { cx: number; cy: number } & LabelPlace): Leader | null {
  if (place.labelY === place.cy - ABOVE_DOT) return null;
  const x2 = place.cx + (place.anchor === 'end' ? -1 : 1) * (NAME_OFFSET - 2);
  const y2 = place.labelY - LABEL_LINE / 3;
  const length = Math.hypot(x2 - place.cx, y2 - place.cy);
  if (length <= RING_RADIUS) return null;
  const along = RING_RADIUS / length;
  return { x1: place.cx + (x2 - place.cx) * along, y1: place.cy + (y2 - place.cy) * along, x2, y2 };
}
