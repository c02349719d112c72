import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { DraftAnalyticsResponse } from '#shared/analytics/types.js';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { RECAP_HEIGHT, RECAP_WIDTH } from '#client/pages/analytics/recap-card.js';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { roomApi, type RoomAccount } from './support/room-api.js';
import { LAPTOP, PHONE, signIn, useBrowserSuite } from './support/suite.js';

/**
 * The Analytics page (docs/DECISIONS.md, "Draft analytics"): "Coming soon" before the first sale,
 * then the team table, charts and lists appear live on the laptop (localhost) and a phone (LAN
 * address) as sales are keyed in, sorting works, the draft room links to it, and "Download image"
 * saves a PNG recap card of the expected size.
 */
const TEAMS = 8;
const LIVE_MS = 5000;

/** Width and height from a PNG's signature and IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG signature');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('no IHDR first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describeBrowser('draft analytics page', () => {
  const suite = useBrowserSuite('draft-analytics', { withNflData: true });
  const pageErrors: string[] = [];
  let api: ReturnType<typeof roomApi>;

  beforeAll(() => {
    api = roomApi(suite.server.baseUrl);
  });

  async function open(device: typeof LAPTOP | typeof PHONE, user: RoomAccount): Promise<Page> {
    // The phone comes by the laptop's LAN address, as at the party; the laptop by localhost.
    const baseURL = device === PHONE ? suite.server.guestUrl : suite.server.baseUrl;
    const context = await suite.newContext({ ...device, baseURL, acceptDownloads: true });
    await signIn(context, user.token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  /** Clicks a "Download image" button, keeps the file under test-artifacts/analytics/ to look at, and reads its size. */
  async function downloadedPng(page: Page, button: ReturnType<Page['locator']>, keepAs: string): Promise<{ name: string; size: { width: number; height: number } }> {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = `${ARTIFACTS_DIR}/analytics/${keepAs}.png`;
    await download.saveAs(file);
    return { name: download.suggestedFilename(), size: pngSize(await readFile(file)) };
  }

  it('shows Coming soon, then follows the sales live on a laptop and a phone, sorts, links from the room and downloads PNG recaps', async () => {
    const commish = await api.account('commish');
    const member = await api.account('member');
    const draft = await api.draftFor(commish, member, TEAMS);

    const laptop = await open(LAPTOP, commish);
    await laptop.goto(`/leagues/${draft.leagueId}/analytics`);
    await laptop.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await laptop.getByText('Draft and team analytics').waitFor();
    await laptop.getByText('Coming soon').waitFor();
    // The header says whose analytics these are: the league, and the season of the draft shown.
    const { season } = (await api.call<LeagueDetailResponse>(`/leagues/${draft.leagueId}`, { token: member.token })).drafts[0]!;
    const subtitle = `Draft and team analytics · ${draft.leagueName} · ${season} draft`;
    expect(await laptop.locator('.page-subtitle').textContent()).toBe(subtitle);

    // The first sales arrive while the page is open: it turns into the analytics without a reload.
    await api.call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commish.token });
    await api.draftPlayers(commish.token, draft, 20);
    const sold = laptop.getByTestId('sales-count');
    await expect.poll(() => sold.textContent(), { timeout: LIVE_MS }).toBe('20');
    expect(await laptop.getByText('Coming soon').count()).toBe(0);

    const served = await api.call<DraftAnalyticsResponse>(`/drafts/${draft.draftId}/analytics`, { token: member.token });
    const table = laptop.getByRole('table', { name: 'Teams' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(TEAMS);
    // The page's figures are the route's: each team's spent and starters' points, by team row.
    for (const team of served.teams) {
      const row = table.locator(`tr[data-team-id="${team.fantasy_team_id}"]`);
      expect(await row.locator('td').nth(2).textContent()).toBe(`$${team.spent}`);
      expect(await row.locator('td').nth(1).textContent()).toBe(team.starters_projected_points.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
      expect(await row.locator('td').nth(0).textContent()).toBe(team.grade);
    }
    // Rows start in starters' points order; a click on Spent sorts by spend, highest first.
    const names = () => table.locator('tbody th[scope="row"]').allTextContents();
    expect(await names()).toEqual([...served.teams].sort((a, b) => b.starters_projected_points - a.starters_projected_points).map((t) => t.team_name));
    await table.getByRole('button', { name: /Spent/ }).click();
    expect(await names()).toEqual([...served.teams].sort((a, b) => b.spent - a.spent).map((t) => t.team_name));
    // The charts are drawn: a bar segment per position bought, a dot per sale, the steals and reaches named.
    const segments = await laptop.locator('svg[aria-label="Spend by position for each team"] rect[data-position]').count();
    expect(segments).toBe(served.teams.reduce((n, t) => n + Object.values(t.spend_by_position).filter((d) => d > 0).length, 0));
    expect(await laptop.locator('svg[aria-label="Price against value for every sale"] circle.sale-dot').count()).toBe(20);
    if (served.steals[0]) await laptop.getByRole('list', { name: 'Steals' }).getByText(served.steals[0].full_name).waitFor();
    if (served.reaches[0]) await laptop.getByRole('list', { name: 'Reaches' }).getByText(served.reaches[0].full_name).waitFor();
    expect(await laptop.locator('svg[aria-label^="Inflation over the draft"] path.inflation-line').count()).toBe(1);

    // The league's recap card is a 1200×630 PNG.
    const league = await downloadedPng(laptop, laptop.getByRole('button', { name: /league recap/ }), 'recap-league');
    expect(league.size).toEqual({ width: RECAP_WIDTH, height: RECAP_HEIGHT });
    expect(league.name).toMatch(/draft-recap\.png$/);
    await screenshot(laptop, 'analytics/laptop');

    // A league names a team at length (names run to 100 characters).
    const longName = 'Cleveland Steamers Revenge Tour 2026 Edition';
    const longTeam = draft.teamIds[1]!;
    await api.call(`/leagues/${draft.leagueId}/teams/${longTeam}`, { method: 'PUT', token: commish.token, body: { team_name: longName } });

    // The member's phone, by the LAN address.
    const phone = await open(PHONE, member);
    await phone.goto(`/leagues/${draft.leagueId}/analytics`);
    await expect.poll(() => phone.getByTestId('sales-count').textContent(), { timeout: LIVE_MS }).toBe('20');
    // Readable on a phone: the page itself never scrolls sideways (the team table scrolls in its own box).
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The long name wraps in the table's sticky column; scrolled sideways, every figure of its row can
    // be brought into view beside it, none stays under it.
    const longRow = phone.getByRole('table', { name: 'Teams' }).locator(`tr[data-team-id="${longTeam}"]`);
    await longRow.locator('th[scope="row"]').getByText(longName).waitFor();
    const hidden = await longRow.evaluate((row) =>
      // Each figure scrolled to the box's right edge, as a thumb would bring it: what shows at its centre.
      [...row.querySelectorAll('td')].flatMap((cell) => {
        cell.scrollIntoView({ inline: 'end', block: 'nearest' });
        const r = cell.getBoundingClientRect();
        return cell.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) ? [] : [cell.textContent];
      }),
    );
    expect(hidden).toEqual([]);
    expect(await longRow.locator('th[scope="row"]').evaluate((th) => th.getBoundingClientRect().width)).toBeLessThanOrEqual(390 * 0.4);
    await longRow.locator('td').nth(3).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-screen-teams-scrolled.png` });
    await longRow.evaluate((row) => ((row.closest('.table-scroll') as HTMLElement).scrollLeft = 0));
    // The spend chart's names and totals stay inside the chart, the long name cut with an ellipsis.
    const outside = (page: Page) =>
      page.evaluate(() => {
        const svg = document.querySelector('svg[aria-label="Spend by position for each team"]')!.getBoundingClientRect();
        return [...document.querySelectorAll<SVGTextElement>('svg[aria-label="Spend by position for each team"] .chart-label, svg[aria-label="Spend by position for each team"] .chart-value')]
          .filter((text) => {
            const box = text.getBoundingClientRect();
            return box.width > 0 && (box.left < svg.left - 0.5 || box.right > svg.right + 0.5);
          })
          .map((text) => text.textContent);
      });
    expect(await outside(phone)).toEqual([]);
    expect(await outside(laptop)).toEqual([]);
    await screenshot(phone, 'analytics/phone');
    expect(await phone.locator('.page-subtitle').textContent()).toBe(subtitle);
    // The Teams table runs past a 360 px screen: its right edge fades while figures lie beyond it,
    // and stops fading once the last column is in view. The laptop's table fits: no fade.
    const edgeFade = (page: Page) =>
      page.locator('.teams-scroll-frame').evaluate((frame) => ({ more: frame.getAttribute('data-more'), opacity: getComputedStyle(frame, '::after').opacity }));
    await phone.setViewportSize({ width: 360, height: 640 });
    const teamsBox = phone.getByRole('table', { name: 'Teams' }).locator('xpath=..');
    await teamsBox.scrollIntoViewIfNeeded();
    expect(await teamsBox.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expect.poll(() => edgeFade(phone)).toEqual({ more: 'right', opacity: '1' });
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-360-teams-edge.png` });
    await teamsBox.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(() => edgeFade(phone)).toEqual({ more: null, opacity: '0' });
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-360-teams-scrolled-to-end.png` });
    await teamsBox.evaluate((box) => box.scrollTo({ left: 0 }));
    await phone.setViewportSize(PHONE.viewport);
    expect(await edgeFade(laptop)).toEqual({ more: null, opacity: '0' });
    // What the phone's screen shows: the top, then the scatter with its names.
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-screen-top.png` });
    await phone.getByRole('heading', { name: 'Price against value' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-screen-scatter.png` });
    // Every name on the scatter says whose dot it is: just above its ring, or joined to it by a line
    // that starts on the ring and ends at the name (a bunch of overpays stacks its names away); the
    // names are drawn after every line, so none is struck through.
    const unclaimed = await phone.evaluate(() =>
      [...document.querySelectorAll<SVGGElement>('svg[aria-label="Price against value for every sale"] .named-sale')].flatMap((group) => {
        const ring = group.querySelector('.named-ring')!.getBoundingClientRect();
        const text = group.ownerSVGElement!.querySelector<SVGTextElement>(`.chart-name[data-sale="${group.dataset.sale}"]`)!;
        const name = text.getBoundingClientRect();
        const line = group.querySelector('.named-leader')?.getBoundingClientRect();
        const near = (a: number, b: number) => Math.abs(a - b) <= 6;
        const within = (v: number, box: DOMRect) => v >= box.top - 1 && v <= box.bottom + 1;
        const aboveRing = near(name.bottom, ring.top) && name.left <= ring.right + 6 && name.right >= ring.left;
        if (aboveRing && !line) return [];
        const ends = line ? [line.top, line.bottom] : [];
        const joins =
          line !== undefined &&
          ends.some((y) => within(y, ring)) &&
          ends.some((y) => within(y, name)) &&
          [line.left, line.right].some((x) => near(x, name.left) || near(x, name.right));
        return joins ? [] : [text.textContent];
      }),
    );
    expect(unclaimed).toEqual([]);
    // No name is printed over another, on the phone or on the laptop.
    const overprinted = (page: Page) =>
      page.evaluate(() => {
        const boxes = [...document.querySelectorAll<SVGTextElement>('svg[aria-label="Price against value for every sale"] .chart-name')].map((t) => ({ name: t.textContent, box: t.getBoundingClientRect() }));
        return boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom).map((b) => `${a.name} / ${b.name}`));
      });
    expect(await overprinted(phone)).toEqual([]);
    expect(await overprinted(laptop)).toEqual([]);
    const layers = await phone.evaluate(() => [...document.querySelectorAll('svg[aria-label="Price against value for every sale"] :is(.named-leader, .chart-name)')].map((el) => el.getAttribute('class')!.split(' ')[0]));
    expect(layers.lastIndexOf('named-leader')).toBeLessThan(layers.indexOf('chart-name'));
    // This draft's first overpays bunch (quarterbacks at $22–24 for $20 of value): some names moved.
    expect(await phone.locator('.named-leader').count()).toBeGreaterThan(0);

    // A sale keyed in: both screens follow, with the buyer's spend and the count.
    const buyer = served.teams[0]!;
    const [next] = await api.call<{ nfl_player_id: string; full_name: string }[]>(`/drafts/${draft.draftId}/available-players?limit=1`, { token: commish.token });
    await api.call(`/drafts/${draft.draftId}/draft-player`, { method: 'POST', token: commish.token, body: { nfl_player_id: next!.nfl_player_id, fantasy_team_id: buyer.fantasy_team_id, acquisition_price: 77 } });
    for (const page of [laptop, phone]) {
      await expect.poll(() => page.getByTestId('sales-count').textContent(), { timeout: LIVE_MS }).toBe('21');
      await expect.poll(() => page.locator(`tr[data-team-id="${buyer.fantasy_team_id}"] td`).nth(2).textContent(), { timeout: LIVE_MS }).toBe(`$${buyer.spent + 77}`);
    }
    const after = await api.call<DraftAnalyticsResponse>(`/drafts/${draft.draftId}/analytics`, { token: member.token });
    const buyerAfter = after.teams.find((t) => t.fantasy_team_id === buyer.fantasy_team_id)!;
    expect(await laptop.locator(`tr[data-team-id="${buyer.fantasy_team_id}"] td`).nth(1).textContent()).toBe(buyerAfter.starters_projected_points.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

    // A team's recap from the phone: the same card size.
    const own = await downloadedPng(phone, phone.getByRole('button', { name: `Download image for ${buyer.team_name}` }), 'recap-team');
    expect(own.size).toEqual({ width: RECAP_WIDTH, height: RECAP_HEIGHT });
    expect(own.name).toMatch(/team-1\.png$/);
    await screenshot(phone, 'analytics/phone-after-sale');

    // The draft room links here, naming its draft.
    await laptop.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/board`);
    await laptop.locator('.draft-header').getByRole('link', { name: 'Analytics', exact: true }).click();
    await laptop.waitForURL(`**/leagues/${draft.leagueId}/analytics?draft=${draft.draftId}`);
    await expect.poll(() => laptop.getByTestId('sales-count').textContent(), { timeout: LIVE_MS }).toBe('21');
    // On the phone the room's header keeps the link in reach.
    await phone.goto(`/leagues/${draft.leagueId}/drafts/${draft.draftId}/my-team`);
    await phone.locator('.draft-header').getByRole('link', { name: 'Analytics', exact: true }).waitFor();
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/analytics/phone-room-header.png` });
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
