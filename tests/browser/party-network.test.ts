import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lanAddresses } from '#server/http/link-origin.js';
import { IMMUTABLE } from '#server/http/static-client.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount } from './support/room-api.js';
import { spinnersShown, watchSpinners } from './support/spinner-watch.js';
import { PHONE, TV, useBrowserSuite } from './support/suite.js';

/**
 * `npm start` on a laptop, then a phone and the TV open the laptop's LAN address over
 * plain HTTP. The browser goes through a non-loopback address of this machine, as a phone on the
 * party's Wi-Fi would; the commissioner works on localhost, as on the laptop itself.
 */
const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
if (!lanIp) console.warn('Party network browser test skipped: this machine has no non-internal IPv4 address to open the app through');

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PHONE_2X = { ...PHONE, deviceScaleFactor: 2 };
/**
 * What the public board's first load costs on the wire, as a phone opening the QR
 * link and the TV on the wall pay it: over the LAN's plain HTTP, where browsers accept only gzip (React DOM alone is
 * 67 KB of it), and in a secure context, where they take brotli (docs/DECISIONS.md, "First load,
 * measured in the browser").
 */
const PUBLIC_FIRST_LOAD_BUDGET = 110 * 1024;
/**
 * The TV over plain HTTP carries the live auction's rail, the dense full board and paging on top of
 * the phone's load; its allowance is 114 KB until that code is split off (docs/DECISIONS.md, "The TV's
 * first load over plain HTTP"). The phone, which opens the QR link on the venue's Wi-Fi, keeps 110 KB.
 */
const TV_PLAIN_HTTP_BUDGET = 114 * 1024;
/**
 * The board drawn by the server inside its page (server/http/board-first-paint.ts), counted apart
 * from the budgets above: it is the board's picks, already in the page's data, as markup, and grows
 * with the board as they do. For this 12-team board with 6 picks.
 */
const DRAWING_BUDGET = 2 * 1024;
/** Player headshots come from the NFL's CDN; the venue has no internet. */
const PHOTO_HOST = 'static.www.nfl.com';

/**
 * Opens the board and adds up what crossed the wire until the network is idle: encoded bytes plus
 * headers of every response (CDP's encodedDataLength, like the DevTools "transferred" column).
 */
async function weighFirstLoad(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const transferred = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
  const assets: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/')) assets.push({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'] });
  });
  await page.goto(url);
  await page.getByText('Live', { exact: true }).waitFor();
  expect(await page.locator('.board-cell[data-pick-id]').count()).toBe(6);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  expect(assets.length).toBeGreaterThan(5);
  const requests = [...transferred].map(([id, bytes]) => ({ url: urls.get(id) ?? id, bytes }));
  // What each request cost, for the assertion's message when the budget is missed.
  const detail = requests.filter((r) => !r.url.startsWith('data:')).map((r) => `${new URL(r.url, url).pathname.split('/').pop()} ${(r.bytes / 1024).toFixed(1)} KB`).join(', ');
  return { bytes: requests.reduce((sum, r) => sum + r.bytes, 0), assets, requests, detail };
}

/** The gzip bytes of the board's drawing in its page: the page compressed with and without it. */
function drawingWeight(html: string): number {
  const drawing = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return gzipSync(html).length - gzipSync(html.replace(drawing, '')).length;
}

interface Watched {
  page: Page;
  requests: string[];
  consoleErrors: string[];
}

const describeLan = lanIp ? describeBrowser : describe.skip;

