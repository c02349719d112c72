import QRCode from 'qrcode';

/**
 * The public board's QR code, drawn here as an SVG (~2.4 KB, ~0.6 KB gzip) so the TV needs no
 * encoder of its own: the browser's copy was 8.8 KB of the TV's first load over plain HTTP
 * (docs/DECISIONS.md "First load, measured in the browser").
 */
/** Level L (7 % recoverable): a code on a lit screen is not smudged, and a smaller code is easier to scan from across the room. */
const QR_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'L', color: { dark: '#0b1324', light: '#ffffff' } } as const;

/** A board's link changes only with its token or the address it is opened at: a few dozen at most. */
const MAX_CACHED = 64;
const drawn = new Map<string, string>();

/** The SVG markup of the QR code encoding `url`. */
export async function boardQrSvg(url: string): Promise<string> {
  const cached = drawn.get(url);
  if (cached !== undefined) return cached;
  const svg = await QRCode.toString(url, QR_OPTIONS);
  if (drawn.size >= MAX_CACHED) drawn.delete(drawn.keys().next().value ?? '');
  drawn.set(url, svg);
  return svg;
}
