import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount } from './support/room-api.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * The draft room's pointer and keyboard controls (drag reorder, the Quick Draft Tools panels and
 * where their button sits) and changes made outside the room (league and team renames on the
 * league pages, a deleted draft) reaching boards that are already open.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const LIVE_MS = 1000;

describeBrowser('draft room controls and outside changes', () => {
  const suite = useBrowserSuite('draft-room-controls', { withNflData: true });
  let api: ReturnType<typeof roomApi>;
  const pageErrors: string[] = [];

  beforeAll(() => {
    api = roomApi(suite.server.baseUrl);
  });

  async function openPage(user: RoomAccount | null, viewport = DESKTOP): Promise<Page> {
    const context = await suite.newContext({ viewport, baseURL: suite.server.baseUrl });
    if (user) await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
  const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
  const focusInside = (page: Page, dialog: string) =>
    page.evaluate((name) => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label') === name, dialog);

  /**
   * Controls (outside the quick tools) that show through where the given element is: hit-tested
   * with the quick tools hidden, so rows clipped by a scrolling box or under the top bar do not count.
   */
  const controlsUnder = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const cover = document.querySelector(sel)?.getBoundingClientRect();
      const tools = document.querySelector<HTMLElement>('.quick-tools');
      if (!cover || !tools) throw new Error(`${sel} not found`);
      tools.style.visibility = 'hidden';
      try {
        return Array.from(document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]'))
          .filter((el) => {
            if (el.closest('.quick-tools')) return false;
            const r = el.getBoundingClientRect();
            const [left, right, top, bottom] = [Math.max(r.left, cover.left), Math.min(r.right, cover.right), Math.max(r.top, cover.top), Math.min(r.bottom, cover.bottom)];
            if (left >= right || top >= bottom) return false;
            const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
            return hit !== null && el.contains(hit);
          })
          .map((el) => el.outerHTML.slice(0, 100));
      } finally {
        tools.style.visibility = '';
      }
    }, selector);
  const scrollTo = (page: Page, where: 'top' | 'middle' | 'bottom') =>
    page.evaluate((w) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, w === 'top' ? 0 : w === 'middle' ? max / 2 : max);
    }, where);

  it('reorders participants and columns by dragging; the quick tools trap focus and never cover a control', async () => {
    const commish = await api.account('commish');
    const member = await api.account('member');
    const draft = await api.draftFor(commish, member);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    const drafted = await api.draftPlayers(commish.token, draft, 8);
    const page = await openPage(commish);
    const room = (tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;

    // Participants: drag Team 3 by its handle onto Team 1, then save; the server keeps the order.
    await page.goto(room('settings'));
    const row = (name: string) => page.locator('.participant-order-row', { has: page.getByLabel(`Team name of ${name}`, { exact: true }) });
    await row('Team 3').locator('.drag-handle').dragTo(row('Team 1'));
    const names = () => page.locator('.participant-order-row').getByLabel(/^Team name of/).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(await names()).toEqual(['Team 3', 'Team 1', 'Team 2', 'Team 4']);
    await page.getByRole('button', { name: 'Save Order' }).click();
    await toast(page, 'Draft order updated successfully');
    const saved = await api.call<{ team_name: string; draft_position: number }[]>(`/drafts/${draft.draftId}/participants`, { token: commish.token });
    expect([...saved].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.team_name)).toEqual(['Team 3', 'Team 1', 'Team 2', 'Team 4']);

    // Players table: drag 'Rush Yds (Proj)' onto 'PPR Points (Proj)'; the layout is stored and survives a reload.
    await page.getByRole('link', { name: 'Players List' }).click();
    await page.locator('.players-table').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const column = (label: string) => page.locator('.column-row', { hasText: label });
    await column('Rush Yds (Proj)').locator('.drag-handle').dragTo(column('PPR Points (Proj)'));
    const stored = () => page.evaluate(() => (JSON.parse(window.localStorage.getItem('gavel.playersTable.columns.v1') ?? '[]') as { id: string }[]).map((c) => c.id));
    expect((await stored()).slice(0, 4)).toEqual(['player', 'rush_yds', 'ppr_proj', 'value']);
    await page.reload();
    await page.locator('.players-table').waitFor();
    const headers = (await page.locator('.players-table thead th').allTextContents()).map((t) => t.replace(/[▲▼]/g, ''));
    expect(headers.slice(0, 3)).toEqual(['Player', 'Rush Yds (Proj)', 'PPR Points (Proj)']);

    // Quick tools: Tab and Shift+Tab stay inside the open panel; Escape closes it and returns to the button.
    await page.getByRole('link', { name: 'Run Draft' }).click();
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await page.getByRole('menuitem', { name: 'Recent Picks' }).click();
    const recent = page.getByRole('dialog', { name: 'Recent Picks' });
    await recent.getByText(drafted[7]!.full_name).waitFor();
    expect(await focusInside(page, 'Recent Picks')).toBe(true);
    const stops = await recent.locator('button:not([disabled])').count();
    const seen = new Set<string | null>();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'Recent Picks')).toBe(true);
      seen.add(await focusedLabel(page));
    }
    expect(seen.has('Close')).toBe(true);
    expect(seen.has(`Undo pick of ${drafted[0]!.full_name}`)).toBe(true);
    await recent.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe(`Undo pick of ${drafted[0]!.full_name}`);
    await page.keyboard.press('Escape');
    await recent.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('Quick Draft Tools');
    // The menu itself closes as a click lands elsewhere, and on Escape with the focus still on its button.
    const menu = page.getByRole('menu', { name: 'Quick Draft Tools' });
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await menu.waitFor();
    await page.locator('h1').first().click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('Quick Draft Tools');

    // Desktop: the button floats in a gutter of its own, wherever the page is scrolled.
    await page.locator('.recent-picks').first().waitFor();
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollTo(page, where);
      expect(await controlsUnder(page, '.quick-tools-fab'), `1440 px, ${where}`).toEqual([]);
    }
    await scrollTo(page, 'top');
    await screenshot(page, 'screenshots/draft-run-quick-tools-1440');
    // Narrower (a tablet, a phone on its side) the gutter stays the button's 100 px rather than growing
    // as the screen narrows, and the button still covers nothing.
    for (const width of [1024, 844]) {
      await page.setViewportSize({ width, height: 600 });
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.page.draft-room')!).paddingRight))).toBe(100);
      expect(await controlsUnder(page, '.quick-tools-fab'), `${width} px`).toEqual([]);
    }

    // Phone: the button is a labelled one in the room's header, in the page's flow (a bar stuck to
    // the bottom edge covered the rows scrolling under it); nothing is under it anywhere.
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    const placed = await page.evaluate(() => {
      const tools = document.querySelector('.quick-tools')!;
      return { inHeader: tools.closest('.draft-header') !== null, position: getComputedStyle(tools).position };
    });
    expect(placed).toEqual({ inHeader: true, position: 'relative' });
    // What the phone's screen shows.
    const phoneShot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, 'screenshots', `${name}.png`) });
    await phoneShot('draft-run-quick-tools-375');
    await scrollTo(page, 'middle');
    await phoneShot('draft-run-quick-tools-375-scrolled');
    await scrollTo(page, 'top');
    expect(await controlsUnder(page, '.quick-tools')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await page.getByRole('menuitem', { name: 'Team Summary' }).waitFor();
    await phoneShot('draft-run-quick-tools-menu-375');
    expect(pageErrors).toEqual([]);
  });

  it('league and team renames from the league pages and a deleted draft reach open boards without a reload', async () => {
    const commish = await api.account('commish');
    const member = await api.account('member');
    const draft = await api.draftFor(commish, member);
    const link = await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commish.token });
    const fan = await openPage(member);
    const tv = await openPage(null);
    await fan.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/run`);
    await tv.goto(new URL(link.public_url).pathname);
    await fan.locator('.run-title', { hasText: draft.leagueName }).waitFor();
    await tv.locator('.public-league', { hasText: draft.leagueName }).waitFor();
    await Promise.all([fan.locator('.live-dot.is-live').waitFor(), tv.locator('.board-team-name', { hasText: 'Team 2' }).waitFor()]);

    await api.call(`/leagues/${draft.leagueId}`, { method: 'PUT', token: commish.token, body: { league_name: 'Sunday Sharks League' } });
    await fan.locator('.run-title', { hasText: 'Sunday Sharks League' }).waitFor({ timeout: LIVE_MS });
    await tv.locator('.public-league', { hasText: 'Sunday Sharks League' }).waitFor({ timeout: LIVE_MS });

    await api.call(`/leagues/${draft.leagueId}/teams/${draft.teamIds[1]}`, { method: 'PUT', token: commish.token, body: { team_name: 'Night Owls' } });
    await tv.locator('.board-team-name', { hasText: 'Night Owls' }).waitFor({ timeout: LIVE_MS });
    await fan.getByRole('link', { name: 'Draft Board' }).click();
    await fan.getByTestId('draft-board').getByRole('region', { name: 'Night Owls', exact: true }).waitFor();

    await api.call(`/drafts/${draft.draftId}`, { method: 'DELETE', token: commish.token });
    await fan.getByRole('heading', { name: 'Draft not found' }).waitFor({ timeout: LIVE_MS });
    await tv.getByRole('heading', { name: 'Access Error' }).waitFor({ timeout: LIVE_MS });
    expect(pageErrors).toEqual([]);
  });
});
