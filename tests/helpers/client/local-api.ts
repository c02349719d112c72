import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on an ephemeral port for client tests: the transport and the pages
 * talk to it over real sockets, so nothing about fetch is faked.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Sent as-is with this content type instead of JSON. */
  raw?: { contentType: string; text: string };
  delayMs?: number;
}

export type Responder = (request: RecordedRequest, count: number) => Reply;

export interface LocalApi {
  /** Base to hand to configureTransport, e.g. http://127.0.0.1:PORT/api */
  baseUrl: string;
  origin: string;
  requests: RecordedRequest[];
  /** Answer METHOD PATH (exact path, no query) with a responder; count is how many times it was hit since, from 1. */
  on: (method: string, path: string, responder: Responder | Reply) => void;
  close: () => Promise<void>;
}

export async function startLocalApi(): Promise<LocalApi> {
  const routes = new Map<string, Responder>();
  const hits = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
      requests.push(recorded);
      const key = `${recorded.method} ${path}`;
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      const responder = routes.get(key);
      const reply: Reply = responder ? responder(recorded, count) : { status: 404, body: { error: 'No such endpoint' } };
      const send = () => {
        if (res.destroyed) return;
        if (reply.raw) {
          res.writeHead(reply.status ?? 200, { 'Content-Type': reply.raw.contentType });
          res.end(reply.raw.text);
          return;
        }
        if (reply.body === undefined) {
          res.writeHead(reply.status ?? 204);
          res.end();
          return;
        }
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/api`,
    origin,
    requests,
    on: (method, path, responder) => {
      hits.delete(`${method} /api${path}`);
      routes.set(`${method} /api${path}`, typeof responder === 'function' ? responder : () => responder);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
