import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { adjustedValue, inflationLine } from '#shared/values/inflation.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount } from './support/room-api.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * Auction values on screen (docs/VALUES.md): the commissioner's laptop and the TV show
 * the inflation line; a sale moves it on both at once, the Run tab's value and adjusted value
 * columns follow, the sale shows its value beside its price (bargain / overpay), the buying team
 * gets projected points, and the Players tab, the quick tools and the profile show the values.
 */
const LAPTOP = { width: 1440, height: 900 };
const TV = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
const LIVE_MS = 2000;
const TEAMS = 10;
const BUDGET = 200;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

describeBrowser('auction values in the room and on the TV', () => {
  const suite = useBrowserSuite('auction-values', { withNflData: true });
  const pageErrors: string[] = [];
  let api: ReturnType<typeof roomApi>;

  beforeAll(() => {
    api = roomApi(suite.server.baseUrl);
  });

  async function open(viewport: { width: number; height: number }, user?: RoomAccount, touch = false): Promise<Page> {
    // Phones and the TV open the app by the laptop's LAN address, as at the party; the laptop by localhost.
    const baseURL = viewport === LAPTOP ? suite.server.baseUrl : suite.server.guestUrl;
    const context = await suite.newContext({ viewport, baseURL, hasTouch: touch, isMobile: touch });
    if (user) await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const cellText = (row: ReturnType<Page['locator']>, index: number) => row.locator('td').nth(index).textContent();

  it('moves the inflation line, values and team points live on the laptop, the TV and a phone after a sale', async () => {
    const commish = await api.account('commish');
    const member = await api.account('member');
    const draft = await api.draftFor(commish, member, TEAMS);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    const link = (await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commish.token })).public_url;
    const before = await api.call<DraftSnapshot>(`/drafts/${draft.draftId}`, { token: commish.token });
    const values = before.values ?? {};
    // Best value first: the star who will be sold, and the next one whose adjusted value will move.
    const [star, next] = Object.entries(values).sort((a, b) => b[1][0] - a[1][0]);
    if (!star || !next) throw new Error('the draft has no values');
    const [starId, [starValue, starPoints]] = star;
    const [nextId, [nextValue]] = next;
    const players = await api.call<{ nfl_player_id: string; full_name: string }[]>(`/drafts/${draft.draftId}/all-players?limit=1000`, { token: commish.token });
    const starName = players.find((p) => p.nfl_player_id === starId)?.full_name;
    const nextName = players.find((p) => p.nfl_player_id === nextId)?.full_name;
    if (!starName || !nextName) throw new Error('the best-valued players are not in the list');

    // Before the first sale both sides of the ratio are the spendable dollars: 0 %.
    const slots = before.draft.num_rounds;
    const spendable = TEAMS * BUDGET - TEAMS * slots;
    const opening = inflationLine({ inflation: 0, dollars_left: spendable, value_left: spendable });
    expect(opening).toBe(`Inflation 0 % \u00b7 ${dollars(spendable)} left for ${dollars(spendable)} of value`);

    const laptop = await open(LAPTOP, commish);
    await laptop.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/run`);
    await laptop.locator('.live-dot.is-live').waitFor();
    const tv = await open(TV);
    await tv.goto(new URL(link).pathname);
    await tv.getByTestId('draft-board').waitFor();
    await tv.getByText('Live', { exact: true }).waitFor();
    const phone = await open(PHONE, member, true);
    await phone.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/my-team`);
    await phone.getByRole('table', { name: 'League budgets' }).waitFor();

    const lineOf = (page: Page) => page.getByTestId('inflation-line').textContent({ timeout: LIVE_MS });
    await expect.poll(() => lineOf(laptop)).toBe(opening);
    await expect.poll(() => lineOf(tv)).toBe(opening);
    const row = (page: Page, name: string) => page.locator('.available-table tbody tr', { hasText: name });
    await row(laptop, nextName).waitFor();
    const headers = (await laptop.locator('.available-table thead th').allTextContents()).map((t) => t.replace(/[▲▼]/g, ''));
    const valueAt = headers.indexOf('Value');
    const adjustedAt = headers.indexOf('Adj.');
    expect(valueAt).toBeGreaterThan(0);
    expect(adjustedAt).toBe(valueAt + 1);
    expect(await cellText(row(laptop, nextName), valueAt)).toBe(dollars(nextValue));
    expect(await cellText(row(laptop, nextName), adjustedAt)).toBe(dollars(nextValue));
    // Nobody has bought anyone: no team has projected points yet.
    const budgets = phone.getByRole('table', { name: 'League budgets' });
    // Rows in draft order: Team 1 (the buyer) first.
    const pointsOf = (index: number) => budgets.locator('tbody tr').nth(index).locator('.team-budgets-points').textContent();
    expect(await pointsOf(0)).toBe('0.0 pts');

    // The commissioner sells the star to Team 1 (the member's) for $30 over his value, by keyboard.
    const price = starValue + 30;
    await laptop.getByLabel('Search players').fill(starName);
    await row(laptop, starName).first().waitFor();
    await laptop.getByLabel('Search players').press('Enter');
    await laptop.getByTestId('selected-player-value').getByText(`Value ${dollars(starValue)} · Adj. ${dollars(starValue)}`).waitFor();
    await laptop.getByLabel('Winning Team').selectOption({ label: `Team 1 (${dollars(BUDGET)} left)` });
    await laptop.getByLabel('Winning Bid Amount').fill(String(price));
    await laptop.getByRole('button', { name: 'Draft Player' }).click();

    // Hand-computed: the room lost price − $1 above the floors, the board lost value − $1.
    const dollarsLeft = spendable - (price - 1);
    const valueLeft = spendable - (starValue - 1);
    const inflation = dollarsLeft / valueLeft - 1;
    const after = inflationLine({ inflation, dollars_left: dollarsLeft, value_left: valueLeft });
    expect(after).toMatch(/^Inflation \u2212\d+ % /);
    await expect.poll(() => lineOf(laptop), { timeout: LIVE_MS }).toBe(after);
    await expect.poll(() => lineOf(tv), { timeout: LIVE_MS }).toBe(after);

    // The Run tab: the star is gone, the next player's adjusted value fell with the market.
    const nextAdjusted = adjustedValue(nextValue, inflation);
    expect(nextAdjusted).toBeLessThan(nextValue);
    await expect.poll(() => cellText(row(laptop, nextName), adjustedAt), { timeout: LIVE_MS }).toBe(dollars(nextAdjusted));
    expect(await cellText(row(laptop, nextName), valueAt)).toBe(dollars(nextValue));
    expect(await row(laptop, starName).count()).toBe(0);
    // The sale with its value, in the recent picks and on the TV's banner.
    const verdict = `value ${dollars(starValue)} · $30 overpay`;
    await laptop.locator('.recent-pick', { hasText: starName }).getByTestId('sale-value').getByText(verdict).waitFor();
    await tv.getByTestId('latest-pick').getByTestId('sale-value').getByText(verdict).waitFor({ timeout: LIVE_MS });
    // Sorting by adjusted value puts the next best at the top.
    await laptop.locator('.available-table').getByRole('button', { name: 'Adj.' }).click();
    expect(await cellText(laptop.locator('.available-table tbody tr').first(), adjustedAt)).toBe(dollars(nextAdjusted));
    // Every column fits the laptop's Run tab: the Select buttons are not pushed out of sight.
    const scroll = await laptop.locator('.available-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scroll).toBeLessThanOrEqual(1);
    await screenshot(laptop, 'screenshots/values-run-tab-laptop');
    await screenshot(tv, 'screenshots/values-tv-1920x1080');

    // The phone: the latest sale with its verdict, Team 1's projected points are the star's.
    await phone.getByTestId('latest-sale').getByTestId('sale-value').getByText(verdict).waitFor({ timeout: LIVE_MS });
    await expect.poll(() => pointsOf(0), { timeout: LIVE_MS }).toBe(`${starPoints.toFixed(1)} pts`);
    expect(await pointsOf(1)).toBe('0.0 pts');
    // The table fits the phone: no column pushed off to the side.
    expect(await budgets.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    await screenshot(phone, 'screenshots/values-my-team-phone');

    // The TV's heading holds the line without crowding: one row, inside the screen, nothing to scroll.
    const tvLayout = await tv.evaluate(() => {
      const line = document.querySelector('.public-inflation')?.getBoundingClientRect();
      const title = document.querySelector('.public-heading h1')?.getBoundingClientRect();
      return {
        fontPx: parseFloat(getComputedStyle(document.querySelector('.public-inflation')!).fontSize),
        sameRow: !!line && !!title && line.top < title.bottom && line.bottom > title.top,
        inside: !!line && line.right <= window.innerWidth,
        overflowY: document.documentElement.scrollHeight - window.innerHeight,
      };
    });
    expect(tvLayout.fontPx).toBeGreaterThanOrEqual(20);
    expect(tvLayout).toMatchObject({ sameRow: true, inside: true });
    expect(tvLayout.overflowY).toBeLessThanOrEqual(1);

    // Quick tools: the slide-over's player list has both columns too.
    await laptop.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await laptop.getByRole('menuitem', { name: 'Quick Submit Pick' }).click();
    const quick = laptop.getByRole('dialog', { name: 'Quick Submit Pick' });
    const quickRow = quick.locator('.available-table tbody tr', { hasText: nextName });
    await quickRow.waitFor();
    const quickHeaders = (await quick.locator('.available-table thead th').allTextContents()).map((t) => t.replace(/[▲▼]/g, ''));
    expect(quickHeaders).toEqual(expect.arrayContaining(['Value', 'Adj.']));
    expect(await cellText(quickRow, quickHeaders.indexOf('Adj.'))).toBe(dollars(nextAdjusted));
    // The narrow panel fits every column, Select included: team and position fold into the player cell.
    expect(await quick.locator('.available-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await quickRow.getByRole('button', { name: `Select ${nextName}` }).waitFor();
    await screenshot(laptop, 'screenshots/values-quick-tools-laptop');
    await laptop.keyboard.press('Escape');

    // Players tab: both columns, sortable; the sold star keeps his value and has no adjusted one.
    await laptop.getByRole('link', { name: 'Players List' }).click();
    const table = laptop.locator('.players-table');
    await table.waitFor();
    const playerHeaders = (await table.locator('thead th').allTextContents()).map((t) => t.replace(/[▲▼]/g, ''));
    const tabValueAt = playerHeaders.indexOf('Value');
    const tabAdjustedAt = playerHeaders.indexOf('Adj. Value');
    expect(tabValueAt).toBeGreaterThan(0);
    await table.getByRole('button', { name: 'Value', exact: true }).click();
    const first = table.locator('tbody tr').first();
    await expect.poll(() => cellText(first, tabValueAt)).toBe(dollars(starValue));
    const starRow = table.locator(`tbody tr[data-player-id="${starId}"]`);
    expect(await cellText(starRow, tabValueAt)).toBe(dollars(starValue));
    expect(await cellText(starRow, tabAdjustedAt)).toBe('—');
    await table.getByRole('button', { name: 'Adj. Value' }).click();
    await expect.poll(() => cellText(first, tabAdjustedAt)).toBe(dollars(nextAdjusted));
    await screenshot(laptop, 'screenshots/values-players-tab-laptop');

    // The profile opened from the draft: the value in this draft and today's adjusted value.
    await table.locator(`tbody tr[data-player-id="${nextId}"]`).getByRole('link', { name: nextName }).click();
    const card = laptop.getByTestId('profile-value');
    await card.waitFor();
    expect(new URL(laptop.url()).searchParams.get('draft')).toBe(String(draft.draftId));
    await card.getByText(dollars(nextValue), { exact: true }).waitFor();
    await card.getByText(`${dollars(nextAdjusted)} at`).waitFor();
    await screenshot(laptop, 'screenshots/values-profile-laptop');
    // Without a draft in the link it uses the league's newest draft: the star's sale and verdict.
    await laptop.goto(`/leagues/${draft.leagueId}/players/${encodeURIComponent(starId)}`);
    await card.getByText(`${dollars(price)} to Team 1`).waitFor();
    await card.getByText('$30 overpay').waitFor();

    expect(pageErrors).toEqual([]);
  }, 120_000);
});
