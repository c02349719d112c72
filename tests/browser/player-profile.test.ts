import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import type { GameStatRow, SeasonStatRow } from '#shared/player-types.js';
import { createApp } from '#server/app.js';
import { auth, createLeague, registerUser, type TestUser } from '../helpers/fixtures.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * A real player's profile from the bundled data, on a phone: info card, season summary, weekly
 * numbers coloured against his own season, the Trends chart and the season totals. The numbers
 * on screen are compared with what the API answers for the same player.
 */
const PHONE = { width: 375, height: 812 };

describeBrowser('player profile', () => {
  const suite = useBrowserSuite('player-profile', { withNflData: true });
  let api: Express;
  const pageErrors: string[] = [];
  let user: TestUser;
  let leagueId: number;
  let mahomesId: string;

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    user = await registerUser(api);
    leagueId = await createLeague(api, user);
    const row = await suite.server.ctx.db.selectFrom('players').select('player_id').where('full_name', '=', 'Patrick Mahomes').executeTakeFirstOrThrow();
    mahomesId = row.player_id;
  });

  async function signedInPage(): Promise<Page> {
    const context = await suite.newContext({ viewport: PHONE, baseURL: suite.server.baseUrl });
    await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  async function get<T>(path: string): Promise<T> {
    const res = await request(api).get(path).set(auth(user.token));
    expect(res.status).toBe(200);
    return res.body as T;
  }

  it("shows Patrick Mahomes's weekly numbers, trends and season totals", async () => {
    const profile = await get<{ seasons_with_stats: number[]; jersey_number: number | null; team_abbreviation: string | null }>(`/api/players/${mahomesId}`);
    const season = profile.seasons_with_stats[0];
    expect(season).toBeDefined();
    const weeks = await get<GameStatRow[]>(`/api/players/${mahomesId}/game-stats?season=${season}`);
    const totals = (await get<SeasonStatRow[]>(`/api/players/${mahomesId}/season-stats?season=${season}`))[0];
    expect(weeks.length).toBeGreaterThan(5);

    const page = await signedInPage();
    await page.goto(`/leagues/${leagueId}/players/${mahomesId}`);
    await page.getByRole('heading', { name: 'Patrick Mahomes', level: 1 }).waitFor();
    const info = page.getByRole('region', { name: 'Player info' });
    expect(await info.getByText('QB', { exact: true }).count()).toBeGreaterThan(0);
    await info.getByText(profile.team_abbreviation ?? 'FA', { exact: true }).waitFor();
    await info.getByText(profile.jersey_number === null ? '—' : String(profile.jersey_number), { exact: true }).waitFor();
    expect(await info.getByLabel('Season').inputValue()).toBe(String(season));

    // Summary cards from the season totals; Game Stats is the default tab.
    const summary = page.getByRole('region', { name: 'Season summary' });
    await summary.getByText((totals?.fantasy_points_ppr_actual ?? 0).toFixed(1), { exact: true }).waitFor();
    await summary.getByText(String(totals?.games_played ?? 0), { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Game Stats' }).getAttribute('aria-selected')).toBe('true');

    // Each week's passing yards as the API has them, every cell in a colour band.
    const table = page.locator('table.game-stats-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(weeks.length);
    const first = weeks[0];
    if (!first) throw new Error('no week');
    const firstRow = table.locator('tbody tr').first();
    expect(await firstRow.locator('th').textContent()).toBe(String(first.week));
    const yards = first.passing_yards_actual;
    expect(await firstRow.locator('td').nth(3).textContent()).toBe(yards === null ? '—' : yards.toLocaleString('en-US'));
    const bands = await table.locator('td.stat-cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-band')));
    expect(bands.every((b) => b === 'above' || b === 'average' || b === 'below' || b === 'none')).toBe(true);
    expect(bands).toContain('above');
    expect(bands).toContain('below');
    await screenshot(page, 'player-profile-375');

    // Trends: PPR points charted by default; choosing none asks for a stat.
    await page.getByRole('tab', { name: 'Trends' }).click();
    const chart = page.locator('.trends-chart svg[role="img"]');
    await chart.waitFor();
    expect(await chart.locator('path[data-stat="fantasy_points_ppr_actual"]').count()).toBe(1);
    // Three axes: points left, yards (dashed) in the middle, touchdowns (dotted) right.
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    await page.getByRole('button', { name: 'Passing Touchdowns', exact: true }).click();
    expect(await chart.locator('path[data-stat="passing_yards_actual"]').getAttribute('stroke-dasharray')).toBe('8 4');
    expect(await chart.locator('path[data-stat="passing_touchdowns_actual"]').getAttribute('stroke-dasharray')).toBe('2 4');
    expect(await chart.locator('.visx-axis-left').count()).toBe(1);
    expect(await chart.locator('.visx-axis-right').count()).toBe(2);
    await page.getByText('Best Week', { exact: true }).waitFor();
    await page.getByText('Consistency', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Weekly Performance Summary' }).waitFor();
    await screenshot(page, 'player-profile-375-trends');
    for (const stat of ['PPR Points', 'Passing Yards', 'Passing Touchdowns']) await page.getByRole('button', { name: stat, exact: true }).click();
    await page.getByText('Select stats above to view chart', { exact: true }).waitFor();

    // Season totals and per-game averages.
    await page.getByRole('tab', { name: 'Season' }).click();
    await page.getByRole('heading', { name: 'Season Totals' }).waitFor();
    await page.getByRole('heading', { name: 'Per Game Averages' }).waitFor();

    // Draft history in this league: none yet.
    await page.getByRole('tab', { name: 'Draft History' }).click();
    await page.getByText('No acquisition history found for this player in this league', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('says Player not found for an unknown id', async () => {
    const page = await signedInPage();
    await page.goto(`/leagues/${leagueId}/players/00-0000000`);
    await page.getByRole('heading', { name: 'Player not found' }).waitFor();
    // The spec's debug dump is there, folded: the raw data shows only after "Show debug info".
    const dump = page.locator('details.debug-dump');
    expect(await dump.locator('summary').textContent()).toBe('Show debug info');
    expect(await dump.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    const raw = dump.locator('pre');
    expect(await raw.isVisible()).toBe(false);
    await dump.locator('summary').click();
    await raw.waitFor();
  });
});
