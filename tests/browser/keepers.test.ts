import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { tooManyKeepers } from '#shared/keepers/keeper-cost.js';
import { KEEPER_IMPORT_INTRO, PRICES_IMPORT_INTRO } from '#client/pages/draft/settings/import-offer.js';
import { DRAFT_DATE_LABEL, SEASON_LABEL, seasonHint } from '#client/pages/draft/files/import-season-text.js';
import { draftDateSeasonRule } from '#shared/csv/import-season.js';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { axeAudit, blocking } from './support/axe.js';
import { roomApi, type RoomAccount } from './support/room-api.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * Keepers in the browser: a league that drafted elsewhere imports last season's results through
 * the preview (column mapping, match report), exports them again, then keeps players in the next
 * draft (limit, budgets), and the K-badge shows on every board, the owner's phone and the TV. A
 * league without keepers imports too, and its next live auction shows last season's price.
 * Screenshots go to test-artifacts/screenshots/keepers-*.
 */
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TV = { viewport: { width: 1920, height: 1080 } };
const MAX_KEEPERS = 2;
/** The viewport only (a full-page shot of a phone page stretches the fixed bars over it). */
const screenshotPath = (name: string) => path.join(ARTIFACTS_DIR, 'screenshots', `${name}.png`);

interface Player {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
}

