import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * A commissioner who can't slip (issue 13): a bid above max bid refused next to the form when the
 * draft enforces it, and only warned about when the Settings tab turns it off.
 */
const LAPTOP = { width: 1366, height: 768 };

describeBrowser('a commissioner who cannot slip', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: ReturnType<typeof roomApi>;
  let contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer({ withNflData: true });
    api = roomApi(server.baseUrl);
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((c) => c.pages());
    await Promise.all(pages.map((page, i) => screenshot(page, `failure-commissioner-guard-${i}`).catch(() => undefined)));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.close();
  });

  async function openPage(user: RoomAccount, viewport = LAPTOP): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    contexts = [...contexts, context];
    await context.addInitScript((token) => window.localStorage.setItem('gavel.token', token), user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return { page, context };
  }

  const roomPath = (draft: RoomDraft, tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;
  const live = (page: Page) => page.locator('.live-dot.is-live').waitFor();
  const toasts = (page: Page) => page.locator('.Toastify__toast');
  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();

  async function startedDraft() {
    const commish = await api.account('commish');
    const member = await api.account('member');
    const draft = await api.draftFor(commish, member);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    const pool = await api.call<{ nfl_player_id: string; full_name: string }[]>(`/drafts/${draft.draftId}/available-players?limit=6`, { token: commish.token });
    return { commish, draft, pool };
  }

  async function choosePlayer(page: Page, name: string): Promise<void> {
    const search = page.getByLabel('Search players');
    await search.fill(name);
    await page.locator('.available-table tbody tr').first().filter({ hasText: name }).waitFor();
    await search.press('Enter');
    await page.getByTestId('selected-player').getByText(name).waitFor();
  }

  it('refuses a bid above max bid next to the Submit Pick form, also when the board was behind; off in Settings it only warns', async () => {
    const { commish, draft, pool } = await startedDraft();
    const [first, second, third] = pool;
    if (!first || !second || !third) throw new Error('pool too small');
    const { page: boss } = await openPage(commish);
    // The board can fall behind (a slow socket): this switch drops the draft's events on the way in.
    let dropEvents = false;
    await boss.routeWebSocket(/\/socket\.io\//, (ws) => {
      const upstream = ws.connectToServer();
      upstream.onMessage((message) => {
        if (dropEvents && typeof message === 'string' && message.startsWith('42["draft:event"')) return;
        ws.send(message);
      });
    });
    await boss.goto(roomPath(draft, 'run'));
    await live(boss);

    // Enforced (the default for a new draft): the form says so as the bid is typed, and refuses it.
    await choosePlayer(boss, first.full_name);
    await boss.getByLabel('Winning Team').selectOption({ label: 'Team 2 ($200 left)' });
    await boss.getByLabel('Winning Bid Amount').fill('190');
    const refusal = "Warning: Bid of $190 exceeds team's maximum bid of $185";
    await boss.locator('.submit-pick .field-error').getByText(refusal).waitFor();
    await boss.getByRole('button', { name: 'Draft Player' }).click();
    const formError = boss.getByTestId('submit-pick-error');
    await formError.getByText(refusal).waitFor();
    expect(await boss.locator('.submit-pick .field-error').count()).toBe(0);
    expect(await toasts(boss).count()).toBe(0);
    await screenshot(boss, 'screenshots/commissioner-max-bid-refused-laptop');
    expect((await api.call<unknown[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token })).length).toBe(0);

    // The board is behind: Team 2 just spent $100 elsewhere, so its max bid is $86, not $185.
    dropEvents = true;
    await api.call(`/drafts/${draft.draftId}/draft-player`, {
      method: 'POST',
      token: commish.token,
      body: { nfl_player_id: third.nfl_player_id, fantasy_team_id: draft.teamIds[1], acquisition_price: 100 },
    });
    await boss.getByLabel('Winning Bid Amount').fill('90');
    expect(await boss.locator('.submit-pick .field-error').count()).toBe(0);
    await boss.getByRole('button', { name: 'Draft Player' }).click();
    await formError.getByText("Warning: Bid of $90 exceeds team's maximum bid of $86").waitFor();
    expect(await toasts(boss).count()).toBe(0);
    dropEvents = false;

    // Off in the Settings tab: the spec's warning, and the pick goes through.
    await boss.reload();
    await live(boss);
    await boss.getByRole('link', { name: 'Settings' }).click();
    const rule = boss.getByRole('checkbox', { name: 'Enforce max bid' });
    expect(await rule.isChecked()).toBe(true);
    await rule.uncheck();
    await toast(boss, 'Draft settings updated successfully');
    expect(await rule.isChecked()).toBe(false);
    await screenshot(boss, 'screenshots/commissioner-room-rules-laptop');
    await boss.getByRole('link', { name: 'Run Draft' }).click();
    await choosePlayer(boss, second.full_name);
    await boss.getByLabel('Winning Team').selectOption({ label: 'Team 3 ($200 left)' });
    await boss.getByLabel('Winning Bid Amount').fill('190');
    await boss.locator('.submit-pick .field-warning').getByText(refusal).waitFor();
    await boss.getByRole('button', { name: 'Draft Player' }).click();
    await toast(boss, 'Player drafted successfully!');
    const picks = await api.call<{ nfl_player_id: string; acquisition_price: number }[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token });
    expect(picks.find((p) => p.nfl_player_id === second.nfl_player_id)?.acquisition_price).toBe(190);
    expect(pageErrors).toEqual([]);
  });

  it('Create Draft offers Enforce max bid, on by default', async () => {
    const commish = await api.account('commish');
    const league = await api.call<{ fantasy_league_id: number }>('/leagues', { method: 'POST', token: commish.token, body: { league_name: 'Guarded' } });
    const { page } = await openPage(commish);
    await page.goto(`/leagues/${league.fantasy_league_id}`);
    await page.getByRole('button', { name: 'Create Draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Draft' });
    const rule = dialog.getByRole('checkbox', { name: /Enforce max bid/ });
    expect(await rule.isChecked()).toBe(true);
    await rule.uncheck();
    await dialog.getByLabel('Number of teams').fill('2');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Create Draft' }).click();
    await toast(page, 'Draft created successfully!');
    const leagueDrafts = await api.call<{ drafts: { fantasy_draft_id: number }[] }>(`/leagues/${league.fantasy_league_id}`, { token: commish.token });
    const draftId = leagueDrafts.drafts[0]?.fantasy_draft_id;
    const snapshot = await api.call<{ draft: { enforce_max_bid: boolean } }>(`/drafts/${draftId}`, { token: commish.token });
    expect(snapshot.draft.enforce_max_bid).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
