/**
 * WCAG 2.2 contrast arithmetic (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) for the colour
 * tokens: relative luminance of sRGB colours, the ratio between two, and `color-mix(in srgb)`
 * as the stylesheets use it for tinted cells. Pure, so a unit test can hold every token pair
 * to AA (4.5:1 text, 3:1 large text and UI parts) without rendering each state.
 */
export type Rgb = readonly [number, number, number];

/** '#rgb' or '#rrggbb' to 0..255 channels. */
export function parseHex(hex: string): Rgb {
  const raw = hex.trim().replace(/^#/, '');
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string | Rgb): number {
  const [r, g, b] = typeof colour === 'string' ? parseHex(colour) : colour;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color-mix(in srgb, a pct%, b)`: the share `pct` of `a`, the rest `b`. */
export function mixSrgb(a: string, pct: number, b: string): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((c, i) => (c * pct) / 100 + (y[i] ?? 0) * (1 - pct / 100)) as unknown as Rgb);
}

/** AA thresholds: body text, and large text (24 px, or 18.66 px bold) and UI parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;
