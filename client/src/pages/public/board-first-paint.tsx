import { renderToString } from 'react-dom/server';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createDraftStore } from '../../draft-data/store.js';
import { DraftStoreProvider } from '../../draft-data/hooks.js';
import { PublicBoard, QR_SCREEN } from './PublicBoardPage.js';

/** How React's server output marks a Suspense boundary it left to the browser after an error. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The public board as a phone first shows it, drawn on the server into the page it sends
 * (server/http/board-document.ts): the page paints the board as soon as its stylesheets are in,
 * not once the scripts have arrived and run (docs/DECISIONS.md, "First paint of the public board").
 * Drawn by the app's own components from the page's embedded read, so it shows what the app's first
 * render shows; the app then replaces it (client/src/main.tsx). Inert: it is a picture of the board
 * until then, and a tap on its buttons would do nothing. Built for Node by
 * `vite build --ssr` into client/dist-ssr.
 */
export async function renderBoardFirstPaint(token: string, snapshot: DraftSnapshot): Promise<string> {
  for (let draw = 1; ; draw += 1) {
    const html = drawOnce(token, snapshot);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return `${WIDE_SCREENS_WAIT}<div class="board-first-paint" inert>${html}</div>`;
    // A part that failed here goes out as its Suspense fallback for the browser to draw: a first
    // paint showing "Loading draft board..." would be worse than none (the server then sends none).
    if (draw === DRAWS) throw new Error('part of the board could not be drawn on the server');
    await partsLoaded();
  }
}

/**
 * Draws until no part is left to the browser. A part the page loads on demand (React's `lazy`: the
 * live auction's rail, TvLot.tsx) suspends the first draw that meets it, which starts its load, and
 * `renderToString` cannot wait: the next draw finds it loaded. Two draws cover the parts a phone's
 * first render shows; a part that still fails is a real error.
 */
const DRAWS = 3;

function drawOnce(token: string, snapshot: DraftSnapshot): string {
  // Never started: the server draws the store's first state and opens no socket.
  const store = createDraftStore({ kind: 'public', token }, { firstRead: snapshot });
  return renderToString(
    <DraftStoreProvider store={store}>
      <PublicBoard token={token} />
    </DraftStoreProvider>,
  );
}

/** The parts a draw started loading are in, and React's `lazy` has taken them (its callback runs on their promise). */
async function partsLoaded(): Promise<void> {
  await import('./TvAuctionPanel.js');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The drawing is a phone's: a wider screen, whose first render shows the QR code or the TV's
 * layout, waits for the app. The rule travels with the drawing (the app's stylesheets need not carry it).
 */
const WIDE_SCREENS_WAIT = `<style>@media ${QR_SCREEN}{.board-first-paint{display:none}}</style>`;
