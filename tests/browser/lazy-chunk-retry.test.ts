import { networkInterfaces } from 'node:os';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELOADED_AT_KEY, RELOAD_GUARD_MS } from '#client/lazy-loading/lazy-with-retry.js';
import { BOARD_RETRY_CHECK_MS } from '#client/pages/public/BoardLoadFailed.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { PHONE, signIn, TV, useBrowserSuite } from './support/suite.js';

/**
 * The party's Wi-Fi drops while a part of the page is on its way (the Roster view a guest
 * just tapped, the TV's strip and QR code). The chunk's first fetch is cut as a dropped connection
 * cuts it; the page fetches it again (client/src/lazy-loading/lazy-with-retry.ts) and shows the part, styled,
 * with no error screen and no reload.
 */
const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
if (!lanIp) console.warn('Lazy chunk browser test skipped: this machine has no non-internal IPv4 address to open the app through');
const describeLan = lanIp ? describeBrowser : describe.skip;

/** The first retry comes a second after the failure; generous for a busy machine. */
const PART_SHOWN_WITHIN_MS = 10_000;

interface Device {
  page: Page;
  /** Chunk requests cut so far, by file name. */
  cut: string[];
  /** Every request for an asset matching the cut pattern, cut or not. */
  asked: string[];
  errors: string[];
  /** Every request for the chunk answers 404, as after a deploy renamed it while the page was open. */
  gone?: boolean;
}

