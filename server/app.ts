import express, { type Express, type RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './context.js';
import { commandFastPath } from './http/command-fast-path.js';
import { stampArrival } from './http/bid-arrival.js';
import { compressLargeAnswers } from './http/compress-large.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { requestLog } from './http/request-log.js';
import { SecurityHeaderBlocks, securityHeaders } from './http/security-headers.js';
import { serveBoardDocument } from './http/board-document.js';
import { keepCrawlersOut } from './http/robots.js';
import { rememberTrustedProxies } from './http/trust-proxy.js';
import { serveClient } from './http/static-client.js';
import { requireJsonObjectBody, requirePlainQuery } from './http/validate.js';
import { draftsSignIn, hotDraftCommands } from './routes/drafts.js';
import { apiRouter } from './routes/index.js';
import { PUBLIC_BOARD_PATH, publicBoardAnswer } from './routes/public-board.js';

export interface AppOptions {
  /**
   * Answer the hot commands (a pick, a bid) before Express's router (http/command-fast-path.ts).
   * On unless a test switches it off to compare the two paths' answers.
   */
  commandFastPath?: boolean;
}

/** The Express app for a context. Tests drive it with supertest; main.ts adds a port and Socket.IO. */
export function createApp(ctx: AppContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For/-Proto to believe: req.ip (rate limits) and req.secure (HSTS) follow it.
  app.set('trust proxy', ctx.config.trustProxy);
  rememberTrustedProxies(app);
  app.set('etag', false);
  // Express 5's default, said here because the strict query check depends on it: node:querystring,
  // no nesting, so `limit[]=1` stays the key `limit[]` (http/validate.ts, requirePlainQuery).
  app.set('query parser', 'simple');
  // JSON answers compressed when large (the 1,000-row player list is ~850 KB); the client's
  // files are compressed at build time instead (static-client.ts).
  compressLargeAnswers(app);
  const blocks = new SecurityHeaderBlocks();
  const log = requestLog(ctx.log);
  const security = securityHeaders(blocks);
  const arrival = stampArrival(ctx.bidArrivals);
  app.use(arrival);
  app.use(security);
  app.use(log);
  keepCrawlersOut(app);
  const publicBoard = publicBoardAnswer(app, ctx, (req) => blocks.of(req.secure, req.host), log);
  if (options.commandFastPath === false) {
    answerFirst(app, publicBoard.serve);
  } else {
    // The steps of app → /api → /drafts in Express's order, the same functions.
    const hotCommand = commandFastPath(app, { steps: [arrival, security, log, apiPreamble, draftsSignIn(ctx)], routes: hotDraftCommands(ctx), errorHandler, inFlight: ctx.hotCommands });
    answerFirst(app, (req, res) => publicBoard.serve(req, res) || hotCommand(req, res));
  }
  app.get(PUBLIC_BOARD_PATH, apiPreamble, publicBoard.route);
  app.use('/api', apiPreamble);
  app.use('/api', apiRouter(ctx));
  app.use('/api', apiNotFound);
  serveBoardDocument(app, ctx);
  serveClient(app, ctx.config.clientDistDir);
  app.use(errorHandler);
  return app;
}

type Entry = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

/**
 * Offer every request to `serve` before Express dispatches it. Everything reaches the app through
 * `app.handle` (a server built on `app`, `app.listen`, supertest), so the public board's answer
 * (routes/public-board.ts) and the hot commands' (http/command-fast-path.ts) are the same in
 * tests and in production; whatever `serve` declines goes through the app's layers as before.
 */
function answerFirst(app: Express, serve: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const entry = app as unknown as { handle: Entry };
  const dispatch = entry.handle.bind(app);
  entry.handle = (req, res, next) => {
    if (!serve(req, res)) dispatch(req, res, next);
  };
}

const parseJson = express.json({ limit: '100kb' });

/**
 * What every API call gets before its route: the server's clock (ms) so clients can check their
 * offset, and for a request with a body, the JSON parser and the object check. A
 * request without Content-Length or Transfer-Encoding has no body (RFC 9112 §6.3), and both the
 * parser and the check pass such a request on untouched: GETs skip them in one test. A query
 * string is held to plain keys, each once (http/validate.ts, requirePlainQuery).
 */
const apiPreamble: RequestHandler = (req, res, next) => {
  res.setHeader('Server-Now', String(Date.now()));
  const checkBody = () => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    parseJson(req, res, (err?: unknown) => (err ? next(err) : requireJsonObjectBody(req, res, next)));
  };
  // Most calls have no query string: its parse is skipped with it.
  if (req.url.includes('?')) requirePlainQuery(req, res, (err?: unknown) => (err ? next(err) : checkBody()));
  else checkBody();
};
