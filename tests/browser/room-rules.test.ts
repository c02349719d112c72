import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { LAPTOP, PHONE, signIn, useBrowserSuite } from './support/suite.js';

/**
 * The room under its own Content-Security-Policy, opened by the machine's LAN address as phones
 * and the TV open it: no page and no room tab reports a violation (docs/DECISIONS.md, "No eval
 * probe under the CSP"); and undo with Redo from every place that offers it, the Run tab's Recent
 * Picks, the Quick Tools' panel and the board (docs/DECISIONS.md, "Undo and Redo the same everywhere").
 */

interface PageLog {
  /** `securitypolicyviolation` events and console CSP errors, as "directive blocked-uri" lines. */
  violations: () => Promise<string[]>;
  errors: string[];
}

const ROOM_TABS = ['run', 'board', 'players', 'settings', 'trades', 'price-history', 'my-team'] as const;

describeBrowser('room rules', () => {
  const suite = useBrowserSuite('room-rules', { withNflData: true, allInterfaces: true });
  let api: ReturnType<typeof roomApi>;
  let commish: RoomAccount;
  let member: RoomAccount;
  let draft: RoomDraft & { leagueName: string };
  let publicPath: string;
  let drafted: { nfl_player_id: string; full_name: string }[];

  beforeAll(async () => {
    api = roomApi(suite.server.baseUrl);
    commish = await api.account('commish');
    member = await api.account('member');
    draft = await api.runningDraft(commish, member, 4);
    drafted = await api.call(`/drafts/${draft.draftId}/picks`, { token: commish.token });
    publicPath = await api.publicBoardPath(commish.token, draft);
  }, 120_000);

  /** A page with the CSP as served (no bypass), counting what the browser reports against it. */
  async function openPage(user: RoomAccount | null, options = LAPTOP): Promise<{ page: Page; context: BrowserContext; log: PageLog }> {
    const context = await suite.newContext({ ...options, baseURL: suite.server.guestUrl });
    if (user) await signIn(context, user.token);
    // Before any of the page's scripts: every violation of the document's lifetime is heard.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`), true);
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const consoleCsp: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /content.security.policy/i.test(msg.text())) consoleCsp.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    const violations = async () => [...consoleCsp, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
    return { page, context, log: { violations, errors } };
  }

  const room = (tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;
  const live = (page: Page) => page.locator('.live-dot.is-live').waitFor();
  const toastWith = (page: Page, text: string) => page.locator('.Toastify__toast[data-in="true"]', { hasText: text }); // a toast on its way out does not count
  const picks = () => api.call<{ nfl_player_id: string; fantasy_team_id: number; acquisition_price: number }[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token });

  it('reports no Content-Security-Policy violation on any page or room tab, opened by the LAN address', async () => {
    if (suite.server.guestUrl === suite.server.baseUrl) console.warn('room-rules: no LAN address on this machine; pages opened on loopback');
    const found: string[] = [];
    const check = async (name: string, log: PageLog) => {
      for (const v of await log.violations()) found.push(`${name}: ${v}`);
    };

    // The counting itself works: a script the policy does not allow is reported here. (The test's
    // own evaluate runs outside the page's CSP, so it cannot replay zod's probe itself.)
    const probe = await openPage(null);
    await probe.page.goto('/login');
    await probe.page.getByRole('heading', { level: 1 }).waitFor();
    await check('login', probe.log);
    await probe.page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'void 0' })));
    await expect.poll(async () => (await probe.log.violations()).length).toBeGreaterThan(found.length);

    const { page, log } = await openPage(commish);
    const visit = async (name: string, path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      await check(name, log);
    };
    await visit('leagues', '/leagues', () => page.getByText(draft.leagueName).first().waitFor());
    await visit('league', `/leagues/${draft.leagueId}`, () => page.getByRole('heading', { name: draft.leagueName }).waitFor());
    // A form that validates with the shared schemas on the page (Add Teams, several, with a bad owner email).
    await page.getByRole('button', { name: 'Add Team' }).click();
    const addTeams = page.getByRole('dialog', { name: 'Add Teams' });
    await addTeams.getByText('Multiple teams').click();
    await addTeams.getByLabel('Team name 1').fill('Audibles');
    await addTeams.getByLabel('Owner email 1 (optional)').fill('not-an-email');
    await addTeams.getByRole('button', { name: 'Add Teams' }).click();
    await addTeams.getByText('Row 1: Invalid email format').waitFor();
    await check('add teams', log);
    await page.keyboard.press('Escape');
    await visit('league settings', `/leagues/${draft.leagueId}/settings`, () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('change password', '/account/password', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('player profile', `/leagues/${draft.leagueId}/players/${drafted[0]!.nfl_player_id}`, () => page.getByRole('region', { name: 'Player info' }).waitFor());
    for (const tab of ROOM_TABS) {
      await visit(`room ${tab}`, room(tab), async () => {
        await live(page);
        await page.locator('.draft-tab-panel').locator('h2, table, .card').first().waitFor();
      });
    }
    // A tab switched in the page (no reload), as a phone does.
    await page.getByRole('tab', { name: /Draft Board/ }).or(page.getByRole('link', { name: /Draft Board/ })).first().click();
    await page.getByTestId('draft-board').waitFor();
    await check('room board (switched)', log);

    const phone = await openPage(member, PHONE);
    await phone.page.goto(room('my-team'));
    await phone.page.getByTestId('my-team').waitFor();
    await check('member my team (phone)', phone.log);

    const tv = await openPage(null, { viewport: { width: 1920, height: 1080 } });
    for (const [name, path] of [['public board', publicPath], ['public board TV', `${publicPath}?view=tv`]] as const) {
      await tv.page.goto(path);
      await tv.page.locator('.board-cell').first().waitFor();
      await check(name, tv.log);
    }
    await screenshot(tv.page, 'screenshots/room-rules-tv-by-lan-address');

    expect(found).toEqual([]);
    expect([...log.errors, ...phone.log.errors, ...tv.log.errors]).toEqual([]);
  }, 180_000);

  it('undoes with Redo from the Run tab, its Quick Tools panel and the board, the same way', async () => {
    const { page, log } = await openPage(commish);
    await page.goto(room('run'));
    await live(page);
    const before = await picks();
    const last = drafted.at(-1)!;

    // The Run tab's Recent Picks: the spec's toast, with Redo, and the pick is gone until Redo.
    await page.getByRole('button', { name: `Undo pick of ${last.full_name}` }).click();
    const undone = toastWith(page, 'Pick undone successfully!');
    await undone.waitFor();
    await screenshot(page, 'screenshots/room-rules-run-tab-undo');
    await expect.poll(async () => (await picks()).length).toBe(before.length - 1);
    await undone.getByRole('button', { name: 'Redo' }).click();
    await toastWith(page, 'Pick restored').waitFor();
    await expect.poll(async () => (await picks()).length).toBe(before.length);
    // The same player, team and price, drafted again (a new pick).
    const sale = (p: { nfl_player_id: string; fantasy_team_id: number; acquisition_price: number } | undefined) => p && [p.nfl_player_id, p.fantasy_team_id, p.acquisition_price];
    expect(sale((await picks()).find((p) => p.nfl_player_id === last.nfl_player_id))).toEqual(sale(before.find((p) => p.nfl_player_id === last.nfl_player_id)));

    // Quick Tools' Recent Picks panel: the same, over the open panel.
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await page.getByRole('menuitem', { name: 'Recent Picks' }).click();
    const panel = page.getByRole('dialog', { name: 'Recent Picks' });
    const first = drafted[0]!;
    await panel.getByRole('button', { name: `Undo pick of ${first.full_name}` }).click();
    const panelUndone = toastWith(page, 'Pick undone successfully!');
    await panelUndone.waitFor();
    await expect.poll(async () => (await picks()).some((p) => p.nfl_player_id === first.nfl_player_id)).toBe(false);
    await panelUndone.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await picks()).some((p) => p.nfl_player_id === first.nfl_player_id)).toBe(true);

    // The board's Undo Last Pick: its own text, the same Redo.
    await page.goto(room('board'));
    await live(page);
    await page.getByRole('button', { name: 'Undo Last Pick' }).click();
    const lastUndone = toastWith(page, 'Last pick undone successfully');
    await lastUndone.waitFor();
    await expect.poll(async () => (await picks()).length).toBe(before.length - 1);
    await lastUndone.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await picks()).length).toBe(before.length);
    expect(await log.violations()).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 120_000);
});