describeBrowser('keepers, import and export', () => {
  const suite = useBrowserSuite('keepers', { withNflData: true });
  let api: ReturnType<typeof roomApi>;
  let commissioner: RoomAccount;
  let member: RoomAccount;
  let leagueId: number;
  /** Last season's draft (filled by the import) and this season's (keepers). */
  let lastDraftId: number;
  let draftId: number;
  let teamIds: number[];
  let players: Player[];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    api = roomApi(suite.server.baseUrl);
    [commissioner, member] = await Promise.all([api.account('keeper'), api.account('owner')]);
    const league = await api.call<{ fantasy_league_id: number }>('/leagues', {
      method: 'POST',
      token: commissioner.token,
      body: { league_name: 'Keeper Café League', is_keeper_league: true, max_keepers: MAX_KEEPERS, keeper_penalty_type: 'FIXED_INCREASE', keeper_penalty_amount: 5 },
    });
    leagueId = league.fantasy_league_id;
    const createDraft = async () => {
      const participants = ['Gravediggers', 'Sofa Kings', 'Nacho Average', 'Tight End Zone'].map((team_name, i) => ({
        team_name,
        owner_email: i === 0 ? member.email : null,
        draft_position: i + 1,
      }));
      const draft = await api.call<{ fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] }>('/drafts', {
        method: 'POST',
        token: commissioner.token,
        body: { fantasy_league_id: leagueId, num_teams: 4, auction_budget: 200, participants },
      });
      return { id: draft.fantasy_draft_id, teamIds: [...draft.participants].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.fantasy_team_id) };
    };
    // Created first, so it is the later one's previous draft (same season, older: docs/VALUES.md).
    lastDraftId = (await createDraft()).id;
    ({ id: draftId, teamIds } = await createDraft());
    players = await api.call<Player[]>(`/drafts/${lastDraftId}/available-players?limit=10`, { token: commissioner.token });
  }, 180_000);

  async function openPage(user: RoomAccount | null, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    // Phones and the TV open the app by the laptop's LAN address, as at the party; the laptop by localhost.
    const baseURL = options === LAPTOP ? suite.server.baseUrl : suite.server.guestUrl;
    const context = await suite.newContext({ ...options, baseURL, acceptDownloads: true, reducedMotion: 'reduce', bypassCSP: true });
    if (user) await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const roomPath = (id: number, tab: string) => `/leagues/${leagueId}/drafts/${id}/${tab}`;
  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();

  it('imports last season through the preview: guessed and chosen columns, a match report, then the picks', async () => {
    // An export from elsewhere: its price column is named nothing the guess knows, and one row
    // names a player nobody has heard of.
    const owners = ['Gravediggers', 'Sofa Kings', 'Nacho Average', 'Tight End Zone'];
    const rows = players.slice(0, 8).map((p, i) => [p.full_name, p.position_code, p.team_abbreviation ?? '', owners[i % 4] ?? '', String(40 - i * 3)]);
    const csv = [['Name', 'Pos', 'Tm', 'Owner', 'Paid'], ...rows, ['Nobody Atall', 'WR', 'NYJ', 'Sofa Kings', '3']]
      .map((r) => r.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))
      .join('\r\n');

    const page = await openPage(commissioner, LAPTOP);
    await page.goto(roomPath(lastDraftId, 'settings'));
    const card = page.locator('.import-card');
    await card.getByText(KEEPER_IMPORT_INTRO).waitFor();
    // The results are last season's: chosen already, from the seasons we hold data for up to this one.
    const thisSeason = (await api.call<{ draft: { season: number } }>(`/drafts/${lastDraftId}`, { token: commissioner.token })).draft.season;
    const seasonSelect = card.getByLabel(SEASON_LABEL);
    expect(await seasonSelect.inputValue()).toBe(String(thisSeason - 1));
    expect((await seasonSelect.locator('option').allInnerTexts()).slice(0, 2)).toEqual([String(thisSeason), String(thisSeason - 1)]);
    await seasonSelect.selectOption(String(thisSeason));
    await card.getByText(seasonHint(thisSeason)).waitFor();
    await seasonSelect.selectOption(String(thisSeason - 1));
    await card.getByText(seasonHint(thisSeason - 1)).waitFor();
    await card.locator('input[type="file"]').setInputFiles({ name: 'espn-2025.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    // The guess maps what it knows; the price column it cannot.
    await expect.poll(() => card.getByLabel('Player').inputValue()).toBe('Name');
    expect(await card.getByLabel('Fantasy team').inputValue()).toBe('Owner');
    expect(await card.getByLabel('NFL team').inputValue()).toBe('Tm');
    expect(await card.getByLabel('Price').inputValue()).toBe('');
    await card.getByRole('button', { name: 'Check matches' }).click();
    await card.getByRole('alert').getByText('Price column is required', { exact: true }).waitFor();

    await card.getByLabel('Price').selectOption('Paid');
    expect(await card.locator('.import-preview tbody tr').count()).toBe(5);
    // The day the draft was held, optional: a day of another season is refused in the server's words.
    const dateInput = card.getByLabel(DRAFT_DATE_LABEL);
    await dateInput.fill(`${thisSeason}-08-30`);
    await card.getByRole('button', { name: 'Check matches' }).click();
    await card.getByRole('alert').getByText(draftDateSeasonRule(thisSeason - 1), { exact: true }).waitFor();
    await dateInput.fill(`${thisSeason - 1}-08-30`);
    await card.getByRole('button', { name: 'Check matches' }).click();
    const report = card.getByTestId('import-report');
    await report.waitFor();
    expect(await report.locator('p').first().innerText()).toContain('8 rows match');
    const unmatched = report.locator('.import-unmatched tbody tr');
    expect(await unmatched.count()).toBe(1);
    expect(await unmatched.first().innerText()).toContain('Nobody Atall');
    await screenshot(page, 'screenshots/keepers-import-preview-1366x768');
    expect(blocking(await axeAudit(page))).toEqual([]);

    await card.getByRole('button', { name: 'Import 8 picks' }).click();
    await toast(page, 'Results imported');
    // The draft is completed with the picks; the import is gone from its settings.
    await page.locator('.draft-header').getByText('Completed').waitFor();
    // Still connected, but a finished draft is not "Live".
    await page.locator('.draft-header').getByText('Up to date', { exact: true }).waitFor();
    // The open room moves to last season with it (draft.season_changed), no reload.
    await page.locator('.draft-header').getByText(`${thisSeason - 1} Draft`, { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    const snapshot = await api.call<{ draft: { season: number }; picks: { nfl_player_id: string; acquisition_price: number }[] }>(`/drafts/${lastDraftId}`, {
      token: commissioner.token,
    });
    expect(snapshot.picks.map((p) => p.acquisition_price)).toEqual(rows.map((r) => Number(r[4])));
    expect(snapshot.draft.season).toBe(thisSeason - 1);

    // Price History lists the imported prices under last season, the only season it knows so far.
    await page.getByRole('link', { name: 'Price History' }).click();
    const table = page.locator('.price-table tbody tr');
    await table.first().waitFor();
    expect(await table.count()).toBe(8);
    for (const [name, , , , price] of rows) {
      const cells = table.filter({ hasText: name ?? '' }).locator('th, td');
      expect(await cells.nth(2).innerText()).toBe(String(thisSeason - 1));
      expect(await cells.nth(3).innerText()).toBe(`$${price}`);
      // Filed under the day the league gave, not the day of the import.
      expect(await cells.allInnerTexts()).toContain(`Aug 30, ${thisSeason - 1}`);
    }
    expect(await page.locator('.price-filters select').nth(1).locator('option').allInnerTexts()).toEqual(['All seasons', String(thisSeason - 1)]);
    await screenshot(page, 'screenshots/keepers-import-price-history-1366x768');
  });

  it('downloads the results and the rosters from the room and the results from the public board', async () => {
    const page = await openPage(member, LAPTOP);
    await page.goto(roomPath(lastDraftId, 'board'));
    const [results] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download results (CSV)' }).click()]);
    expect(results.suggestedFilename()).toMatch(/^Keeper-Caf-League-\d{4}-results\.csv$/);
    const text = readFileSync((await results.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Pick,Player,Position,NFL Team,Fantasy Team,Price,Acquisition Type,Value,Keeper Cost Next Year');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toContain(players[0]?.full_name);
    // Price $40, keeper cost next year $40 + the league's $5.
    const fields = lines[1]?.split(',') ?? [];
    expect([fields[5], fields[6], fields[8]]).toEqual(['40', 'draft_pick', '45']);

    const [rosters] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download rosters (CSV)' }).click()]);
    expect(rosters.suggestedFilename()).toMatch(/rosters\.csv$/);
    const rosterText = readFileSync((await rosters.path()) ?? '', 'utf8');
    expect(rosterText.slice(1).split('\r\n')[0]).toBe('Fantasy Team,Slot,Player,Position,NFL Team,Price');
    expect(rosterText).toContain('Gravediggers,');

    const link = await api.call<{ public_url: string }>(`/drafts/${lastDraftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token });
    const board = await openPage(null, TV);
    await board.goto(new URL(link.public_url).pathname);
    const [publicFile] = await Promise.all([board.waitForEvent('download'), board.getByRole('link', { name: 'Download results (CSV)' }).click()]);
    expect(readFileSync((await publicFile.path()) ?? '', 'utf8')).toBe(text);

    // On a phone the banner's buttons wrap, and the download stays reachable.
    const phone = await openPage(null, PHONE);
    await phone.goto(new URL(link.public_url).pathname);
    // The server's drawing of the board comes first and the app replaces it; measure the app's own link.
    await phone.getByText('Up to date', { exact: true }).waitFor();
    const phoneLink = phone.getByRole('link', { name: 'Download results (CSV)' });
    await phoneLink.waitFor();
    const box = await phoneLink.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.viewport.width).toBe(true);
    // Each button and view tab is whole on one line ("QR" over "code" read as two things), on screen.
    const broken = await phone.locator('.public-btn, .public-view-tab').evaluateAll((els) =>
      els
        .filter((el) => {
          const box = el.getBoundingClientRect();
          // The lines its words sit on (a touch screen's button is 44 px tall, whatever its lines).
          const tops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const words = document.createRange();
            words.selectNodeContents(node);
            for (const rect of words.getClientRects()) tops.add(Math.round(rect.top));
          }
          return tops.size >= 2 || box.left < 0 || box.right > window.innerWidth;
        })
        .map((el) => el.textContent),
    );
    expect(broken).toEqual([]);
    // A link and the buttons beside it read alike: each word sits in the middle of its 44 px box.
    const offCentre = await phone.locator('.public-btn').evaluateAll((els) =>
      els
        .map((el) => {
          const box = el.getBoundingClientRect();
          const words = document.createRange();
          words.selectNodeContents(el);
          const text = words.getBoundingClientRect();
          return { label: el.textContent, off: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)) };
        })
        .filter(({ off }) => off > 2),
    );
    expect(offCentre).toEqual([]);
    await phone.screenshot({ path: screenshotPath('keepers-public-completed-phone-390x844') });
    // The Wi-Fi drops while the results are open: the word says so, never "Up to date" unheard.
    await phone.context().setOffline(true);
    await phone.getByRole('region', { name: 'Board status' }).getByText('Reconnecting…', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await phone.getByText('Up to date', { exact: true }).count()).toBe(0);
    await phone.context().setOffline(false);
    await phone.getByText('Up to date', { exact: true }).waitFor({ timeout: 20_000 });
  });

  it('keeps players before the start: costs, the limit in the server\'s words, budgets, removal', async () => {
    const page = await openPage(commissioner, LAPTOP);
    await page.goto(roomPath(draftId, 'settings'));
    const card = page.locator('.keepers-card');
    await card.waitFor();
    // Gravediggers had the 1st and 5th rows ($40 and $28): costs $45 and $33.
    const first = players[0]?.full_name ?? '';
    const second = players[4]?.full_name ?? '';
    const rowOf = (name: string) => card.locator('.keepers-table tbody tr', { hasText: name });
    expect(await card.locator('.keepers-table tbody tr').count()).toBe(2);
    expect(await rowOf(first).locator('.keepers-cost').innerText()).toBe('$45');
    expect(await rowOf(second).locator('.keepers-cost').innerText()).toBe('$33');
    expect(await rowOf(first).locator('.keepers-last').innerText()).toBe('was $40');

    await rowOf(first).getByRole('button', { name: `Keep ${first} for $45` }).click();
    await rowOf(first).getByRole('button', { name: `Remove keeper ${first}` }).waitFor();
    await rowOf(second).getByRole('button', { name: `Keep ${second} for $33` }).click();
    await card.getByText(tooManyKeepers(MAX_KEEPERS)).waitFor();
    await card.locator('.keepers-team-status').getByText('$122 left').waitFor();
    await screenshot(page, 'screenshots/keepers-assign-1366x768');
    // Audited from the top: scrolled down to the keepers, the sticky site header lies over whatever
    // row it passes (the draft order's arrows, here), which axe counts as a covered target.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(blocking(await axeAudit(page))).toEqual([]);
    const phone = await openPage(commissioner, PHONE);
    await phone.goto(roomPath(draftId, 'settings'));
    await phone.locator('.keepers-card').scrollIntoViewIfNeeded();
    await phone.locator('.keepers-card').screenshot({ path: screenshotPath('keepers-assign-phone-390x844') });
    // The Remove button is on screen, not behind a sideways scroll.
    const remove = await phone.getByRole('button', { name: `Remove keeper ${first}` }).boundingBox();
    expect((remove?.x ?? 0) + (remove?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.viewport.width);

    // The limit is the server's: a third keeper for the team is refused with the same words.
    const third = await fetch(`${suite.server.baseUrl}/api/drafts/${draftId}/keepers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${commissioner.token}` },
      body: JSON.stringify({ fantasy_team_id: teamIds[0], nfl_player_id: players[8]?.nfl_player_id }),
    });
    expect(third.status).toBe(409);
    expect(((await third.json()) as { error: string }).error).toBe(tooManyKeepers(MAX_KEEPERS));

    // Removed, the budget comes back; kept again for the boards below.
    await rowOf(second).getByRole('button', { name: `Remove keeper ${second}` }).click();
    await card.locator('.keepers-team-status').getByText('$155 left').waitFor();
    await rowOf(second).getByRole('button', { name: `Keep ${second} for $33` }).click();
    await card.locator('.keepers-team-status').getByText('$122 left').waitFor();

    // Another team: Sofa Kings had rows 2 and 6.
    await card.getByLabel('Team').selectOption(String(teamIds[1]));
    await rowOf(players[1]?.full_name ?? '').getByRole('button', { name: /^Keep / }).click();
    await card.getByLabel('Team').locator('option', { hasText: 'Sofa Kings (1/2 kept)' }).waitFor({ state: 'attached' });
  });

  it('shows the K-badge on the board, the list, the rosters, the owner\'s phone and the TV', async () => {
    const page = await openPage(commissioner, LAPTOP);
    await page.goto(roomPath(draftId, 'board'));
    const kept = [players[0]?.full_name ?? '', players[4]?.full_name ?? '', players[1]?.full_name ?? ''];
    await page.locator('.board-cell.is-keeper').nth(2).waitFor();
    expect(await page.locator('.board-cell .keeper-badge').count()).toBe(3);
    expect(await page.locator('.board-cell.is-keeper .keeper-badge').first().getAttribute('title')).toBe('Keeper');
    await screenshot(page, 'screenshots/keepers-board-1366x768');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    for (const name of kept) await page.locator('.pick-list tr', { hasText: name }).getByText('Keeper').waitFor();
    await page.getByRole('button', { name: 'Roster', exact: true }).click();
    expect(await page.locator('.roster-player .keeper-badge').count()).toBe(3);
    await screenshot(page, 'screenshots/keepers-roster-1366x768');

    const phone = await openPage(member, PHONE);
    await phone.goto(roomPath(draftId, 'my-team'));
    const mine = phone.getByTestId('my-keepers');
    await mine.getByText('Proposed keepers').waitFor();
    await mine.getByText(`2 of ${MAX_KEEPERS} kept, $78 of your budget`, { exact: false }).waitFor();
    expect(await mine.locator('li.is-kept').count()).toBe(2);
    expect(await phone.getByTestId('my-team').locator('.keeper-badge').count()).toBe(2);
    // The league's budgets fit the phone's width: every team's open slots read whole, none cut at
    // the edge behind a sideways scroll (these names are the longest a room usually has).
    const budgets = phone.getByRole('table', { name: 'League budgets' });
    await budgets.getByText('Tight End Zone').waitFor();
    expect(await budgets.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
    for (const slots of await budgets.locator('td.team-budgets-slots').all()) {
      // A slot's name and count stay on one line: "BENCH" over "5" read as two things.
      const lines = await slots.evaluate((cell) => [...cell.querySelectorAll('.team-budgets-slot')].map((s) => s.getClientRects().length));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((n) => n === 1)).toBe(true);
    }
    await screenshot(phone, 'screenshots/keepers-my-team-phone-390x844');
    expect(blocking(await axeAudit(phone))).toEqual([]);

    const link = await api.call<{ public_url: string }>(`/drafts/${draftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token });
    const tv = await openPage(null, TV);
    await tv.goto(new URL(link.public_url).pathname);
    await tv.locator('.board-cell.is-keeper').nth(2).waitFor();
    // Keepers were not bought in this auction: the strip's latest sales leave them out.
    await tv.locator('.tv-sales').getByText('No players have been drafted yet').waitFor();
    // Not completed: no results to download yet.
    expect(await tv.getByRole('link', { name: 'Download results (CSV)' }).count()).toBe(0);
    const badge = await tv.locator('.board-cell.is-keeper .keeper-badge').first().boundingBox();
    expect(badge?.height ?? 0).toBeGreaterThanOrEqual(14);
    await screenshot(tv, 'screenshots/keepers-tv-1920x1080');
    expect(pageErrors).toEqual([]);
  });

  it('offers a league without keepers the import in its own words, and its next auction shows last season\'s price on the lot card', async () => {
    // A league without keepers, its draft empty and not started.
    const plain = await api.draftFor(commissioner, member, 2);
    const page = await openPage(commissioner, LAPTOP);
    await page.goto(`/leagues/${plain.leagueId}/drafts/${plain.draftId}/settings`);
    const card = page.locator('.import-card');
    await card.getByText(PRICES_IMPORT_INTRO).waitFor();
    expect(await card.innerText()).not.toMatch(/keep/i);
    expect(await page.locator('.keepers-card').count()).toBe(0);

    const sold = players.slice(0, 2).map((p, i) => ({ ...p, team: `Team ${i + 1}`, price: 31 - i * 14 }));
    const csv = [['Player', 'Position', 'NFL Team', 'Fantasy Team', 'Price'], ...sold.map((p) => [p.full_name, p.position_code, p.team_abbreviation ?? '', p.team, String(p.price)])]
      .map((r) => r.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))
      .join('\r\n');
    await card.locator('input[type="file"]').setInputFiles({ name: 'yahoo-2025.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // Every column is guessed from the header (each select's name starts with its field's label).
    await expect.poll(() => card.getByRole('combobox', { name: /^Price/ }).inputValue()).toBe('Price');
    await card.getByRole('button', { name: 'Check matches' }).click();
    const report = card.getByTestId('import-report');
    await report.waitFor();
    expect(await report.locator('p').first().innerText()).toContain('2 rows match');
    await screenshot(page, 'screenshots/import-no-keepers-1366x768');
    await card.getByRole('button', { name: 'Import 2 picks' }).click();
    await toast(page, 'Results imported');
    await card.waitFor({ state: 'detached' });

    // The league's next draft, this season too (docs/VALUES.md), run as a live auction: the lot
    // card of a player bought last season says what he went for.
    const next = await api.call<{ fantasy_draft_id: number }>('/drafts', {
      method: 'POST',
      token: commissioner.token,
      body: {
        fantasy_league_id: plain.leagueId,
        num_teams: 2,
        auction_budget: 200,
        participants: plain.teamIds.map((fantasy_team_id, i) => ({ fantasy_team_id, draft_position: i + 1 })),
        auction_mode: 'live',
        nomination_seconds: 600,
        bid_seconds: 600,
        opening_seconds: 600,
      },
    });
    const nextDraftId = next.fantasy_draft_id;
    await api.call(`/drafts/${nextDraftId}/start`, { method: 'PUT', token: commissioner.token });
    // No lot opens until the commissioner starts the auction (docs/API.md, the auction start step).
    await api.call(`/drafts/${nextDraftId}/auction/start`, { method: 'PUT', token: commissioner.token });
    // The cheaper of the two, so the figure is his own and not simply the file's first price.
    const second = sold[1];
    if (!second) throw new Error('no players to import');
    await page.goto(`/leagues/${plain.leagueId}/drafts/${nextDraftId}/run`);
    await page.locator('.live-dot.is-live').waitFor();
    await api.call(`/drafts/${nextDraftId}/nominate`, { method: 'POST', token: commissioner.token, body: { nfl_player_id: second.nfl_player_id, fantasy_team_id: plain.teamIds[0] } });
    const lot = page.locator('.live-auction .lot-card');
    await lot.getByRole('heading', { name: second.full_name }).waitFor();
    expect(await lot.locator('.lot-meta').innerText()).toContain(`Last season $${second.price}`);
    await lot.scrollIntoViewIfNeeded();
    await screenshot(page, 'screenshots/import-no-keepers-lot-card-1366x768');
    // The Price History tab lists the imported prices too.
    await page.getByRole('link', { name: 'Price History' }).click();
    for (const p of sold) await page.locator('.price-table tbody tr', { hasText: p.full_name }).getByText(`$${p.price}`, { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('offers the downloads only once there is a pick', async () => {
    const NOTHING_TO_EXPORT_TEXT = 'Nothing to download until the first pick.';
    const plain = await api.draftFor(commissioner, member, 2);
    const page = await openPage(commissioner, LAPTOP);
    await page.goto(`/leagues/${plain.leagueId}/drafts/${plain.draftId}/board`);

    // No pick yet: both downloads are there but off, and say why.
    const exports = page.getByRole('group', { name: 'Exports' });
    for (const name of ['Download results (CSV)', 'Download rosters (CSV)']) {
      const button = exports.getByRole('button', { name });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      const reason = await button.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${reason}"]`).textContent()).toBe(NOTHING_TO_EXPORT_TEXT);
    }
    await screenshot(page, 'screenshots/exports-before-first-pick-1366x768');

    // The first pick turns them on, live.
    await api.call(`/drafts/${plain.draftId}/start`, { method: 'PUT', token: commissioner.token });
    await api.draftPlayers(commissioner.token, plain, 1);
    await expect.poll(() => exports.getByRole('button', { name: 'Download results (CSV)' }).isEnabled()).toBe(true);
    expect(await exports.getByText(NOTHING_TO_EXPORT_TEXT).count()).toBe(0);
    const [file] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Download results (CSV)' }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(pageErrors).toEqual([]);
  });
});
