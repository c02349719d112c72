import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asExpress } from './as-express.js';
import type { HotCommandsInFlight } from './hot-commands-in-flight.js';

/** A route's own handler, as its router calls it after the API's preamble and sign-in. */
export type RouteHandler = (req: Request, res: Response) => Promise<void>;

export interface CommandFastPathParts {
  /**
   * What Express runs before such a route, in its order, as the same functions: the app's
   * security headers and request log, the API's preamble (Server-Now, the JSON body), the
   * drafts router's sign-in.
   */
  steps: RequestHandler[];
  /** The handlers by the path's last segment under /api/drafts/:id (`draft-player`, `bid`). */
  routes: Record<string, RouteHandler>;
  /** The app's error handler: every error answer is its `{error}` JSON. */
  errorHandler: ErrorRequestHandler;
  /** Counts each hot command from its arrival until it is answered (the heartbeat waits for them). */
  inFlight?: HotCommandsInFlight;
}

/**
 * `POST /api/drafts/<id>/<command>` spelled as the client writes it (a query string may follow).
 * Other spellings Express also routes there (a trailing slash, capitals, %-escapes) go through
 * Express's router to the same handler.
 */
const PLAIN_COMMAND_URL = /^\/api\/drafts\/(\d+)\/([a-z-]+)(?:\?|$)/;

/**
 * The hot commands of a live draft (a pick, a bid) answered before Express's router walks the
 * app's layers: app → /api → /drafts → sign-in → nine draft routers and their routes, each path
 * matched in turn, cost a pick more CPU than its command (docs/BENCHMARKS.md, Sixth round). The
 * request still runs the very functions Express would run, in the same order, with the same
 * request and response objects (`asExpress`), so the answer is the router's, header for header
 * (tests/server/http/command-fast-path.test.ts); only the walk is skipped. Nothing here decides
 * anything about the command, its body or its answer.
 */
export function commandFastPath(app: Express, parts: CommandFastPathParts): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST') return false;
    const url = incoming.url ?? '';
    const match = PLAIN_COMMAND_URL.exec(url);
    const route = match && Object.hasOwn(parts.routes, match[2]!) ? parts.routes[match[2]!] : undefined;
    if (!match || !route) return false;
    if (parts.inFlight) outgoing.once('close', parts.inFlight.begin());
    const [req, res] = asExpress(app, incoming, outgoing);
    // What Express's router sets on the way: the URL as it arrived (the request log, the
    // Idempotency-Key's scope and the error log read it), no parameters in the layers before the
    // route (the log line records them as it starts), the route's own at the route.
    req.originalUrl = url;
    req.params = {};
    const atRoute: RequestHandler = (request, response) => {
      request.params = { id: match[1]! };
      return route(request, response);
    };
    run(req, res, [...parts.steps, atRoute], parts.errorHandler);
    return true;
  };
}

/**
 * Call `steps` in turn, each going on through `next()`, as Express's router does: a step's error
 * (passed to `next`, thrown, or its promise rejected) skips the rest and goes to the app's error
 * handler; if that fails too (an answer already begun), Express's final handler closes the socket.
 */
function run(req: Request, res: Response, steps: RequestHandler[], errorHandler: ErrorRequestHandler): void {
  const closeSocket = () => req.socket.destroy();
  const fail = (err: unknown) => {
    try {
      errorHandler(err, req, res, closeSocket);
    } catch {
      closeSocket();
    }
  };
  let at = 0;
  const next = (err?: unknown): void => {
    if (err) {
      fail(err);
      return;
    }
    const step = steps[at++];
    if (!step) return;
    try {
      const returned: unknown = step(req, res, next);
      if (returned instanceof Promise) returned.catch((rejected: unknown) => fail(rejected ?? new Error('Rejected promise')));
    } catch (thrown) {
      fail(thrown);
    }
  };
  next();
}
