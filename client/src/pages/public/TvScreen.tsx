import tvStyles from './public-tv.css?inline';

export { BoardQrCode } from './BoardQrCode.js';
export { TvStrip } from './TvStrip.js';

/**
 * The TV layout's stylesheet (public-tv.css), strip and QR code, loaded only on a screen wide
 * enough for them (TV_SCREEN in PublicBoardPage.tsx) or when the QR code is asked for: a phone's
 * first load carries none of them. Every rule in public-tv.css is for a TV-wide screen but the QR
 * codes', which any screen showing them needs (PublicBoardPage.tsx renders this with them). The
 * page renders this while it waits, so the TV never paints in the phone layout first.
 */
export function TvStyles() {
  // In the chunk rather than its own file: one request fewer on the TV's first load (~0.4 KB of
  // headers over plain HTTP). The CSP's style-src allows inline styles (helmet's default).
  return <style>{tvStyles}</style>;
}
