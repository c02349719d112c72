import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { LAPTOP, signIn, useBrowserSuite } from './support/suite.js';

/**
 * A room tab that fails (here its code is gone for good, as after a deploy renamed it while the room
 * was open) shows its error in its own place (client/src/pages/draft/DraftPage.tsx): the header,
 * live status and tab bar stay, the Board still opens, and "Try again" brings the tab back once its
 * code can be fetched again. The card names the tab, not the page (ErrorBoundary's part wording).
 */
describeBrowser('a draft room tab that fails', () => {
  const suite = useBrowserSuite('draft-tab-error', { withNflData: true });
  let member: RoomAccount;
  let draft: RoomDraft;

  beforeAll(async () => {
    const api = roomApi(suite.server.baseUrl);
    const commissioner = await api.account('host');
    member = await api.account('guest');
    draft = await api.runningDraft(commissioner, member, 3);
  });

  const tabError = (page: Page) => page.locator('.draft-tab-panel [role="alert"]');

  it('on a laptop: the Trades tab says the tab could not be loaded, the room stays usable, and Try again brings it back', async () => {
    const context = await suite.newContext(LAPTOP);
    await signIn(context, member.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    let gone = true;
    const asked: string[] = [];
    await page.route(/\/assets\/TradesTab-[^/]+\.js$/, (route) => {
      asked.push(route.request().url());
      return gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue();
    });
    // Full page loads only (a tab change is a same-document navigation, with no load event).
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await page.goto(`${suite.server.baseUrl}/leagues/${draft.leagueId}/drafts/${draft.draftId}/trades`);
    await page.locator('.live-dot.is-live').waitFor();
    // lazy-loading/lazy-with-retry.ts tries for about 7 s, then, the server answering, reloads the page once
    // (the first load is the page's own); the tab fails the same way after it.
    await tabError(page).getByText('This tab could not be loaded').waitFor({ timeout: 40_000 });
    expect(loads).toHaveLength(2);
    expect(asked.length).toBeGreaterThanOrEqual(8);

    // Only the tab shows the error: the room's header, its live status and the tab bar stay.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Draft$/);
    expect(await page.locator('.live-dot.is-live').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Draft sections' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Trades' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    // It says it is the tab, with the tab's way out, not the page's words: one card, in the tab's place.
    expect(await tabError(page).getByText('Check the Wi-Fi connection, then try again. The draft itself is safe.').isVisible()).toBe(true);
    expect(await page.getByText(/could not be loaded|hit a problem/).count()).toBe(1);
    expect(await page.getByText(/this page|reload the page|Something went wrong/i).count()).toBe(0);
    await screenshot(page, 'draft-tab-error-laptop-trades-failed');

    // Another tab opens and works; the error does not follow it.
    await page.getByRole('link', { name: 'Draft Board' }).click();
    await page.locator('.board-cell[data-pick-id]').first().waitFor();
    expect(await page.locator('.board-cell[data-pick-id]').count()).toBe(3);
    expect(await tabError(page).count()).toBe(0);
    await screenshot(page, 'draft-tab-error-laptop-board-after');

    // Back on Trades it still fails (nothing changed); once the code can be fetched, Try again shows it.
    await page.getByRole('link', { name: 'Trades' }).click();
    await tabError(page).waitFor();
    gone = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.trade-center').waitFor({ timeout: 20_000 });
    expect(await tabError(page).count()).toBe(0);
    // No further reload along the way: the tab came back in place.
    expect(loads).toHaveLength(2);
    await screenshot(page, 'draft-tab-error-laptop-trades-back');
  }, 120_000);
});
