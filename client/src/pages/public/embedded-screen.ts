import type { PublicLinkResponse } from '#shared/draft/api.js';
import { EMBEDDED_SCREEN_ID, type EmbeddedScreen, type StripLists } from '#shared/draft/embedded-board.js';

/**
 * What the board's page carries for the TV (shared/draft/embedded-board.ts): read from the page
 * once, for the token it was written for. The link keeps serving the QR code (it only changes with
 * a new page); the best-available list only until the first pick: the strip asks the API then.
 */
let screen: EmbeddedScreen | null | undefined;

function embeddedScreen(token: string): EmbeddedScreen | undefined {
  if (screen === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_SCREEN_ID);
    element?.remove();
    try {
      screen = element ? (JSON.parse(element.textContent ?? '') as EmbeddedScreen) : null;
    } catch {
      screen = null;
    }
  }
  return screen?.token === token ? screen : undefined;
}

export function embeddedLink(token: string): PublicLinkResponse | undefined {
  return embeddedScreen(token)?.link;
}

/**
 * The page's list while the board is still at the page's seq (no pick since). No side effect: a
 * render React throws away (a sibling still loading) may ask again and get the same answer.
 */
export function embeddedBestAvailable(token: string, boardSeq: number | undefined): StripLists | undefined {
  const embedded = embeddedScreen(token);
  return embedded && embedded.seq === boardSeq ? embedded.best_available : undefined;
}
