import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { axeAudit, blocking } from './support/axe.js';
import { describeBrowser, launchBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 17: axe-core over every page of the app, at a phone (390x844, touch) and a desktop size.
 * Any critical or serious WCAG 2.2 AA finding fails the test; the list it prints names the rule
 * and the offending nodes. One server and one browser for the whole file.
 */
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
} as const;
type Size = keyof typeof SIZES;

describeBrowser('accessibility audit (axe-core)', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: ReturnType<typeof roomApi>;
  let contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let commish: RoomAccount;
  let draft: RoomDraft & { leagueName: string };
  let playerId: string;
  let publicPath: string;

  beforeAll(async () => {
    server = await startServer({ withNflData: true });
    api = roomApi(server.baseUrl);
    browser = await launchBrowser();
    commish = await api.account('commish');
    const member = await api.account('member');
    draft = await api.draftFor(commish, member);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    const drafted = await api.draftPlayers(commish.token, draft, 6);
    playerId = drafted[0]!.nfl_player_id;
    const link = await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commish.token });
    publicPath = new URL(link.public_url).pathname;
  }, 180_000);
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((c) => c.pages());
    await Promise.all(pages.map((page, i) => screenshot(page, `failure-accessibility-${i}`).catch(() => undefined)));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.close();
  });

  async function openPage(size: Size, user: RoomAccount | null): Promise<Page> {
    const context = await browser.newContext({ ...SIZES[size], baseURL: server.baseUrl, bypassCSP: true, reducedMotion: 'reduce' });
    contexts = [...contexts, context];
    if (user) await context.addInitScript((token) => window.localStorage.setItem('gavel.token', token), user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const room = (tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;
  /** Each page with what shows once its data is in (the audit must see the loaded page, not a spinner). */
  const pages: { name: string; signedIn: boolean; path: () => string; ready: (page: Page) => Promise<void> }[] = [
    { name: 'login', signedIn: false, path: () => '/login', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'leagues', signedIn: true, path: () => '/leagues', ready: (p) => p.getByText(draft.leagueName).first().waitFor() },
    { name: 'league', signedIn: true, path: () => `/leagues/${draft.leagueId}`, ready: (p) => p.getByRole('heading', { name: draft.leagueName }).waitFor() },
    { name: 'run', signedIn: true, path: () => room('run'), ready: (p) => p.locator('.available-table tbody tr').first().waitFor() },
    { name: 'board', signedIn: true, path: () => room('board'), ready: (p) => p.getByTestId('draft-board').locator('.board-cell').first().waitFor() },
    { name: 'players', signedIn: true, path: () => room('players'), ready: (p) => p.locator('table tbody tr').nth(5).waitFor() },
    { name: 'settings', signedIn: true, path: () => room('settings'), ready: (p) => p.getByRole('button', { name: /save/i }).first().waitFor() },
    { name: 'trades', signedIn: true, path: () => room('trades'), ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'profile', signedIn: true, path: () => `/leagues/${draft.leagueId}/players/${playerId}`, ready: (p) => p.getByRole('region', { name: 'Player info' }).waitFor() },
    { name: 'public board', signedIn: false, path: () => publicPath, ready: (p) => p.locator('.board-cell').first().waitFor() },
  ];

  for (const size of Object.keys(SIZES) as Size[]) {
    it(`has no critical or serious violations on any page at ${size} size`, async () => {
      const failures: Record<string, unknown> = {};
      for (const entry of pages) {
        const page = await openPage(size, entry.signedIn ? commish : null);
        await page.goto(entry.path());
        await entry.ready(page);
        const findings = await axeAudit(page);
        const bad = blocking(findings);
        const minor = findings.filter((f) => !bad.includes(f));
        if (minor.length > 0) console.log(`${size} ${entry.name}: ${minor.map((f) => `${f.impact} ${f.id} (${f.nodes[0] ?? ''})`).join('; ')}`);
        if (bad.length > 0) failures[entry.name] = bad;
        await page.context().close();
        contexts = contexts.filter((c) => c !== page.context());
      }
      expect(failures).toEqual({});
      expect(pageErrors).toEqual([]);
    }, 180_000);
  }
});
