import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * The party's network as a proxy between the guests' phones and the app: it passes
 * plain HTTP, and WebSocket upgrades either go through or are swallowed, as some venue Wi-Fi
 * boxes and office proxies do: the connection and the upgrade request are taken, and never
 * answered. Unlike a proxy that refuses the upgrade (tests/helpers/reverse-proxy.ts,
 * `plainHttpOnly`), the browser gets no error: its WebSocket stays "connecting" until someone
 * gives up on it.
 */
export interface VenueProxy {
  /** e.g. http://192.0.2.2:41234: the address a guest's phone opens. */
  url: string;
  /** Swallow WebSocket upgrades from now on (true) or pass them through (false). */
  swallowUpgrades: (swallow: boolean) => void;
  /** Upgrade requests taken and never answered so far. */
  swallowedUpgrades: () => number;
  /** WebSockets open through the proxy right now. */
  openWebSockets: () => number;
  /**
   * The socket's connections cut at once and new ones reset for `downMs`, as when the venue's
   * Wi-Fi drops for a moment (without the pause, the browser silently retries a cut request on a
   * new connection). Page files on their way are left alone: what a phone does when a lazily
   * loaded chunk is cut is another matter than the socket.
   */
  dropConnections: (downMs?: number) => void;
  close: () => Promise<void>;
}

/** Forwards to `target`, listening on `host` (the machine's LAN address, for guests). */
export async function startVenueProxy(target: string, host: string, options: { swallowUpgrades: boolean }): Promise<VenueProxy> {
  const upstream = new URL(target);
  let swallow = options.swallowUpgrades;
  let swallowed = 0;
  const held = new Set<Socket>();
  const webSockets = new Set<Socket>();
  /** Connections carrying a long-polling request right now. */
  const polling = new Set<Socket>();
  let downUntil = 0;
  const isDown = () => Date.now() < downUntil;
  const track = (set: Set<Socket>, socket: Socket) => {
    set.add(socket);
    socket.on('close', () => set.delete(socket));
  };

  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/socket.io/')) {
      if (isDown()) return void req.socket.destroy();
      polling.add(req.socket);
      res.on('close', () => polling.delete(req.socket));
    }
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  });

  server.on('upgrade', (req, clientSocket: Socket, head: Buffer) => {
    clientSocket.on('error', () => undefined);
    if (isDown()) return void clientSocket.destroy();
    if (swallow) {
      swallowed += 1;
      track(held, clientSocket);
      return;
    }
    // Replay the upgrade request upstream, then splice the two sockets together.
    const upstreamSocket = connect(Number(upstream.port), upstream.hostname, () => {
      upstreamSocket.write(`${req.method} ${req.url} HTTP/1.1\r\n${headerLines(req.headers)}\r\n`);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(clientSocket).pipe(upstreamSocket);
    });
    track(webSockets, clientSocket);
    upstreamSocket.on('error', () => clientSocket.destroy());
    upstreamSocket.on('close', () => clientSocket.destroy());
    clientSocket.on('close', () => upstreamSocket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const dropConnections = (downMs = 1000) => {
    downUntil = Date.now() + downMs;
    for (const socket of [...polling, ...held, ...webSockets]) socket.destroy();
  };
  return {
    url: `http://${host}:${port}`,
    swallowUpgrades: (value) => void (swallow = value),
    swallowedUpgrades: () => swallowed,
    openWebSockets: () => webSockets.size,
    dropConnections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        dropConnections(0);
        server.close(() => resolve());
      }),
  };
}

function headerLines(headers: IncomingHttpHeaders): string {
  return Object.entries(headers)
    .flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((one) => `${name}: ${one}\r\n`)))
    .join('');
}
