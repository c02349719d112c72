import { networkInterfaces } from 'node:os';
import type { Express } from 'express';
import type { Browser, Page } from 'puppeteer-core';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { auth, createDraft, registerUser, type TestUser } from '../helpers/fixtures.js';
import { seedRealPlayers } from '../helpers/engine.js';
import { buttonNamed, describeFirefox, firefoxScreenshot, launchFirefox, openDevice, seesText, showsText, textOf } from './support/firefox.js';
import { startServer, type RunningServer } from './support/server.js';
import { startVenueProxy, type VenueProxy } from './support/venue-proxy.js';

/**
 * The live auction in Firefox (Gecko), the engine the Chromium journeys do not cover: two phones and
 * the TV on the party's network (the machine's LAN address) follow one lot, bid with the dock's
 * buttons and the custom field, and one phone's Wi-Fi drops mid-lot (a proxy between it and the app
 * cuts its connections for a few seconds): it stops claiming the high bid it can no longer vouch for,
 * says it is reconnecting, and catches up on the bid it missed. The TV shows the sale.
 */
const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
if (!lanIp) console.warn('Firefox party test skipped: this machine has no non-internal IPv4 address to open the app through');
const describeLan = lanIp ? describeFirefox : describe.skip;

const PHONE = { width: 390, height: 844 };
const TV = { width: 1920, height: 1080 };
/** How long the second phone's Wi-Fi is down: long enough to miss a bid, short of the lot's clock. */
const WIFI_DOWN_MS = 4000;

