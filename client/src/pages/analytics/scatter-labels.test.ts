import { describe, expect, it } from 'vitest';
import { chartName, LABEL_LINE, LABEL_WIDTH, leaderOf, NAME_OFFSET, nameWidth, placeLabels, RING_RADIUS } from './scatter-labels.js';

interface Drawn {
  cx: number;
  labelY: number;
  anchor: 'start' | 'end';
  width?: number;
}

/** Where the chart draws a name's text: NAME_OFFSET from its dot, starting there or ending there. */
const textBox = (p: Drawn) => {
  const width = p.width ?? LABEL_WIDTH;
  const left = p.anchor === 'end' ? p.cx - NAME_OFFSET - width : p.cx + NAME_OFFSET;
  return { left, right: left + width, top: p.labelY - LABEL_LINE, bottom: p.labelY };
};

const overlaps = (a: Drawn, b: Drawn) => {
  const [p, q] = [textBox(a), textBox(b)];
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
};

const noTwoOverlap = (placed: readonly Drawn[]) => {
  for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlaps(a, b), `${JSON.stringify(a)} over ${JSON.stringify(b)}`).toBe(false);
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
    expect(placed).toHaveLength(items.length);
    noTwoOverlap(placed);
    for (const p of placed) expect(p.labelY).toBeGreaterThanOrEqual(LABEL_LINE - 4);
    for (const p of placed) expect(p.labelY).toBeLessThanOrEqual(256);
  });

  // A 10-team draft of 28 sales on a phone: the chart 260 px across at 390 px wide, 230 at 360, 260
  // high, $0–80 on both axes. Three reaches at $30 (Lawrence, Love, Brown, for $18, $25 and $29 of
  // value) and three steals near the axis (Gibbs $6 for $76, Allen $5 for $66, Taylor $7 for $58),
  // the last three too near the right edge for their names, so ending at their dots. Allen's name
  // once had no free line and fell back onto his dot, 6 px under Taylor's and across it.
  it.each([260, 230])('prints no name over another on a %d px wide phone chart', (innerWidth) => {
    const at = (name: string, value: number, price: number) => {
      const text = `${name} $${price}`;
      return { text, width: nameWidth(text), cx: (value / 80) * innerWidth, cy: 260 * (1 - price / 80) };
    };
    const named = [at('Gibbs', 76, 6), at('Allen', 66, 5), at('Taylor', 58, 7), at('Lawrence', 18, 30), at('Love', 25, 30), at('Brown', 29, 30)];
    const placed = placeLabels(named, innerWidth, 260);
    noTwoOverlap(placed);
    for (const p of placed) expect(p.labelY).toBeLessThanOrEqual(256);
    // Every name the chart keeps is printed; the top steal and the top reach are always among them.
    expect(placed.map((p) => p.text)).toEqual(expect.arrayContaining(['Gibbs $6', 'Lawrence $30']));
  });

  it('leaves a name off rather than print it over another when no line near its dot is free', () => {
    // Sixteen sales at one price and one value: a name may stand at most six lines from its own line,
    // above or below, so fourteen lines are there for them.
    const bunch = Array.from({ length: 16 }, (_, i) => ({ id: i, cx: 100, cy: 130 }));
    const placed = placeLabels(bunch, 400, 260);
    expect(placed).toHaveLength(14);
    noTwoOverlap(placed);
  });

  it('puts a name under its dot when the dot is at the top, and ends names near the right edge at their dot', () => {
    const [top, right] = placeLabels([{ cx: 50, cy: 4 }, { cx: 390, cy: 120 }], 400, 260);
    expect(top).toMatchObject({ labelY: 24, anchor: 'start' });
    expect(right).toMatchObject({ labelY: 110, anchor: 'end' });
  });

  it('ends a name at its dot only when it would run past the right edge, by its own width', () => {
    // On a 260 px phone chart a dot at 75 % has 184 px left of it and 54 px right of it.
    const [short, long] = placeLabels([{ cx: 195, cy: 60, width: 40 }, { cx: 195, cy: 200, width: 104 }], 260, 260);
    expect(short).toMatchObject({ anchor: 'start' });
    expect(long).toMatchObject({ anchor: 'end' });
    // At 60 % a long name ("St. Brown $49") would still run 5 px past the edge: it ends at its dot.
    expect(placeLabels([{ cx: 158, cy: 60, width: 104 }], 260, 260)[0]).toMatchObject({ anchor: 'end' });
    // Too long for either side, it takes the side with more room.
    expect(placeLabels([{ cx: 40, cy: 60, width: 200 }], 200, 260)[0]).toMatchObject({ anchor: 'start' });
    expect(placeLabels([{ cx: 160, cy: 60, width: 200 }], 200, 260)[0]).toMatchObject({ anchor: 'end' });
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

describe('the word a name on the chart goes by', () => {
  it('is the surname, past a suffix and with its particle, or a defense’s nickname', () => {
    expect(chartName('Josh Allen')).toBe('Allen');
    expect(chartName('Kenneth Walker III')).toBe('Walker');
    expect(chartName('Marvin Harrison Jr.')).toBe('Harrison');
    expect(chartName('Seattle Seahawks D/ST')).toBe('Seahawks');
    expect(chartName('Amon-Ra St. Brown')).toBe('St. Brown');
    expect(chartName('Mitch Van Vooren')).toBe('Van Vooren');
    expect(chartName('Van Jefferson')).toBe('Jefferson');
    expect(chartName('Equanimeous St. Brown Jr.')).toBe('St. Brown');
    expect(chartName('Las Vegas Raiders D/ST')).toBe('Raiders');
    expect(chartName('Jr.')).toBe('Jr.');
  });
});
