import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestUser } from '../helpers/fixtures.js';
import { seedRealPlayers } from '../helpers/engine.js';
import { axeAudit, blocking } from './support/axe.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { signIn, useBrowserSuite } from './support/suite.js';

/**
 * The room's screen in a live auction: one status line says what is happening, the
 * keyed-in Submit Pick form is the commissioner's folded secondary tool (members never see it),
 * the panel uses a laptop's width, and a member reorders the queue from the keyboard or a thumb,
 * saved on the server and shown on the same user's other device.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const VIEWPORTS = { phone: PHONE, laptop: LAPTOP } as const;

describeBrowser('live auction room screen', () => {
  const suite = useBrowserSuite('live-auction-room', { withNflData: true, allInterfaces: true });
  let api: Express;
  const pageErrors: string[] = [];

  beforeAll(() => {
    api = createApp(suite.server.ctx);
  });

  async function open(path: string, device: keyof typeof VIEWPORTS, token: string): Promise<Page> {
    const touch = device === 'phone' ? { hasTouch: true, isMobile: true } : {};
    // Phones come over the party's Wi-Fi (the LAN address); the laptop is the commissioner's own machine.
    const baseURL = device === 'phone' ? suite.server.guestUrl : suite.server.baseUrl;
    const context = await suite.newContext({ viewport: VIEWPORTS[device], baseURL, bypassCSP: true, reducedMotion: 'reduce', ...touch });
    await signIn(context, token);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(path);
    await page.locator('.live-dot.is-live').waitFor();
    return page;
  }

  async function expectAxeClean(page: Page, name: string) {
    const bad = blocking(await axeAudit(page));
    expect(bad, `${name}: ${JSON.stringify(bad)}`).toEqual([]);
  }

  const queueNames = (page: Page) => page.getByRole('list', { name: 'My queue' }).locator('li .nominate-name').allTextContents();

  for (const device of ['phone', 'laptop'] as const) {
    const other = device === 'phone' ? 'laptop' : 'phone';
    it(`${device}: status line, Submit Pick only for the commissioner and folded, queue reorder saved and followed`, async () => {
      const players = await seedRealPlayers(suite.server.ctx, 3);
      const commissioner = await registerUser(api);
      const members: TestUser[] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
      const draft = await createDraft(api, commissioner, { numTeams: 3, budget: 50, rosterPositions: { QB: 1, RB: 2, WR: 2 }, members });
      await request(api).put(`/api/drafts/${draft.draftId}/settings`).set(auth(commissioner.token)).send({ auction_mode: 'live', bid_seconds: 120, nomination_seconds: 300 }).expect(200);
      await request(api).put(`/api/drafts/${draft.draftId}/start`).set(auth(commissioner.token)).expect(200);
      await request(api).put(`/api/drafts/${draft.draftId}/auction/start`).set(auth(commissioner.token)).expect(200);
      const roomPath = `/leagues/${draft.leagueId}/drafts/${draft.draftId}/run`;
      const queued = [players.WR[0]!, players.RB[1]!, players.QB[2]!];
      const names = await Promise.all(
        queued.map(async (id) => (await suite.server.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', id).executeTakeFirstOrThrow()).full_name),
      );
      const [a, b, c] = names as [string, string, string];
      await request(api).put(`/api/drafts/${draft.draftId}/queue`).set(auth(members[1]!.token)).send({ nfl_player_ids: queued }).expect(200);

      const member = await open(roomPath, device, members[1]!.token);
      const sameUser = await open(roomPath, other, members[1]!.token);
      const commish = await open(roomPath, device, commissioner.token);

      // Who nominates, in words and seconds, said once: in the auction dock, in view on every tab,
      // not again in a side card.
      for (const page of [member, commish]) {
        const line = page.getByTestId('auction-dock').getByTestId('live-status');
        await expect.poll(() => line.textContent()).toMatch(/^Team 1 is nominating · \d+ s$/);
        expect(await page.getByText(/is nominating/).count()).toBe(1);
        const box = (await line.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS[device].height);
      }
      // No keyed-in form for a member, and no commissioner-mode text.
      expect(await member.getByRole('form', { name: 'Submit Pick' }).count()).toBe(0);
      expect(await member.getByText('Key in a sale').count()).toBe(0);
      expect(await member.getByText('The commissioner is entering picks live').count()).toBe(0);
      expect(await commish.getByText('The commissioner is entering picks live').count()).toBe(0);

      // The commissioner's form is folded below the status and opens on demand.
      const keyed = commish.locator('details.keyed-sale');
      await keyed.locator('summary').waitFor();
      expect(await keyed.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      expect(await commish.getByRole('form', { name: 'Submit Pick' }).count()).toBe(0);
      await keyed.locator('summary').click();
      await commish.getByRole('form', { name: 'Submit Pick' }).getByRole('button', { name: 'Draft Player' }).waitFor();
      await screenshot(commish, `live-auction-room-commissioner-${device}`);

      // Reorder: a tap moves the third player up; the keyboard moves the first down, focus stays on the row.
      await expect.poll(() => queueNames(member)).toEqual([expect.stringContaining(a), expect.stringContaining(b), expect.stringContaining(c)]);
      expect(await member.getByRole('button', { name: `Move ${a} up` }).isDisabled()).toBe(true);
      expect(await member.getByRole('button', { name: `Move ${c} down` }).isDisabled()).toBe(true);
      await member.getByRole('button', { name: `Move ${c} up` }).click();
      await expect.poll(() => queueNames(member)).toEqual([expect.stringContaining(a), expect.stringContaining(c), expect.stringContaining(b)]);
      await member.getByRole('button', { name: `Move ${a} down` }).focus();
      await member.keyboard.press('Enter');
      await expect.poll(() => queueNames(member)).toEqual([expect.stringContaining(c), expect.stringContaining(a), expect.stringContaining(b)]);
      await expect.poll(() => member.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${a} down`);
      await member.keyboard.press('Enter');
      await expect.poll(() => queueNames(member)).toEqual([expect.stringContaining(c), expect.stringContaining(b), expect.stringContaining(a)]);
      // At the bottom its down button is disabled: focus moves to its up button rather than being lost.
      await expect.poll(() => member.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${a} up`);

      // Saved on the server as the whole list; the same user's other device follows without a reload.
      await expect
        .poll(async () => ((await request(api).get(`/api/drafts/${draft.draftId}/queue`).set(auth(members[1]!.token)).expect(200)).body as { players: { nfl_player_id: string }[] }).players.map((p) => p.nfl_player_id))
        .toEqual([queued[2], queued[1], queued[0]]);
      await expect.poll(() => queueNames(sameUser)).toEqual([expect.stringContaining(c), expect.stringContaining(b), expect.stringContaining(a)]);
      await member.reload();
      await expect.poll(() => queueNames(member)).toEqual([expect.stringContaining(c), expect.stringContaining(b), expect.stringContaining(a)]);
      await screenshot(member, `live-auction-room-queue-${device}`);
      await expectAxeClean(member, 'member, nominating');
      await expectAxeClean(commish, 'commissioner, form open');

      // A lot opens; the panel sits beside the lot on a laptop.
      await request(api).post(`/api/drafts/${draft.draftId}/nominate`).set(auth(members[0]!.token)).send({ nfl_player_id: players.RB[0]!, opening_bid: 3 }).expect(201);
      const lotName = (await suite.server.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', players.RB[0]!).executeTakeFirstOrThrow()).full_name;
      // A running lot is said by its card alone (name, high bid, leader), not by a status line too.
      for (const page of [member, commish]) {
        const card = page.getByRole('region', { name: 'Player up for auction' });
        await card.getByRole('heading', { name: lotName }).waitFor();
        expect(await card.getByTestId('lot-high-bid').textContent()).toBe('$3Team 1');
        expect(await page.getByTestId('live-status').count()).toBe(0);
        expect(await page.getByText(`${lotName} is up for auction`).count()).toBe(0);
      }
      const lotBox = (await member.locator('.live-auction .lot-card').boundingBox())!;
      const bidsBox = (await member.locator('.live-auction .bid-controls').boundingBox())!;
      if (device === 'laptop') {
        expect(bidsBox.x).toBeGreaterThan(lotBox.x + lotBox.width - 1);
        expect(bidsBox.y).toBeLessThan(lotBox.y + lotBox.height);
      } else {
        expect(bidsBox.y).toBeGreaterThanOrEqual(lotBox.y + lotBox.height - 1);
        expect(lotBox.width).toBeLessThanOrEqual(PHONE.width);
      }
      if (device === 'laptop') {
        // No empty space under the lot: the left column reaches as low as the taller right one
        // (bids and auto-bid; for the commissioner also the team picker).
        for (const page of [member, commish]) {
          const [mainBottom, sideBottom] = await page.locator('.live-auction').evaluate((panel) => {
            const bottom = (selector: string) => Math.max(...[...panel.querySelector(selector)!.children].map((child) => child.getBoundingClientRect().bottom));
            return [bottom('.auction-main'), bottom('.auction-side')];
          });
          expect(sideBottom - mainBottom).toBeLessThanOrEqual(1);
        }
        // The commissioner's lot controls sit under the lot.
        const controls = (await commish.getByRole('group', { name: 'Lot controls' }).boundingBox())!;
        const commishLot = (await commish.locator('.live-auction .lot-card').boundingBox())!;
        expect(controls.x).toBeLessThan(commishLot.x + commishLot.width);
        expect(controls.y).toBeGreaterThanOrEqual(commishLot.y + commishLot.height - 1);
      } else {
        // The commissioner's phone: lot controls after the bid buttons, and the team strip right under
        // the league card, also scrolled down (stuck under the top bar, it left a gap there).
        const controls = (await commish.getByRole('group', { name: 'Lot controls' }).boundingBox())!;
        // (Team 1, the commissioner's acting team, leads: its side says so where the bid buttons go.)
        const commishBids = (await commish.locator('.live-auction').locator('.bid-controls, .bid-leading').boundingBox())!;
        expect(controls.y).toBeGreaterThan(commishBids.y);
        for (const y of [0, 100_000]) {
          await commish.evaluate((top) => window.scrollTo(0, top), y);
          const gap = await commish.evaluate(() => document.querySelector('.team-strip')!.getBoundingClientRect().top - document.querySelector('.run-header')!.getBoundingClientRect().bottom);
          expect(gap, `scrolled to ${y}`).toBeGreaterThanOrEqual(0);
          expect(gap, `scrolled to ${y}`).toBeLessThanOrEqual(16);
        }
        await commish.evaluate(() => window.scrollTo(0, 0));
      }
      expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[device].width);

      // A tapped button on a phone looks as it did before the tap (no hover colour kept after the
      // finger lifts); a laptop's mouse over it still shows the hover colour. The custom Bid with an
      // empty field sends nothing: it says what is missing.
      const customBid = member.locator('.live-auction .bid-controls .bid-custom button[type="submit"]');
      const background = () => customBid.evaluate((button) => getComputedStyle(button).backgroundColor);
      const atRest = await background();
      if (device === 'phone') {
        expect(await member.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
        await customBid.tap();
        await member.locator('.live-auction .bid-controls .bid-field-error').waitFor();
        // Longer than the buttons' colour transition (styles/buttons.css), so a hover colour would show.
        await member.waitForTimeout(400);
        expect(await background()).toBe(atRest);
      } else {
        await customBid.hover();
        await expect.poll(background).not.toBe(atRest);
        await member.mouse.move(0, 0);
        await expect.poll(background).toBe(atRest);
      }
      await screenshot(member, `live-auction-room-lot-${device}`);
      await screenshot(commish, `live-auction-room-lot-commissioner-${device}`);
      await expectAxeClean(member, 'member, lot open');

      // Pausing the draft: the line says so on every screen.
      await request(api).put(`/api/drafts/${draft.draftId}/pause`).set(auth(commissioner.token)).expect(200);
      await member.getByTestId('live-status').getByText(/^The draft is paused\./).waitFor();
      expect(pageErrors).toEqual([]);
    }, 120_000);
  }
});
