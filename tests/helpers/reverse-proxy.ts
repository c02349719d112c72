import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

/**
 * A reverse proxy on loopback that behaves like Caddy or nginx terminating HTTPS in front of
 * the app: it forwards requests and WebSocket upgrades, and tells the app the client came over
 * HTTPS (`X-Forwarded-Proto: https`) from `clientIp`. The TLS leg itself is the proxy's
 * business; what the app must get right is what it does with those headers.
 */
export interface ReverseProxy {
  url: string;
  close: () => Promise<void>;
}

export interface ReverseProxyOptions {
  /** The upstream app, e.g. http://127.0.0.1:41234 */
  target: string;
  clientIp?: string;
  /** Host header sent upstream: nginx's default is the upstream's own address; Caddy keeps the client's. */
  upstreamHost?: 'client' | 'upstream';
  /**
   * A proxy that passes plain HTTP only: no `X-Forwarded-Proto: https`, and every WebSocket
   * upgrade refused (a venue's or an office's proxy that does not know WebSockets).
   */
  plainHttpOnly?: boolean;
}

export async function startReverseProxy({ target, clientIp = '203.0.113.9', upstreamHost = 'client', plainHttpOnly = false }: ReverseProxyOptions): Promise<ReverseProxy> {
  const upstream = new URL(target);
  const forwardHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders => ({
    ...headers,
    host: upstreamHost === 'client' ? headers.host : upstream.host,
    'x-forwarded-proto': plainHttpOnly ? 'http' : 'https',
    'x-forwarded-for': clientIp,
    'x-forwarded-host': headers.host,
  });

  const server: Server = createServer((req, res) => {
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: forwardHeaders(req.headers) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });

  // WebSocket: replay the upgrade request upstream, then splice the two sockets together.
  server.on('upgrade', (req, clientSocket, head) => {
    if (plainHttpOnly) {
      clientSocket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstreamSocket = connect(Number(upstream.port), upstream.hostname, () => {
      const headers = forwardHeaders(req.headers);
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [v].flat().map((one) => `${k}: ${one}`)))];
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(clientSocket).pipe(upstreamSocket);
    });
    const end = () => {
      upstreamSocket.destroy();
      clientSocket.destroy();
    };
    upstreamSocket.on('error', end);
    clientSocket.on('error', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
