import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../helpers/fixtures.js';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * The room at a draft party: the commissioner's Run tab keeps every team's money and
 * open slots in view; the Players tab counts the whole pool; the board's position filter filters;
 * debug panels stay folded; a member's phone opens on My Team, with sticky team headers on the
 * board and the ⚡ dock never over content. Screenshots go to test-artifacts/screenshots.
 */
const LAPTOP = { width: 1366, height: 768 };
const screenshotPath = (name: string) => path.join(ARTIFACTS_DIR, `${name}.png`);
const PHONE = { width: 390, height: 844 };

describeBrowser('draft room at the party', () => {
  const suite = useBrowserSuite('draft-room-party', { withNflData: true });
  let api: Express;
  let commissioner: TestUser;
  let member: TestUser;
  let draft: TestDraft;
  let sold: { nfl_player_id: string; full_name: string }[] = [];

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    commissioner = await registerUser(api);
    member = await registerUser(api);
    draft = await createDraft(api, commissioner, { numTeams: 12, members: [member] });
    await call('put', `/api/drafts/${draft.draftId}/start`);
    sold = (await call('get', `/api/drafts/${draft.draftId}/available-players?limit=14`)) as typeof sold;
    for (const [i, player] of sold.entries()) {
      await call('post', `/api/drafts/${draft.draftId}/draft-player`, {
        nfl_player_id: player.nfl_player_id,
        fantasy_team_id: draft.teamIds[i % 12],
        acquisition_price: 10 + i,
      });
    }
  }, 120_000);

  async function call(method: 'get' | 'post' | 'put', path: string, body?: object) {
    const res = await request(api)[method](path).set(auth(commissioner.token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function signedIn(user: TestUser, options: { viewport: { width: number; height: number }; phone?: boolean }): Promise<Page> {
    const context = await suite.newContext({ viewport: options.viewport, baseURL: suite.server.baseUrl, hasTouch: options.phone, isMobile: options.phone });
    await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  }

  const roomPath = (tab = '') => `/leagues/${draft.leagueId}/drafts/${draft.draftId}${tab ? `/${tab}` : ''}`;

  it("keeps every team's money and open slots on the commissioner's Run tab, live", async () => {
    const page = await signedIn(commissioner, { viewport: LAPTOP });
    await page.goto(roomPath('run'));
    const strip = page.getByTestId('team-strip');
    await strip.waitFor();
    expect(await strip.locator('.team-strip-team').count()).toBe(12);
    // The laptop has a keyboard: its shortcuts have a button (a phone hides it, below).
    expect(await page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
    const first = strip.locator(`[data-team-id="${draft.teamIds[0]}"]`);
    // Team 1 holds picks 1 and 13 ($10 and $22) of a $200 budget; 16 slots, 14 still open.
    expect(await first.locator('.budget').textContent()).toContain('$168');
    expect(await first.locator('.team-strip-max').textContent()).toBe('Max $155');
    // The strip stays in view while the commissioner scrolls the player table: just under the top
    // bar, which sticks too (at the very top it slid under the bar).
    await page.mouse.wheel(0, 1500);
    const barBottom = await page.locator('.topbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const stripBox = page.getByRole('region', { name: 'Teams: budget, max bid and open slots' });
    await expect.poll(() => stripBox.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBe(Math.round(barBottom));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await strip.isVisible()).toBe(true);

    // A sale updates the strip at once.
    const next = (await call('get', `/api/drafts/${draft.draftId}/available-players?limit=1`)) as typeof sold;
    await call('post', `/api/drafts/${draft.draftId}/draft-player`, { nfl_player_id: next[0]?.nfl_player_id, fantasy_team_id: draft.teamIds[0], acquisition_price: 30 });
    await expect.poll(() => first.locator('.budget').textContent()).toContain('$138');
    await page.mouse.wheel(0, -3000);
    await screenshot(page, 'screenshots/run-tab-team-strip-1366x768');

    // The debug panel is there, folded behind "Show debug info".
    const debug = page.locator('details.debug-panel');
    expect(await debug.locator('summary').textContent()).toBe('Show debug info');
    expect(await debug.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);

    // Players tab: the tiles count the whole pool, not the 1000 rows of the list.
    const season = ((await call('get', `/api/drafts/${draft.draftId}`)) as { draft: { season: number } }).draft.season;
    const pool = await suite.server.ctx.db
      .selectFrom('player_board')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('season', '=', Math.min(2027, Math.max(2023, season)))
      .executeTakeFirstOrThrow();
    const total = Number(pool.n);
    expect(total).toBeGreaterThan(1000);
    await page.goto(roomPath('players'));
    const tile = (label: string) => page.locator('.stat-tile', { hasText: label }).locator('dd');
    await expect.poll(() => tile('Total Players').textContent()).toBe(total.toLocaleString('en-US'));
    expect(await tile('Drafted').textContent()).toBe('15');
    expect(await tile('Available').textContent()).toBe((total - 15).toLocaleString('en-US'));
    // The same header on every tab of the laptop: the shortcuts button stays.
    expect(await page.locator('.draft-header').getByRole('button', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);

    // Board: the position filter filters (spec 02 §2), it does not dim.
    await page.goto(roomPath('board'));
    await page.locator('.board-cell[data-pick-id]').first().waitFor();
    expect(await page.locator('.board-cell[data-pick-id]').count()).toBe(15);
    expect(await page.locator('.draft-header').getByRole('button', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
    await page.getByRole('group', { name: /position/i }).first().getByRole('button', { name: 'QB', exact: true }).click();
    await expect.poll(async () => new Set(await page.locator('.board-cell[data-pick-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pos'))))).toEqual(new Set(['QB']));
  });

  it("opens a member's phone on My Team, with the league's budgets, sticky board headers and the dock off the content", async () => {
    const page = await signedIn(member, { viewport: PHONE, phone: true });
    await page.goto(roomPath());
    const mine = page.getByTestId('my-team');
    await mine.waitFor();
    expect(await page.getByRole('link', { name: 'My Team' }).getAttribute('aria-current')).toBe('page');
    expect(await mine.getByRole('heading', { name: 'Team 1' }).count()).toBe(1);
    // Team 1's picks: the budget, max bid and players the commissioner entered.
    await expect.poll(() => mine.locator('.my-team-money .budget').textContent()).toContain('$138');
    expect(await mine.locator('.my-team-max').textContent()).toBe('$126');
    expect(await mine.locator('.my-team-players li').count()).toBe(3);
    expect(await mine.locator('.my-team-player-name').first().textContent()).toBe(sold[0]?.full_name);
    expect(await mine.locator('.my-team-slots li').count()).toBeGreaterThan(3);
    await page.getByTestId('latest-sale').waitFor();
    const budgets = page.getByRole('table', { name: 'League budgets' });
    expect(await budgets.locator('tbody tr').count()).toBe(12);
    expect(await budgets.locator('tbody tr.is-mine th .team-budgets-team').textContent()).toBe('Team 1');
    // A phone has no keyboard for the shortcuts: no button for them in the room's header.
    expect(await page.locator('.draft-header .shortcuts-button').count()).toBe(1);
    expect(await page.locator('.draft-header .shortcuts-button').isVisible()).toBe(false);

    // Nothing is cut sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'screenshots/phone-my-team-390x844');

    // The ⚡ tools never cover content: at the top, mid-scroll and at the end, no element of the tab
    // lies under them (a bar stuck to the bottom of the screen had the rows scroll beneath it).
    const dock = page.getByRole('button', { name: 'Quick Draft Tools' });
    expect(await dock.isVisible()).toBe(true);
    const covered = () =>
      page.evaluate(() => {
        const tools = document.querySelector('.quick-tools')?.getBoundingClientRect();
        if (!tools) return ['no quick tools'];
        return [...document.querySelectorAll('.draft-tab-panel *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.left < tools.right && r.right > tools.left && r.top < tools.bottom && r.bottom > tools.top;
          })
          .map((el) => el.outerHTML.slice(0, 80));
      });
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(max).toBeGreaterThan(400);
    for (const y of [0, max / 3, max / 2, max]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await covered(), `scrolled to ${Math.round(y)} px`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('screenshots/phone-my-team-390x844-screen') });

    // Board: the team headers stay at the top while the picks scroll.
    await page.getByRole('link', { name: 'Draft Board' }).click();
    const scroller = page.locator('.board-scroll').first();
    await page.locator('.board-cell[data-pick-id]').first().waitFor();
    await scroller.evaluate((el) => el.scrollBy(0, 400));
    const offset = await scroller.evaluate((el) => {
      const header = el.querySelector('.board-team')?.getBoundingClientRect();
      return header ? Math.abs(header.top - el.getBoundingClientRect().top) : null;
    });
    expect(offset).not.toBeNull();
    expect(offset ?? 99).toBeLessThanOrEqual(1);
  });
});
