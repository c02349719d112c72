import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot } from './support/chromium.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * The accounts-and-leagues journey in real Chromium against the real built app:
 * register → create league → add teams → create draft → rename → map an owner → log out →
 * the protected page sends to /login and back after sign-in; a second user sees the league
 * only once mapped as an owner. Screenshots at 375 px and 1440 px land in test-artifacts/.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const PASSWORD = 'correct horse battery';

describeBrowser('leagues in the browser', () => {
  const suite = useBrowserSuite('leagues');
  /** Uncaught errors in any page; each test ends by asserting there were none. */
  const pageErrors: string[] = [];

  async function newPage(viewport = DESKTOP): Promise<Page> {
    const context = await suite.newContext({ viewport, baseURL: suite.server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).waitFor();

  async function register(page: Page, username: string): Promise<string> {
    const email = `${username}@example.com`;
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Display name (optional)').fill(`${username[0]?.toUpperCase()}${username.slice(1)} Example`);
    await page.getByLabel('Display name (optional)').press('Enter');
    await toast(page, 'Registration successful!');
    return email;
  }

  it('runs the commissioner journey and shares the league with a mapped owner', async () => {
    const boss = await newPage();

    // A protected page without a session goes to /login and remembers where it was.
    await boss.goto('/leagues');
    await boss.waitForURL(/\/login\?next=%2Fleagues$/);
    await register(boss, 'boss');
    await boss.waitForURL(/\/leagues$/);
    await boss.getByText('No leagues yet').waitFor();
    await boss.getByRole('banner').getByText('Boss Example').waitFor();

    // Create a league (keyboard: Enter submits the modal form).
    await boss.getByRole('button', { name: 'Create League' }).first().click();
    const createLeague = boss.getByRole('dialog', { name: 'Create League' });
    await createLeague.getByLabel('League name').fill('Sunday Sharks');
    await createLeague.getByLabel('League name').press('Enter');
    await toast(boss, 'League created successfully!');
    const card = boss.getByTestId('league-card').filter({ hasText: 'Sunday Sharks' });
    await card.getByText('Pre-Draft').waitFor();
    await card.getByText('Commissioner').waitFor();

    // Open it by clicking the card.
    await card.locator('.stat-row').click();
    await boss.waitForURL(/\/leagues\/\d+$/);
    const leagueId = Number(/\/leagues\/(\d+)$/.exec(boss.url())?.[1]);
    await boss.getByText('League code').waitFor();
    await boss.getByRole('heading', { name: 'Quick Actions' }).waitFor();

    // Add teams, several at once; the empty row is ignored.
    await boss.getByRole('button', { name: 'Add Team' }).click();
    const addTeams = boss.getByRole('dialog', { name: 'Add Teams' });
    await addTeams.getByText('Multiple teams').click();
    await addTeams.getByLabel('Team name 1').fill('Alpha');
    await addTeams.getByLabel('Team name 2').fill('Bravo');
    await addTeams.getByLabel('Team name 4').fill('Charlie');
    await addTeams.getByRole('button', { name: 'Add Teams' }).click();
    await toast(boss, 'Added 3 teams successfully!');
    const teamList = boss.locator('.team-list');
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await teamList.getByText(name, { exact: true }).waitFor();

    // Create Draft starts from the league's own three teams; here a fourth is added: 'Team 4'.
    await boss.getByRole('button', { name: 'Create Draft' }).click();
    const createDraft = boss.getByRole('dialog', { name: 'Create Draft' });
    await createDraft.getByText('Total roster slots: 16').waitFor();
    expect(await createDraft.getByLabel('Number of teams').inputValue()).toBe('3');
    await createDraft.getByLabel('Number of teams').fill('4');
    await createDraft.getByLabel('BENCH').fill('6');
    await createDraft.getByText('Total roster slots: 17').waitFor();
    await createDraft.getByRole('button', { name: 'Next' }).click();
    expect(await createDraft.getByLabel('Team name for participant 1').inputValue()).toBe('Alpha');
    expect(await createDraft.getByLabel('Team name for participant 4').inputValue()).toBe('Team 4');
    await createDraft.getByRole('button', { name: 'Back' }).click();
    expect(await createDraft.getByLabel('Number of teams').inputValue()).toBe('4');
    await createDraft.getByRole('button', { name: 'Next' }).click();
    await createDraft.getByRole('button', { name: 'Create Draft' }).click();
    await toast(boss, 'Draft created successfully!');
    const draftCard = boss.locator('.draft-card').first();
    await draftCard.getByText('Not Started').waitFor();
    expect(await draftCard.getByRole('link').first().getAttribute('href')).toMatch(new RegExp(`^/leagues/${leagueId}/drafts/\\d+$`));

    await screenshot(boss, 'league-detail-1440');

    // A second user, not yet an owner, cannot see the league.
    const fan = await newPage(PHONE);
    await fan.goto('/login');
    const fanEmail = await register(fan, 'fan');
    await fan.getByText('No leagues yet').waitFor();
    await fan.goto(`/leagues/${leagueId}`);
    await fan.getByText('League not found').waitFor();

    // Rename the league and map Bravo to the second user.
    await boss.getByRole('link', { name: 'League Settings' }).click();
    await boss.waitForURL(new RegExp(`/leagues/${leagueId}/settings$`));
    const nameInput = boss.getByRole('textbox', { name: 'League name' });
    await nameInput.fill('Sunday Sharks II');
    await nameInput.press('Enter');
    await toast(boss, 'League name updated successfully!');
    const bravo = boss.getByLabel('Bravo', { exact: true });
    await bravo.fill('not-an-email');
    await boss.getByText('Invalid email format').waitFor();
    await boss.getByRole('button', { name: 'Save All Changes' }).click();
    await toast(boss, 'Please fix invalid email formats before saving');
    await bravo.fill(fanEmail);
    await bravo.press('Enter');
    await toast(boss, 'Team mapping updated successfully!');

    // Now the second user sees it, with their own team.
    await fan.goto('/leagues');
    const fanCard = fan.getByTestId('league-card').filter({ hasText: 'Sunday Sharks II' });
    await fanCard.getByText('Bravo').waitFor();
    expect(await fanCard.getByText('Commissioner').count()).toBe(0);
    expect(await fanCard.getByRole('button', { name: 'Start Draft' }).count()).toBe(0);
    await fan.goto(`/leagues/${leagueId}/settings`);
    await fan.getByText('Only the commissioner can change league settings.').waitFor();

    // Screens at phone and laptop widths (after the card entrance animation settles).
    await boss.goto('/leagues');
    await boss.getByTestId('league-card').first().waitFor();
    await boss.waitForTimeout(400);
    await screenshot(boss, 'leagues-1440');
    await boss.setViewportSize(PHONE);
    await screenshot(boss, 'leagues-375');
    expect(await noHorizontalScroll(boss)).toBe(true);
    await boss.goto(`/leagues/${leagueId}`);
    await boss.getByText('League code').waitFor();
    await screenshot(boss, 'league-detail-375');
    expect(await noHorizontalScroll(boss)).toBe(true);
    await boss.setViewportSize(DESKTOP);
    expect(await noHorizontalScroll(fan)).toBe(true);

    // Log out; the protected page sends to /login and back after sign-in.
    await boss.getByRole('button', { name: 'Logout' }).click();
    await toast(boss, 'Logged out successfully');
    await boss.waitForURL(/\/login$/);
    expect(await boss.evaluate(() => window.localStorage.getItem('gavel.token'))).toBeNull();
    await boss.goto(`/leagues/${leagueId}/settings`);
    await boss.waitForURL(/\/login\?next=/);
    await boss.getByLabel('Email').fill('boss@example.com');
    await boss.getByLabel('Password').fill(PASSWORD);
    await boss.getByRole('button', { name: 'Sign In' }).click();
    await toast(boss, 'Login successful!');
    await boss.waitForURL(new RegExp(`/leagues/${leagueId}/settings$`));
    await boss.getByRole('heading', { name: 'League Settings' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('serves the public board route without loading the signed-in shell', async () => {
    const page = await newPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/public/draft/some-token');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(/\/public\/draft\/some-token$/);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(scripts.filter((path) => /\/(AppShell|AppProviders|LoginPage|LeaguesPage|LeagueDetailPage)-/.test(path))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('starts a draft from a card, then asks with the exact text before deleting the league', async () => {
    const page = await newPage();
    await page.goto('/login');
    await register(page, 'tidy');
    await page.getByRole('button', { name: 'Create League' }).first().click();
    await page.getByRole('dialog', { name: 'Create League' }).getByLabel('League name').fill('Throwaway');
    await page.getByRole('dialog', { name: 'Create League' }).getByRole('button', { name: 'Create League' }).click();
    await toast(page, 'League created successfully!');

    // Start Draft on a league without a draft creates one, then opens its run screen.
    await page.getByRole('button', { name: 'Start Draft' }).click();
    await toast(page, 'Draft created successfully!');
    await page.waitForURL(/\/leagues\/\d+\/drafts\/\d+\/run$/);
    await page.goto('/leagues');
    await page.getByTestId('league-card').getByText('Draft Scheduled').waitFor();

    const remove = page.getByRole('button', { name: 'Delete Throwaway' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete league' });
    await dialog.getByText('Are you sure you want to delete the "Throwaway" league? This action cannot be undone.', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete League' }).click();
    await toast(page, 'League deleted successfully');
    await page.getByText('No leagues yet').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
