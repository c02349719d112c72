import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startReverseProxy, type ReverseProxy } from '../helpers/reverse-proxy.js';
import { describeBrowser, launchBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 10: the board's socket opens on WebSocket first (client/src/live-draft/socket.ts), so a
 * first load costs no long-polling handshake. Behind a proxy that refuses the upgrade it must fall
 * back to long-polling on its own and still follow the draft live.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface Watched {
  page: Page;
  requests: string[];
  sockets: string[];
  errors: string[];
}

describeBrowser('the board’s socket: WebSocket first, long-polling when a proxy refuses it', () => {
  let server: RunningServer;
  let proxy: ReverseProxy;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let commissioner: RoomAccount;
  let draft: RoomDraft;
  let link = '';
  const api = () => roomApi(server.baseUrl);

  beforeAll(async () => {
    server = await startServer({ withNflData: true });
    proxy = await startReverseProxy({ target: server.baseUrl, clientIp: '127.0.0.1', plainHttpOnly: true });
    browser = await launchBrowser();
    commissioner = await api().account('host');
    const member = await api().account('guest');
    draft = await api().draftFor(commissioner, member, 4);
    await api().call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commissioner.token });
    await api().draftPlayers(commissioner.token, draft, 2);
    const body = await api().call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token });
    link = new URL(body.public_url).pathname;
  });
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((c) => c.pages());
    await Promise.all(pages.map((page, i) => screenshot(page, `failure-socket-fallback-${i}`).catch(() => undefined)));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await proxy?.close();
    await server?.close();
  });

  async function openBoard(origin: string): Promise<Watched> {
    const context = await browser.newContext(PHONE);
    contexts = [...contexts, context];
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

  it('goes straight to WebSocket: no long-polling request on the way', async () => {
    const phone = await openBoard(server.baseUrl);
    await sellOneAndSee(phone);
    expect(phone.sockets.filter((url) => url.includes('/socket.io/') && url.includes('transport=websocket'))).toHaveLength(1);
    expect(polls(phone)).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('behind a proxy that refuses WebSocket upgrades, falls back to long-polling and stays live', async () => {
    const phone = await openBoard(proxy.url);
    // It tried WebSocket first, then long-polled through the proxy.
    expect(phone.sockets.some((url) => url.includes('transport=websocket'))).toBe(true);
    expect(polls(phone).length).toBeGreaterThan(0);
    await sellOneAndSee(phone);
    expect(await phone.page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
    await screenshot(phone.page, 'socket-fallback-phone');
  });
});
