import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.js';
import { testConfig, type AppConfig } from '#server/config.js';
import type { AppContext } from '#server/context.js';
import { openContext } from '#server/create-context.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { importNflData } from '#server/nfl/import.js';
import { listenLive } from '../../helpers/live-server.js';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 — API, Socket.IO and the built client on one origin. */
  baseUrl: string;
  port: number;
  /**
   * How a phone or the TV on the party's Wi-Fi reaches it: the machine's LAN address when the
   * server listens on every interface and the machine has one, else `baseUrl` (a line says so).
   */
  guestUrl: string;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * The real app as `npm start` runs it (app factory, HTTP server, Socket.IO, built client),
 * on an ephemeral port with a fresh SQLite file in a temp dir.
 */
export interface StartOptions {
  config?: Partial<AppConfig>;
  /** Load the bundled NFL players, stats and projections as the first `npm start` does (a few seconds). */
  withNflData?: boolean;
  /**
   * Listen on every interface as `npm start` does, so the machine's LAN address reaches it too
   * (party-network.test.ts). Default: loopback only.
   */
  allInterfaces?: boolean;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-browser-'));
  const config = testConfig({ databaseUrl: `sqlite:${path.join(dir, 'browser.sqlite')}`, ...options.config });
  const opened = await openContext(config);
  if (options.withNflData) await importNflData(opened.ctx.db, config.nflDataDir);
  const { url, port, stop } = await listenLive(createApp(opened.ctx), opened.ctx, {}, options.allInterfaces ? '0.0.0.0' : '127.0.0.1');
  const lanIp = options.allInterfaces ? lanAddresses(networkInterfaces()).find((address) => !address.includes(':')) : undefined;
  if (options.allInterfaces && !lanIp) console.warn('No non-internal IPv4 address on this machine: guests open the app on localhost instead');
  return {
    baseUrl: url,
    port,
    guestUrl: lanIp ? `http://${lanIp}:${port}` : url,
    ctx: opened.ctx,
    close: async () => {
      await stop();
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
