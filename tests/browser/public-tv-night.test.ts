import type { Express } from 'express';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth, createDraft, registerUser, type TestUser } from '../helpers/fixtures.js';
import { bidCall, liveAuctionCast, nominateOk } from '../helpers/auction.js';
import { connectSocket, joinDraft } from '../helpers/live-server.js';
import { canAddToRoster } from '#shared/draft/roster-assignment.js';
import type { PlayerListItem } from '#shared/player-types.js';
import path from 'node:path';
import { ARTIFACTS_DIR, describeBrowser, screenshot } from './support/chromium.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * The TV through a whole night: full boards of 8, 12 and 16 teams with every roster filled fit a
 * 1080p and a 720p TV with no scrolling and every sold name on top at its place; a quick run of
 * keyed-in sales leaves the banner on the last one; a live auction shows whose turn it is, the
 * lot, a large "Paused", and the finished view. The TV opens the LAN address at 1080p (as guests
 * do) and localhost at 720p (the laptop's HDMI out).
 */
const TV_1080 = { width: 1920, height: 1080 };
const TV_720 = { width: 1280, height: 720 };
/** A 16-slot roster, every slot kind present (FLEX and BENCH too). */
const ROSTER_16 = { QB: 2, RB: 3, WR: 3, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 3 };
const ROSTER_SIZE = 16;

interface Placement {
  picks: number;
  /** Sold names not on top at their own centre (another element covers them, or they are off screen). */
  hidden: string[];
  smallestNamePx: number;
  /** Cells whose price or pick number is cut at the cell's edge ("$4" of a $43 sale). */
  cutMeta: string[];
  /** Traded cells whose tag shows whole on the figures' line, and those whose tag is cut there. */
  tradedShown: number;
  tradedCut: string[];
  pageOverflowY: number;
  boardOverflow: [number, number];
}

describeBrowser('the TV through the night', () => {
  const suite = useBrowserSuite('public-tv-night', { withNflData: true, allInterfaces: true });
  let api: Express;
  let commissioner: TestUser;

  beforeAll(async () => {
    api = createApp(suite.server.ctx);
    commissioner = await registerUser(api);
  }, 120_000);

  async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, token = commissioner.token) {
    const res = await request(api)[method](path).set(auth(token)).send(body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A started draft of `numTeams` 16-slot rosters with `perTeam` players sold to each, behind a public link. */
  async function fullBoard(numTeams: number, perTeam = ROSTER_SIZE, traded = false) {
    const draft = await createDraft(api, commissioner, { numTeams, budget: 1000, rosterPositions: ROSTER_16 });
    await call('put', `/api/drafts/${draft.draftId}/start`);
    // The best players by value, each sold to the next team with an open slot for them under the
    // roster rule (a full board needs its kickers and defenses, found further down the list).
    const list = async (query: string) => (perTeam === 0 ? [] : ((await call('get', `/api/drafts/${draft.draftId}/available-players?${query}`)) as PlayerListItem[]));
    const byValue = [...(await list('limit=1000')), ...(await list(`limit=100&position=K`)), ...(await list(`limit=100&position=DEF`))];
    const pool = byValue.filter((p, i) => byValue.findIndex((q) => q.nfl_player_id === p.nfl_player_id) === i);
    const rosters = draft.teamIds.map(() => [] as PlayerListItem[]);
    let turn = 0;
    for (const player of pool) {
      const team = rosters.findIndex((_, k) => {
        const t = (turn + k) % numTeams;
        // One kicker and one defense a team: there are too few to spare for benches.
        const spare = (player.position_code === 'K' || player.position_code === 'DEF') && rosters[t]!.some((p) => p.position_code === player.position_code);
        return rosters[t]!.length < perTeam && !spare && canAddToRoster(ROSTER_16, rosters[t]!, player.position_code, 'team').ok;
      });
      if (team < 0) continue;
      const t = (turn + team) % numTeams;
      rosters[t]!.push(player);
      turn = t + 1;
      await call('post', `/api/drafts/${draft.draftId}/draft-player`, {
        nfl_player_id: player.nfl_player_id,
        fantasy_team_id: draft.teamIds[t],
        acquisition_price: 1 + ((turn * 7) % 50),
      });
    }
    expect(rosters.map((r) => r.length)).toEqual(draft.teamIds.map(() => perTeam));
    if (traded) await swapFirstAlike(draft.draftId, draft.teamIds, rosters);
    const link = (await call('post', `/api/drafts/${draft.draftId}/public-url/regenerate`)).public_url as string;
    return { ...draft, path: new URL(link).pathname };
  }

  /** The commissioner swaps two players of one position between the first two teams: two traded cells. */
  async function swapFirstAlike(draftId: number, teamIds: number[], rosters: PlayerListItem[][]) {
    const given = rosters[0]!.find((p) => rosters[1]!.some((q) => q.position_code === p.position_code))!;
    const taken = rosters[1]!.find((q) => q.position_code === given.position_code)!;
    await call('post', '/api/trades/execute', {
      fantasy_draft_id: draftId,
      from_team_id: teamIds[0],
      to_team_id: teamIds[1],
      from_players: [given.nfl_player_id],
      to_players: [taken.nfl_player_id],
      cash_from_team: 0,
      cash_to_team: 0,
    });
  }

  async function openTv(path: string, viewport: { width: number; height: number }, origin: string): Promise<Page> {
    const context = await suite.newContext({ viewport, baseURL: origin });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(path);
    // Generous: a full board is a large first render, and this machine is shared.
    await page.getByTestId('draft-board').waitFor({ timeout: 30_000 });
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 30_000 });
    return page;
  }

  /** Whether each sold name is the element on top at its own centre, the smallest name, and whether anything scrolls. */
  function placement(page: Page): Promise<Placement> {
    return page.evaluate(() => {
      const names = [...document.querySelectorAll<HTMLElement>('.board-cell[data-pick-id] .board-cell-name')];
      const hidden: string[] = [];
      for (const name of names) {
        const box = name.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === name || name.contains(hit))) hidden.push(name.textContent ?? '');
      }
      // A price reads whole inside its cell; a pick number either whole or not at all.
      const cutMeta: string[] = [];
      const tradedCut: string[] = [];
      let tradedShown = 0;
      for (const cell of document.querySelectorAll<HTMLElement>('.board-cell[data-pick-id]')) {
        const inner = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight) + 0.5;
        const price = cell.querySelector('.board-cell-price')!.getBoundingClientRect();
        const number = cell.querySelector('.board-cell-number');
        const line = number?.parentElement?.getBoundingClientRect();
        const at = number?.getBoundingClientRect();
        const numberCut = at && line && at.width > 0 && at.top < line.bottom - 0.5 && at.right > line.right + 0.5;
        if (price.right > inner || numberCut) cutMeta.push(cell.textContent ?? '');
        // A traded cell's tag, on the figures' line: whole on it, or wrapped away whole (given way).
        const tag = cell.querySelector('.traded-tag')?.getBoundingClientRect();
        if (tag && line && tag.top < line.bottom - 0.5) {
          if (tag.right > line.right + 0.5 || tag.width === 0) tradedCut.push(cell.textContent ?? '');
          else tradedShown += 1;
        }
      }
      const scroller = document.querySelector('.board-scroll');
      return {
        picks: names.length,
        hidden,
        cutMeta,
        tradedShown,
        tradedCut,
        smallestNamePx: Math.min(...names.map((el) => parseFloat(getComputedStyle(el).fontSize))),
        pageOverflowY: document.documentElement.scrollHeight - window.innerHeight,
        boardOverflow: scroller ? [scroller.scrollWidth - scroller.clientWidth, scroller.scrollHeight - scroller.clientHeight] : [-1, -1],
      };
    });
  }

  /** The Roster View of a full board on the TV: every player of every roster shows, nothing scrolls. */
  async function rosterViewFits(tv: Page, teams: number, shot: string): Promise<void> {
    await tv.getByRole('tab', { name: 'Roster View' }).click();
    await tv.getByTestId('roster-board').waitFor();
    await tv.waitForTimeout(300);
    await screenshot(tv, shot);
    const m = await tv.evaluate(() => {
      const names = [...document.querySelectorAll<HTMLElement>('.roster-player-name')];
      const hidden = names.filter((name) => {
        const box = name.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
        return !hit || !(hit === name || name.contains(hit));
      });
      // Position and price each read whole or not at all: a part shown is inside the column.
      const cutMeta = [...document.querySelectorAll<HTMLElement>('.roster-player-meta > *')].filter((part) => {
        const at = part.getBoundingClientRect();
        const meta = part.parentElement!.getBoundingClientRect();
        const shown = at.width > 0 && at.top < meta.bottom - 0.5;
        return shown && (at.left < meta.left - 0.5 || at.right > meta.right + 0.5);
      });
      // Every line shows its price whole, on top, inside its meta and its slot (a slot hides what it cannot hold).
      const shownWhole = (part: Element, ...within: Element[]) => {
        const at = part.getBoundingClientRect();
        const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
        return at.width > 0 && !!hit && part.contains(hit) && within.every((box) => {
          const r = box.getBoundingClientRect();
          return at.left >= r.left - 0.5 && at.right <= r.right + 0.5 && at.top >= r.top - 0.5 && at.bottom <= r.bottom + 0.5;
        });
      };
      const priceless = [...document.querySelectorAll('.roster-player:not(.roster-empty)')].filter((line) => {
        const price = line.querySelector('.roster-player-price');
        return !price || !shownWhole(price, line.querySelector('.roster-player-meta')!, line.closest('.roster-slot')!);
      });
      // A line names its position only where its slot does not: on the bench and in FLEX.
      const metaText = (meta: Element) => meta.textContent.trim();
      const repeated = [...document.querySelectorAll('.roster-slot')].flatMap((slot) => {
        const label = slot.querySelector('.roster-slot-head > span')!.textContent;
        return [...slot.querySelectorAll('.roster-player-meta')].filter((meta) => metaText(meta).startsWith(`${label} ·`)).map(metaText);
      });
      const benchMeta = [...document.querySelectorAll('.roster-bench .roster-player-meta')].map(metaText);
      const scroller = document.querySelector('.board-scroll')!;
      return {
        repeated,
        benchUnnamed: benchMeta.filter((text) => !/^(QB|RB|WR|TE|K|DEF) · \$\d+$/.test(text)),
        benchLines: benchMeta.length,
        cutMeta: cutMeta.map((part) => part.parentElement!.parentElement!.textContent),
        priceless: priceless.map((line) => line.textContent),
        names: names.length,
        hidden: hidden.map((name) => name.textContent),
        smallestPx: Math.min(...names.map((el) => parseFloat(getComputedStyle(el).fontSize))),
        smallestPricePx: Math.min(...[...document.querySelectorAll('.roster-player-price')].map((el) => parseFloat(getComputedStyle(el).fontSize))),
        overflow: [scroller.scrollWidth - scroller.clientWidth, scroller.scrollHeight - scroller.clientHeight],
      };
    });
    expect(m.names).toBe(teams * ROSTER_SIZE);
    expect(m.hidden).toEqual([]);
    expect(m.cutMeta, `${teams} teams, ${shot}`).toEqual([]);
    expect(m.priceless, `${teams} teams, ${shot}`).toEqual([]);
    expect(m.repeated).toEqual([]);
    expect(m.benchLines).toBe(teams * 3);
    expect(m.benchUnnamed).toEqual([]);
    expect(m.overflow[0]).toBeLessThanOrEqual(1);
    expect(m.overflow[1]).toBeLessThanOrEqual(1);
    expect(m.smallestPx).toBeGreaterThanOrEqual(8);
    expect(m.smallestPricePx).toBeGreaterThanOrEqual(8);
  }

  it('fits full boards of 8, 12 and 16 teams at 1080p and 720p: every sold name on top, no scrolling', async () => {
    for (const teams of [8, 12, 16]) {
      const board = await fullBoard(teams, ROSTER_SIZE, true);
      for (const [viewport, origin] of [
        [TV_1080, suite.server.guestUrl],
        [TV_720, suite.server.baseUrl],
      ] as const) {
        const tv = await openTv(board.path, viewport, origin);
        await expect.poll(() => tv.getByTestId('draft-board').getAttribute('data-density')).toBe('dense');
        // The names fit themselves to their cells after layout: a frame or two.
        await tv.waitForTimeout(300);
        const m = await placement(tv);
        await screenshot(tv, `screenshots/tv-full-${teams}-teams-${viewport.width}x${viewport.height}`);
        await rosterViewFits(tv, teams, `screenshots/tv-full-${teams}-teams-roster-${viewport.width}x${viewport.height}`);
        await tv.getByRole('tab', { name: 'Draft Board' }).click();
        await tv.getByTestId('draft-board').waitFor();
        await tv.waitForTimeout(300);
        expect(m.picks).toBe(teams * ROSTER_SIZE);
        expect(m.hidden).toEqual([]);
        expect(m.cutMeta, `${teams} teams at ${viewport.width}`).toEqual([]);
        // Spec 02: traded players carry a 'traded' tag on the public board, dense too, where it fits.
        expect(m.tradedCut, `${teams} teams at ${viewport.width}`).toEqual([]);
        console.log(`TV ${teams} teams at ${viewport.width}x${viewport.height}: ${m.tradedShown} of 2 traded tags shown`);
        if (teams <= 12 && viewport === TV_1080) expect(m.tradedShown).toBe(2);
        expect(m.pageOverflowY).toBeLessThanOrEqual(0);
        expect(m.boardOverflow[0]).toBeLessThanOrEqual(1);
        expect(m.boardOverflow[1]).toBeLessThanOrEqual(1);
        if (teams === 12 && viewport === TV_1080) expect(m.smallestNamePx).toBeGreaterThanOrEqual(16);
        // Full rosters bid no more: no max bid, no low-budget warning.
        expect(await tv.locator('.board-max-bid').count()).toBe(0);
        expect(await tv.locator('.board-team .budget-icon').count()).toBe(0);
        expect(await tv.locator('.board-roster-full').count()).toBe(teams);
        // "Full" stands where the max bid was and is as large as a max bid there (public-tv.css: at least 13 px, 11 on a 720p TV).
        const fullPx = await tv.locator('.board-roster-full').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(fullPx).toBeGreaterThanOrEqual(viewport === TV_1080 ? 13 : 11);
        if (teams === 12 && viewport === TV_1080) {
          // List View from across the room: large rows, newest first, and the order turns around.
          await tv.getByRole('tab', { name: 'List View' }).click();
          const firstPick = tv.locator('table.pick-list tbody tr').first().locator('td').first();
          await firstPick.waitFor();
          expect(await firstPick.textContent()).toBe(String(teams * ROSTER_SIZE));
          expect(await firstPick.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(18);
          // The headings and the position badges read from the sofa too, not at a table's 12 px.
          const sizeOf = (selector: string) => tv.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          expect(await sizeOf('table.pick-list tbody .position-badge')).toBeGreaterThanOrEqual(14);
          expect(await sizeOf('table.pick-list th')).toBeGreaterThanOrEqual(14);
          // What the screen shows (the list itself is 192 rows long).
          await tv.screenshot({ path: path.join(ARTIFACTS_DIR, 'screenshots/tv-list-view-1920x1080.png') });
          await tv.getByRole('button', { name: /Newest first/ }).click();
          await expect.poll(() => firstPick.textContent()).toBe('1');
        }
        await tv.close();
      }
    }
  }, 240_000);

  it('lines part-filled rosters up across the columns: each slot starts at the same height in every team', async () => {
    const board = await fullBoard(12, 8);
    const tv = await openTv(board.path, TV_1080, suite.server.guestUrl);
    await tv.getByRole('tab', { name: 'Roster View' }).click();
    await expect.poll(() => tv.getByTestId('roster-board').getAttribute('data-density')).toBe('dense');
    await tv.waitForTimeout(300);
    await screenshot(tv, 'screenshots/tv-part-filled-12-teams-roster-1920x1080');
    const m = await tv.evaluate(() => {
      const tops = new Map<string, number[]>();
      for (const head of document.querySelectorAll('.roster-slot-head')) {
        const label = head.querySelector('span')!.textContent;
        tops.set(label, [...(tops.get(label) ?? []), head.getBoundingClientRect().top]);
      }
      const scroller = document.querySelector('.board-scroll')!;
      return {
        spread: Object.fromEntries([...tops].map(([label, at]) => [label, Math.round(Math.max(...at) - Math.min(...at))])),
        columns: [...tops.values()].map((at) => at.length),
        names: document.querySelectorAll('.roster-player-name').length,
        overflow: [scroller.scrollWidth - scroller.clientWidth, scroller.scrollHeight - scroller.clientHeight],
      };
    });
    expect(m.columns.every((n) => n === 12)).toBe(true);
    expect(Object.values(m.spread).every((px) => px <= 1), JSON.stringify(m.spread)).toBe(true);
    expect(m.names).toBe(12 * 8);
    expect(m.overflow[1]).toBeLessThanOrEqual(1);
    await tv.close();
  }, 120_000);

  it('keeps the banner on the latest of a quick run of sales, counts the rest, and takes an undone sale down', async () => {
    const board = await fullBoard(12, 0);
    const tv = await openTv(board.path, TV_1080, suite.server.guestUrl);
    const pool = (await call('get', `/api/drafts/${board.draftId}/available-players?limit=12`)) as { nfl_player_id: string; full_name: string }[];
    const sold: number[] = [];
    for (const [i, player] of pool.entries()) {
      const body = await call('post', `/api/drafts/${board.draftId}/draft-player`, { nfl_player_id: player.nfl_player_id, fantasy_team_id: board.teamIds[i], acquisition_price: 10 + i });
      sold.push((body.pick?.fantasy_pick_id ?? body.fantasy_pick_id) as number);
      if (i === 5) {
        // Mid-run: the banner is on the newest sale and says how many it went past.
        await tv.getByTestId('latest-pick').filter({ hasText: player.full_name }).waitFor({ timeout: 2000 });
        await tv.getByTestId('latest-pick').getByText(/\+\d+ more sales?/).waitFor({ timeout: 1000 });
        // One sale on it: its photo and its name, nothing left over from the ones it replaced.
        expect(await tv.getByTestId('latest-pick').locator('.avatar').count()).toBe(1);
        expect(await tv.getByTestId('latest-pick').locator('.latest-pick-name').textContent()).toBe(player.full_name);
        await screenshot(tv, 'screenshots/tv-banner-quick-sales');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await tv.waitForTimeout(3000);
    const banner = tv.getByTestId('latest-pick');
    const shown = await banner.count();
    if (shown > 0) expect(await banner.locator('.latest-pick-name').textContent()).toBe(pool[11]?.full_name);
    expect(shown).toBeLessThanOrEqual(1);

    // A new sale, then its undo: the banner goes with it.
    const extra = (await call('get', `/api/drafts/${board.draftId}/available-players?limit=1`)) as { nfl_player_id: string; full_name: string }[];
    await call('post', `/api/drafts/${board.draftId}/draft-player`, { nfl_player_id: extra[0]!.nfl_player_id, fantasy_team_id: board.teamIds[0], acquisition_price: 5 });
    await banner.filter({ hasText: extra[0]!.full_name }).waitFor({ timeout: 2000 });
    await call('delete', `/api/drafts/${board.draftId}/undo`);
    await banner.waitFor({ state: 'detached', timeout: 2000 });
    await tv.close();
  }, 60_000);

  it('puts the live auction on the wall: waiting, whose turn with its clock, the lot, how the last lot went, a large Paused, then the finished view', async () => {
    const cast = await liveAuctionCast(api, { numTeams: 4, start: false, rosterPositions: { QB: 1, RB: 1 }, settings: { bid_seconds: 3, opening_seconds: 8 } });
    const draftId = cast.draft.draftId;
    const link = (await call('post', `/api/drafts/${draftId}/public-url/regenerate`, undefined, cast.commissioner.token)).public_url as string;
    const tv = await openTv(new URL(link).pathname, TV_1080, suite.server.guestUrl);
    await tv.getByText('Waiting for the commissioner to start').waitFor();
    // Presence comes from the live rooms (docs/DECISIONS.md, "Presence is not logged"): no phone is
    // here yet, so every team's dot says offline; Team 1's phone joining turns its dot on, and only it.
    const dots = tv.locator('.presence-dot');
    await expect.poll(() => dots.count()).toBe(4);
    expect(await tv.locator('.presence-dot.is-online').count()).toBe(0);
    const phone = await connectSocket(suite.server.baseUrl, { token: cast.members[0]!.token });
    await joinDraft(phone, draftId);
    const team1Dot = tv.locator(`.board-column[data-team-id="${cast.draft.teamIds[0]}"] .presence-dot`);
    await expect.poll(() => team1Dot.getAttribute('aria-label')).toBe('online');
    expect(await tv.locator('.presence-dot.is-online').count()).toBe(1);
    phone.close();

    await call('put', `/api/drafts/${draftId}/start`, undefined, cast.commissioner.token);
    // A live auction's clocks run from its own start step (docs/DECISIONS.md).
    await call('put', `/api/drafts/${draftId}/auction/start`, undefined, cast.commissioner.token);
    const nominating = tv.getByTestId('tv-nominating');
    await nominating.getByText('is nominating').waitFor();
    expect(await nominating.locator('.tv-nominating-name').textContent()).toBe('Team 1');
    const seconds = Number(await nominating.locator('.ring-seconds').textContent());
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    await screenshot(tv, 'screenshots/tv-live-nominating');

    const players = (await call('get', `/api/drafts/${draftId}/available-players?limit=1&position=QB`, undefined, cast.commissioner.token)) as { nfl_player_id: string; full_name: string }[];
    await nominateOk(api, cast, cast.members[0]!, { nfl_player_id: players[0]!.nfl_player_id });
    const lot = tv.getByRole('region', { name: 'Player up for auction' });
    await lot.getByText(players[0]!.full_name).waitFor();
    expect(await lot.locator('.lot-name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);

    // Two bids, then the server's clock sells the lot: the wall shows who bid what, and when the
    // server received it, under the next team's turn (docs/DECISIONS.md, Fair at the buzzer).
    const lotId = (await call('get', `/api/drafts/${draftId}`, undefined, cast.commissioner.token)).lot.lot_id as number;
    expect((await bidCall(api, cast, cast.members[1]!, { lot_id: lotId, amount: 3 })).status).toBe(201);
    expect((await bidCall(api, cast, cast.members[2]!, { lot_id: lotId, amount: 5 })).status).toBe(201);
    const lastSale = tv.getByTestId('tv-last-sale');
    await lastSale.waitFor({ timeout: 15_000 });
    expect(await lastSale.locator('.tv-last-sale-title').textContent()).toBe(`Last lot: ${players[0]!.full_name}, $5 to Team 3`);
    const bids = await lastSale.locator('.tv-last-sale-bids li').allTextContents();
    expect(bids).toHaveLength(2);
    expect(bids[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} \$3 Team 2$/);
    expect(bids[1]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} \$5 Team 3$/);
    expect(await nominating.locator('.tv-nominating-name').textContent()).toBe('Team 2');
    expect((await placement(tv)).pageOverflowY).toBeLessThanOrEqual(0);
    await screenshot(tv, 'screenshots/tv-live-last-sale');
    // A second TV switched on between lots shows the same card from its first load (the snapshot
    // carries the last sale), not only the screens that saw the sale happen.
    const lateTv = await openTv(new URL(link).pathname, TV_1080, suite.server.guestUrl);
    const lateCard = lateTv.getByTestId('tv-last-sale');
    await lateCard.waitFor();
    expect(await lateCard.locator('.tv-last-sale-title').textContent()).toBe(`Last lot: ${players[0]!.full_name}, $5 to Team 3`);
    expect(await lateCard.locator('.tv-last-sale-bids li').allTextContents()).toEqual(bids);
    await lateTv.context().close();

    await call('put', `/api/drafts/${draftId}/pause`, undefined, cast.commissioner.token);
    const paused = tv.getByTestId('paused-banner');
    await paused.waitFor();
    expect(await paused.textContent()).toBe('Paused');
    const pausedBox = await paused.evaluate((el) => ({ px: parseFloat(getComputedStyle(el).fontSize), width: el.getBoundingClientRect().width }));
    expect(pausedBox.px).toBeGreaterThanOrEqual(28);
    expect(pausedBox.width).toBeGreaterThan(TV_1080.width * 0.9);
    const placed = await placement(tv);
    expect(placed.pageOverflowY).toBeLessThanOrEqual(0);
    await screenshot(tv, 'screenshots/tv-live-paused');

    await call('put', `/api/drafts/${draftId}/complete`, undefined, cast.commissioner.token);
    await tv.getByRole('tab', { name: 'Results', selected: true }).waitFor();
    await tv.getByRole('complementary', { name: 'Draft complete' }).waitFor();
    const qr = tv.getByRole('figure', { name: 'Open the results on your phone' }).getByTestId('board-qr');
    await qr.waitFor();
    expect(new URL((await qr.getAttribute('data-url')) ?? '').searchParams.get('view')).toBe('roster');
    // One code to scan: the results' takes the place of "Scan to follow", and "Hide QR" hides it too.
    expect(await tv.getByRole('figure', { name: 'Follow this board on your phone' }).count()).toBe(0);
    await tv.getByRole('button', { name: 'Hide QR' }).click();
    await qr.waitFor({ state: 'detached' });
    await tv.getByRole('button', { name: 'QR code' }).click();
    await qr.waitFor();
    // Connected to a finished draft: up to date, not "Live" beside "Completed".
    const status = tv.getByRole('region', { name: 'Board status' }).getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Up to date');
    // The QB in the QB slot: the position says where he plays, no second "QB" after his team.
    const cell = tv.locator('.board-cell[data-pick-id]');
    expect(await cell.count()).toBe(1);
    expect((await cell.locator('.board-cell-number').textContent())?.trim()).toBe('');
    expect(await cell.locator('.board-cell-meta').innerText()).not.toMatch(/QB\s+\S+\s+QB/);
    await screenshot(tv, 'screenshots/tv-finished');
    await tv.close();
  }, 90_000);
});
