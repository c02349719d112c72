import { mkdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Locator, Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../helpers/fixtures.js';
import { ARTIFACTS_DIR, describeBrowser } from './support/chromium.js';
import { PHONE, shortTapTargets, signIn, useBrowserSuite } from './support/suite.js';

/**
 * A member's phone at the party (390x844, touch, by the laptop's LAN address) scrolled down a long
 * tab keeps the room's tab bar on screen (client/src/pages/draft/draft-room.css): the tabs and the
 * marker of offers waiting on the Trades tab stay in view and take a tap, while nothing is hidden
 * under the bar: the room's header and its live status at the top, the last rows at the bottom,
 * and the Board's team names. Screenshots of the screen go to test-artifacts/screenshots.
 */
const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
if (!lanIp) console.warn('Phone tab bar browser test skipped: this machine has no non-internal IPv4 address to open the app through');
const describeLan = lanIp ? describeBrowser : describe.skip;

type Box = { x: number; y: number; width: number; height: number };

const onScreen = (box: Box | null): box is Box =>
  box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.viewport.width && box.y + box.height <= PHONE.viewport.height;

/** Whether a tap at the element's centre lands on it (or inside it), not on something drawn over it. */
async function takesTap(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** What the phone's screen shows (a full-page shot would not show what sticks where). */
async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
}

/** Scrolls the page as a thumb would, by steps, until its bottom or `steps` flicks. */
async function scrollDown(page: Page, steps = 40): Promise<void> {
  for (let i = 0; i < steps; i += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
    if ((await page.evaluate(() => window.scrollY)) === before) break;
  }
}

describeLan("a phone's room tab bar", () => {
  const suite = useBrowserSuite('room-tab-bar-phone', { withNflData: true, allInterfaces: true });
  let api: Express;
  let commissioner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let draft: TestDraft;
  /** What the list should say of each player sold: 'Team n · $price'. */
  const soldTo = new Map<string, string>();

  async function call(method: 'get' | 'post' | 'put', path: string, token: string, body?: object) {
    const res = await request(api)[method](path).set(auth(token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as unknown;
  }

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    commissioner = await registerUser(api);
    alice = await registerUser(api);
    bob = await registerUser(api);
    draft = await createDraft(api, commissioner, { numTeams: 4, members: [alice, bob] });
    await call('put', `/api/drafts/${draft.draftId}/start`, commissioner.token);
    // Ten rounds: a board and a list much taller than the phone's screen.
    const sold = (await call('get', `/api/drafts/${draft.draftId}/available-players?limit=40`, commissioner.token)) as { nfl_player_id: string }[];
    for (const [i, player] of sold.entries()) {
      await call('post', `/api/drafts/${draft.draftId}/draft-player`, commissioner.token, {
        nfl_player_id: player.nfl_player_id,
        fantasy_team_id: draft.teamIds[i % 4],
        acquisition_price: 1 + (i % 7),
      });
      soldTo.set(player.nfl_player_id, `Team ${(i % 4) + 1} · $${1 + (i % 7)}`);
    }
    // Bob (Team 2) offers Alice (Team 1) a swap: one offer waits for her answer.
    await call('post', '/api/trades', bob.token, {
      fantasy_draft_id: draft.draftId,
      from_team_id: draft.teamIds[1],
      to_team_id: draft.teamIds[0],
      from_players: [sold[1]!.nfl_player_id],
      to_players: [sold[0]!.nfl_player_id],
    });
  }, 120_000);

  async function alicesPhone(tab: string): Promise<Page> {
    const context = await suite.newContext({ ...PHONE, baseURL: suite.server.guestUrl, reducedMotion: 'reduce' });
    await signIn(context, alice.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`);
    await page.locator('.live-dot.is-live').waitFor();
    return page;
  }

  const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Draft sections' });

  it('scrolled to the bottom of the Players list, the tabs and the offers marker stay on screen and take a tap; nothing hides under them', async () => {
    const page = await alicesPhone('players');
    expect(new URL(page.url()).hostname).toBe(lanIp);
    const marker = page.getByTestId('offers-waiting-marker');
    await expect.poll(() => marker.locator('.tab-count').textContent()).toBe('1');
    const rows = page.locator('.data-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(20);

    // At the top: the header and its live status show whole, above the bar, not under it.
    const live = page.locator('.live-dot');
    expect(onScreen(await live.boundingBox())).toBe(true);
    expect(await takesTap(live)).toBe(true);
    expect(await takesTap(page.getByRole('heading', { level: 1 }))).toBe(true);
    const barAtTop = (await tabBar(page).boundingBox())!;
    expect(barAtTop.y).toBeGreaterThanOrEqual((await live.boundingBox())!.y + (await live.boundingBox())!.height);
    await screenshot(page, 'screenshots/phone-tab-bar-top-390x844');
    // The room's header buttons and the list's own are as tall as a finger (docs/DECISIONS.md, "Tap targets").
    expect(await shortTapTargets(page)).toEqual([]);

    await scrollDown(page);
    await screenshot(page, 'screenshots/phone-tab-bar-scrolled-players-390x844');
    const scrolled = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight - window.innerHeight]);
    expect(scrolled[0]).toBeGreaterThan(1000);
    expect(scrolled[0]).toBeGreaterThanOrEqual(scrolled[1]! - 1);
    // The bar is still on screen, whole, and its tabs take a tap.
    const bar = await tabBar(page).boundingBox();
    expect(onScreen(bar)).toBe(true);
    expect(await takesTap(page.getByRole('link', { name: 'Draft Board' }))).toBe(true);
    expect(onScreen(await marker.boundingBox())).toBe(true);
    expect(await takesTap(marker)).toBe(true);
    // The open tab shows beside the marker, not under it.
    const open = page.getByRole('link', { name: 'Players List' });
    expect(await open.getAttribute('aria-current')).toBe('page');
    expect(onScreen(await open.boundingBox())).toBe(true);
    expect(await takesTap(open)).toBe(true);
    // The last row and what follows the list are reachable: on screen and not under the bar.
    // (Its first cell: the row runs on past the screen's edge, the table scrolling sideways.)
    const lastRow = rows.last().locator('td').first();
    expect(onScreen(await lastRow.boundingBox())).toBe(true);
    expect(await takesTap(lastRow)).toBe(true);
    const showMore = page.getByRole('button', { name: /^Show more/ });
    expect(onScreen(await showMore.boundingBox())).toBe(true);
    expect(await takesTap(showMore)).toBe(true);
    // Nothing the page shows goes under the sticky bar's edge sideways: the page is as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.viewport.width);

    // The marker's tap opens the Trades tab, with the offer.
    await marker.tap();
    await page.locator('.trade-card').first().waitFor();
    expect(page.url()).toMatch(/\/trades$/);
    expect(await page.getByRole('link', { name: /^Trades/ }).getAttribute('aria-current')).toBe('page');
    expect(onScreen(await tabBar(page).boundingBox())).toBe(true);
    await screenshot(page, 'screenshots/phone-tab-bar-marker-tapped-390x844');
  });

  it('scrolled down the Board, the tabs stay on screen and take a tap, and the board fits under them with its team names showing', async () => {
    const page = await alicesPhone('board');
    await page.locator('.board-cell[data-pick-id]').first().waitFor();
    // The board comes first: above the stat tiles and the downloads, its first row on the first screen.
    const tops = await Promise.all(['.board-scroll', '.stat-tiles', '.board-tab-files'].map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top)));
    expect(tops[0]).toBeLessThan(tops[1]!);
    expect(tops[1]).toBeLessThan(tops[2]!);
    const firstCell = (await page.locator('.board-cell').first().boundingBox())!;
    expect(firstCell.y + firstCell.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'screenshots/phone-board-tab-first-screen-390x844');
    await scrollDown(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const bar = (await tabBar(page).boundingBox())!;
    expect(onScreen(bar)).toBe(true);
    expect(await takesTap(page.getByRole('link', { name: 'Run Draft' }))).toBe(true);
    await screenshot(page, 'screenshots/phone-tab-bar-scrolled-board-390x844');
    expect(await shortTapTargets(page)).toEqual([]);

    // The board scrolls in a box of its own, its team names stuck at the box's top: brought into
    // view (as a jump to it does), the box shows whole below the bar, and so do its team names
    // with the picks scrolled to the last row, which shows whole too.
    const board = page.locator('.board-scroll');
    await board.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await board.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await board.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const boxTop = (await board.boundingBox())!;
    expect(boxTop.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(boxTop.y + boxTop.height).toBeLessThanOrEqual(PHONE.viewport.height);
    const header = page.locator('.board-team').first();
    expect((await header.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(await takesTap(header)).toBe(true);
    // The first team's column, down to the board's last row (the columns run on sideways).
    const lastCell = page.locator('.board-column').first().locator('.board-cells > li').last();
    expect(onScreen(await lastCell.boundingBox())).toBe(true);
    expect(await takesTap(lastCell)).toBe(true);
    expect(onScreen(await tabBar(page).boundingBox())).toBe(true);
    await screenshot(page, 'screenshots/phone-tab-bar-board-in-view-390x844');

    await page.getByRole('link', { name: 'Run Draft' }).tap();
    await expect.poll(() => page.getByRole('link', { name: 'Run Draft' }).getAttribute('aria-current')).toBe('page');
    expect(page.url()).toMatch(/\/run$/);
    expect(onScreen(await tabBar(page).boundingBox())).toBe(true);
  });

  it('keeps one header on every tab, with no keyboard shortcuts button on a touch phone, and the Players list says drafted or available without a swipe', async () => {
    const page = await alicesPhone('my-team');
    const links = tabBar(page).getByRole('link');
    const count = await links.count();
    expect(count).toBe(7);
    // Each tab opened from the bar, as a thumb does (the lazy tabs bring their styles on the way).
    const headers: { tab: string; height: number; shortcuts: boolean }[] = [];
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      await link.dispatchEvent('click');
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      await page.locator('.draft-tab-panel > *').first().waitFor();
      const header = page.locator('.draft-header');
      headers.push({
        tab: (await link.textContent())!,
        height: Math.round((await header.boundingBox())!.height),
        shortcuts: await header.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible(),
      });
    }
    const first = headers[0]!;
    expect(headers).toEqual(headers.map(({ tab }) => ({ tab, height: first.height, shortcuts: false })));

    // The Players list: every row says drafted (to which team, for how much) or available under
    // the name, inside the phone's screen, at 390 and at 360 px; the Draft Status column agrees.
    await page.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/players`);
    const rows = page.locator('.players-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(40);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 640 : 844 });
      const marks = await page.locator('.players-table').evaluate((table) => {
        const statusColumn = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent.includes('Draft Status'));
        return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].slice(0, 60).map((row) => {
          const mark = row.querySelector('.player-cell-status');
          const box = mark?.getBoundingClientRect();
          return {
            id: row.dataset.playerId!,
            mark: mark?.textContent ?? null,
            column: row.cells[statusColumn]!.textContent,
            inView: box !== undefined && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth,
          };
        });
      });
      const drafted = marks.filter((m) => soldTo.has(m.id));
      expect(drafted.length, 'sold players among the first rows').toBeGreaterThan(5);
      expect(marks.length - drafted.length, 'available players among the first rows').toBeGreaterThan(5);
      for (const m of marks) {
        const sold = soldTo.get(m.id);
        expect(m, `at ${width} px`).toEqual({
          id: m.id,
          mark: sold ? `Drafted · ${sold}` : 'Available',
          column: sold ? expect.stringMatching(new RegExp(`^Drafted ${sold.replace(/[$.]/g, '\\$&')} · entered by `)) : 'Available',
          inView: true,
        });
      }
      // The page itself still never scrolls sideways; the table scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await rows.nth(2).evaluate((row) => row.scrollIntoView({ block: 'start' }));
      await screenshot(page, `screenshots/phone-players-list-status-${width}`);
    }
  });
});
