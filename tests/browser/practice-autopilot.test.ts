import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, registerUser } from '../helpers/fixtures.js';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser } from './support/chromium.js';
import { PHONE, signIn, useBrowserSuite } from './support/suite.js';

/**
 * A member practises before draft night from her phone, by the LAN address: one tap starts a live
 * auction against bots; on My Team she steps away (autopilot), the dock says so on every tab, and
 * one tap in the dock takes her team back (docs/DECISIONS.md, Bots).
 */
interface Snapshot {
  teams: { fantasy_team_id: number; autopilot: boolean }[];
  lot: { lot_id: number } | null;
}

describeBrowser('practice auction and autopilot on a phone', () => {
  const suite = useBrowserSuite('practice-autopilot', { withNflData: true, allInterfaces: true });
  let api: Express;

  beforeAll(() => {
    api = createApp(suite.server.ctx);
  });

  it('starts a practice auction in one tap, bots run it, and autopilot goes on from My Team and off from the dock on another tab', async () => {
    const member = await registerUser(api);
    const context = await suite.newContext({ ...PHONE, baseURL: suite.server.guestUrl, reducedMotion: 'reduce' });
    await signIn(context, member.token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    await page.goto('/leagues');
    await page.getByRole('button', { name: 'Practice auction' }).first().tap();
    await page.waitForURL(/\/leagues\/\d+\/drafts\/\d+/);
    const [, leagueId, draftId] = /\/leagues\/(\d+)\/drafts\/(\d+)/.exec(page.url())!;
    const snapshot = async () => (await request(api).get(`/api/drafts/${draftId}`).set(auth(member.token)).expect(200)).body as Snapshot;
    const onAutopilot = async () => (await snapshot()).teams.filter((t) => t.autopilot).length;
    const { teams } = await snapshot();
    // Every team but hers is a bot.
    expect(await onAutopilot()).toBe(teams.length - 1);

    await page.goto(`/leagues/${leagueId}/drafts/${draftId}/my-team`);
    await page.locator('.live-dot.is-live').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Turn on autopilot' }).tap();
    const dockLine = page.getByTestId('dock-autopilot');
    await dockLine.waitFor();
    expect(await onAutopilot()).toBe(teams.length);

    // On another tab the dock still says who is bidding for her, in view, and the auction runs:
    // a lot opens, nominated by a bot or by her autopilot.
    await page.getByRole('link', { name: 'Draft Board' }).tap();
    await page.getByTestId('dock-lot').waitFor({ timeout: 45_000 });
    await dockLine.waitFor();
    // Every team is on autopilot now: the lot's leader carries the robot mark where the bidding is.
    await page.getByTestId('dock-high-bid').getByRole('img', { name: 'On autopilot' }).waitFor();
    const box = (await dockLine.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height + 1);
    // What the phone's screen shows: the dock is fixed to it (a full-page shot puts it mid-page).
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'screenshots/phone-practice-autopilot-dock.png') });

    // On a laptop the line stands in the dock's centred column, its way back at the column's edge
    // with the lot's clock, not adrift between the lot and the screen's edge.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(async () => (await dockLine.boundingBox())!.x).toBe((await page.getByTestId('dock-lot').boundingBox())!.x);
    const lot = (await page.getByTestId('dock-lot').boundingBox())!;
    const turnOff = (await dockLine.getByRole('button', { name: 'Turn off' }).boundingBox())!;
    expect(Math.abs(turnOff.x + turnOff.width - (lot.x + lot.width))).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'screenshots/laptop-practice-autopilot-dock.png') });
    await page.setViewportSize(PHONE.viewport);

    await dockLine.getByRole('button', { name: 'Turn off' }).tap();
    await dockLine.waitFor({ state: 'detached' });
    expect(await onAutopilot()).toBe(teams.length - 1);

    // The leagues list marks the league as practice.
    await page.goto('/leagues');
    await page.getByText('Practice', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
