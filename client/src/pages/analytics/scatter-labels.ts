/** A name's line height, and the width kept for a name whose text is not measured. */
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
/** Space kept between two names side by side on one line. */
const NAME_GAP = 4;

/**
 * The width a name takes in the chart's bold 12 px type (analytics.css `.chart-name`), erring wide so
 * that two names kept apart here are apart on screen too: in Chromium "Taylor $7" measured 61 px and
 * "Maye $23", with its wide M, 65 px; 8 px a character gives 72 and 64, and NAME_GAP covers the rest.
 */
export const nameWidth = (text: string) => text.length * 8;

/**
 * Where each name goes: just above its dot, or else the nearest line above or below it where it
 * sits on no name already placed and stays inside the chart (sales at similar prices bunch, and
 * steals sit low, near the axis). A name starts at its dot unless it would run past the chart's right
 * edge; then it ends at its dot (or, too long for either side, goes where there is more room).
 * Whether two names meet is judged on where their text is drawn: NAME_OFFSET from the dot, starting
 * or ending there, as wide as the item's `width`. When no line within
 * MOST_LINES_AWAY is free the name is left off, never printed over another: the lists under the chart
 * name every steal and reach (docs/DECISIONS.md, "Names on the price-against-value chart"). The highest
 * dots are named first, so where a bunch's names stack they read top to bottom in the dots' order.
 */
export function placeLabels<T extends { cx: number; cy: number; width?: number }>(items: readonly T[], innerWidth: number, innerHeight: number): (T & LabelPlace)[] {
  const placed: (T & LabelPlace)[] = [];
  const across = (p: T, anchor: LabelPlace['anchor']) => {
    const width = p.width ?? LABEL_WIDTH;
    const left = anchor === 'end' ? p.cx - NAME_OFFSET - width : p.cx + NAME_OFFSET;
    return { left, right: left + width };
  };
  for (const item of [...items].sort((a, b) => a.cy - b.cy)) {
    const anchor = anchorOf(item, innerWidth);
    const own = across(item, anchor);
    const clashes = (y: number) =>
      placed.some((o) => {
        const other = across(o, o.anchor);
        return Math.abs(o.labelY - y) < LABEL_LINE && own.left < other.right + NAME_GAP && other.left < own.right + NAME_GAP;
      });
    const above = item.cy - ABOVE_DOT;
    const below = item.cy + 20;
    const inside = (y: number) => y >= LABEL_LINE - 4 && y <= innerHeight - 4;
    for (let lines = 0; lines <= MOST_LINES_AWAY; lines++) {
      const free = [above - lines * LABEL_LINE, below + lines * LABEL_LINE].find((y) => inside(y) && !clashes(y));
      if (free !== undefined) {
        placed.push({ ...item, labelY: free, anchor });
        break;
      }
    }
  }
  return placed;
}

/** The side of its dot a name is drawn on: after it where it fits, before it where only that fits. */
function anchorOf(item: { cx: number; width?: number }, innerWidth: number): LabelPlace['anchor'] {
  const width = item.width ?? LABEL_WIDTH;
  const roomAfter = innerWidth - item.cx - NAME_OFFSET;
  const roomBefore = item.cx - NAME_OFFSET;
  if (width <= roomAfter) return 'start';
  return width <= roomBefore || roomBefore > roomAfter ? 'end' : 'start';
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

/** Words that end a name without naming the player: a generational suffix, a defense's "D/ST". */
const NOT_A_SURNAME = /^(jr\.?|sr\.?|ii|iii|iv|v|d\/st)$/i;

/** Words that begin a two-word surname ("St. Brown", "Van Vooren") when a first name comes before them. */
const SURNAME_PARTICLE = /^(st\.?|van|von|vander|de|del|della|da|di|du|le|la|ten|ter)$/i;

/**
 * The words a name on the chart goes by: the surname, past a suffix ("Kenneth Walker III" is
 * "Walker", not "III"), with its particle ("Amon-Ra St. Brown" is "St. Brown", but "Van Jefferson"
 * is "Jefferson": a first word is a first name), or a defense's nickname ("Seattle Seahawks D/ST"
 * is "Seahawks").
 */
export function chartName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  while (words.length > 1 && NOT_A_SURNAME.test(words.at(-1) ?? '')) words.pop();
  const surname = words.at(-1) ?? fullName;
  const before = words.length > 2 ? words.at(-2) : undefined;
  return before !== undefined && SURNAME_PARTICLE.test(before) ? `${before} ${surname}` : surname;
}
