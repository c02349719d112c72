import { renderToString } from 'react-dom/server';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createDraftStore } from '../../draft-data/store.js';
import { PublicBoardRoom } from './PublicBoardPage.js';

/** How React's server output marks a Suspense boundary it left to the browser after an error. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The public board as a phone first shows it, drawn on the server into the page it sends
 * (server/http/board-document.ts): the page paints the board as soon as its stylesheets are in,
 * not once the scripts have arrived and run (docs/DECISIONS.md, "First paint of the public board").
 * Drawn by the app's own components from the page's embedded read, so it shows what the app's first
 * render shows; the app then replaces it (client/src/main.tsx). Built for Node by
 * `vite build --ssr` into client/dist-ssr.
 */
export function renderBoardFirstPaint(token: string, snapshot: DraftSnapshot): string {
  // Never started: the server draws the store's first state and opens no socket.
  const store = createDraftStore({ kind: 'public', token }, { firstRead: snapshot });
  const html = renderToString(<PublicBoardRoom store={store} token={token} />);
  // A part that failed here goes out as its Suspense fallback for the browser to draw: a first
  // paint showing "Loading draft board..." would be worse than none (the server then sends none).
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error('part of the board could not be drawn on the server');
  return html;
}
