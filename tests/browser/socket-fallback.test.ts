import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startReverseProxy, type ReverseProxy } from '../helpers/reverse-proxy.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { PHONE, useBrowserSuite } from './support/suite.js';

/**
 * The board's socket opens on WebSocket first (client/src/draft-data/socket.ts), so a
 * first load costs no long-polling handshake, nor the long-polling code, which is fetched only when
 * WebSocket fails (client/slim-socket-client.ts). Behind a proxy that refuses the upgrade it must
 * fall back to long-polling on its own and still follow the draft live.
 */
const PHONE_2X = { ...PHONE, deviceScaleFactor: 2 };

interface Watched {
  page: Page;
  requests: string[];
  sockets: string[];
  errors: string[];
}

describeBrowser('the board’s socket: WebSocket first, long-polling when a proxy refuses it', () => {
  const suite = useBrowserSuite('socket-fallback', { withNflData: true });
  let proxy: ReverseProxy;
  let commissioner: RoomAccount;
  let draft: RoomDraft;
  let link = '';
  const api = () => roomApi(suite.server.baseUrl);

  beforeAll(async () => {
    proxy = await startReverseProxy({ target: suite.server.baseUrl, clientIp: '127.0.0.1', plainHttpOnly: true });
    commissioner = await api().account('host');
    const member = await api().account('guest');
    draft = await api().runningDraft(commissioner, member, 2);
    link = await api().publicBoardPath(commissioner.token, draft);
  });
  afterAll(async () => {
    await proxy?.close();
  });

  async function openBoard(origin: string): Promise<Watched> {
    const context = await suite.newContext(PHONE_2X);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const watched: Watched = { page, requests: [], sockets: [], errors: [] };
    page.on('request', (req) => watched.requests.push(req.url()));
    page.on('websocket', (ws) => watched.sockets.push(ws.url()));
    page.on('pageerror', (err) => watched.errors.push(err.message));
    await page.goto(`${origin}${link}`);
    await page.getByText('Live', { exact: true }).waitFor();
    return watched;
  }

  async function sellOneAndSee(screen: Watched) {
    const [sold] = await api().draftPlayers(commissioner.token, draft, 1);
    if (!sold) throw new Error('no player sold');
    await screen.page.locator('.board-cell', { hasText: sold.full_name }).first().waitFor({ timeout: 5000 });
  }

  const polls = (screen: Watched) => screen.requests.filter((url) => url.includes('/socket.io/') && url.includes('transport=polling'));
  /** The long-polling transport's own chunk, fetched only when WebSocket fails (client/slim-socket-client.ts). */
  const pollingCode = (screen: Watched) => screen.requests.filter((url) => /\/assets\/socket-polling-[^/]+\.js$/.test(url));

  it('goes straight to WebSocket: no long-polling request on the way', async () => {
    const phone = await openBoard(suite.server.baseUrl);
    await sellOneAndSee(phone);
    expect(phone.sockets.filter((url) => url.includes('/socket.io/') && url.includes('transport=websocket'))).toHaveLength(1);
    expect(polls(phone)).toEqual([]);
    expect(pollingCode(phone)).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('behind a proxy that refuses WebSocket upgrades, falls back to long-polling and stays live', async () => {
    const phone = await openBoard(proxy.url);
    // It tried WebSocket first, then long-polled through the proxy.
    expect(phone.sockets.some((url) => url.includes('transport=websocket'))).toBe(true);
    expect(polls(phone).length).toBeGreaterThan(0);
    expect(pollingCode(phone)).toHaveLength(1);
    await sellOneAndSee(phone);
    expect(await phone.page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
    await screenshot(phone.page, 'socket-fallback-phone');
  });
});
