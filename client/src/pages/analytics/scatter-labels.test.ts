import { describe, expect, it } from 'vitest';
import { LABEL_LINE, LABEL_WIDTH, leaderOf, placeLabels, RING_RADIUS } from './scatter-labels.js';

const overlaps = (a: { cx: number; labelY: number; anchor: string }, b: { cx: number; labelY: number; anchor: string }) => {
  const left = (p: { cx: number; anchor: string }) => (p.anchor === 'end' ? p.cx - LABEL_WIDTH : p.cx);
  return Math.abs(a.labelY - b.labelY) < LABEL_LINE && Math.abs(left(a) - left(b)) < LABEL_WIDTH;
};

describe('names on the price-against-value chart', () => {
  it.each([
    // Six sales at $9 for $20–30 of value: the steals of a draft whose bots ran out of money, near the axis.
    ['near the axis', 250],
    // Three overpays at the top price: no room above them.
    ['at the top', 8],
  ])('gives sales bunched at one price %s names on lines of their own, inside the chart', (_where, cy) => {
    const items = [20, 22, 24, 26, 28, 30].slice(0, cy < 20 ? 3 : 6).map((value, i) => ({ id: i, cx: value * 5, cy }));
    const placed = placeLabels(items, 400, 260);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    for (const p of placed) expect(p.labelY).toBeGreaterThanOrEqual(LABEL_LINE - 4);
    for (const p of placed) expect(p.labelY).toBeLessThanOrEqual(256);
  });

  it('puts a name under its dot when the dot is at the top, and ends names near the right edge at their dot', () => {
    const [top, right] = placeLabels([{ cx: 50, cy: 4 }, { cx: 390, cy: 120 }], 400, 260);
    expect(top).toMatchObject({ labelY: 24, anchor: 'start' });
    expect(right).toMatchObject({ labelY: 110, anchor: 'end' });
  });

  it('keeps a lone name just above its dot', () => {
    expect(placeLabels([{ cx: 100, cy: 150 }], 400, 260)[0]).toMatchObject({ labelY: 140, anchor: 'start' });
  });

  it('stacks a bunch’s names in the order of their dots, highest first, whatever order they come in', () => {
    // Three overpays at $24, $23 and $22 for $20 of value, listed lowest first.
    const bunch = [
      { name: 'Prescott', cx: 80, cy: 110 },
      { name: 'Maye', cx: 80, cy: 105 },
      { name: 'Mayfield', cx: 80, cy: 100 },
    ];
    const placed = placeLabels(bunch, 400, 260);
    const topToBottom = [...placed].sort((a, b) => a.labelY - b.labelY).map((p) => p.name);
    expect(topToBottom).toEqual(['Mayfield', 'Maye', 'Prescott']);
  });

  it('draws a line from the ring to a name that moved off its dot, and none for a name just above it', () => {
    const [alone] = placeLabels([{ cx: 100, cy: 150 }], 400, 260);
    expect(leaderOf(alone!)).toBeNull();
    const placed = placeLabels([{ cx: 80, cy: 100 }, { cx: 80, cy: 105 }, { cx: 80, cy: 110 }], 400, 260);
    const moved = placed.filter((p) => p.labelY !== p.cy - 10);
    expect(moved.length).toBeGreaterThan(0);
    for (const p of moved) {
      const line = leaderOf(p)!;
      // It starts on the ring and ends beside the name's first letter, a third of a line above its baseline.
      expect(Math.hypot(line.x1 - p.cx, line.y1 - p.cy)).toBeCloseTo(RING_RADIUS, 5);
      expect(line.x2).toBe(p.cx + 9);
      expect(line.y2).toBeCloseTo(p.labelY - LABEL_LINE / 3, 5);
    }
    // A name ending at its dot (right of the chart) is reached from its left.
    const [right] = placeLabels([{ cx: 390, cy: 150 }, { cx: 390, cy: 152 }], 400, 260).filter((p) => p.labelY !== p.cy - 10);
    expect(leaderOf(right!)!.x2).toBe(390 - 9);
  });
});
