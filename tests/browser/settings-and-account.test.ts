import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { TOKEN_STORAGE_KEY } from '#client/stores/session.js';
import { onlySpaces, SAME_PASSWORD } from '#shared/accounts/requests.js';
import { EMBEDDED_BOARD_ID } from '#shared/draft/embedded-board.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../helpers/fixtures.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * Screens and settings a party found missing or wrong, in Chromium against the real app:
 * Change Password from the account menu; league scoring (PPR / half / standard); draft settings that
 * save a slot set to 0 and stay editable for a draft created with more than 5 of a slot; the Run
 * tab's pick number after a deleted pick; the public board's load-failure texts (spec 02 §8).
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct horse battery';

describeBrowser('settings and account screens', () => {
  const suite = useBrowserSuite('settings-account', { withNflData: true });
  let api: Express;
  const pageErrors: string[] = [];

  beforeAll(() => {
    api = createApp(suite.server.ctx);
  });

  async function call(user: TestUser, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
    const res = await request(api)[method](path).set(auth(user.token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as unknown;
  }

  async function signedIn(user: TestUser, viewport = LAPTOP, phone = false): Promise<Page> {
    const context = await suite.newContext({ viewport, baseURL: suite.server.baseUrl, hasTouch: phone, isMobile: phone });
    await context.addInitScript(([key, token]) => {
      // Only on the first load: the page keeps the fresh token a password change hands it.
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, token);
    }, [TOKEN_STORAGE_KEY, user.token] as const);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
  const roomPath = (draft: TestDraft, tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;

  it('changes the password from the account menu: refusals beside the form, this device stays signed in', async () => {
    const user = await registerUser(api);
    const page = await signedIn(user, PHONE, true);
    await page.goto('/leagues');
    await page.getByRole('button', { name: user.username }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/password');
    const form = page.getByRole('form', { name: 'Change Password' });
    const submit = form.getByRole('button', { name: 'Change Password' });

    // The server's own rules, in the browser first: too short, then the repeat that differs.
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await submit.click();
    await form.getByRole('alert').getByText('New password must be at least 8 characters').waitFor();
    // Spaces alone, and the current password again, are refused in the schema's words.
    await form.getByLabel('New password', { exact: true }).fill(' '.repeat(8));
    await submit.click();
    await form.getByRole('alert').getByText(onlySpaces('New password')).waitFor();
    await form.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await submit.click();
    await form.getByRole('alert').getByText(SAME_PASSWORD).waitFor();
    await form.getByLabel('New password', { exact: true }).fill('a much longer secret');
    await form.getByLabel('Repeat new password').fill('a much longer secreT');
    await submit.click();
    await form.getByRole('alert').getByText('New passwords do not match').waitFor();

    // A wrong current password is the server's 400, shown beside the form; nobody is signed out.
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('Repeat new password').fill('a much longer secret');
    await submit.click();
    await form.getByRole('alert').getByText('Current password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/password');

    await form.getByLabel('Current password').fill(PASSWORD);
    await submit.click();
    await toast(page, 'Password changed successfully');
    await form.getByRole('status').getByText('Password changed successfully').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    await screenshot(page, 'screenshots/phone-change-password-390x844');

    // The old token is dead, the page holds the fresh one: a reload stays signed in.
    const old = await request(api).get('/api/auth/me').set(auth(user.token));
    expect(old.status).toBe(401);
    await page.goto('/leagues');
    await page.getByRole('heading', { name: 'My Leagues' }).waitFor();
    await page.getByRole('button', { name: user.username }).waitFor();
    const login = (password: string) => request(api).post('/api/auth/login').send({ email: user.email, password });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login('a much longer secret')).status).toBe(200);

    // The menu closes with Escape and gives focus back to its button.
    const menuButton = page.getByRole('button', { name: user.username });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Account' }).waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("sets the league's scoring to half PPR from League Settings", async () => {
    const boss = await registerUser(api);
    const draft = await createDraft(api, boss, { numTeams: 2 });
    const page = await signedIn(boss);
    await page.goto(`/leagues/${draft.leagueId}/settings`);
    const scoring = page.getByRole('form', { name: 'Scoring' });
    const preset = (name: string) => scoring.getByRole('radio', { name, exact: true });
    await scoring.waitFor();
    expect(await preset('PPR').isChecked()).toBe(true);
    const reception = scoring.locator('.scoring-rule', { hasText: 'Reception' }).locator('dd');
    expect(await reception.textContent()).toBe('1');
    expect(await scoring.getByRole('button', { name: 'Save Scoring' }).isDisabled()).toBe(true);

    await preset('Half PPR').check();
    expect(await reception.textContent()).toBe('0.5');
    await scoring.getByText('½ point per reception').waitFor();
    await scoring.getByRole('button', { name: 'Save Scoring' }).click();
    await toast(page, 'Scoring settings updated successfully!');
    const saved = (await call(boss, 'get', `/api/leagues/${draft.leagueId}/scoring`)) as { scoring_settings: { preset: string; reception: number } };
    expect(saved.scoring_settings).toMatchObject({ preset: 'HALF_PPR', reception: 0.5 });
    await screenshot(page, 'screenshots/league-settings-scoring-1366x768');

    await page.reload();
    await preset('Half PPR').waitFor();
    expect(await preset('Half PPR').isChecked()).toBe(true);
    expect(await scoring.getByRole('button', { name: 'Save Scoring' }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('saves a roster slot set to 0; a draft created with 8 receivers can still change its budget; one 0–10 limit with creation', async () => {
    const boss = await registerUser(api);
    const draft = await createDraft(api, boss, { numTeams: 4, rosterPositions: { QB: 1, RB: 2, WR: 8, TE: 1, K: 1, DEF: 1, BENCH: 2 } });
    const page = await signedIn(boss);
    await page.goto(roomPath(draft, 'settings'));
    const form = page.getByRole('form', { name: 'Draft settings' });
    const slot = (key: string) => form.getByLabel(key, { exact: true });
    expect(await slot('WR').inputValue()).toBe('8');

    // Spec 02 held settings to 0–5: this draft's 8 receivers would have blocked even a budget change.
    await form.getByLabel('Budget per team ($)').fill('260');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Draft settings updated successfully');
    await page.locator('.draft-header').getByText('$260 budget').waitFor();

    // A kicker slot set to 0 is saved as 0, not kept at 1 behind a success toast.
    await slot('K').fill('0');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Draft settings updated successfully');
    const snapshot = (await call(boss, 'get', `/api/drafts/${draft.draftId}`)) as { draft: { roster_positions: Record<string, number>; num_rounds: number } };
    expect(snapshot.draft.roster_positions.K ?? 0).toBe(0);
    expect(snapshot.draft.roster_positions.WR).toBe(8);
    expect(snapshot.draft.num_rounds).toBe(15);
    await page.reload();
    expect(await slot('K').inputValue()).toBe('0');
    expect(await slot('WR').inputValue()).toBe('8');

    // One limit, 0–10, with the words draft creation answers with (shared/draft/roster-rules.ts).
    const created = await request(api)
      .post('/api/drafts')
      .set(auth(boss.token))
      .send({ fantasy_league_id: draft.leagueId, num_teams: 2, roster_positions: { WR: 11 } });
    expect(created.status).toBe(400);
    await slot('WR').fill('11');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await form.getByRole('alert').getByText(created.body.error as string, { exact: true }).waitFor();
    await slot('WR').fill('10');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Draft settings updated successfully');
    expect(pageErrors).toEqual([]);
  });

  it("shows the server's next pick number on the Run tab after an earlier pick was deleted", async () => {
    const boss = await registerUser(api);
    const draft = await createDraft(api, boss, { numTeams: 4 });
    await call(boss, 'put', `/api/drafts/${draft.draftId}/start`);
    const pool = (await call(boss, 'get', `/api/drafts/${draft.draftId}/available-players?limit=4`)) as { nfl_player_id: string; full_name: string }[];
    const picks: { fantasy_pick_id: number; pick_number: number }[] = [];
    for (const [i, player] of pool.slice(0, 3).entries()) {
      const body = { nfl_player_id: player.nfl_player_id, fantasy_team_id: draft.teamIds[i], acquisition_price: 5 + i };
      picks.push((await call(boss, 'post', `/api/drafts/${draft.draftId}/draft-player`, body)) as (typeof picks)[number]);
    }
    await call(boss, 'delete', `/api/drafts/${draft.draftId}/picks/${picks[1]?.fantasy_pick_id}`);

    // Two picks are left, numbered 1 and 3: the next is #4, not picks + 1 = #3.
    const page = await signedIn(boss);
    await page.goto(roomPath(draft, 'run'));
    await page.getByTestId('current-pick-number').getByText('Pick #4').waitFor();
    const next = pool[3];
    if (!next) throw new Error('pool too small');
    await page.getByLabel('Search players').fill(next.full_name);
    await page.locator('.available-table tbody tr').first().filter({ hasText: next.full_name }).waitFor();
    await page.getByLabel('Search players').press('Enter');
    await page.getByLabel('Winning Team').selectOption({ label: 'Team 4 ($200 left)' });
    await page.getByLabel('Winning Bid Amount').fill('7');
    await page.getByRole('button', { name: 'Draft Player' }).click();
    await toast(page, 'Player drafted successfully!');
    const after = (await call(boss, 'get', `/api/drafts/${draft.draftId}/picks`)) as { nfl_player_id: string; pick_number: number }[];
    expect(after.find((p) => p.nfl_player_id === next.nfl_player_id)?.pick_number).toBe(4);
    await page.getByTestId('current-pick-number').getByText('Pick #5').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("names what failed on the public board: 'Failed to fetch draft data', '… draft picks', '… draft rosters'", async () => {
    const boss = await registerUser(api);
    const draft = await createDraft(api, boss, { numTeams: 4 });
    await call(boss, 'put', `/api/drafts/${draft.draftId}/start`);
    const { public_url: url } = (await call(boss, 'post', `/api/drafts/${draft.draftId}/public-url/regenerate`)) as { public_url: string };
    const token = url.split('/').pop() ?? '';
    const context = await suite.newContext({ viewport: LAPTOP, baseURL: suite.server.baseUrl });
    const tv = await context.newPage();
    tv.setDefaultTimeout(15_000);

    // The draft itself cannot be read (the server is unreachable for it): the access error names it.
    // The page usually carries the board's first read (server/http/board-document.ts); this one
    // comes without it, as from a cache, so the board asks the API.
    await tv.route(`**/public/draft/${token}`, async (route) => {
      const page = await route.fetch();
      const headers = Object.fromEntries(Object.entries(page.headers()).filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
      const html = (await page.text()).replace(new RegExp(`<script type="application/json" id="${EMBEDDED_BOARD_ID}">.*?</script>`), '');
      await route.fulfill({ status: page.status(), headers, body: html });
    });
    const draftRead = `**/api/public/drafts/${token}`;
    await tv.route(draftRead, (route) => route.abort('connectionrefused'));
    await tv.goto(`/public/draft/${token}`);
    await tv.getByRole('heading', { name: 'Access Error' }).waitFor();
    await tv.getByText('This draft board is not available or the link has expired.').waitFor();
    await tv.getByText(/Failed to fetch draft data/).waitFor();
    // It tries again by itself: once the read works, the board shows.
    await tv.unroute(draftRead);
    await tv.getByText('Public Draft Board').waitFor();

    // New picks cannot be read while catching up: the banner says Reconnecting…, with the spec's text for what failed as its title, by view.
    const banner = tv.getByRole('region', { name: 'Board status' });
    // The socket first: a join answered after a failed catch-up rightly clears the banner.
    await banner.getByText('Live', { exact: true }).waitFor();
    const eventsRead = `**/api/public/drafts/${token}/events**`;
    await tv.route(eventsRead, (route) => route.abort('connectionrefused'));
    const catchUp = () => tv.evaluate(() => window.dispatchEvent(new Event('online')));
    // On a loaded machine the socket may still reconnect meanwhile (a late heartbeat) and clear it
    // the same way: then the next catch-up fails again and says so.
    const failedCatchUpSays = async (title: string) => {
      const reconnecting = banner.locator(`[title="${title}"]`, { hasText: 'Reconnecting…' });
      for (let attempt = 1; ; attempt++) {
        await catchUp();
        try {
          return await reconnecting.waitFor({ timeout: 5_000 });
        } catch (err) {
          if (attempt === 3) throw err;
        }
      }
    };
    await failedCatchUpSays('Failed to fetch draft picks');
    await tv.getByRole('tab', { name: 'Roster View' }).click();
    await failedCatchUpSays('Failed to fetch draft rosters');
    await tv.unroute(eventsRead);
    await catchUp();
    await banner.getByText('Live', { exact: true }).waitFor();
    expect(await banner.locator('[title^="Failed to fetch"]').count()).toBe(0);
  });
});
