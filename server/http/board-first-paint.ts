import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { CachedBoard } from '../draft/board-cache.js';

/** What client/src/pages/public/board-first-paint.tsx exports, built by `vite build --ssr` beside the client. */
type DrawBoard = (token: string, snapshot: DraftSnapshot) => string | Promise<string>;

export interface BoardFirstPaint {
  /** The board's markup for the page's root element; '' when there is no drawing (no build for it, or it failed). */
  draw(token: string, board: CachedBoard): Promise<string>;
}

/**
 * The public board's first paint (docs/DECISIONS.md, "First paint of the public board"): drawn by
 * the client's own components, loaded on the first board asked for (the server's start does not
 * pay for React's server renderer), and kept with the board's cached read (board-cache.ts), so each
 * seq of a board is drawn once. Without
 * the build's file (a stand-in client) the page goes out as before, with an empty root.
 */
export function boardFirstPaint(clientDistDir: string, log: Logger): BoardFirstPaint {
  const file = path.join(clientDistDir, '..', 'dist-ssr', 'board-first-paint.js');
  let drawer: Promise<DrawBoard | undefined> | undefined;
  // The drawing shows the link's own CSV address, so a board read under another link is drawn again.
  const kept = new WeakMap<CachedBoard, { token: string; html: string }>();

  const loadDrawer = () =>
    (drawer ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderBoardFirstPaint: DrawBoard }) => module.renderBoardFirstPaint,
          (err: unknown) => {
            log.error({ err }, 'the board first paint did not load: boards are sent without it');
            return undefined;
          },
        )
      : Promise.resolve(undefined));

  return {
    async draw(token, board) {
      const hit = kept.get(board);
      if (hit?.token === token) return hit.html;
      const drawBoard = await loadDrawer();
      if (!drawBoard) return '';
      let html = '';
      try {
        html = await drawBoard(token, JSON.parse(board.body.toString('utf8')) as DraftSnapshot);
      } catch (err) {
        // The page still works without it: the app draws the board when its scripts have run.
        log.error({ err }, 'a board first paint failed: the page is sent without it');
      }
      kept.set(board, { token, html });
      return html;
    },
  };
}
