import type { Express } from 'express';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';

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
 * the start: Node builds them with the classes given to `createServer`, and Express's own
 * `setPrototypeOf` is then a no-op (the prototype is already the one it sets, ECMA-262 §10.1.2.1).
 *
 * Node's `IncomingMessage` and `ServerResponse` are plain constructor functions, so a
 * constructor calling them on `this` with the app's objects as its `prototype` is a subclass
 * (Node's docs: http.createServer, options IncomingMessage and ServerResponse).
 */
export function createAppServer(app: Express): Server {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
