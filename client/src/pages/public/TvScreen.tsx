import './public-tv.css';

export { TvStrip } from './TvStrip.js';

/**
 * The TV layout's stylesheet (public-tv.css) and strip, loaded only on a screen wide enough for
 * them (TV_SCREEN in PublicBoardPage.tsx): a phone's first load carries neither (issue 10). The
 * page renders this while it waits, so the TV never paints in the phone layout first.
 */
export function TvStyles(): null {
  return null;
}