describeLan('a Wi-Fi drop while a part of the page loads', () => {
  const suite = useBrowserSuite('lazy-chunk-retry', { withNflData: true, allInterfaces: true });
  let link = '';
  let member: RoomAccount;
  let draft: RoomDraft;

  beforeAll(async () => {
    const api = roomApi(suite.server.baseUrl);
    const commissioner = await api.account('host');
    member = await api.account('guest');
    draft = await api.runningDraft(commissioner, member, 3);
    const body = await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token });
    // The link hands out the LAN address, as the QR code does: the phone and the TV open it.
    link = body.public_url;
    expect(new URL(link).hostname).toBe(lanIp);
  });

  /** A device whose first request for each file matching `chunk` is cut, as the Wi-Fi dropping cuts it. */
  async function device(options: BrowserContextOptions, chunk: RegExp, token?: string): Promise<Device> {
    const context = await suite.newContext(options);
    if (token) await signIn(context, token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const found: Device = { page, cut: [], asked: [], errors: [] };
    await page.route(chunk, async (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      found.asked.push(file);
      if (found.gone) return route.fulfill({ status: 404, body: 'Not found' });
      if (found.cut.includes(file)) return route.continue();
      found.cut.push(file);
      return route.abort('internetdisconnected');
    });
    page.on('pageerror', (err) => found.errors.push(err.message));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) found.errors.push(`navigated to ${frame.url()}`);
    });
    return found;
  }

  const errorScreen = (page: Page) => page.getByText(/Something went wrong|could not be loaded|could not load|hit a problem/);

  it('a phone on the LAN address taps Roster View while the Wi-Fi drops: the view and its styles arrive on the next try', async () => {
    const phone = await device({ ...PHONE, deviceScaleFactor: 2 }, /\/assets\/board-tabs-[^/]+\.(js|css)$/);
    await phone.page.goto(link);
    await phone.page.getByText('Live', { exact: true }).waitFor();
    phone.errors.length = 0; // The first navigation is the page's own.

    await phone.page.getByRole('tab', { name: 'Roster View' }).tap();
    const slots = phone.page.locator('.roster-slot-list').first();
    await slots.waitFor({ timeout: PART_SHOWN_WITHIN_MS });
    // The code and its stylesheet were each cut once, then fetched again.
    expect(phone.cut.map((file) => file.split('.').pop()).sort()).toEqual(['css', 'js']);
    for (const file of phone.cut) expect(phone.asked.filter((asked) => asked === file)).toHaveLength(2);
    // Styled by the chunk's stylesheet (a plain list otherwise).
    await expect.poll(() => slots.evaluate((el) => getComputedStyle(el).display), { timeout: PART_SHOWN_WITHIN_MS }).toBe('grid');
    expect(await phone.page.locator('.roster-player').count()).toBeGreaterThanOrEqual(3);
    expect(await errorScreen(phone.page).count()).toBe(0);
    expect(await phone.page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
    await screenshot(phone.page, 'lazy-chunk-retry-phone-roster');
  });

  it('the TV loses its strip and QR code chunk on the first load and shows them on the next try, with no one touching it', async () => {
    const tv = await device(TV, /\/assets\/TvScreen-[^/]+\.js$/);
    await tv.page.goto(link);
    await tv.page.getByText('Live', { exact: true }).waitFor();
    tv.errors.length = 0;

    await tv.page.getByTestId('board-qr').waitFor({ timeout: PART_SHOWN_WITHIN_MS });
    await tv.page.locator('.tv-best-player').first().waitFor({ timeout: PART_SHOWN_WITHIN_MS });
    expect(tv.cut).toHaveLength(1);
    expect(tv.asked).toHaveLength(2);
    expect(await tv.page.locator('.board-cell[data-pick-id]').count()).toBe(3);
    expect(await errorScreen(tv.page).count()).toBe(0);
    expect(tv.errors).toEqual([]);
    await screenshot(tv.page, 'lazy-chunk-retry-tv');
  });

  it('a part a deploy renamed while the room was open (404 on every try) reloads the page once, then says so and offers Reload: no loop', async () => {
    const phone = await device({ ...PHONE, deviceScaleFactor: 2 }, /\/assets\/TradesTab-[^/]+\.js$/, member.token);
    phone.gone = true;
    // A member's phone in the signed-in room, by the LAN address.
    await phone.page.goto(`${suite.server.guestUrl}/leagues/${draft.leagueId}/drafts/${draft.draftId}/trades`);
    await phone.page.locator('.live-dot.is-live').waitFor();
    phone.errors.length = 0;

    // About 7 s of tries, the server answers, so the page reloads (the current index.html), and
    // the tab fails the same way: a real failure, shown, with a way out.
    await phone.page.getByText('This tab could not be loaded').waitFor({ timeout: 40_000 });
    const reloads = phone.errors.filter((error) => error.startsWith('navigated to '));
    expect(reloads).toHaveLength(1);
    expect(phone.errors).toEqual(reloads);
    await phone.page.getByRole('button', { name: 'Reload' }).waitFor();
    expect(phone.asked.length).toBeGreaterThanOrEqual(8);
    // No second reload: the tab stays on its error card, under the room's header and tab bar.
    await phone.page.waitForTimeout(3000);
    expect(phone.errors).toEqual(reloads);
    expect(await phone.page.getByText('This tab could not be loaded').isVisible()).toBe(true);
    await screenshot(phone.page, 'lazy-chunk-retry-phone-part-gone');
  }, 90_000);

  it('the TV whose board page a deploy renamed (404 on every try) reloads once, then says the board could not load and tries again on its own, never blank', async () => {
    const tv = await device(TV, /\/assets\/PublicBoardPage-[^/]+\.js$/);
    const navigations = () => tv.errors.filter((error) => error.startsWith('navigated to '));
    tv.gone = true;
    await tv.page.goto(link);
    // About 7 s of tries, then one reload (the server answers), then the same failure: the card.
    const card = tv.page.getByRole('alert');
    await card.getByText('The board could not load. Trying again…').waitFor({ timeout: 40_000 });
    // The first navigation is the TV opening the link; the second, the one reload.
    expect(navigations()).toHaveLength(2);
    expect(tv.asked.length).toBeGreaterThanOrEqual(8);
    expect(await card.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    await screenshot(tv.page, 'lazy-chunk-retry-tv-board-gone');

    // Within a minute of that reload the card stays: no reload loop, though it checks meanwhile.
    await tv.page.waitForTimeout(BOARD_RETRY_CHECK_MS + 1500);
    expect(navigations()).toHaveLength(2);
    expect(await card.isVisible()).toBe(true);

    // The deploy is over and the minute has passed (its mark set back, rather than waited out):
    // the board comes back with no one touching the TV.
    tv.gone = false;
    tv.cut.push(...tv.asked);
    await tv.page.evaluate(([key, at]) => sessionStorage.setItem(key, String(at)), [RELOADED_AT_KEY, Date.now() - RELOAD_GUARD_MS] as const);
    await tv.page.getByText('Live', { exact: true }).waitFor({ timeout: BOARD_RETRY_CHECK_MS + 15_000 });
    expect(navigations()).toHaveLength(3);
    expect(await tv.page.locator('.board-cell[data-pick-id]').count()).toBe(3);
    expect(await errorScreen(tv.page).count()).toBe(0);
    await screenshot(tv.page, 'lazy-chunk-retry-tv-board-back');
  }, 120_000);
});
