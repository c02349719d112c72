import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../helpers/fixtures.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * Members trade among themselves: Alice on a phone proposes from her team, Bob on a
 * laptop sees the offer arrive live and accepts it; then a rejected and a withdrawn offer. Members
 * are never offered Execute Trade (it is the commissioner's). An offer that can no longer go through
 * says so and is not counted on the Trades tab, which a phone shows at the tab bar's edge while the
 * tab is scrolled out of sight; a commissioner who owns a team is not told twice.
 * Screenshots of the phone flow go to test-artifacts/screenshots.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false };

describeBrowser('member trades', () => {
  const suite = useBrowserSuite('member-trades', { withNflData: true });
  let api: Express;
  const pageErrors: string[] = [];
  let commissioner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let draft: TestDraft;
  /** Drafted round robin over 4 teams: Team 1 holds 0 and 4, Team 2 holds 1 and 5. */
  let sold: { nfl_player_id: string; full_name: string }[] = [];

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    commissioner = await registerUser(api);
    alice = await registerUser(api);
    bob = await registerUser(api);
    draft = await createDraft(api, commissioner, { numTeams: 4, members: [alice, bob] });
    await call('put', `/api/drafts/${draft.draftId}/start`);
    sold = (await call('get', `/api/drafts/${draft.draftId}/available-players?limit=8`)) as typeof sold;
    for (const [i, player] of sold.entries()) {
      await call('post', `/api/drafts/${draft.draftId}/draft-player`, {
        nfl_player_id: player.nfl_player_id,
        fantasy_team_id: draft.teamIds[i % 4],
        acquisition_price: 10 + i,
      });
    }
  }, 120_000);

  async function call(method: 'get' | 'post' | 'put', path: string, body?: object) {
    const res = await request(api)[method](path).set(auth(commissioner.token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function signedIn(user: TestUser, size: typeof PHONE | typeof LAPTOP): Promise<Page> {
    // A member's phone opens the room by the laptop's LAN address, as at the party; the laptop by localhost.
    const baseURL = size === PHONE ? suite.server.guestUrl : suite.server.baseUrl;
    const context = await suite.newContext({ ...size, baseURL, reducedMotion: 'reduce' });
    await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  const tradesPath = () => `/leagues/${draft.leagueId}/drafts/${draft.draftId}/trades`;
  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
  const name = (i: number) => sold[i]!.full_name;
  /** Lets a toast finish sliding in before a screenshot. */
  const settle = (page: Page) => page.waitForTimeout(700);
  /** Closes the toasts and scrolls to the top, so a screenshot shows the cards they would cover. */
  async function clearView(page: Page) {
    for (const close of await page.locator('.Toastify__close-button').all()) await close.click().catch(() => undefined);
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const incoming = (page: Page) => page.getByTestId('trade-incoming');
  const outgoing = (page: Page) => page.getByTestId('trade-outgoing');
  const history = (page: Page) => page.getByTestId('trade-history');

  /** Alice's Propose Trade dialog: Bob's team, the players each way and the dollars Bob adds. */
  async function propose(page: Page, offer: { give: number[]; get: number[]; cashIn?: string }) {
    await page.getByRole('button', { name: 'Propose Trade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose Trade' });
    await dialog.getByLabel('Trade with').selectOption({ label: 'Team 2' });
    for (const i of offer.give) await dialog.getByRole('group', { name: 'You give players' }).getByRole('checkbox', { name: name(i) }).check();
    for (const i of offer.get) await dialog.getByRole('group', { name: 'You get players' }).getByRole('checkbox', { name: name(i) }).check();
    if (offer.cashIn) await dialog.getByLabel(/Budget \(FAAB\) you get/).fill(offer.cashIn);
    return dialog;
  }

  it('a member proposes from a phone, the other accepts on a laptop, both live; reject and cancel too', async () => {
    const phone = await signedIn(alice, PHONE);
    const laptop = await signedIn(bob, LAPTOP);
    await Promise.all([phone.goto(tradesPath()), laptop.goto(tradesPath())]);
    await Promise.all([phone.locator('.live-dot.is-live').waitFor(), laptop.locator('.live-dot.is-live').waitFor()]);

    // Members propose; Execute Trade (403 for them) is the commissioner's and is not offered.
    await phone.getByRole('button', { name: 'Propose Trade' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Execute Trade' }).count()).toBe(0);
    await incoming(phone).getByText('No offers waiting for you').waitFor();
    await outgoing(phone).getByText('You have no open offers').waitFor();
    await screenshot(phone, 'screenshots/phone-trades-empty-390x844');

    // Her own team is set for her; too many dollars from Bob gets the server's own words.
    const dialog = await propose(phone, { give: [0], get: [1], cashIn: '500' });
    await dialog.getByText('You give', { exact: true }).waitFor();
    expect(await dialog.locator('.trade-side-team-fixed').textContent()).toBe('Team 1');
    const budgetLeft = 200 - (10 + 1) - (10 + 5);
    const tooMuch = `Team 2 has only $${budgetLeft} of budget to trade`;
    await dialog.locator('.field-error', { hasText: tooMuch }).waitFor();
    // Sending anyway takes the keyboard to the field that says why (not a second copy of the text).
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect.poll(() => phone.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await dialog.getByText(tooMuch).count()).toBe(1);
    await screenshot(phone, 'screenshots/phone-propose-trade-refused-390x844');
    await dialog.getByLabel(/Budget \(FAAB\) you get/).fill('3');
    await screenshot(phone, 'screenshots/phone-propose-trade-390x844');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await toast(phone, 'Trade offer sent!');
    await dialog.waitFor({ state: 'detached' });

    // Alice's offer waits under "Your offers" with Cancel only; Bob gets it live, with a notice.
    const mine = outgoing(phone).locator('.trade-card', { hasText: 'Trade #1' });
    await mine.getByRole('button', { name: 'Cancel Offer, trade #1' }).waitFor();
    expect(await mine.getByRole('button', { name: /Accept|Reject/ }).count()).toBe(0);
    await toast(laptop, 'Team 1 offered you a trade (#1)');
    const offer = incoming(laptop).locator('.trade-card', { hasText: 'Trade #1' });
    await offer.getByText('PENDING').waitFor();
    await offer.getByText('$3 FAAB').waitFor();
    // Which side is Bob's reads at a glance; a pending offer "gives".
    await offer.getByText('Team 2 (you) gives', { exact: true }).waitFor();
    await offer.getByText('Team 1 gives', { exact: true }).waitFor();
    expect(await offer.getByRole('button', { name: /Cancel Offer/ }).count()).toBe(0);
    await settle(phone);
    await screenshot(phone, 'screenshots/phone-trade-offer-sent-390x844');
    await screenshot(laptop, 'screenshots/laptop-trade-offer-received-1366x768');

    // Bob accepts (asked first); the players and dollars move, and Alice hears it on her phone.
    await offer.getByRole('button', { name: 'Accept trade #1' }).click();
    const confirm = laptop.getByRole('dialog', { name: 'Accept trade' });
    await confirm.getByRole('button', { name: 'Accept Trade' }).click();
    await toast(laptop, 'Trade accepted!');
    await toast(phone, 'Trade #1 with Team 2 went through');
    await history(phone).locator('.trade-card', { hasText: 'Trade #1' }).getByText('ACCEPTED').waitFor();
    await outgoing(phone).getByText('You have no open offers').waitFor();
    await incoming(laptop).getByText('No offers waiting for you').waitFor();
    await clearView(phone);
    await screenshot(phone, 'screenshots/phone-trade-accepted-390x844');
    const rosters = (await call('get', `/api/drafts/${draft.draftId}/picks`)) as { nfl_player_id: string; fantasy_team_id: number }[];
    const holder = (i: number) => rosters.find((p) => p.nfl_player_id === sold[i]!.nfl_player_id)?.fantasy_team_id;
    expect([holder(0), holder(1)]).toEqual([draft.teamIds[1], draft.teamIds[0]]);
    // My Team follows without a reload: Bob's player is Alice's now.
    await phone.getByRole('link', { name: 'My Team' }).click();
    await phone.getByTestId('my-team').locator('.my-team-player-name', { hasText: name(1) }).waitFor();
    await phone.getByRole('link', { name: 'Trades' }).click();

    // An offer Bob rejects: Alice is told, and it lands in the history as REJECTED.
    const second = await propose(phone, { give: [4], get: [5] });
    await second.getByRole('button', { name: 'Send Offer' }).click();
    await toast(phone, 'Trade offer sent!');
    await incoming(laptop).getByRole('button', { name: 'Reject trade #2' }).click();
    await toast(laptop, 'Trade offer rejected');
    await toast(phone, 'Your trade offer #2 to Team 2 was rejected');
    const rejected = history(phone).locator('.trade-card', { hasText: 'Trade #2' });
    await rejected.getByText('REJECTED').waitFor();
    // Nothing moved: a refused offer only "offered".
    await rejected.getByText('Team 1 (you) offered', { exact: true }).waitFor();

    // An offer Alice withdraws: it leaves Bob's list live, as CANCELLED.
    const third = await propose(phone, { give: [4], get: [5] });
    await third.getByRole('button', { name: 'Send Offer' }).click();
    await incoming(laptop).locator('.trade-card', { hasText: 'Trade #3' }).waitFor();
    await outgoing(phone).getByRole('button', { name: 'Cancel Offer, trade #3' }).click();
    await toast(phone, 'Trade offer cancelled');
    await toast(laptop, 'Team 1 withdrew trade offer #3');
    await incoming(laptop).getByText('No offers waiting for you').waitFor();
    await history(laptop).locator('.trade-card', { hasText: 'Trade #3' }).getByText('CANCELLED').waitFor();
    await settle(laptop);
    await screenshot(laptop, 'screenshots/laptop-trade-history-1366x768');

    // Nothing on the phone scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('marks an offer that can no longer go through, live, and leaves it out of the Trades tab count', async () => {
    // Bob offers his player for Alice's; Alice has the room open on her phone.
    const players = (await call('get', `/api/drafts/${draft.draftId}/picks`)) as { nfl_player_id: string; full_name: string; fantasy_team_id: number }[];
    const held = (team: number) => players.filter((p) => p.fantasy_team_id === draft.teamIds[team]);
    const [bobs] = held(1);
    const [alices] = held(0);
    const phone = await signedIn(alice, PHONE);
    await phone.goto(tradesPath());
    await phone.locator('.live-dot.is-live').waitFor();
    const tradesTab = phone.getByRole('link', { name: /^Trades/ });
    expect(await tradesTab.locator('.tab-count').count()).toBe(0);
    const offered = await request(api)
      .post('/api/trades')
      .set(auth(bob.token))
      .send({ fantasy_draft_id: draft.draftId, from_team_id: draft.teamIds[1], to_team_id: draft.teamIds[0], from_players: [bobs!.nfl_player_id], to_players: [alices!.nfl_player_id] });
    expect(offered.status).toBe(201);
    const number = (offered.body as { trade: { trade_number: number } }).trade.trade_number;

    // It arrives live, with Accept, and the tab counts it: one offer waits for her answer.
    const offer = incoming(phone).locator('.trade-card', { hasText: `Trade #${number}` });
    const accept = offer.getByRole('button', { name: `Accept trade #${number}` });
    await accept.waitFor();
    expect(await accept.isEnabled()).toBe(true);
    await expect.poll(() => tradesTab.locator('.tab-count').textContent()).toBe('1');
    expect(await tradesTab.textContent()).toContain('1 offer waiting for you');
    // The count's words for screen readers stay inside the tab bar's scroller: the phone's page keeps
    // its width (a mobile browser widens and zooms out a page that something sticks out of).
    expect(await phone.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([PHONE.viewport.width, PHONE.viewport.width]);

    // The commissioner moves Bob's player to Team 3: the card says so at once, in the server's words,
    // Accept is off and points at why, and the tab no longer counts it.
    await call('post', '/api/trades/execute', {
      fantasy_draft_id: draft.draftId,
      from_team_id: draft.teamIds[1],
      to_team_id: draft.teamIds[2],
      from_players: [bobs!.nfl_player_id],
      cash_to_team: 1,
    });
    const reason = `Can no longer go through: ${bobs!.full_name} is not on Team 2`;
    await offer.getByText(reason, { exact: true }).waitFor();
    await expect.poll(() => accept.isDisabled()).toBe(true);
    const describedBy = await accept.getAttribute('aria-describedby');
    expect(await phone.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    await expect.poll(() => tradesTab.locator('.tab-count').count()).toBe(0);
    await offer.getByText('PENDING').waitFor();
    await clearView(phone).catch(() => undefined);
    await screenshot(phone, 'screenshots/phone-trade-offer-stale-390x844');

    // The server refuses it all the same, and Reject clears it from her list.
    const refused = await request(api).put(`/api/trades/${(offered.body as { trade: { fantasy_trade_id: number } }).trade.fantasy_trade_id}/accept`).set(auth(alice.token));
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toBe(`${bobs!.full_name} is not on Team 2`);
    await offer.getByRole('button', { name: `Reject trade #${number}` }).click();
    await toast(phone, 'Trade offer rejected');
    await incoming(phone).getByText('No offers waiting for you').waitFor();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("a phone's room shows offers waiting on the Trades tab scrolled out of sight, live, and a tap takes her there", async () => {
    const players = (await call('get', `/api/drafts/${draft.draftId}/picks`)) as { nfl_player_id: string; fantasy_team_id: number }[];
    const [bobs] = players.filter((p) => p.fantasy_team_id === draft.teamIds[1]);
    const alices = players.filter((p) => p.fantasy_team_id === draft.teamIds[0]);
    const offerFromBob = async (alicePlayer: { nfl_player_id: string }) => {
      const res = await request(api)
        .post('/api/trades')
        .set(auth(bob.token))
        .send({ fantasy_draft_id: draft.draftId, from_team_id: draft.teamIds[1], to_team_id: draft.teamIds[0], from_players: [bobs!.nfl_player_id], to_players: [alicePlayer.nfl_player_id] });
      expect(res.status).toBe(201);
      return (res.body as { trade: { fantasy_trade_id: number } }).trade.fantasy_trade_id;
    };
    // Alice opens the room on her phone, on its own first tab (My Team): Trades is past the bar's edge.
    const phone = await signedIn(alice, PHONE);
    await phone.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`);
    await phone.getByTestId('my-team').waitFor();
    await phone.locator('.live-dot.is-live').waitFor();
    const tradesTab = phone.getByRole('link', { name: /^Trades/ });
    const marker = phone.getByTestId('offers-waiting-marker');
    const inViewport = (box: { x: number; y: number; width: number; height: number } | null) =>
      box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.viewport.width && box.y + box.height <= PHONE.viewport.height;
    expect(inViewport(await tradesTab.boundingBox())).toBe(false);
    expect(await marker.count()).toBe(0);

    // Bob's offer arrives: the bar's edge shows it, on screen, with no scrolling.
    const first = await offerFromBob(alices[0]!);
    await expect.poll(() => marker.locator('.tab-count').textContent()).toBe('1');
    expect(inViewport(await marker.boundingBox())).toBe(true);
    expect(await phone.evaluate(() => [window.scrollX, window.scrollY, document.documentElement.scrollWidth])).toEqual([0, 0, PHONE.viewport.width]);
    // Said once to a screen reader, by the Trades tab: the marker is not in the accessibility tree.
    const tree = await phone.locator('body').ariaSnapshot();
    expect(tree.match(/waiting for you/g)).toHaveLength(1);
    expect(tree).toContain('1 offer waiting for you');
    expect(tree).not.toMatch(/button "Trades/);
    expect(await marker.getAttribute('aria-hidden')).toBe('true');
    await clearView(phone);
    await screenshot(phone, 'screenshots/phone-offers-waiting-marker-390x844');

    // Live both ways: a second offer counts, and one Bob withdraws no longer does.
    const second = await offerFromBob(alices[1] ?? alices[0]!);
    await expect.poll(() => marker.locator('.tab-count').textContent()).toBe('2');
    await request(api).put(`/api/trades/${second}/cancel`).set(auth(bob.token)).expect(200);
    await expect.poll(() => marker.locator('.tab-count').textContent()).toBe('1');

    // A tap opens the Trades tab, scrolled into the bar's view with its count; the marker has done its job.
    await marker.tap();
    await incoming(phone).locator('.trade-card').first().waitFor();
    expect(phone.url()).toMatch(/\/trades$/);
    expect(await tradesTab.getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => inViewport(await tradesTab.locator('.tab-count').boundingBox())).toBe(true);
    expect(await tradesTab.locator('.tab-count').textContent()).toBe('1');
    expect(await marker.count()).toBe(0);
    await clearView(phone);
    await screenshot(phone, 'screenshots/phone-offers-waiting-trades-tab-390x844');

    // Answered from the Trades tab: the count goes, and stays gone when she scrolls the bar back.
    await request(api).put(`/api/trades/${first}/reject`).set(auth(alice.token)).expect(200);
    await expect.poll(() => tradesTab.locator('.tab-count').count()).toBe(0);
    await phone.getByRole('link', { name: 'My Team' }).tap();
    await phone.getByTestId('my-team').waitFor();
    expect(await marker.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('a commissioner who owns a team hears their own trade once, and their other device hears the news', async () => {
    const owner = await registerUser(api);
    const other = await registerUser(api);
    const own = await createDraft(api, owner, { numTeams: 2, members: [owner, other] });
    const asOwner = (method: 'get' | 'post' | 'put', path: string, body?: object) => request(api)[method](path).set(auth(owner.token)).send(body);
    await asOwner('put', `/api/drafts/${own.draftId}/start`).expect(200);
    const pool = (await asOwner('get', `/api/drafts/${own.draftId}/available-players?limit=2`).expect(200)).body as { nfl_player_id: string; full_name: string }[];
    for (const [i, p] of pool.entries()) {
      await asOwner('post', `/api/drafts/${own.draftId}/draft-player`, { nfl_player_id: p.nfl_player_id, fantasy_team_id: own.teamIds[i], acquisition_price: 5 }).expect(201);
    }
    const laptop = await signedIn(owner, LAPTOP);
    const phone = await signedIn(owner, PHONE);
    const path = `/leagues/${own.leagueId}/drafts/${own.draftId}/trades`;
    await Promise.all([laptop.goto(path), phone.goto(path)]);
    await Promise.all([laptop.locator('.live-dot.is-live').waitFor(), phone.locator('.live-dot.is-live').waitFor()]);

    // On the laptop, Execute Trade from the commissioner's own Team 1: one toast, its own.
    await laptop.getByRole('button', { name: 'Execute Trade' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Execute Trade' });
    await dialog.getByLabel('From Team').selectOption({ label: 'Team 1' });
    await dialog.getByLabel('To Team').selectOption({ label: 'Team 2' });
    await dialog.getByRole('group', { name: 'From Team players' }).getByText(pool[0]!.full_name).click();
    await dialog.getByRole('group', { name: 'To Team players' }).getByText(pool[1]!.full_name).click();
    await dialog.getByRole('button', { name: 'Execute Trade' }).click();
    await toast(laptop, 'Trade executed successfully!');
    // The phone, not the tab that acted, is told the news.
    await toast(phone, 'Trade #1 with Team 2 went through');
    await laptop.waitForTimeout(1500);
    expect(await laptop.locator('.Toastify__toast').allTextContents()).toEqual(['Trade executed successfully!']);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
