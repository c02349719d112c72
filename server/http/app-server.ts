import type { Express, Request, Response } from 'express';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';

/**
 * The HTTP server for an Express app, its requests and responses born with the app's prototypes.
 *
 * Express gives every request and response its methods by `Object.setPrototypeOf(req, app.request)`
 * (and `res` likewise) as it enters `app.handle`, and so does the answer given before the router
 * (as-express.ts). In V8 a prototype changed on a live object costs far more than the change: the
 * request's objects then survive young-generation collections they should die in, are promoted,
 * and pile up in the old generation until a full collection (docs/BENCHMARKS.md, "Promotion:
 * requests born Express's"). A bare Express 5 app answering 100 requests a second promoted
 * ~0.5 MB/s this way, and none when the server made its requests with the app's prototypes from
 * the start: Express's own `setPrototypeOf` is then a no-op (the prototype is already the one it
 * sets, ECMA-262 §10.1.2.1).
 *
 * Node builds requests and responses with the classes given to `createServer` (Node's docs:
 * http.createServer, options IncomingMessage and ServerResponse). They are subclasses, so V8 sizes
 * their objects for every field Node's constructors set, as it does Node's own (a constructor
 * function merely calling Node's on `this` left a live socket's handshake request 1.1 KB larger);
 * each class's prototype takes over the app's `request` / `response` object (its own properties,
 * and Express's methods behind them), and the app is pointed at it.
 */
export function createAppServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  app.request = adopt(AppRequest.prototype, app.request) as Request;
  app.response = adopt(AppResponse.prototype, app.response) as Response;
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}

/** `prototype` in place of `appObject`: its own properties, and what it inherits (Express's methods). */
function adopt(prototype: object, appObject: object): object {
  Object.setPrototypeOf(prototype, Object.getPrototypeOf(appObject) as object);
  // The class keeps its own `constructor` (a second server on the same app adopts the first's prototype).
  const { constructor: _constructor, ...own } = Object.getOwnPropertyDescriptors(appObject);
  Object.defineProperties(prototype, own);
  return prototype;
}
