import path from 'node:path';
import type { Express } from 'express';
import type { BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestUser } from '../helpers/fixtures.js';
import { seedRealPlayers } from '../helpers/engine.js';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { LAPTOP, PHONE, signIn, useBrowserSuite } from './support/suite.js';

/**
 * The auction console at a party: three phones by the LAN address, each on a different tab of the
 * draft room, follow one lot through the dock; the commissioner starts the auction beside who is
 * in the room; one phone loses the network in the middle of the lot and never claims what the
 * server has not said.
 */
const NICKNAME = 'Trey’s Crew';
const LONG_NAME = 'The Extremely Long Team Name That Goes On And On Past Any Phone Screen Width At All Honestly Ok';

interface Snapshot {
  draft: { auction_started_at: string | null };
  lot: { lot_id: number; high_bid: number; high_team_id: number; nfl_player_id: string } | null;
  nomination: { team_id: number; closes_at: string | null } | null;
  picks: { nfl_player_id: string; fantasy_team_id: number; acquisition_price: number }[];
  teams: { fantasy_participant_id: number }[];
}

describeBrowser('auction console: the dock on every tab', () => {
  const suite = useBrowserSuite('live-auction-console', { withNflData: true, allInterfaces: true });
  let api: Express;
  const pageErrors: string[] = [];

  beforeAll(() => {
    api = createApp(suite.server.ctx);
  });

  async function phone(path: string, token: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await suite.newContext({ ...PHONE, baseURL: suite.server.guestUrl, reducedMotion: 'reduce' });
    await signIn(context, token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(path);
    // The Players tab renders the whole player list first: on a busy machine that takes a while.
    await page.locator('.live-dot.is-live').waitFor({ timeout: 30_000 });
    return { page, context };
  }

  /** What the phone's screen shows (the dock is fixed to it; a full-page shot puts it mid-page). */
  const onScreen = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });

  /** The element's box lies inside the viewport (what the guest sees without scrolling). */
  async function inView(page: Page, selector: ReturnType<Page['locator']>) {
    await selector.waitFor();
    const box = (await selector.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  }

  it('phones on different tabs: the turn is called, a lot shows everywhere, a tap bids, an offline phone waits for the server and then tells the real winner', async () => {
    const players = await seedRealPlayers(suite.server.ctx, 3);
    const commissioner = await registerUser(api);
    const members: TestUser[] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
    const draft = await createDraft(api, commissioner, { numTeams: 3, budget: 50, rosterPositions: { QB: 1, RB: 2, WR: 2 }, members });
    const as = (user: TestUser) => auth(user.token);
    await request(api).put(`/api/drafts/${draft.draftId}/settings`).set(as(commissioner)).send({ auction_mode: 'live', bid_seconds: 5, opening_seconds: 40, nomination_seconds: 120 }).expect(200);
    await request(api).put(`/api/drafts/${draft.draftId}/teams/${draft.teamIds[1]}`).set(as(commissioner)).send({ team_name: LONG_NAME }).expect(200);
    // Team 3 goes by a nickname: the auction names it as the board does (docs/DECISIONS.md, "One name for a team in the draft").
    const third = ((await request(api).get(`/api/drafts/${draft.draftId}`).set(as(commissioner)).expect(200)).body as Snapshot).teams[2]!;
    await request(api).put(`/api/drafts/${draft.draftId}/participants/${third.fantasy_participant_id}`).set(as(commissioner)).send({ team_nickname: NICKNAME }).expect(200);
    await request(api).put(`/api/drafts/${draft.draftId}/start`).set(as(commissioner)).expect(200);
    // The lot's player has the longest name of the three: the dock must show it whole on a phone.
    const named = await suite.server.ctx.db.selectFrom('players').select(['player_id', 'full_name']).where('player_id', 'in', players.RB).execute();
    const queued = named.reduce((a, b) => (b.full_name.length > a.full_name.length ? b : a)).player_id;
    const playerName = (await suite.server.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', queued).executeTakeFirstOrThrow()).full_name;
    await request(api).put(`/api/drafts/${draft.draftId}/queue`).set(as(members[0]!)).send({ nfl_player_ids: [queued] }).expect(200);
    const snapshot = async () => (await request(api).get(`/api/drafts/${draft.draftId}`).set(as(commissioner)).expect(200)).body as Snapshot;
    const room = (tab: string) => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/${tab}`;

    const [one, two, three] = [await phone(room('my-team'), members[0]!.token), await phone(room('board'), members[1]!.token), await phone(room('players'), members[2]!.token)];
    const phones = [one.page, two.page, three.page];

    // Before the start step nothing runs: the dock says who it waits for, nobody is called.
    for (const page of phones) await inView(page, page.getByTestId('auction-dock').getByText('Waiting for the commissioner to start the auction'));
    expect(await one.page.title()).not.toContain('Your turn');
    expect((await snapshot()).nomination?.closes_at).toBeNull();

    // The commissioner's laptop: who is in the room, and Start auction beside it.
    const laptopContext = await suite.newContext({ ...LAPTOP, baseURL: suite.server.baseUrl });
    await signIn(laptopContext, commissioner.token);
    const laptop = await laptopContext.newPage();
    laptop.on('pageerror', (err) => pageErrors.push(err.message));
    await laptop.goto(room('run'));
    await laptop.getByRole('heading', { name: 'In the room: 3 of 3' }).waitFor();
    await screenshot(laptop, 'auction-console-start-laptop');
    await laptop.getByRole('button', { name: 'Start auction' }).click();
    await laptop.getByRole('button', { name: 'Start auction' }).waitFor({ state: 'detached' });
    expect((await snapshot()).draft.auction_started_at).not.toBeNull();

    // Team 1's phone, on My Team, is called in view and in its title; the others see who nominates.
    await inView(one.page, one.page.getByTestId('dock-your-turn'));
    // The turn's seconds stand at the right of the title as a clock, with no stray separator before them.
    expect(await one.page.locator('.dock-turn-head .dock-clock').textContent()).toMatch(/^\d+ s$/);
    await expect.poll(() => one.page.title()).toContain('Your turn');
    for (const page of [two.page, three.page]) await inView(page, page.getByTestId('auction-dock').getByText(/Team 1 is nominating · \d+ s/));
    expect(await two.page.title()).not.toContain('Your turn');
    await onScreen(one.page, 'auction-console-your-turn-phone');

    // One tap nominates the queue's first player; every phone, on its own tab, shows it and a Bid button.
    await one.page.getByRole('button', { name: `Nominate ${playerName} · $1` }).click();
    for (const page of phones) await inView(page, page.getByTestId('dock-player').getByText(playerName));
    await inView(one.page, one.page.getByTestId('auction-dock').getByText('You have the high bid'));
    await expect.poll(() => one.page.title()).not.toContain('Your turn');
    for (const page of [two.page, three.page]) await inView(page, page.getByRole('button', { name: 'Bid $2' }));
    // The commissioner's laptop (1366×768): the lot's controls on screen above the dock, without scrolling;
    // once the auction runs, the room's list keeps only who is away.
    const controls = laptop.getByRole('group', { name: 'Lot controls' });
    await controls.waitFor();
    const [controlsBottom, laptopDockTop] = await laptop.evaluate(() => [
      document.querySelector('.lot-controls')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="auction-dock"]')!.getBoundingClientRect().top,
    ]);
    expect(controlsBottom).toBeLessThanOrEqual(laptopDockTop);
    expect(await laptop.getByRole('list', { name: 'Teams in the room' }).count()).toBe(0);
    await laptop.getByRole('heading', { name: 'In the room: 3 of 3' }).waitFor();
    await onScreen(laptop, 'auction-console-lot-laptop');
    await onScreen(two.page, 'auction-console-lot-board-phone');
    await onScreen(three.page, 'auction-console-lot-players-phone');
    // A phone turned on its side (844×390): the top bar scrolls away with the page, leaving the
    // screen to the room and the dock, whose bid buttons stay in reach.
    await two.page.setViewportSize({ width: PHONE.viewport.height, height: PHONE.viewport.width });
    await two.page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => two.page.locator('.topbar').evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await inView(two.page, two.page.getByTestId('auction-dock').getByRole('button', { name: 'Bid $2' }));
    await onScreen(two.page, 'auction-console-lot-landscape-phone');
    await two.page.setViewportSize(PHONE.viewport);
    await two.page.evaluate(() => window.scrollTo(0, 0));

    // A bid button holding the focus (a laptop's keyboard; a thumb on a phone) stays the same button
    // while the bidding moves under it: its amount changes and the focus stays, below.
    const held = await three.page.getByTestId('auction-dock').getByRole('button', { name: 'Bid $2' }).elementHandle();
    await held.focus();
    // A tap places that team's bid (checked through the API); the team it outbid is told, by name.
    await two.page.getByRole('button', { name: 'Bid $2' }).click();
    await expect.poll(async () => (await snapshot()).lot).toMatchObject({ high_bid: 2, high_team_id: draft.teamIds[1] });
    await inView(one.page, one.page.getByRole('alert').getByText(`Outbid: $2 by ${LONG_NAME}`));
    for (const page of phones) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await onScreen(one.page, 'auction-console-outbid-phone');
    // Team 1 answers at once: its phone leads again, and the call that it was outbid goes with it
    // (it never stands beside "You have the high bid").
    await one.page.getByRole('button', { name: 'Bid $3' }).click();
    await expect.poll(async () => (await snapshot()).lot).toMatchObject({ high_bid: 3, high_team_id: draft.teamIds[0] });
    await inView(one.page, one.page.getByTestId('auction-dock').getByText('You have the high bid'));
    expect(await one.page.getByRole('alert').filter({ hasText: 'Outbid' }).count()).toBe(0);
    await expect.poll(() => held.evaluate((el) => [el.isConnected, el.textContent, document.activeElement === el])).toEqual([true, 'Bid $4', true]);
    // The commissioner, who holds no team here, bids for the team picked in "Bid for" (the first one
    // until another is picked): the Run tab's panel names it, where "Your team" would claim a lead
    // the commissioner does not hold (docs/DECISIONS.md, "Bidding for another team").
    const actingSide = laptop.locator('.auction-side');
    await actingSide.getByText('Team 1 has the high bid').waitFor();
    expect(await laptop.getByText('Your team has the high bid').count()).toBe(0);
    // Outbid again: the call names the lot as it stands.
    await two.page.getByRole('button', { name: 'Bid $4' }).click();
    await inView(one.page, one.page.getByRole('alert').getByText(`Outbid: $4 by ${LONG_NAME}`));
    await laptop.getByLabel('Bid for').selectOption({ label: LONG_NAME });
    await actingSide.getByText(`${LONG_NAME} has the high bid`).waitFor();
    await onScreen(laptop, 'auction-console-bid-for-laptop');

    // Team 2's owner switches to another app on the phone (the page out of sight, still connected).
    await setHidden(two.page, true);
    // Team 3 (Trey’s Crew) takes the lead with its first quick bid, then its phone loses the network.
    const lead = three.page.getByTestId('auction-dock').getByRole('button', { name: /^Bid \$\d+$/ }).first();
    const price = Number(((await lead.textContent()) ?? '').replace('Bid $', ''));
    expect(price).toBe(5);
    await lead.click();
    await expect.poll(async () => (await snapshot()).lot).toMatchObject({ high_bid: price, high_team_id: draft.teamIds[2] });
    await inView(three.page, three.page.getByTestId('auction-dock').getByText('You have the high bid'));
    await three.context.setOffline(true);
    // The commissioner's laptop loses the Wi-Fi too: its lot controls wait for the server, since a
    // press now could reach the server only after this lot has sold.
    await laptopContext.setOffline(true);
    const dropped = Date.now();
    const offline = three.page.getByTestId('dock-link').getByText('Offline — reconnecting…');
    await offline.waitFor({ timeout: 3000 });
    expect(Date.now() - dropped).toBeLessThanOrEqual(3000);
    await inView(three.page, offline);
    expect(await offline.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
    await three.page.getByTestId('auction-dock').getByText('Waiting for the server').first().waitFor();
    // Beside the stopped clock's longer words, the player's name is still whole.
    const lotPlayer = three.page.getByTestId('dock-player');
    expect(await lotPlayer.textContent()).toBe(playerName);
    expect(await lotPlayer.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getClientRects().length > 0)).toBe(true);
    expect(await three.page.getByTestId('auction-dock').getByText('You have the high bid').count()).toBe(0);
    // What the server last said, in the past tense: the disabled buttons alone read as "outbid".
    await inView(three.page, three.page.getByTestId('dock-last-known').getByText(`Last heard from the server: you led at $${price}`));
    // The buttons stay, disabled: a tap now is not sent, now or later.
    const stale = three.page.getByTestId('auction-dock').getByRole('button', { name: /^Bid \$\d+$/ });
    expect(await stale.count()).toBeGreaterThan(0);
    for (const button of await stale.all()) expect(await button.isDisabled()).toBe(true);
    await onScreen(three.page, 'auction-console-offline-phone');
    await controls.getByText("The lot's controls come back when the room hears the server again.").waitFor();
    for (const name of ['Pause lot', 'Add 10 s', 'Cancel lot']) expect(await controls.getByRole('button', { name }).isDisabled()).toBe(true);
    await onScreen(laptop, 'auction-console-offline-laptop');

    // The server sells the lot on its clock meanwhile; the offline phone never says SOLD or claims the lead.
    const claims: string[] = [];
    while (((await snapshot()).picks.length ?? 0) === 0) {
      const text = (await three.page.locator('body').textContent()) ?? '';
      if (text.includes('SOLD')) claims.push('SOLD');
      if (text.includes('You have the high bid')) claims.push('You have the high bid');
      if (text.includes('How it went')) claims.push('How it went');
      await three.page.waitForTimeout(250);
    }
    expect(claims).toEqual([]);
    expect((await snapshot()).picks).toEqual([expect.objectContaining({ nfl_player_id: queued, fantasy_team_id: draft.teamIds[2], acquisition_price: price })]);
    await one.page.getByTestId('auction-dock').getByText(/is nominating/).waitFor({ timeout: 10_000 });
    expect(await three.page.getByTestId('dock-link').count()).toBe(1);
    // Team 2's owner comes back to the room: told of the sale made while the page was out of sight.
    await setHidden(two.page, false);
    await inView(two.page, two.page.getByTestId('dock-away-news').getByText(`${playerName} sold to ${NICKNAME} for $${price}`));
    await onScreen(two.page, 'auction-console-back-from-another-app-phone');
    await onScreen(three.page, 'auction-console-offline-after-sale-phone');

    // Back online: the dock tells what happened while away, and no stale-bid error is shown.
    await three.context.setOffline(false);
    await laptopContext.setOffline(false);
    await inView(three.page, three.page.getByTestId('dock-away-news').getByText(`You won ${playerName} for $${price}`));
    // Told once, by the news of the time away: the win's toast is for a sale heard as it happens.
    expect(await three.page.locator('.Toastify').getByText(/You won/).count()).toBe(0);
    // How the lot went, as the server recorded it, now that the phone has heard the sale.
    await three.page.getByTestId('dock-last-sale').getByText(`How it went: ${playerName}, $${price} to`).waitFor();
    // Opened, it starts from the nomination's opening bid, then every bid the server accepted.
    const story = three.page.getByTestId('dock-last-sale');
    await story.locator('summary').click();
    const lines = (await story.locator('li').allTextContents()).map((line) => line.replace(/^[\d:.]+ /, ''));
    expect(lines).toEqual(['Opened $1 Team 1', `$2 ${LONG_NAME}`, '$3 Team 1', `$4 ${LONG_NAME}`, `$${price} ${NICKNAME}`]);
    await onScreen(three.page, 'auction-console-how-it-went-phone');
    await story.locator('summary').click();
    await three.page.getByTestId('dock-link').waitFor({ state: 'detached' });
    expect(await three.page.getByTestId('dock-last-known').count()).toBe(0);
    expect(await three.page.locator('.dock-refused, .form-error').count()).toBe(0);
    expect(await three.page.getByText(/Bid must be at least|has been sold|has closed/).count()).toBe(0);
    await onScreen(three.page, 'auction-console-back-online-phone');

    // The commissioner corrects the price: the buyer's phone is told, since its budget moves.
    const sale = (await request(api).get(`/api/drafts/${draft.draftId}`).set(as(commissioner)).expect(200)).body as { picks: { fantasy_pick_id: number }[] };
    const corrected = price + 1;
    await request(api).put(`/api/drafts/${draft.draftId}/picks/${sale.picks[0]!.fantasy_pick_id}`).set(as(commissioner)).send({ acquisition_price: corrected }).expect(200);
    await three.page.getByRole('alert').getByText(`The commissioner changed the price of ${playerName} from $${price} to $${corrected}`).waitFor();
    expect(await two.page.getByText(/The commissioner changed/).count()).toBe(0);
    // Then takes the sale back: the buyer's phone is told what went and what came back.
    await request(api).delete(`/api/drafts/${draft.draftId}/undo`).set(as(commissioner)).expect(200);
    const undone = three.page.getByRole('alert').getByText(`The commissioner undid your purchase of ${playerName}: $${corrected} is back in your budget`);
    await undone.waitFor();
    // Once the toast has slid in, all of it on the screen.
    await expect.poll(() => inView(three.page, undone).then(() => true, () => false)).toBe(true);
    expect(await two.page.getByText(/The commissioner undid/).count()).toBe(0);
    await onScreen(three.page, 'auction-console-undone-phone');

    // The dock never keeps a list's last rows under it: the Players tab scrolled to its end.
    await three.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [lastBottom, dockTop] = await three.page.evaluate(() => {
      const panel = document.querySelector('.draft-tab-panel')!;
      return [panel.getBoundingClientRect().bottom, document.querySelector('[data-testid="auction-dock"]')!.getBoundingClientRect().top];
    });
    expect(lastBottom).toBeLessThanOrEqual(dockTop + 1);

    // The commissioner ends the night with a lot up: the question names it, and as the dock leaves
    // with the draft the phones are told it went unsold, not left to guess.
    const last = await suite.server.ctx.db.selectFrom('players').select(['player_id', 'full_name']).where('player_id', '=', players.WR[0]!).executeTakeFirstOrThrow();
    const nominating = (await snapshot()).nomination!.team_id;
    await request(api).post(`/api/drafts/${draft.draftId}/nominate`).set(as(commissioner)).send({ nfl_player_id: last.player_id, fantasy_team_id: nominating }).expect(201);
    await one.page.getByTestId('dock-player').getByText(last.full_name).waitFor();
    await laptop.getByRole('button', { name: 'Complete Draft' }).click();
    const completing = laptop.getByRole('dialog', { name: 'Complete Draft' });
    await completing.getByText(`${last.full_name} is up for auction at $1 (`, { exact: false }).waitFor();
    await onScreen(laptop, 'auction-console-complete-with-lot-laptop');
    await completing.getByRole('button', { name: 'Complete Draft' }).click();
    for (const page of phones) await page.locator('.Toastify').getByText(`The draft was completed while ${last.full_name} was up: not sold`).waitFor();
    await onScreen(one.page, 'auction-console-completed-with-lot-phone');
    expect((await snapshot()).lot).toBeNull();
    expect(pageErrors).toEqual([]);
  }, 150_000);
});

/**
 * The page out of sight or back, as when its owner switches apps or tabs: headless Chromium keeps
 * every page visible, so the page's own visibility is set and announced as the browser would.
 */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((out) => {
    Object.defineProperty(document, 'visibilityState', { value: out ? 'hidden' : 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: out, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
