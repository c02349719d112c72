import type { Express } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embeddedBoardScript, embeddedScreenScript, stripLists } from '#shared/draft/embedded-board.js';
import { toPublicSnapshot } from '#shared/draft/public-projection.js';
import type { AppContext } from '../context.js';
import { publicBoardCache } from '../draft/board-cache.js';
import { bestAvailable } from '../draft/best-available.js';
import { boardFirstPaint } from './board-first-paint.js';
import { boardLink } from './board-link.js';
import { boardPreloads } from './page-preloads.js';
import { cachedBoard } from '../draft/draft-reads.js';
import { publicBoardVersion } from '../draft/public-board.js';
import { publicNotFoundLimit } from './rate-limit.js';

/** Where the built page's head ends: the board page's preloads go just before it. */
const HEAD_END = '</head>';

function withPreloads(html: string, distDir: string): string {
  return html.includes(HEAD_END) ? html.replace(HEAD_END, boardPreloads(distDir, html) + HEAD_END) : html;
}

/** Where the built page keeps the app's root element; the board's data goes right after it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The root element holding the board's first paint (board-first-paint.ts), which the app's first render replaces. */
const rootWith = (paint: string) => (paint ? `<div id="root">${paint}</div>` : ROOT_ELEMENT);

/**
 * /public/draft/:token, the page a phone opens from the board's QR code, with the board's first
 * read inside it (shared/draft/embedded-board.ts): over the party's plain HTTP that read was a
 * second request, ~1 KB of it headers, and a round trip before the board could paint.
 * The page holds the board as of its seq; the socket's join catches up from there like after any
 * snapshot. It also carries what the TV adds (the QR code drawn here, its link and the strip's
 * first best-available read: embeddedScreenScript), so the TV's first load asks for none of them.
 * An unknown or disabled token gets the plain page with a 404 (counted by the same
 * limit as the API's misses); the app then shows the access error from its own read. The answer
 * is compressed by res.send (compress-large.ts).
 */
export function serveBoardDocument(app: Express, ctx: AppContext): void {
  const indexFile = path.join(ctx.config.clientDistDir, 'index.html');
  let page: string | undefined;
  // The built page, with the board page's chunks asked for at once (page-preloads.ts).
  const pageHtml = () => (page ??= existsSync(indexFile) ? withPreloads(readFileSync(indexFile, 'utf8'), ctx.config.clientDistDir) : undefined);
  const cache = publicBoardCache(ctx);
  const firstPaint = boardFirstPaint(ctx.config.clientDistDir, ctx.log);

  app.get('/public/draft/:token', publicNotFoundLimit(ctx).middleware, async (req, res, next) => {
    const html = pageHtml();
    if (!html?.includes(ROOT_ELEMENT)) return next();
    const token = String(req.params.token);
    const draft = await publicBoardVersion(ctx.db, token);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html');
    if (!draft) {
      res.status(404).send(html);
      return;
    }
    const [board, link, best] = await Promise.all([
      cachedBoard(ctx.db, draft, toPublicSnapshot, cache),
      boardLink(req, ctx.config.publicUrl, token),
      bestAvailable(ctx.db, draft.id),
    ]);
    const boardJson = board.body.toString('utf8');
    const screen = embeddedScreenScript({ token, seq: draft.seq, link, best_available: stripLists(best) });
    // The first paint is the board view: a link asking for another (`?view=`) waits for the app.
    const paint = req.query.view === undefined ? await firstPaint.draw(token, board) : '';
    // A function, not a string: a replacement string reads `$&`, `$'` and `$$` in it as patterns, and
    // team and player names are the users' text.
    res.send(html.replace(ROOT_ELEMENT, () => rootWith(paint) + embeddedBoardScript(token, boardJson) + screen));
  });
}
