import type { Express, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { toPublicSnapshot } from '#shared/draft/public-projection.js';
import type { AppContext } from '../context.js';
import { publicBoardCache } from '../draft/board-cache.js';
import { cachedBoard } from '../draft/draft-reads.js';
import { draftEtag, holdsEtag, VERSIONED_CACHE_CONTROL } from '../http/draft-etag.js';
import { publicBoardVersion } from '../draft/public-board.js';
import { AppError, notFound } from '../errors.js';
import { asExpress } from '../http/as-express.js';
import { COMPRESS_THRESHOLD, preferredEncoding } from '../http/compress-large.js';
import { errorBody, toAppError } from '../http/error-handler.js';
import { publicNotFoundLimit } from '../http/rate-limit.js';
import { withoutLinkTokens } from '../http/log-redaction.js';
import { writeFlatHead } from '../http/request-log.js';
import { NO_INDEX } from '../http/robots.js';
import type { HeaderBlock } from '../http/security-headers.js';
import { PUBLIC_BOARD_NOT_FOUND } from './public.js';

/** The whole board, the read every TV and phone repeats. */
export const PUBLIC_BOARD_PATH = '/api/public/drafts/:token';

/**
 * PUBLIC_BOARD_PATH spelled as the client writes it (an optional query string after it). Other
 * spellings Express also routes there (a trailing slash, capitals, %-escapes), requests with a
 * body, and query strings the API's preamble might refuse (brackets, escapes, several keys:
 * http/validate.ts, requirePlainQuery) go through Express's route instead, to the same answer.
 */
const PLAIN_BOARD_URL = /^\/api\/public\/drafts\/([A-Za-z0-9_-]+)(?:\?[^[\]%&]*)?$/;

const JSON_TYPE = 'application/json; charset=utf-8';

type Head = OutgoingHttpHeader[];

export interface PublicBoardAnswer {
  /** Answers `req` when it is a plain GET or HEAD of a board; false leaves it to Express. */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The same answer as Express's route, after the API's preamble. */
  route: RequestHandler;
}

/**
 * GET PUBLIC_BOARD_PATH (public board reads): 304 from the token's seq alone, else the
 * bytes cached for that seq. It is answered before Express dispatches the request at all
 * (app.ts): walking the app's layers cost a 304 more than its database read. The answer has
 * the headers of any API answer, byte for byte (tests/server/public-board/public-board-headers.test.ts): the
 * security block of its (secure, host), Server-Now, the public 404 limit's RateLimit headers,
 * then the read's own, written in one `writeHead`.
 */
export function publicBoardAnswer(app: Express, ctx: AppContext, securityBlock: (req: Request) => HeaderBlock, requestLog: RequestHandler): PublicBoardAnswer {
  // The TV, phones and anyone with the link read the same board of a seq: built once, served as
  // serialized; the board's page carries the same read from the same cache (http/board-document.ts).
  const boards = publicBoardCache(ctx);
  const limit = publicNotFoundLimit(ctx);

  async function answer(req: Request, res: Response, token: string): Promise<void> {
    const head: Head = [...securityBlock(req).flat, ...NO_INDEX, 'Server-Now', String(Date.now())];
    try {
      const pending = limit.count(req, res);
      const counted = pending instanceof Promise ? await pending : pending;
      if (counted) head.push('RateLimit', counted.rateLimit, 'RateLimit-Policy', counted.policy);
      if (counted?.over) {
        head.push('Retry-After', String(counted.retryAfterSeconds));
        sendError(res, head, limit.tooMany(counted));
        return;
      }
      const draft = await publicBoardVersion(ctx.db, token);
      if (!draft) {
        sendError(res, head, notFound(PUBLIC_BOARD_NOT_FOUND));
        return;
      }
      const held = draftEtag(draft.id, draft.seq, 'public');
      if (holdsEtag(req.headers['if-none-match'], held)) {
        head.push('ETag', held, 'X-Draft-Seq', String(draft.seq), 'Cache-Control', VERSIONED_CACHE_CONTROL);
        writeFlatHead(res, 304, head).end();
        return;
      }
      const board = await cachedBoard(ctx.db, draft, toPublicSnapshot, boards);
      const large = board.body.length >= COMPRESS_THRESHOLD;
      const encoding = large && req.method !== 'HEAD' ? preferredEncoding(req) : undefined;
      const encoded = encoding ? await board.encodedAs(encoding).catch(() => undefined) : undefined;
      const body = encoded ?? board.body;
      head.push('ETag', draftEtag(draft.id, board.seq, 'public'), 'X-Draft-Seq', String(board.seq), 'Cache-Control', VERSIONED_CACHE_CONTROL);
      head.push('Content-Type', JSON_TYPE);
      if (large) head.push('Vary', 'Accept-Encoding');
      if (encoding && encoded) head.push('Content-Encoding', encoding);
      head.push('Content-Length', String(body.length));
      writeFlatHead(res, 200, head);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    } catch (err) {
      failed(req, res, head, err);
    }
  }

  /** What the app's error handler does with an error no step expected (http/error-handler.ts). */
  function failed(req: Request, res: Response, head: Head, err: unknown): void {
    const appError = toAppError(err);
    if (appError.status >= 500 && appError.code === 'internal') ctx.log.error({ err, method: req.method, url: withoutLinkTokens(req.originalUrl) }, 'unhandled error');
    if (res.headersSent) res.destroy();
    else sendError(res, head, appError);
  }

  return {
    serve: (incoming, outgoing) => {
      const method = incoming.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const token = PLAIN_BOARD_URL.exec(incoming.url ?? '')?.[1];
      if (token === undefined) return false;
      if (incoming.headers['content-length'] !== undefined || incoming.headers['transfer-encoding'] !== undefined) return false;
      const [req, res] = asExpress(app, incoming, outgoing);
      requestLog(req, res, () => undefined);
      void answer(req, res, token);
      return true;
    },
    route: (req, res, next) => {
      answer(req, res, String(req.params.token)).catch(next);
    },
  };
}

/** An error answer as the app's error handler writes it: `{error, code}` JSON after the headers so far. */
function sendError(res: Response, head: Head, err: AppError): void {
  const body = JSON.stringify(errorBody(err));
  head.push('Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(body)));
  writeFlatHead(res, err.status, head).end(body);
}