describeLan('the live auction in Firefox, on phones and the TV over the LAN', () => {
  let server: RunningServer;
  let api: Express;
  let browser: Browser;
  let proxy: VenueProxy;
  const pageErrors: string[] = [];
  const devices: Page[] = [];

  beforeAll(async () => {
    server = await startServer({ withNflData: true, allInterfaces: true });
    api = createApp(server.ctx);
    proxy = await startVenueProxy(server.baseUrl, lanIp ?? '127.0.0.1', { swallowUpgrades: false });
    browser = await launchFirefox();
  }, 120_000);
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await Promise.all(devices.map((page, i) => firefoxScreenshot(page, `failure-${i}`).catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.close();
  });

  async function device(url: string, viewport: typeof PHONE, token?: string): Promise<Page> {
    const page = await openDevice(browser, url, viewport, token);
    // Firefox reports a WebSocket it cannot open (the dropped Wi-Fi's) as a page error; it is the
    // network, not the app's script, and the steps check what the phone shows meanwhile.
    page.on('pageerror', (err) => {
      const message = err instanceof Error ? err.message : String(err);
      if (!/can’t establish a connection to the server at ws:/.test(message)) pageErrors.push(message);
    });
    devices.push(page);
    return page;
  }
  // The TV's page also holds the board drawn at its first paint, hidden once the app runs: only what shows counts.
  const highBid = (page: Page) => textOf(page, '[data-testid="lot-high-bid"]');
  const showsHighBid = (page: Page, amount: number) =>
    page.waitForFunction(
      (a: string) => [...document.querySelectorAll<HTMLElement>('[data-testid="lot-high-bid"]')].some((el) => el.offsetParent !== null && el.innerText.includes(a)),
      { polling: 50 },
      `$${amount}`,
    );

  it('two phones bid, one loses the Wi-Fi mid-lot and claims nothing until it hears the server again; the TV shows the sale', async () => {
    const players = await seedRealPlayers(server.ctx, 3);
    const player = players.RB[0]!;
    const playerName = (await server.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', player).executeTakeFirstOrThrow()).full_name;
    const commissioner = await registerUser(api);
    const members: TestUser[] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
    const draft = await createDraft(api, commissioner, { numTeams: 3, budget: 50, rosterPositions: { QB: 1, RB: 2, WR: 2 }, members });
    const as = (user: TestUser) => auth(user.token);
    await request(api).put(`/api/drafts/${draft.draftId}/settings`).set(as(commissioner)).send({ auction_mode: 'live', bid_seconds: 12, opening_seconds: 30 }).expect(200);
    await request(api).put(`/api/drafts/${draft.draftId}/start`).set(as(commissioner)).expect(200);
    await request(api).put(`/api/drafts/${draft.draftId}/auction/start`).set(as(commissioner)).expect(200);
    const link = (await request(api).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(as(commissioner)).expect(200)).body.public_url as string;

    // Phone A on the Wi-Fi as it is; phone B through the proxy whose connections will drop.
    const roomPath = `/leagues/${draft.leagueId}/drafts/${draft.draftId}/run`;
    const phoneA = await device(`${server.guestUrl}${roomPath}`, PHONE, members[1]!.token);
    const phoneB = await device(`${proxy.url}${roomPath}`, PHONE, members[2]!.token);
    const tv = await device(`${server.guestUrl}${new URL(link).pathname}`, TV);
    expect(new URL(phoneA.url()).hostname).toBe(lanIp);
    // Each device's screen is on: none is a tab behind another.
    expect(await Promise.all([phoneA, phoneB, tv].map((p) => p.evaluate(() => document.visibilityState)))).toEqual(['visible', 'visible', 'visible']);
    await Promise.all([phoneA, phoneB].map((p) => p.waitForSelector('.live-dot.is-live')));
    await seesText(tv, 'Live');
    await seesText(phoneA, 'Team 1 is nominating');

    // Team 1 nominates: both phones and the TV show the lot; the phones offer their bids.
    await request(api).post(`/api/drafts/${draft.draftId}/nominate`).set(as(members[0]!)).send({ nfl_player_id: player }).expect(201);
    await Promise.all([phoneA, phoneB, tv].map((p) => seesText(p, playerName)));
    await tv.waitForSelector('.lot-card-large');
    await (await buttonNamed(phoneA, 'Bid $2')).click();
    await Promise.all([phoneA, phoneB, tv].map((p) => showsHighBid(p, 2)));
    await seesText(phoneA, 'You have the high bid');

    // Phone B types its own amount and sends it from the keyboard.
    await phoneB.type(`#bid-custom-${draft.teamIds[2]}`, '6');
    await phoneB.keyboard.press('Enter');
    await Promise.all([phoneA, phoneB, tv].map((p) => showsHighBid(p, 6)));
    await seesText(phoneB, 'You have the high bid');
    expect(await showsText(phoneA, 'You have the high bid')).toBe(false);
    await firefoxScreenshot(phoneB, 'phone-high-bid');

    // Phone B's Wi-Fi drops, and Team 2 outbids it meanwhile: phone B says it is reconnecting and
    // no longer claims the high bid, which is no longer true.
    proxy.dropConnections(WIFI_DOWN_MS);
    await seesText(phoneB, 'Reconnecting…');
    await request(api).post(`/api/drafts/${draft.draftId}/bid`).set(as(members[1]!)).send({ lot_id: await openLotId(draft.draftId, members[1]!), amount: 9 }).expect(201);
    await Promise.all([phoneA, tv].map((p) => showsHighBid(p, 9)));
    expect(await showsText(phoneB, 'You have the high bid')).toBe(false);
    await firefoxScreenshot(phoneB, 'phone-wifi-down');
    // Back on the Wi-Fi, it catches up: $9, Team 2's, and bids from there.
    await phoneB.waitForSelector('.live-dot.is-live', { timeout: 20_000 });
    await showsHighBid(phoneB, 9);
    await buttonNamed(phoneB, 'Bid $10');
    expect(await showsText(phoneB, 'You have the high bid')).toBe(false);
    expect(await highBid(phoneB)).toContain('Team 2');
    await firefoxScreenshot(phoneB, 'phone-back-online');

    // The clock runs out on the server: the TV announces the sale, phone A is told it won.
    await seesText(tv, 'SOLD', 25_000);
    await seesText(phoneA, `You won ${playerName} for $9`, 10_000);
    await firefoxScreenshot(tv, 'tv-sold');
    const snapshot = (await request(api).get(`/api/drafts/${draft.draftId}`).set(as(commissioner)).expect(200)).body as { picks: { nfl_player_id: string; acquisition_price: number; fantasy_team_id: number }[] };
    expect(snapshot.picks).toEqual([expect.objectContaining({ nfl_player_id: player, acquisition_price: 9, fantasy_team_id: draft.teamIds[1] })]);
    await seesText(phoneB, `How it went: ${playerName}, $9 to Team 2`);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  /** The open lot's id, as the draft's snapshot gives it to a member. */
  async function openLotId(draftId: number, member: TestUser): Promise<number> {
    const { lot } = (await request(api).get(`/api/drafts/${draftId}`).set(auth(member.token)).expect(200)).body as { lot: { lot_id: number } | null };
    if (!lot) throw new Error('no lot open');
    return lot.lot_id;
  }
});
