import type { Express } from 'express';
import type { Locator, Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import type { BestAvailableResponse } from '#shared/draft/api.js';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../helpers/fixtures.js';
import { TOKEN_STORAGE_KEY } from '#client/stores/session.js';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { boardPlace, watchBoardPlace } from './support/board-place.js';
import { qrSvgEncodes } from './support/qr-svg.js';
import { PHONE, useBrowserSuite } from './support/suite.js';

/**
 * The TV on the wall: a public board (no sign-in) follows the commissioner's picks and trades
 * live, announces the latest pick, and turns into the Access Error page the moment the link is
 * disabled. Setup goes through the real HTTP API on the same context the browser talks to.
 */
const TV = { width: 1920, height: 1080 };
/** A pick or a revoked link shows on the TV within a second, without a reload. */
const LIVE_MS = 1000;

describeBrowser('public TV board', () => {
  const suite = useBrowserSuite('public-board', { withNflData: true, allInterfaces: true });
  let api: Express;
  const pageErrors: string[] = [];
  let commissioner: TestUser;
  let draft: TestDraft;
  /** Real players, best projection first. */
  let pool: { id: string; name: string }[] = [];

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    commissioner = await registerUser(api);
    draft = await createDraft(api, commissioner, { numTeams: 12 });
    await call('put', `/api/drafts/${draft.draftId}/start`);
    const season = (await call('get', `/api/drafts/${draft.draftId}`)).draft.season as number;
    pool = await suite.server.ctx.db
      .selectFrom('player_projections')
      .innerJoin('players', 'players.player_id', 'player_projections.player_id')
      .select(['players.player_id as id', 'players.full_name as name'])
      .where('player_projections.season', '=', season)
      .where('players.position', 'in', ['QB', 'RB', 'WR', 'TE'])
      .orderBy('player_projections.fpts_ppr', 'desc')
      .limit(60)
      .execute();
    expect(pool.length).toBe(60);
  });

  async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
    const res = await request(api)[method](path).set(auth(commissioner.token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  let pickCount = 0;
  async function draftPlayer(teamIndex: number, price: number): Promise<{ id: string; name: string; pickId: number }> {
    const player = pool[pickCount];
    if (!player) throw new Error('player pool exhausted');
    pickCount += 1;
    const body = await call('post', `/api/drafts/${draft.draftId}/draft-player`, {
      nfl_player_id: player.id,
      fantasy_team_id: draft.teamIds[teamIndex],
      acquisition_price: price,
    });
    const pickId = (body.pick?.fantasy_pick_id ?? body.fantasy_pick_id) as number;
    expect(typeof pickId).toBe('number');
    return { ...player, pickId };
  }

  /** `origin`: the machine's LAN address for a TV across the room, as a guest's screen opens it. */
  async function openTv(path: string, origin = suite.server.baseUrl): Promise<Page> {
    const context = await suite.newContext({ viewport: TV, baseURL: origin });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(path);
    return page;
  }

  it('follows picks and trades live, then shows Access Error when the link is disabled', async () => {
    // A few rounds already sold before the TV is switched on.
    for (let i = 0; i < 24; i += 1) await draftPlayer(i % 12, 60 - i * 2);
    const link = (await call('post', `/api/drafts/${draft.draftId}/public-url/regenerate`)).public_url as string;
    const publicPath = new URL(link).pathname;
    expect(publicPath).toMatch(/^\/public\/draft\/.+/);

    const tv = await openTv(publicPath);
    await tv.getByText('Public Draft Board', { exact: true }).waitFor();
    await tv.getByText('Read-only view', { exact: true }).waitFor();
    const heading = await tv.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/^\d{4} Auction Draft Board$/);
    await tv.getByText('In Progress', { exact: true }).waitFor();
    await tv.getByText('Live', { exact: true }).waitFor();
    expect(await tv.locator('.board-column').count()).toBe(12);
    expect(await tv.locator('.board-cell[data-pick-id]').count()).toBe(24);
    // No commissioner controls on the public board.
    expect(await tv.getByRole('button', { name: /undo|edit|delete|view trade/i }).count()).toBe(0);

    // 12 teams fill a 1920 px TV: no sideways scrolling, columns wider than the 140 px minimum.
    const layout = await tv.evaluate(() => {
      const scroller = document.querySelector('.board-scroll');
      const column = document.querySelector('.board-column');
      return { overflow: scroller ? scroller.scrollWidth - scroller.clientWidth : -1, columnWidth: column?.getBoundingClientRect().width ?? 0 };
    });
    expect(layout.overflow).toBeLessThanOrEqual(1);
    expect(layout.columnWidth).toBeGreaterThan(140);
    // ...and all 16 pick rows fit the screen's height: nothing to scroll on a TV.
    expect(await tv.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(1);

    // The QR code, drawn by the server and carried by the page, encodes the board's own address;
    // the browser loads no QR encoder of its own.
    const qr = tv.getByTestId('board-qr');
    await qr.waitFor();
    const qrUrl = (await qr.getAttribute('data-url')) ?? '';
    expect(new URL(qrUrl).pathname).toBe(publicPath);
    expect(await qr.getAttribute('alt')).toBe(`QR code for ${qrUrl}`);
    const src = (await qr.getAttribute('src')) ?? '';
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(qrSvgEncodes(decodeURIComponent(src.slice('data:image/svg+xml,'.length)), qrUrl)).toBe(true);
    expect(qrSvgEncodes(decodeURIComponent(src.slice('data:image/svg+xml,'.length)), `${qrUrl}x`)).toBe(false);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A pick keyed by the commissioner reaches the TV within a second, announced large.
    const sold = await draftPlayer(3, 47);
    await tv.locator(`.board-cell[data-pick-id="${sold.pickId}"]`).waitFor({ timeout: LIVE_MS });
    const banner = tv.getByTestId('latest-pick');
    await banner.waitFor({ timeout: LIVE_MS });
    expect(await banner.textContent()).toContain(sold.name);
    expect(await banner.textContent()).toContain('$47');
    await screenshot(tv, 'public-board-tv-1920x1080');

    // A trade: the moved players are highlighted with the 'traded' tag, live.
    const giving = draft.teamIds[0];
    const receiving = draft.teamIds[1];
    const [fromPlayer, toPlayer] = [pool[0], pool[1]];
    if (!fromPlayer || !toPlayer || giving === undefined || receiving === undefined) throw new Error('setup');
    await call('post', '/api/trades/execute', {
      fantasy_draft_id: draft.draftId,
      from_team_id: giving,
      to_team_id: receiving,
      from_players: [fromPlayer.id],
      to_players: [toPlayer.id],
      cash_from_team: 0,
      cash_to_team: 0,
    });
    const tradedCell = tv.locator('.board-cell.is-traded', { hasText: fromPlayer.name });
    await tradedCell.waitFor({ timeout: LIVE_MS });
    expect(await tradedCell.locator('.traded-tag').textContent()).toBe('traded');
    // On the figures' line beside the position, where the dense TV keeps it (public-tv-night.test.ts).
    expect(await tradedCell.locator('.board-cell-meta .traded-tag').isVisible()).toBe(true);
    await tradedCell.evaluate((cell) => Promise.all(cell.getAnimations().map((animation) => animation.finished)));
    await screenshot(tv, 'public-board-tv-traded-1920x1080');
    expect(await tv.locator(`.board-column[data-team-id="${receiving}"] .board-cell.is-traded`, { hasText: fromPlayer.name }).count()).toBe(1);
    expect(await tv.locator(`.board-column[data-team-id="${giving}"] .board-cell.is-traded`, { hasText: toPlayer.name }).count()).toBe(1);

    // Full screen on the TV (Fullscreen API), and back.
    await tv.getByRole('button', { name: 'Full screen' }).click();
    await tv.getByRole('button', { name: 'Exit full screen' }).waitFor();
    expect(await tv.evaluate(() => document.fullscreenElement?.classList.contains('public-board'))).toBe(true);
    await tv.getByRole('button', { name: 'Exit full screen' }).click();
    await tv.getByRole('button', { name: 'Full screen' }).waitFor();

    // Roster and list views come from the same live store.
    await tv.getByRole('tab', { name: 'Roster View' }).click();
    await tv.getByTestId('roster-board').waitFor();
    expect(await tv.locator('.roster-column').count()).toBe(12);
    await tv.getByRole('tab', { name: 'List View' }).click();
    // The views other than the board load their code when first opened.
    await tv.locator('table tbody tr').first().waitFor();
    expect(await tv.locator('table tbody tr').count()).toBe(25);
    await tv.getByRole('tab', { name: 'Draft Board' }).click();

    // Disabling the link turns the TV into the Access Error page, without a reload.
    await call('delete', `/api/drafts/${draft.draftId}/public-url`);
    await tv.getByRole('heading', { name: 'Access Error' }).waitFor({ timeout: LIVE_MS });
    await tv.getByText('This draft board is not available or the link has expired.').waitFor();
    await tv.getByText('Please check your link or contact the draft commissioner.').waitFor();

    // A fresh visit to the dead link gets the same page.
    const late = await openTv(publicPath);
    await late.getByRole('heading', { name: 'Access Error' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('executes and deletes a trade from the Trades tab while the TV highlights it', async () => {
    const small = await createDraft(api, commissioner, { numTeams: 4 });
    await request(api).put(`/api/drafts/${small.draftId}/start`).set(auth(commissioner.token)).expect(200);
    const [a, b] = [pool[50], pool[51]];
    if (!a || !b) throw new Error('setup');
    for (const [player, team] of [
      [a, small.teamIds[0]],
      [b, small.teamIds[1]],
    ] as const) {
      await request(api)
        .post(`/api/drafts/${small.draftId}/draft-player`)
        .set(auth(commissioner.token))
        .send({ nfl_player_id: player.id, fantasy_team_id: team, acquisition_price: 10 })
        .expect(201);
    }
    const link = (await request(api).post(`/api/drafts/${small.draftId}/public-url/regenerate`).set(auth(commissioner.token))).body.public_url as string;
    const tv = await openTv(new URL(link).pathname);
    await tv.locator('.board-cell', { hasText: a.name }).waitFor();
    // A guest's phone on the same link, by the machine's LAN address.
    const phoneContext = await suite.newContext({ viewport: { width: 375, height: 812 }, baseURL: suite.server.guestUrl });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(link).pathname);
    await phone.locator('.board-cell', { hasText: b.name }).waitFor();
    await screenshot(phone, 'public-board-375');
    // The guest asks for the board's QR code to pass it on: the code and its caption on the screen, whole.
    await phone.getByRole('button', { name: 'QR code' }).click();
    await phone.getByTestId('board-qr').waitFor();
    const qr = await phone.locator('figure.public-qr').evaluate((figure) => {
      const caption = figure.querySelector('figcaption')!;
      return { right: Math.max(figure.getBoundingClientRect().right, caption.getBoundingClientRect().right), width: document.documentElement.clientWidth, cut: caption.scrollWidth > caption.clientWidth };
    });
    expect(qr.right).toBeLessThanOrEqual(qr.width);
    expect(qr.cut).toBe(false);
    // Beside the code the view tabs wrap: their box keeps a row's rounded corners, not a pill of two rows
    // whose curve crossed the tabs.
    const views = await phone.getByRole('tablist', { name: 'Board views' }).evaluate((list) => {
      const tab = list.querySelector('[role="tab"]')!.getBoundingClientRect();
      return { height: list.getBoundingClientRect().height, row: tab.height, radius: parseFloat(getComputedStyle(list).borderTopLeftRadius) };
    });
    expect(views.height).toBeGreaterThan(views.row * 2);
    expect(views.radius).toBeLessThanOrEqual(views.row);
    await screenshot(phone, 'public-board-375-qr');
    await phone.getByRole('button', { name: 'Hide QR' }).click();
    // Columns out of sight are laid out once near the screen (board.css): the last team's column,
    // off the phone's screen at first, shows its name whole and its cells when the guest swipes to it.
    const lastColumn = phone.locator('.board-column').last();
    const shown = () => lastColumn.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    await phone.locator('.board-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(shown).toBe(true);
    const header = await lastColumn.locator('.board-team-name').evaluate((el) => ({ width: el.getBoundingClientRect().width, cut: el.scrollWidth > el.clientWidth }));
    expect(header.width).toBeGreaterThan(60);
    expect(header.cut).toBe(false);
    expect(await lastColumn.locator('.board-cell-empty').first().evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
    await screenshot(phone, 'public-board-375-scrolled');

    const context = await suite.newContext({ viewport: { width: 1440, height: 900 }, baseURL: suite.server.baseUrl });
    await context.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, commissioner.token] as const);
    const room = await context.newPage();
    room.setDefaultTimeout(10_000);
    room.on('pageerror', (err) => pageErrors.push(err.message));
    await room.goto(`/leagues/${small.leagueId}/drafts/${small.draftId}/trades`);
    await room.getByRole('heading', { name: 'Trade Center' }).waitFor();
    await room.getByText('No trades yet').waitFor();

    await room.getByRole('button', { name: 'Execute Trade' }).click();
    const dialog = room.getByRole('dialog', { name: 'Execute Trade' });
    await dialog.getByRole('button', { name: 'Execute Trade' }).click();
    await dialog.getByText('Please select both teams').waitFor();
    await dialog.getByLabel('From Team').selectOption({ label: 'Team 1' });
    // The To list leaves out the From team.
    expect(await dialog.getByLabel('To Team').locator('option', { hasText: 'Team 1' }).count()).toBe(0);
    await dialog.getByLabel('To Team').selectOption({ label: 'Team 2' });
    await dialog.getByRole('button', { name: 'Execute Trade' }).click();
    await dialog.getByText('Please select at least one asset from each side').waitFor();
    await dialog.getByRole('group', { name: 'From Team players' }).getByText(a.name).click();
    await dialog.getByRole('group', { name: 'To Team players' }).getByText(b.name).click();
    await dialog.getByRole('button', { name: 'Execute Trade' }).click();
    await room.locator('.Toastify').getByText('Trade executed successfully!').waitFor();
    const card = room.locator('.trade-card').first();
    await card.getByText('Trade #1').waitFor();
    await card.getByText('ACCEPTED', { exact: true }).waitFor();

    // The TV marks both players as traded, in their new columns.
    const moved = tv.locator(`.board-column[data-team-id="${small.teamIds[1]}"] .board-cell.is-traded`, { hasText: a.name });
    await moved.waitFor({ timeout: LIVE_MS });
    await screenshot(room, 'trades-tab-1440');

    // The commissioner deletes it: confirmed, reversed, and the TV follows.
    await card.getByRole('button', { name: 'Delete trade #1' }).click();
    await room.getByRole('dialog', { name: 'Delete trade' }).getByRole('button', { name: 'Delete Trade' }).click();
    await room.locator('.Toastify').getByText('Trade deleted successfully!').waitFor();
    await room.getByText('No trades yet').waitFor();
    await tv.locator(`.board-column[data-team-id="${small.teamIds[0]}"] .board-cell:not(.is-traded)`, { hasText: a.name }).waitFor({ timeout: LIVE_MS });

    // Price History: the league's prices, filterable, with a player's price chart on demand.
    await room.getByRole('link', { name: 'Price History' }).click();
    await room.getByRole('heading', { name: 'Price History' }).waitFor();
    const rows = room.locator('table.price-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await room.getByLabel('Position').selectOption('WR');
    await expect.poll(() => rows.count()).toBe(1);
    await room.getByLabel('Position').selectOption('ALL');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: a.name }).getByRole('button', { name: `Chart ${a.name}'s prices` }).click();
    await room.getByRole('region', { name: `${a.name} price by season` }).locator('svg[role="img"]').waitFor();
    await screenshot(room, 'price-history-1440');
    expect(pageErrors).toEqual([]);
  });

  it("shows every player of a roster with fewer slots than the TV's usual rows, on the board and in the results", async () => {
    // Four slots: the TV's grid has four rows, and each column still holds the spec's 16 cells.
    const small = await createDraft(api, commissioner, { numTeams: 4, rosterPositions: { QB: 1, RB: 1, WR: 1, TE: 1 } });
    await request(api).put(`/api/drafts/${small.draftId}/start`).set(auth(commissioner.token)).expect(200);
    const link = (await request(api).post(`/api/drafts/${small.draftId}/public-url/regenerate`).set(auth(commissioner.token))).body.public_url as string;
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    const best = (await request(api).get(`/api/public/drafts/${token}/best-available`).expect(200)).body as BestAvailableResponse;
    const roster = (['QB', 'RB', 'WR', 'TE'] as const).map((position) => best[position][0]);
    const sell = async (player: (typeof roster)[number], price: number) => {
      if (!player) throw new Error('setup');
      await request(api)
        .post(`/api/drafts/${small.draftId}/draft-player`)
        .set(auth(commissioner.token))
        .send({ nfl_player_id: player.nfl_player_id, fantasy_team_id: small.teamIds[0], acquisition_price: price })
        .expect(201);
    };
    // Three sold before the TV is switched on (the server's drawing), the last one live.
    for (const [i, player] of roster.slice(0, 3).entries()) await sell(player, 10 + i);
    const tv = await openTv(new URL(link).pathname, suite.server.guestUrl);
    const column = tv.locator(`.board-column[data-team-id="${small.teamIds[0]}"]`);
    await column.locator('.board-cell', { hasText: roster[2]?.full_name ?? '' }).waitFor();
    await sell(roster[3], 13);
    /** Whether a person sees the cell: the screen's point at its middle belongs to it, no other cell laid over it. */
    const seen = (name: string) =>
      column
        .locator('.board-cell', { hasText: name })
        .evaluate((cell) => {
          const box = cell.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.height > 20 && top !== null && cell.contains(top);
        });
    const names = roster.map((player) => player?.full_name ?? '');
    for (const name of names) await expect.poll(() => seen(name), { timeout: LIVE_MS }).toBe(true);
    await screenshot(tv, 'public-board-tv-four-slots');
    // Team 1 is full: its "Full" stands where the max bid was, as large as the other teams' max bids.
    const px = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const fullPx = await px(column.locator('.board-roster-full'));
    expect(fullPx).toBeGreaterThanOrEqual(await px(tv.locator(`.board-column[data-team-id="${small.teamIds[1]}"] .board-max-bid`)));

    // Completed: the TV turns to the results, every roster in slot order, every player still seen.
    await request(api).put(`/api/drafts/${small.draftId}/complete`).set(auth(commissioner.token)).expect(200);
    await tv.getByRole('tab', { name: 'Results', selected: true }).waitFor();
    for (const name of names) await expect.poll(() => seen(name)).toBe(true);
    await screenshot(tv, 'public-board-tv-four-slots-results');
    const tvRows = await bargainRows(tv);
    expect(tvRows).toEqual(tvRows.map(readable));
    expect(new Set(tvRows.map((row) => row.accent)).size).toBe(4);

    // A guest's phone on the results: the same bargains, each row laid out as on the TV in its
    // position's colour, and no code to scan on the phone that would scan it.
    const phone = await (await suite.newContext({ ...PHONE, baseURL: suite.server.guestUrl })).newPage();
    phone.on('pageerror', (err) => pageErrors.push(err.message));
    await phone.goto(new URL(link).pathname);
    await phone.getByRole('complementary', { name: 'Draft complete' }).waitFor();
    const rows = await bargainRows(phone);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(rows.map(readable));
    expect(new Set(rows.map((row) => row.accent)).size).toBe(4);
    expect(await phone.getByTestId('board-qr').count()).toBe(0);
    await phone.getByRole('complementary', { name: 'Draft complete' }).screenshot({ path: path.join(ARTIFACTS_DIR, 'public-board-phone-results-bargains.png') });

    // A TV switched on after the draft ended, and then the commissioner reopens it: the board comes
    // back with its code, and never by way of the loading screen.
    const late = await openTv(new URL(link).pathname);
    await late.getByRole('complementary', { name: 'Draft complete' }).waitFor();
    expect(await late.getByRole('figure', { name: 'Follow this board on your phone' }).count()).toBe(0);
    await late.evaluate(() => {
      const seen = { loading: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => void (seen.loading ||= document.querySelector('.public-loading') !== null)).observe(document.body, { subtree: true, childList: true });
    });
    await request(api).put(`/api/drafts/${small.draftId}/resume`).set(auth(commissioner.token)).expect(200);
    await late.getByRole('tab', { name: 'Draft Board', selected: true }).waitFor();
    await late.getByRole('figure', { name: 'Follow this board on your phone' }).getByTestId('board-qr').waitFor();
    expect(await late.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  interface BargainRow {
    /** Pixels between the name's end and the price's start: negative when they run together. */
    apart: number;
    /** Whether the browser numbers the row (an unstyled list). */
    numbered: boolean;
    accent: string;
  }
  /** The finished view's bargains as a guest sees them. */
  const bargainRows = (page: Page): Promise<BargainRow[]> =>
    page.locator('.tv-final-rail .tv-bargain').evaluateAll((items) =>
      items.map((row) => {
        const name = row.querySelector('.tv-sale-name')?.getBoundingClientRect();
        const price = row.querySelector('.tv-sale-price')?.getBoundingClientRect();
        const style = getComputedStyle(row);
        return { apart: name && price ? Math.round(price.left - name.right) : -1, numbered: style.display === 'list-item', accent: style.borderLeftColor };
      }),
    );
  /** The row as it should read: name and price apart, no browser numbering (its accent as it is). */
  const readable = (row: BargainRow): BargainRow => ({ ...row, apart: Math.max(row.apart, 8), numbered: false });

  it('shows Access Error for a link that never existed', async () => {
    const page = await openTv('/public/draft/no-such-token-at-all');
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    expect(await page.getByText('Public Draft Board').count()).toBe(0);
  });

  it('shows 32 teams a page of 16 at a time, turning to the page of a sale, never a scrollbar; the sale leaves Best available at once', async () => {
    const big = await createDraft(api, commissioner, { numTeams: 32 });
    const link = (await request(api).post(`/api/drafts/${big.draftId}/public-url/regenerate`).set(auth(commissioner.token))).body.public_url as string;
    const tv = await openTv(new URL(link).pathname);
    await tv.getByText('Not Started', { exact: true }).waitFor();
    expect(await tv.locator('.board-column').count()).toBe(16);
    expect(await tv.getByTestId('board-page').textContent()).toMatch(/Teams 1–16 of 32 · 1\/2$/);
    const overflow = await tv.locator('.board-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    // A sale to the last team turns the board to its page. The player is the strip's best QB.
    await request(api).put(`/api/drafts/${big.draftId}/start`).set(auth(commissioner.token)).expect(200);
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    const best = (await request(api).get(`/api/public/drafts/${token}/best-available`).expect(200)).body as BestAvailableResponse;
    const player = best.QB[0];
    if (!player) throw new Error('setup');
    const listed = tv.locator(`.tv-best-player[title="${player.full_name}"]`);
    await listed.waitFor();
    await request(api)
      .post(`/api/drafts/${big.draftId}/draft-player`)
      .set(auth(commissioner.token))
      .send({ nfl_player_id: player.nfl_player_id, fantasy_team_id: big.teamIds[31], acquisition_price: 25 })
      .expect(201);
    const lastColumn = tv.locator(`.board-column[data-team-id="${big.teamIds[31]}"]`);
    await lastColumn.locator('.board-cell', { hasText: player.full_name }).waitFor({ timeout: LIVE_MS });
    // Sold is not available: gone from the strip with its cell, not once the strip's next read
    // (400 ms after the last pick of a burst, then the request) comes back.
    await expect.poll(() => listed.count(), { timeout: 150, interval: 25 }).toBe(0);
    expect(await tv.getByTestId('board-page').textContent()).toMatch(/Teams 17–32 of 32 · 2\/2$/);
    expect(await tv.locator(`.board-column[data-team-id="${big.teamIds[0]}"]`).count()).toBe(0);
    await screenshot(tv, 'public-board-tv-32-teams');
  });

  it('keeps the board where it first showed while the QR codes load, on the Draft Board and the Roster View', async () => {
    const link = (await call('post', `/api/drafts/${draft.draftId}/public-url/regenerate`)).public_url as string;
    const boardPath = new URL(link).pathname;
    // The Draft Board by the LAN address, the Roster View by localhost (the laptop's HDMI out).
    const open = async (address: string, origin: string) => {
      const context = await suite.newContext({ viewport: TV, baseURL: origin });
      await watchBoardPlace(context);
      const page = await context.newPage();
      page.on('pageerror', (err) => pageErrors.push(err.message));
      // The "Join to bid" code is asked for seconds after the first paint, joining or not; its read is
      // the last thing the header loads (PublicBoardPage.tsx, JOIN_QR_DELAY_MS).
      const joinCodeRead = page.waitForResponse((res) => res.url().endsWith('/join-invite'), { timeout: 20_000 });
      await page.goto(address);
      return { page, joinCodeRead };
    };
    const tvs = await Promise.all([open(boardPath, suite.server.guestUrl), open(`${boardPath}?view=roster`, suite.server.baseUrl)]);
    await Promise.all(tvs.map(({ page }) => page.getByTestId('board-qr').waitFor()));
    // A sale on the night while the codes load: it shows, and moves nothing either.
    const sold = await draftPlayer(5, 12);
    await tvs[0].page.locator(`.board-cell[data-pick-id="${sold.pickId}"]`).waitFor({ timeout: LIVE_MS });
    await tvs[1].page.locator('.roster-player', { hasText: sold.name }).first().waitFor({ timeout: LIVE_MS });
    for (const [i, { page, joinCodeRead }] of tvs.entries()) {
      expect((await joinCodeRead).status()).toBe(200);
      // A few frames after the last read, for what it renders to be laid out.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      const place = await boardPlace(page);
      expect(place.qrAtFirst, `TV ${i + 1}: the QR code in the board's first frame`).toBe(true);
      expect(place.qrHiddenFrames, `TV ${i + 1}: frames without the QR code`).toBe(0);
      expect(place.tops, `TV ${i + 1}: the board's top, frame by frame`).toHaveLength(1);
    }
    await screenshot(tvs[1].page, 'public-board-tv-roster-view');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
