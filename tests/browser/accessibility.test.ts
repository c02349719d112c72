import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { axeAudit, blocking } from './support/axe.js';
import { describeBrowser, launchBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount, type RoomDraft } from './support/room-api.js';
import { saleAnnouncement } from '#client/accessibility/announcements.js';
import { startServer, type RunningServer } from './support/server.js';
import { shortTapTargets } from './support/suite.js';

/**
 * axe-core over every page of the app, at a phone (390x844, touch) and a desktop size.
 * Any critical or serious WCAG 2.2 AA finding fails the test; the list it prints names the rule
 * and the offending nodes. Then a draft run with the keyboard alone, from sign-in to the board,
 * with the sales heard in the room's and the TV's live regions. One server and one browser.
 */
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
} as const;
type Size = keyof typeof SIZES;

/** Opens a panel from the room's Quick Draft Tools menu and waits for its table's first row. */
async function openQuickTool(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.getByRole('dialog', { name }).locator('tbody tr').first().waitFor();
}

describeBrowser('accessibility audit (axe-core)', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: ReturnType<typeof roomApi>;
  let contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let commish: RoomAccount;
  /** Owns Team 1 of `draft`, with an offer from Team 2 waiting. */
  let member: RoomAccount;
  let draft: RoomDraft & { leagueName: string };
  let playerId: string;
  let publicPath: string;
  let auctionMember: RoomAccount;
  let auctionDraft: RoomDraft;
  let auctionTvPath: string;

  beforeAll(async () => {
    server = await startServer({ withNflData: true });
    api = roomApi(server.baseUrl);
    browser = await launchBrowser();
    commish = await api.account('commish');
    member = await api.account('member');
    draft = await api.draftFor(commish, member);
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    const drafted = await api.draftPlayers(commish.token, draft, 6);
    playerId = drafted[0]!.nfl_player_id;
    // Team 1's first player for Team 2's, so the board has a traded pick and its Trade History dialog.
    await api.call('/trades/execute', {
      method: 'POST',
      token: commish.token,
      body: {
        fantasy_draft_id: draft.draftId,
        from_team_id: draft.teamIds[0],
        to_team_id: draft.teamIds[1],
        from_players: [drafted[0]!.nfl_player_id],
        to_players: [drafted[1]!.nfl_player_id],
        cash_from_team: 5,
        cash_to_team: 0,
      },
    });
    // An offer to Team 1 (the member's) from Team 2, for the member's Accept / Reject controls.
    await api.call('/trades', {
      method: 'POST',
      token: commish.token,
      body: { fantasy_draft_id: draft.draftId, from_team_id: draft.teamIds[1], to_team_id: draft.teamIds[0], from_players: [drafted[5]!.nfl_player_id], to_players: [drafted[4]!.nfl_player_id] },
    });
    const link = await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commish.token });
    publicPath = new URL(link.public_url).pathname;

    // A live auction with a lot open on the slowest clocks (the audit must still see it open after both
    // sizes' pages on a loaded machine), member on Team 1.
    auctionMember = await api.account('bidder');
    auctionDraft = await api.draftFor(commish, auctionMember);
    const slow = { auction_mode: 'live', nomination_seconds: 600, bid_seconds: 600, opening_seconds: 600 };
    await api.call(`/drafts/${auctionDraft.draftId}/settings`, { method: 'PUT', token: commish.token, body: slow });
    await api.call(`/drafts/${auctionDraft.draftId}/start`, { method: 'PUT', token: commish.token });
    // No live clock runs until the commissioner starts the auction (docs/API.md, the auction start step).
    await api.call(`/drafts/${auctionDraft.draftId}/auction/start`, { method: 'PUT', token: commish.token });
    const [lotPlayer] = await api.call<{ nfl_player_id: string }[]>(`/drafts/${auctionDraft.draftId}/available-players?limit=1`, { token: commish.token });
    await api.call(`/drafts/${auctionDraft.draftId}/nominate`, { method: 'POST', token: auctionMember.token, body: { nfl_player_id: lotPlayer!.nfl_player_id } });
    const auctionLink = await api.call<{ public_url: string }>(`/drafts/${auctionDraft.draftId}/public-url/regenerate`, { method: 'POST', token: commish.token });
    auctionTvPath = new URL(auctionLink.public_url).pathname;
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
  /** `strict`: any finding fails the page, moderate and minor ones too (the screens fixed for them). */
  const pages: { name: string; signedIn: boolean | 'bidder' | 'member'; path: () => string; ready: (page: Page) => Promise<void>; strict?: boolean }[] = [
    { name: 'login', signedIn: false, path: () => '/login', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'leagues', signedIn: true, path: () => '/leagues', ready: (p) => p.getByText(draft.leagueName).first().waitFor() },
    { name: 'league', signedIn: true, path: () => `/leagues/${draft.leagueId}`, ready: (p) => p.getByRole('heading', { name: draft.leagueName }).waitFor() },
    { name: 'run', signedIn: true, path: () => room('run'), ready: (p) => p.locator('.available-table tbody tr').first().waitFor() },
    { name: 'board', signedIn: true, path: () => room('board'), ready: (p) => p.getByTestId('draft-board').locator('.board-cell').first().waitFor() },
    { name: 'players', signedIn: true, path: () => room('players'), ready: (p) => p.locator('table tbody tr').nth(5).waitFor() },
    { name: 'settings', signedIn: true, path: () => room('settings'), ready: (p) => p.getByRole('button', { name: /save/i }).first().waitFor() },
    { name: 'trades', signedIn: true, path: () => room('trades'), ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'profile', signedIn: true, path: () => `/leagues/${draft.leagueId}/players/${playerId}`, ready: (p) => p.getByRole('region', { name: 'Player info' }).waitFor() },
    // The value screens, each audited once its figures are in: the Players tab's Value and Adj.
    // Value columns, the profile's value card for its draft, the quick tools' table and team summary.
    {
      name: 'players (value columns)',
      signedIn: true,
      strict: true,
      path: () => room('players'),
      ready: async (p) => {
        await p.getByRole('columnheader', { name: /^Adj\. Value/ }).waitFor();
        await p.locator('table tbody tr').first().getByText(/^\$\d+$/).first().waitFor();
      },
    },
    {
      name: 'profile value card',
      signedIn: true,
      strict: true,
      path: () => `/leagues/${draft.leagueId}/players/${playerId}?draft=${draft.draftId}`,
      ready: (p) => p.getByTestId('profile-value').getByText('Sold').waitFor(),
    },
    // Strict since the room behind a modal panel is inert: its Available Players and Submit Pick
    // landmarks are no longer there twice (docs/DECISIONS.md, Accessibility).
    {
      name: 'quick submit panel (values)',
      signedIn: true,
      strict: true,
      path: () => room('run'),
      ready: (p) => openQuickTool(p, 'Quick Submit Pick'),
    },
    {
      name: 'team summary panel (projected points)',
      signedIn: true,
      strict: true,
      path: () => room('run'),
      ready: (p) => openQuickTool(p, 'Team Summary'),
    },
    { name: 'public board', signedIn: false, path: () => publicPath, ready: (p) => p.locator('.board-cell').first().waitFor() },
    // The live auction: a member's phone with the lot, the commissioner's lot controls, the TV's lot.
    {
      name: 'live auction (member)',
      signedIn: 'bidder',
      path: () => `/leagues/${auctionDraft.leagueId}/drafts/${auctionDraft.draftId}/run`,
      ready: (p) => p.getByTestId('lot-high-bid').waitFor(),
    },
    {
      name: 'live auction (commissioner)',
      signedIn: true,
      path: () => `/leagues/${auctionDraft.leagueId}/drafts/${auctionDraft.draftId}/run`,
      ready: (p) => p.getByTestId('lot-high-bid').waitFor(),
    },
    { name: 'live auction TV', signedIn: false, path: () => auctionTvPath, ready: (p) => p.locator('.lot-card-large').waitFor() },
    // A member's My Team tab: budget, open slots, players and the league's budgets.
    {
      name: 'my team (member)',
      signedIn: 'bidder',
      strict: true,
      path: () => `/leagues/${auctionDraft.leagueId}/drafts/${auctionDraft.draftId}/my-team`,
      ready: (p) => p.getByTestId('my-team').waitFor(),
    },
    // Dialogs, each audited open over its page.
    {
      name: 'execute trade dialog',
      signedIn: true,
      path: () => room('trades'),
      ready: async (p) => {
        await p.getByRole('button', { name: 'Execute Trade' }).click();
        const dialog = p.getByRole('dialog', { name: 'Execute Trade' });
        await dialog.getByLabel('From Team').first().selectOption({ label: 'Team 1' });
        await dialog.getByLabel('To Team').first().selectOption({ label: 'Team 2' });
        await dialog.getByRole('group', { name: 'From Team players' }).getByRole('checkbox').first().waitFor();
      },
    },
    // A member's side of trades: the offers waiting, Propose Trade, and Accept's question.
    {
      name: 'trade offers (member)',
      signedIn: 'member',
      path: () => room('trades'),
      ready: (p) => p.getByTestId('trade-incoming').getByRole('button', { name: /^Accept trade/ }).waitFor(),
    },
    {
      name: 'propose trade dialog (member)',
      signedIn: 'member',
      path: () => room('trades'),
      ready: async (p) => {
        await p.getByRole('button', { name: 'Propose Trade' }).click();
        const dialog = p.getByRole('dialog', { name: 'Propose Trade' });
        await dialog.getByLabel('Trade with').selectOption({ label: 'Team 2' });
        await dialog.getByRole('group', { name: 'You get players' }).getByRole('checkbox').first().waitFor();
        await dialog.getByRole('group', { name: 'You give players' }).getByRole('checkbox').first().check();
      },
    },
    {
      name: 'accept trade dialog (member)',
      signedIn: 'member',
      path: () => room('trades'),
      ready: async (p) => {
        await p.getByTestId('trade-incoming').getByRole('button', { name: /^Accept trade/ }).click();
        await p.getByRole('dialog', { name: 'Accept trade' }).waitFor();
      },
    },
    {
      name: 'trade history dialog',
      signedIn: true,
      path: () => room('board'),
      ready: async (p) => {
        await p.getByRole('button', { name: 'view trade' }).first().click();
        await p.getByRole('dialog', { name: 'Trade History' }).getByText('Trade #1').waitFor();
      },
    },
    {
      name: 'keyboard shortcuts dialog',
      signedIn: true,
      path: () => room('board'),
      ready: async (p) => {
        await p.getByTestId('draft-board').locator('.board-cell').first().waitFor();
        await p.keyboard.press('?');
        await p.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      },
    },
  ];

  /**
   * Waits for fades to end: reduced motion still fades opacity (framer-motion keeps opacity), and a
   * loaded machine let axe read a league card's or a dialog's text half faded in, as a contrast failure.
   * Only opacity counts: the lot's countdown ring is always in a transition of its own.
   */
  const fadesDone = (page: Page) =>
    page.waitForFunction(
      () => {
        const fading = document.getAnimations().some((a) => {
          if (a.playState !== 'running') return false;
          if ('transitionProperty' in a) return (a as CSSTransition).transitionProperty === 'opacity';
          return (a.effect as KeyframeEffect | null)?.getKeyframes().some((k) => 'opacity' in k) ?? false;
        });
        const halfway = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((el) => {
          const opacity = Number(getComputedStyle(el).opacity);
          return opacity > 0 && opacity < 1;
        });
        return !fading && !halfway;
      },
      undefined,
      { polling: 100 },
    );

  for (const size of Object.keys(SIZES) as Size[]) {
    it(`has no critical or serious violations on any page at ${size} size`, async () => {
      const failures: Record<string, unknown> = {};
      // One tab per account at this size, each page a full load in it: the page starts with nothing of
      // the last one's state (a new document), and the tab's cache and renderer spare it the download,
      // compile and process start a fresh context cost each of the 24 pages (a third of the audit).
      const tabOf = new Map<RoomAccount | null, Page>();
      for (const entry of pages) {
        const user = entry.signedIn === 'bidder' ? auctionMember : entry.signedIn === 'member' ? member : entry.signedIn ? commish : null;
        let page = tabOf.get(user);
        if (!page) tabOf.set(user, (page = await openPage(size, user)));
        await page.goto(entry.path());
        await entry.ready(page);
        await fadesDone(page);
        const findings = await axeAudit(page);
        const bad = entry.strict ? findings : blocking(findings);
        const minor = findings.filter((f) => !bad.includes(f));
        if (minor.length > 0) console.log(`${size} ${entry.name}: ${minor.map((f) => `${f.impact} ${f.id} (${f.nodes[0] ?? ''})`).join('; ')}`);
        if (bad.length > 0) failures[entry.name] = bad;
        // A phone's buttons are as tall as a finger (docs/DECISIONS.md, "Tap targets").
        const short = size === 'phone' ? await shortTapTargets(page) : [];
        if (short.length > 0) failures[`${entry.name}: taps under 44 px`] = short;
        if (size === 'phone' && entry.name === 'board') await screenshot(page, 'accessibility-phone-board');
      }
      const used = [...tabOf.values()].map((page) => page.context());
      await Promise.all(used.map((c) => c.close()));
      contexts = contexts.filter((c) => !used.includes(c));
      expect(failures).toEqual({});
      expect(pageErrors).toEqual([]);
      // Twenty-four pages, each loaded and audited: minutes on a busy machine.
    }, 420_000);
  }

  /**
   * Presses Tab until the focused element matches `selector` (a keyboard user looking for a control).
   * Waits first for the control to show, as that user would: Tab pressed while a route is still loading
   * walks the empty page and leaves it (CI on a busy machine never reached the sign-in form's email).
   */
  async function tabTo(page: Page, selector: string, maxPresses = 60): Promise<void> {
    await page.locator(selector).first().waitFor();
    for (let i = 0; i < maxPresses; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null);
  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
  const politeRegion = (page: Page) => page.getByTestId('live-announcer').locator('[data-politeness="polite"]');

  it('keeps the keyboard in an open Quick Submit panel: the room behind is inert, Escape gives focus back', async () => {
    const page = await openPage('desktop', commish);
    await page.goto(room('run'));
    await page.locator('.available-table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Quick Draft Tools' }).click();
    await page.getByRole('menuitem', { name: 'Quick Submit Pick' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Submit Pick' });
    await panel.locator('tbody tr').first().waitFor();
    await fadesDone(page);
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label') ?? null);
    // The room's own copies of the panel's controls are out of reach, the toasts and the announcer are not.
    const reach = await page.evaluate(() => ({
      main: document.querySelector('main')?.closest('[inert]') !== null,
      panel: document.querySelector('[role="dialog"]')?.closest('[inert]') !== null,
      toasts: document.querySelector('.Toastify')?.closest('[inert]') !== null,
      announcer: document.querySelector('[data-testid="live-announcer"]')?.closest('[inert]') !== null,
    }));
    expect(reach).toEqual({ main: true, panel: false, toasts: false, announcer: false });
    // More presses than the panel has controls, both ways round: focus never reaches the page.
    const controls = await panel.evaluate((el) => el.querySelectorAll('a[href], button, input, select, [tabindex="0"]').length);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < controls + 5; i += 1) {
        await page.keyboard.press(key);
        expect(await inDialog(), `${key} #${i + 1}`).toBe('Quick Submit Pick');
      }
    }
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Quick Draft Tools');
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('runs a draft with the keyboard alone: sign in, start, three picks, undo one, open the board', async () => {
    const boss = await api.account('keys');
    const fan = await api.account('fan');
    const kdraft = await api.draftFor(boss, fan);
    const link = await api.call<{ public_url: string }>(`/drafts/${kdraft.draftId}/public-url/regenerate`, { method: 'POST', token: boss.token });
    const tv = await openPage('desktop', null);
    await tv.goto(new URL(link.public_url).pathname);
    await tv.locator('.board-team-name', { hasText: 'Team 2' }).waitFor();
    const page = await openPage('desktop', null);

    // Sign in.
    await page.goto('/login');
    await tabTo(page, 'input[name="email"]');
    await page.keyboard.type(boss.email);
    await tabTo(page, 'input[name="password"]');
    await page.keyboard.type('correct horse battery');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'My Leagues' }).waitFor();

    // To the draft room, then Start Draft.
    await tabTo(page, `a[href="/leagues/${kdraft.leagueId}/drafts/${kdraft.draftId}"]`);
    await page.keyboard.press('Enter');
    await page.locator('.live-dot.is-live').waitFor();
    await tabTo(page, '.status-controls button');
    expect(await focused(page)).toBe('Start Draft');
    await page.keyboard.press('Enter');
    // It asks once, with Cancel focused so a second Enter never starts it by accident.
    await page.getByRole('dialog', { name: 'Start Draft' }).waitFor();
    expect(await focused(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Start Draft');
    await page.keyboard.press('Enter');
    await toast(page, 'Draft started!');

    // Three picks: search, Enter, team, Enter, bid, Enter; focus comes back to the search each time.
    const players = await api.call<{ nfl_player_id: string; full_name: string }[]>(`/drafts/${kdraft.draftId}/available-players?limit=3`, { token: boss.token });
    expect(players).toHaveLength(3);
    for (const [i, player] of players.entries()) {
      await expect.poll(() => focused(page)).toBe('Search players');
      await page.keyboard.type(player.full_name, { delay: 10 });
      await page.locator('.available-table tbody tr').first().filter({ hasText: player.full_name }).waitFor();
      await page.keyboard.press('Enter');
      await page.getByTestId('selected-player').getByText(player.full_name).waitFor();
      await page.keyboard.type(`Team ${i + 2}`, { delay: 10 });
      await page.keyboard.press('Enter');
      await page.keyboard.type(String(10 + i));
      await page.keyboard.press('Enter');
      await page.locator('.recent-pick', { hasText: player.full_name }).waitFor();
      // Heard in the room and on the TV: "<player> to Team n for $x".
      const heard = saleAnnouncement({ full_name: player.full_name, fantasy_team_name: `Team ${i + 2}`, team_nickname: null, acquisition_price: 10 + i });
      await politeRegion(page).getByText(heard, { exact: true }).waitFor();
      await politeRegion(tv).getByText(heard, { exact: true }).waitFor();
    }

    // Undo the last pick from the keyboard; focus lands back in the search, not on the page's start.
    const undone = players[2]!;
    await tabTo(page, `button[aria-label="Undo pick of ${undone.full_name}"]`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible().catch(() => false)) {
      await tabTo(page, '[role="dialog"] button.btn-primary, [role="dialog"] button.btn-danger');
      await page.keyboard.press('Enter');
    }
    await page.locator('.recent-pick', { hasText: undone.full_name }).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Search players');

    // ? lists the shortcuts in a dialog that holds focus and gives it back on Escape.
    await page.keyboard.press('Escape');
    await tabTo(page, '.draft-tabs a[aria-current="page"]');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Run Draft');

    // Open the board (its shortcut), then reach its scroll area by Tab: focused, with a visible ring.
    await page.keyboard.press('2');
    const board = page.getByTestId('draft-board');
    await board.locator('.board-cell', { hasText: players[1]!.full_name }).waitFor();
    expect(await board.locator('.board-cell', { hasText: players[0]!.full_name }).count()).toBe(1);
    expect(await board.locator('.board-cell', { hasText: undone.full_name }).count()).toBe(0);
    await tabTo(page, '.board-scroll');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(await focused(page)).toBe('Draft board');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
