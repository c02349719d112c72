import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { LAPTOP, PHONE, signIn, useBrowserSuite } from './support/suite.js';

/**
 * A commissioner who can't slip: a bid above max bid refused next to the form when the
 * draft enforces it, and only warned about when the Settings tab turns it off; undo with Redo and a
 * confirmed Complete Draft; an honest header and a queued pick while the line is down; toasts that
 * stay at the bottom, three at most, off the header's controls.
 */

describeBrowser('a commissioner who cannot slip', () => {
  const suite = useBrowserSuite('commissioner-guard', { withNflData: true });
  let api: ReturnType<typeof roomApi>;
  const pageErrors: string[] = [];

  beforeAll(() => {
    api = roomApi(suite.server.baseUrl);
  });

  async function openPage(user: RoomAccount, viewport = LAPTOP.viewport): Promise<{ page: Page; context: BrowserContext }> {
    const context = await suite.newContext({ viewport, baseURL: suite.server.baseUrl });
    await signIn(context, user.token);
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

  it('undo offers Redo through the pick command; Complete Draft asks first', async () => {
    const { commish, draft, pool } = await startedDraft();
    const [first] = pool;
    if (!first) throw new Error('pool too small');
    await api.call(`/drafts/${draft.draftId}/draft-player`, {
      method: 'POST',
      token: commish.token,
      body: { nfl_player_id: first.nfl_player_id, fantasy_team_id: draft.teamIds[2], acquisition_price: 42 },
    });
    const { page: boss } = await openPage(commish);
    await boss.goto(roomPath(draft, 'run'));
    await live(boss);
    await boss.getByRole('button', { name: `Undo pick of ${first.full_name}` }).click();
    const undone = boss.locator('.Toastify__toast', { hasText: 'Pick undone successfully!' });
    await undone.waitFor();
    await screenshot(boss, 'screenshots/commissioner-undo-redo-laptop');
    expect(await api.call<unknown[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token })).toEqual([]);
    await undone.getByRole('button', { name: 'Redo' }).click();
    await toast(boss, 'Pick restored');
    const picks = await api.call<{ nfl_player_id: string; fantasy_team_id: number; acquisition_price: number }[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token });
    expect(picks).toEqual([expect.objectContaining({ nfl_player_id: first.nfl_player_id, fantasy_team_id: draft.teamIds[2], acquisition_price: 42 })]);

    // Complete Draft: a stray tap is cancelled; only the dialog's button ends the draft.
    await boss.getByRole('button', { name: 'Complete Draft' }).click();
    const confirm = boss.getByRole('dialog', { name: 'Complete Draft' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    const status = async () => (await api.call<{ draft: { draft_status: string } }>(`/drafts/${draft.draftId}`, { token: commish.token })).draft.draft_status;
    expect(await status()).toBe('IN_PROGRESS');
    await boss.getByRole('button', { name: 'Complete Draft' }).click();
    await confirm.getByRole('button', { name: 'Complete Draft' }).click();
    await toast(boss, 'Draft completed');
    expect(await status()).toBe('COMPLETED');
    expect(pageErrors).toEqual([]);
  });

  it('says Reconnecting… within 3 s of the line going down; a pick entered then is queued and lands once', async () => {
    const { commish, draft, pool } = await startedDraft();
    const [player] = pool;
    if (!player) throw new Error('pool too small');
    const { page: boss, context } = await openPage(commish);
    // A dead line: nothing crosses the socket either way (the browser does not notice by itself).
    let cut = false;
    await boss.routeWebSocket(/\/socket\.io\//, (ws) => {
      const upstream = ws.connectToServer();
      ws.onMessage((message) => {
        if (!cut) upstream.send(message);
      });
      upstream.onMessage((message) => {
        if (!cut) ws.send(message);
      });
    });
    await boss.goto(roomPath(draft, 'run'));
    await live(boss);

    cut = true;
    await context.setOffline(true);
    const downAt = Date.now();
    await boss.locator('.draft-header').getByText('Reconnecting…').waitFor({ timeout: 5000 });
    expect(Date.now() - downAt).toBeLessThan(3000);

    await choosePlayer(boss, player.full_name);
    await boss.getByLabel('Winning Team').selectOption({ label: 'Team 4 ($200 left)' });
    await boss.getByLabel('Winning Bid Amount').fill('21');
    await boss.getByRole('button', { name: 'Draft Player' }).click();
    await boss.locator('.submit-pick').getByText('Queued — will send when back').waitFor();
    await screenshot(boss, 'screenshots/commissioner-offline-queued-laptop');
    expect(await boss.locator('.Toastify').getByText('Network error. Please check your internet connection.').count()).toBe(0);

    cut = false;
    await context.setOffline(false);
    await toast(boss, 'Player drafted successfully!');
    await live(boss);
    await boss.waitForTimeout(1500);
    expect(await boss.locator('.Toastify').getByText('Player drafted successfully!').count()).toBe(1);
    const picks = await api.call<{ nfl_player_id: string }[]>(`/drafts/${draft.draftId}/picks`, { token: commish.token });
    expect(picks.filter((p) => p.nfl_player_id === player.nfl_player_id)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('says Connecting… until its socket first joins, then Live, and never Reconnecting… on the way', async () => {
    const { commish, draft } = await startedDraft();
    const { page } = await openPage(commish, PHONE.viewport);
    // The socket's first join waits until the test lets it through: the page loaded, its line not yet up.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const upstream = ws.connectToServer();
      ws.onMessage((message) => void released.then(() => upstream.send(message)));
      upstream.onMessage((message) => ws.send(message));
    });
    // Every word the header's status says, in order, however briefly.
    await page.addInitScript(() => {
      const said: string[] = [];
      Object.assign(window, { liveWords: said });
      new MutationObserver(() => {
        const word = document.querySelector('.draft-header .live-dot')?.textContent;
        if (word && said.at(-1) !== word) said.push(word);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(roomPath(draft, 'board'));
    await page.locator('.draft-header').getByText('Connecting…', { exact: true }).waitFor();
    await screenshot(page, 'screenshots/draft-room-connecting-phone');
    release();
    await live(page);
    expect(await page.evaluate(() => (window as unknown as { liveWords: string[] }).liveWords)).toEqual(['Connecting…', 'Live']);
    expect(pageErrors).toEqual([]);
  });

  for (const [device, viewport] of [['laptop', LAPTOP.viewport], ['phone', PHONE.viewport]] as const) {
    it(`keeps toasts at the bottom, three at most, clear of the header's controls (${device})`, async () => {
      const { commish, draft } = await startedDraft();
      const { page } = await openPage(commish, viewport);
      await page.goto(roomPath(draft, 'settings'));
      await live(page);
      // Fast entry: five toasts asked for in a row.
      for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.locator('.Toastify__toast').first().waitFor();
      await page.waitForTimeout(500);
      expect(await toasts(page).count()).toBeLessThanOrEqual(3);
      const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
      const boxes = await toasts(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(logout).not.toBeNull();
      for (const box of boxes) {
        // In the lower half of the screen, and not over Logout (nor the name beside it in the same bar).
        expect(box.top).toBeGreaterThan(viewport.height / 2);
        expect(box.top > logout!.y + logout!.height || box.bottom < logout!.y).toBe(true);
      }
      await screenshot(page, `screenshots/commissioner-toasts-${device}`);
      expect(pageErrors).toEqual([]);
    });
  }
});