describeLan('party network: phones and the TV on the LAN address', () => {
  const suite = useBrowserSuite('party-network', { withNflData: true, allInterfaces: true });
  let lanUrl = '';

  beforeAll(() => {
    lanUrl = `http://${lanIp}:${suite.server.port}`;
  });

  /** A device on the party's Wi-Fi with no internet: the photo CDN is unreachable. */
  async function device(options: BrowserContextOptions): Promise<Watched> {
    const context = await suite.newContext(options);
    await context.route(`https://${PHOTO_HOST}/**`, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const watched: Watched = { page, requests: [], consoleErrors: [] };
    page.on('request', (req) => watched.requests.push(req.url()));
    page.on('pageerror', (err) => watched.consoleErrors.push(err.message));
    page.on('console', (msg: ConsoleMessage) => {
      // The unreachable photo CDN is the venue's condition, not a fault of the app.
      if (msg.type() === 'error' && !msg.location().url.includes(PHOTO_HOST)) watched.consoleErrors.push(msg.text());
    });
    return watched;
  }

  it('serves the sign-in page through the LAN address over plain HTTP, drawn at once with no spinner first', async () => {
    const phone = await device(PHONE_2X);
    await watchSpinners(phone.page.context());
    const served = await phone.page.goto(`${lanUrl}/login`);
    await phone.page.getByRole('button', { name: 'Sign In' }).waitFor();
    await phone.page.getByLabel('Email').waitFor();
    // Its code is in before React's first render (client/src/App.tsx, firstScreenLoaded): no
    // spinner, and none of the 300 ms React holds content that replaces one.
    expect(await spinnersShown(phone.page)).toEqual([]);
    expect(await phone.page.evaluate(() => ({ protocol: location.protocol, secure: window.isSecureContext }))).toEqual({ protocol: 'http:', secure: false });
    expect(phone.requests.filter((url) => url.startsWith('https://'))).toEqual([]);
    expect(phone.requests.filter((url) => url.startsWith(lanUrl)).length).toBeGreaterThan(2);
    // The sign-in page's own code and the signed-in app's stylesheet are named by the document itself
    // (server/http/page-preloads.ts), so they are asked for with React, not one lazy step after
    // another; and each is fetched once (a preload the page could not use would be fetched again).
    const servedHtml = (await served?.text()) ?? '';
    const named = [...servedHtml.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => new URL(m[1] ?? '', lanUrl).href);
    for (const chunk of [/\/LoginPage-[\w-]+\.js$/, /\/SignedInApp-[\w-]+\.js$/, /\/SignedInApp-[\w-]+\.css$/]) {
      const href = named.find((url) => chunk.test(url));
      expect(href, String(chunk)).toBeDefined();
      expect(phone.requests.filter((url) => url === href), String(chunk)).toHaveLength(1);
    }
    expect(phone.consoleErrors).toEqual([]);
  });

  it('the TV and a phone load the board by its QR link and see the commissioner’s pick; small and cached on the wire', async () => {
    // The commissioner on the laptop itself (localhost), through the real HTTP API.
    const api = roomApi(suite.server.baseUrl);
    const commissioner: RoomAccount = await api.account('host');
    const member = await api.account('guest');
    const draft = await api.draftFor(commissioner, member, 8);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commissioner.token });
    await api.draftPlayers(commissioner.token, draft, 6);
    const link = (await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token })).public_url;
    // "Copy link" from localhost hands out the LAN address, not localhost.
    expect(new URL(link).origin).toBe(lanUrl);

    // The TV opens the link: its first load is weighed like a phone's (below), QR code and strip included.
    const tv = await device(TV);
    const tvOverLan = await weighFirstLoad(tv.page, link);
    const qr = tv.page.getByTestId('board-qr');
    await qr.waitFor();
    const qrUrl = (await qr.getAttribute('data-url')) ?? '';
    expect(await qr.getAttribute('alt')).toBe(`QR code for ${qrUrl}`);
    expect(qrUrl).toBe(link);
    await tv.page.locator('.tv-best-player').first().waitFor();
    // The QR code (drawn by the server), its link and the strip's first read came with the page.
    expect(tvOverLan.requests.filter((r) => /\/(link|best-available)(\?|$)/.test(r.url)).map((r) => r.url)).toEqual([]);
    const tvSecure = await device(TV);
    const tvOverHttps = await weighFirstLoad(tvSecure.page, link.replace(lanUrl, suite.server.baseUrl));

    // The phone scans the QR code; its first load is weighed as transferred (headers included).
    const phone = await device(PHONE_2X);
    const overLan = await weighFirstLoad(phone.page, qrUrl);
    // The same board in a secure context (localhost here; HTTPS behind a proxy in production),
    // where the browser accepts brotli.
    const secure = await device(PHONE_2X);
    const overHttps = await weighFirstLoad(secure.page, qrUrl.replace(lanUrl, suite.server.baseUrl));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    // The budgets hold the app's load; the board drawn in the page has a budget of its own.
    const drawing = drawingWeight(await (await fetch(qrUrl)).text());
    const withoutDrawing = (load: { bytes: number }) => `${kb(load.bytes)} (${kb(load.bytes - drawing)} without the drawn board)`;
    console.log(`public board first load on a phone: ${withoutDrawing(overLan)} over the LAN's plain HTTP (gzip), ${withoutDrawing(overHttps)} in a secure context (brotli); goal ${kb(PUBLIC_FIRST_LOAD_BUDGET)} without the drawn board`);
    console.log(`public board first load on the TV (1920x1080): ${withoutDrawing(tvOverLan)} over the LAN's plain HTTP (gzip, goal ${kb(TV_PLAIN_HTTP_BUDGET)}), ${withoutDrawing(tvOverHttps)} in a secure context (brotli, goal ${kb(PUBLIC_FIRST_LOAD_BUDGET)}), each goal without the drawn board`);
    console.log(`TV over plain HTTP, by request: ${tvOverLan.detail}`);
    // Every asset but the tiniest (a few hundred bytes, not worth a compressed copy) comes compressed.
    const worthCompressing = (a: { url: string }) => statSync(path.join(ROOT, 'client', 'dist', new URL(a.url).pathname)).size >= 256;
    for (const plain of [overLan, tvOverLan]) expect(plain.assets.filter(worthCompressing).filter((a) => a.encoding !== 'gzip').map((a) => a.url)).toEqual([]);
    for (const secured of [overHttps, tvOverHttps]) expect(secured.assets.filter(worthCompressing).filter((a) => a.encoding !== 'br').map((a) => a.url)).toEqual([]);
    for (const answer of [overLan, overHttps, tvOverLan, tvOverHttps].flatMap((load) => load.assets)) expect(answer.cache, answer.url).toBe(IMMUTABLE);
    console.log(`the board drawn in its page: ${kb(drawing)} of it (goal ${kb(DRAWING_BUDGET)}); without it, a phone ${overLan.bytes - drawing} B and the TV ${tvOverLan.bytes - drawing} B over plain HTTP`);
    expect(drawing).toBeGreaterThan(500);
    expect(drawing).toBeLessThanOrEqual(DRAWING_BUDGET);
    expect(overHttps.bytes - drawing, overHttps.detail).toBeLessThanOrEqual(PUBLIC_FIRST_LOAD_BUDGET);
    expect(overLan.bytes - drawing, overLan.detail).toBeLessThanOrEqual(PUBLIC_FIRST_LOAD_BUDGET);
    expect(tvOverHttps.bytes - drawing, tvOverHttps.detail).toBeLessThanOrEqual(PUBLIC_FIRST_LOAD_BUDGET);
    expect(tvOverLan.bytes - drawing, tvOverLan.detail).toBeLessThanOrEqual(TV_PLAIN_HTTP_BUDGET);
    // Once the app runs, its board replaced the drawing: one board, the app's.
    for (const screen of [phone, tv]) {
      expect(await screen.page.locator('.board-first-paint').count()).toBe(0);
      expect(await screen.page.getByTestId('draft-board').count()).toBe(1);
    }

    // Before any script has run, the phone already shows the board, drawn by the server; a
    // TV-sized screen, whose app draws another layout, waits for its app.
    const beforeScripts = await suite.newContext({ ...PHONE_2X, javaScriptEnabled: false });
    const still = await beforeScripts.newPage();
    await still.goto(qrUrl);
    expect(await still.locator('.board-first-paint h1').textContent()).toMatch(/Auction Draft Board$/);
    expect(await still.locator('.board-first-paint .board-cell[data-pick-id]').count()).toBe(6);
    expect(await still.locator('.board-first-paint .board-cell[data-pick-id] .board-cell-name').first().isVisible()).toBe(true);
    // Nothing has been lost yet: the board is connecting, not reconnecting.
    expect(await still.locator('.board-first-paint [role="status"].public-live').textContent()).toBe('Connecting…');
    await screenshot(still, 'party-network-phone-before-scripts');
    const tvBeforeScripts = await (await suite.newContext({ ...TV, javaScriptEnabled: false })).newPage();
    await tvBeforeScripts.goto(link);
    expect(await tvBeforeScripts.locator('.board-first-paint').count()).toBe(1);
    expect(await tvBeforeScripts.locator('.board-first-paint').isVisible()).toBe(false);

    // The commissioner sells one more player: both screens show it, live.
    const photoRequestsBefore = [...tv.requests, ...phone.requests].filter((url) => url.includes(PHOTO_HOST)).length;
    const [sold] = await api.draftPlayers(commissioner.token, draft, 1);
    if (!sold) throw new Error('no player sold');
    for (const screen of [tv, phone]) {
      await screen.page.locator('.board-cell', { hasText: sold.full_name }).first().waitFor({ timeout: 3000 });
    }
    // The phone's sale banner reads whole: the name uncut, "Pick #n · SOLD" on one line, the value in it.
    const banner = phone.page.getByTestId('latest-pick');
    await banner.getByTestId('sale-value').waitFor();
    const read = await banner.evaluate((el) => {
      const name = el.querySelector<HTMLElement>('.latest-pick-name')!;
      const kicker = el.querySelector<HTMLElement>('.latest-pick-kicker')!;
      const box = el.getBoundingClientRect();
      return {
        name: name.textContent,
        nameCut: name.scrollWidth > name.clientWidth,
        kickerLines: kicker.getBoundingClientRect().height / parseFloat(getComputedStyle(kicker).fontSize),
        inScreen: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(read).toMatchObject({ name: sold.full_name, nameCut: false, inScreen: true });
    expect(read.kickerLines).toBeLessThan(2);
    await screenshot(phone.page, 'party-network-phone-sale');
    // No internet: the sale banner's photo fell back to initials (the board's cells show names
    // only since the TV layout), and the pick asked for no photo again.
    await expect.poll(() => tv.page.getByTestId('avatar-initials').count()).toBeGreaterThanOrEqual(1);
    await tv.page.waitForTimeout(300);
    // A new sale may ask for its own player's photo once; no photo is ever asked for twice by a screen.
    for (const screen of [tv, phone]) {
      const photos = screen.requests.filter((url) => url.includes(PHOTO_HOST));
      expect(photos.length - new Set(photos).size).toBe(0);
    }
    expect([...tv.requests, ...phone.requests].filter((url) => url.includes(PHOTO_HOST)).length - photoRequestsBefore).toBeLessThanOrEqual(2);

    // The TV stays awake on plain HTTP without the Wake Lock API, and says nothing about it.
    const awake = await tv.page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="keep-awake-video"]');
      return { hasWakeLockApi: 'wakeLock' in navigator && window.isSecureContext, playing: video ? !video.paused : false };
    });
    expect(awake).toEqual({ hasWakeLockApi: false, playing: true });
    expect(await tv.page.locator('.public-awake-note').count()).toBe(0);

    for (const screen of [tv, phone]) {
      expect(screen.requests.filter((url) => url.startsWith('https://') && !url.includes(PHOTO_HOST))).toEqual([]);
      expect(screen.consoleErrors).toEqual([]);
    }
    await screenshot(phone.page, 'party-network-phone');
    await screenshot(tv.page, 'party-network-tv');
  });
});
