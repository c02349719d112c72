import type { Express, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request and response as Express's entry (`app.handle`) makes them, without its router:
 * `req.ip`, `req.secure`, `req.host`, content negotiation and `res.json` read the app's settings
 * (`trust proxy`, the compressing `res.send`) as for any call. Used by the answers given before
 * Express dispatches (routes/public-board.ts, http/command-fast-path.ts).
 */
export function asExpress(app: Express, req: IncomingMessage, res: ServerResponse): [Request, Response] {
  const request = Object.setPrototypeOf(req, app.request) as Request;
  const response = Object.setPrototypeOf(res, app.response) as Response;
  request.res = response;
  response.req = request;
  response.locals ??= Object.create(null) as Response['locals'];
  return [request, response];
}
