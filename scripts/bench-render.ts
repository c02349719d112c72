import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT_DIR } from '#server/config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support/chromium.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { api, createBenchDraft, percentile, prepareDatabase, spawnServer, verdict } from './bench/support.js';

/**
 * One pick on a 32-team board, in Chromium: which React components re-render and how
 * long React takes for it, on every screen that shows picks: the commissioner's room (1440x900: the
 * Run tab, the Board tab's Board, List and Roster views), a member's My Team tab on a laptop and on
 * a phone (390x844, touch; the phone's Board tab too), and the public TV board (1920x1080), where a
 * sale to the fullest team adds a row to every column (its own view). BENCH_VIEWS=tv,list runs only
 * the views whose label contains one of the words.
 *
 * The client is built with React's profiling renderer (`vite build --mode profile` into
 * client/dist-profile, never the shipped build) and served by the compiled server on a SQLite file.
 * scripts/bench/render-probe.js counts the components each commit rendered and times each commit
 * from the start of its render to the end of its layout effects. A pick's figures are the sums over
 * every commit it causes (the store update and whatever effects it sets off) until nothing has
 * committed for QUIET_MS, after BENCH_WARMUP picks that load lazy chunks; BENCH_PICKS picks per
 * view, median (the verdict) and max. Components that were already on the page and rendered again
 * are what the goal counts; the ones a pick adds (its new cell, its row in Recent Picks, the TV's
 * banner) are listed beside them. BENCH_WHY=1 says why each one rendered.
 * Goals: ≤ 3 components re-rendered and ≤ 8 ms per pick. The bid case (a bid on the open lot of a
 * 12-team live auction, on a member's phone, BENCH_VIEWS=bid): ≤ 3 components and ≤ 4 ms, the
 * auction dock and what the bid changed, not the page.
 */
const TEAMS = 32;
const ROUNDS_MADE = Number(process.env.BENCH_ROUNDS ?? 10);
/**
 * The row-growth view's own draft: 3 picks a team. Its sales all go to the fullest team, so after
 * the warm-up each adds a row to the TV (7 to 15 of the 16 a roster holds, which then is full).
 */
const GROWTH_ROUNDS = 3;
const PICKS = Number(process.env.BENCH_PICKS ?? 9);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** A pick is done when no commit has happened for this long after its event arrived. */
const QUIET_MS = 500;
/** The TV's sale banner stays 6 s (client/src/pages/public/use-latest-pick.ts) and then leaves. */
const TV_GAP_MS = Number(process.env.BENCH_TV_GAP_MS ?? 7000);
const COMPONENT_GOAL = 3;
const MS_GOAL = 8;
const BID_MS_GOAL = 4;
const PROFILE_DIST = path.join(ROOT_DIR, 'client', 'dist-profile');
const PROBE = path.join(ROOT_DIR, 'scripts', 'bench', 'render-probe.js');

interface Commit {
  start: number;
  end: number;
  ms: number;
  renderMs: number;
  updated: string[];
  mounted: string[];
}
interface Probe {
  commits: Commit[];
  eventsAt: number[];
}
interface PickFigures {
  /** Components that were on the page and rendered again. */
  updated: string[];
  /** Components the pick added (its board cell, its row in a list). */
  mounted: string[];
  ms: number;
  renderMs: number;
  eventToScreenMs: number;
  commits: number;
}

interface Setup {
  base: string;
  token: string;
  /** The owner of Team 1 (a league member, not the commissioner): My Team and the phone. */
  memberToken: string;
  /** Players each team holds, to find the fullest. */
  rosterSizes: number[];
  leagueId: number;
  draftId: number;
  teamIds: number[];
  publicPath: string;
  pool: string[];
}

const MEMBER_EMAIL = 'render-member@example.com';

interface Users {
  token: string;
  memberToken: string;
}

async function registerUsers(base: string): Promise<Users> {
  const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'rendercommish',
    email: 'render@example.com',
    password: 'render password 1',
    display_name: 'Render Bench',
  });
  const { token: memberToken } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'rendermember',
    email: MEMBER_EMAIL,
    password: 'render password 2',
    display_name: 'Render Member',
  });
  return { token, memberToken };
}

/** A started 32-team draft with `rounds` picks per team made. */
async function setUpDraft(base: string, { token, memberToken }: Users, rounds: number): Promise<Setup> {
  const { leagueId, draftId, teamIds } = await createBenchDraft(base, token, { leagueName: `Render Bench League ${rounds}`, teams: TEAMS, budget: 200, memberEmail: MEMBER_EMAIL });
  await api(base, token, 'PUT', `/drafts/${draftId}/start`);
  const needed = TEAMS * rounds + (WARMUP + PICKS) * 10;
  const pool = (await api<{ nfl_player_id: string }[]>(base, token, 'GET', `/drafts/${draftId}/available-players?limit=${needed}`)).map((p) => p.nfl_player_id);
  if (pool.length < needed) throw new Error(`only ${pool.length} players available, ${needed} needed`);
  // A board well into the draft: `rounds` picks per team, dearer in the early rounds.
  for (let i = 0; i < TEAMS * rounds; i++) {
    const round = Math.floor(i / TEAMS);
    await api(base, token, 'POST', `/drafts/${draftId}/draft-player`, {
      nfl_player_id: pool.shift(),
      fantasy_team_id: teamIds[i % TEAMS],
      acquisition_price: Math.max(1, 30 - 3 * round - (i % 5)),
    });
  }
  const { public_url } = await api<{ public_url: string }>(base, token, 'POST', `/drafts/${draftId}/public-url/regenerate`);
  const publicPath = `/public/draft/${public_url.split('/').filter(Boolean).at(-1) ?? ''}`;
  const rosterSizes = teamIds.map(() => rounds);
  return { base, token, memberToken, rosterSizes, leagueId, draftId, teamIds, publicPath, pool };
}

/**
 * The bid case: a 12-team live auction, started, with one lot open whose clocks (10 minutes) outlast
 * the run. Team 1 (the member's) nominated it; the measured bids come from the other teams.
 */
const AUCTION_TEAMS = 12;
async function setUpAuction(base: string, { token, memberToken }: Users): Promise<Setup & { lotId: number; highBid: number }> {
  const { leagueId, draftId, teamIds } = await createBenchDraft(base, token, { leagueName: 'Render Bench Auction', teams: AUCTION_TEAMS, budget: 1000, memberEmail: MEMBER_EMAIL });
  await api(base, token, 'PUT', `/drafts/${draftId}/settings`, { auction_mode: 'live', bid_seconds: 600, opening_seconds: 600, nomination_seconds: 600 });
  await api(base, token, 'PUT', `/drafts/${draftId}/start`);
  await api(base, token, 'PUT', `/drafts/${draftId}/auction/start`);
  const pool = (await api<{ nfl_player_id: string }[]>(base, token, 'GET', `/drafts/${draftId}/available-players?limit=5`)).map((p) => p.nfl_player_id);
  const { lot } = await api<{ lot: { lot_id: number; high_bid: number } }>(base, token, 'POST', `/drafts/${draftId}/nominate`, { nfl_player_id: pool[0], opening_bid: 1, fantasy_team_id: teamIds[0] });
  return { base, token, memberToken, rosterSizes: teamIds.map(() => 0), leagueId, draftId, teamIds, publicPath: '', pool, lotId: lot.lot_id, highBid: lot.high_bid };
}

const readProbe = (page: Page) => page.evaluate(() => (globalThis as unknown as { __renderProbe: Probe }).__renderProbe);
const clearProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = (globalThis as unknown as { __renderProbe: Probe }).__renderProbe;
    probe.commits.length = 0;
    probe.eventsAt.length = 0;
  });

/** Measured picks go round the teams, a few apart, so no roster fills up. */
let picksMade = 0;

/** The team a pick goes to: round the teams, or (the row-growth view) the one holding the most players. */
function buyer(setup: Setup, to: View['buyer']): number {
  if (to === 'fullest') return setup.rosterSizes.indexOf(Math.max(...setup.rosterSizes));
  // Never Team 1 (the member's): My Team then shows a sale to another team, the usual case.
  return 1 + ((picksMade++ * 7) % (TEAMS - 1));
}

/**
 * What a room would pay: the player's auction value for this draft, within what the team may bid
 * (at least $1). A sale above $1 moves the team's max bid as well as its money left, and a sale at
 * value moves inflation as a real one does; both decide what re-renders.
 */
async function salePrice(setup: Setup, teamId: number, playerId: string): Promise<number> {
  const snapshot = await api<DraftSnapshot>(setup.base, setup.token, 'GET', `/drafts/${setup.draftId}`);
  const value = snapshot.values?.[playerId]?.[0] ?? 1;
  const maxBid = snapshot.teams.find((t) => t.fantasy_team_id === teamId)?.max_bid ?? 1;
  return Math.max(1, Math.min(Math.round(value), maxBid));
}

async function measurePick(page: Page, setup: Setup, to: View['buyer']): Promise<PickFigures> {
  const team = buyer(setup, to);
  const teamId = setup.teamIds[team] as number;
  const playerId = setup.pool.shift() as string;
  const price = await salePrice(setup, teamId, playerId);
  await clearProbe(page);
  await api(setup.base, setup.token, 'POST', `/drafts/${setup.draftId}/draft-player`, {
    nfl_player_id: playerId,
    fantasy_team_id: teamId,
    acquisition_price: price,
  });
  setup.rosterSizes[team] = (setup.rosterSizes[team] ?? 0) + 1;
  return settled(page);
}

/** Bids go round Teams 2..12 (never the member's), each one dollar over the last. */
let bidsMade = 0;

async function measureBid(page: Page, setup: Setup & { lotId: number; highBid: number }): Promise<PickFigures> {
  const teamId = setup.teamIds[1 + (bidsMade++ % (setup.teamIds.length - 1))] as number;
  setup.highBid += 1;
  await clearProbe(page);
  await api(setup.base, setup.token, 'POST', `/drafts/${setup.draftId}/bid`, { lot_id: setup.lotId, amount: setup.highBid, fantasy_team_id: teamId });
  return settled(page);
}

/** The figures of what the last event set off, once nothing has committed for QUIET_MS. */
async function settled(page: Page): Promise<PickFigures> {
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const [probe, now] = await Promise.all([readProbe(page), page.evaluate(() => performance.now())]);
    const eventAt = probe.eventsAt[0];
    if (eventAt === undefined) continue;
    const lastActivity = Math.max(eventAt, ...probe.commits.map((c) => c.end));
    if (now - lastActivity < QUIET_MS) continue;
    return {
      // From the socket frame's arrival to the last commit: parsing, the store's reducer, every
      // subscriber's selector and React, all on the page's one thread.
      eventToScreenMs: Math.max(eventAt, ...probe.commits.map((c) => c.end)) - eventAt,
      updated: probe.commits.flatMap((c) => c.updated),
      mounted: probe.commits.flatMap((c) => c.mounted),
      ms: probe.commits.reduce((sum, c) => sum + c.ms, 0),
      renderMs: probe.commits.reduce((sum, c) => sum + c.renderMs, 0),
      commits: probe.commits.length,
    };
  }
}

/** "TeamColumn, PickCell ×2" */
function tally(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ') || 'none';
}

/**
 * BENCH_PROFILE=1: the page's CPU profile over the picks, in profiles/ (`node scripts/profile-top.mjs
 * <file>` prints its top). It includes the waits between picks, which show as idle.
 */
async function startProfile(page: Page): Promise<{ save: (label: string) => Promise<void> } | null> {
  if (!process.env.BENCH_PROFILE) return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    save: async (label) => {
      const { profile } = await cdp.send('Profiler.stop');
      const dir = path.join(ROOT_DIR, 'profiles');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `render-${label.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  CPU profile: ${path.relative(ROOT_DIR, file)}`);
    },
  };
}

interface View {
  label: string;
  /** The page, on the view's draft. */
  url: (setup: Setup) => string;
  viewport: { width: number; height: number };
  /** A phone: touch, the mobile viewport. */
  phone?: boolean;
  /** Whose room: the commissioner's (default) or the member's who owns Team 1. */
  as?: 'commissioner' | 'member';
  /** A view within the page (the Board tab's List or Roster): the button pressed once it is ready. */
  press?: string;
  /** Round the teams (default), or always the fullest team: each sale adds a row to the TV board (its own draft, GROWTH_ROUNDS). */
  buyer?: 'round' | 'fullest';
  /** What shows once the page has loaded the draft. */
  ready: string;
  /** Wait before each pick: the TV's sale banner shows a pick for 6 s, and a real sale finds the last one gone. */
  gapMs: number;
  /** What is measured: a sale (default), or a bid on the open lot of a live auction (its own draft, setUpAuction). */
  action?: 'pick' | 'bid';
  /** The time goal when it is not MS_GOAL (a bid's is tighter). */
  msGoal?: number;
}

interface ViewResult {
  label: string;
  count: number;
  maxCount: number;
  ms: number;
  maxMs: number;
  eventToScreenMs: number;
  msGoal: number;
}

async function measureView(browser: Browser, setup: Setup | (Setup & { lotId: number; highBid: number }), view: View): Promise<ViewResult> {
  const { label, url, viewport } = view;
  const context = await browser.newContext({ viewport, ...(view.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}) });
  await context.addInitScript((token) => localStorage.setItem('gavel.token', token), view.as === 'member' ? setup.memberToken : setup.token);
  // BENCH_WHY=1 names what made each component render (changed props, its hooks or its parent) and its own time.
  if (process.env.BENCH_WHY) await context.addInitScript(() => ((globalThis as unknown as { __renderProbeWhy: boolean }).__renderProbeWhy = true));
  await context.addInitScript({ path: PROBE });
  const page = await context.newPage();
  try {
    await page.goto(`${setup.base}${url(setup)}`);
    await page.locator(view.ready).first().waitFor({ timeout: 30_000 });
    if (view.press) await page.getByRole('button', { name: view.press, exact: true }).click();
    // Settle: the socket joins, the first paint's effects run.
    await page.waitForTimeout(1500);
    await clearProbe(page);
    await page.waitForTimeout(1000);
    const background = (await readProbe(page)).commits;
    const picks: PickFigures[] = [];
    const boardRows: string[] = [];
    const profiler = await startProfile(page);
    for (let i = 0; i < WARMUP + PICKS; i++) {
      if (view.gapMs > 0) await page.waitForTimeout(view.gapMs);
      const figures = view.action === 'bid' && 'lotId' in setup ? await measureBid(page, setup) : await measurePick(page, setup, view.buyer);
      if (i >= WARMUP) picks.push(figures);
      if (i >= WARMUP && view.buyer === 'fullest') boardRows.push((await page.getAttribute('[data-testid="draft-board"]', 'data-rows')) ?? '?');
    }
    await profiler?.save(label);
    const counts = picks.map((p) => p.updated.length).sort((a, b) => a - b);
    const times = picks.map((p) => p.ms).sort((a, b) => a - b);
    const typical = picks.find((p) => p.updated.length === percentile(counts, 50)) ?? picks[0];
    console.log(`\n${label} (${viewport.width}x${viewport.height}, ${url(setup).replace(/\/public\/draft\/.*/, '/public/draft/…')}): ${background.length} commits in 1 s with no event`);
    console.log(`  per pick (re-rendered + mounted, commits, ms): ${picks.map((p) => `${p.updated.length} + ${p.mounted.length}, ${p.commits}, ${p.ms.toFixed(1)} (render ${p.renderMs.toFixed(1)})`).join('; ')}`);
    if (boardRows.length > 0) console.log(`  board rows after each pick: ${boardRows.join(', ')}`);
    // BENCH_WHY=1: every pick's list, where they differ (a row added, the TV strip leaving).
    if (process.env.BENCH_WHY) for (const [i, p] of picks.entries()) console.log(`    pick ${i + 1}: ${tally(p.updated)}`);
    console.log(`  median pick re-renders: ${tally(typical?.updated ?? [])}`);
    console.log(`  and mounts: ${tally(typical?.mounted ?? [])}`);
    const medianCount = percentile(counts, 50);
    const medianMs = percentile(times, 50);
    console.log(verdict(`  ${label}: components re-rendered`, `${medianCount} (max ${counts.at(-1)})`, `≤ ${COMPONENT_GOAL}`, medianCount <= COMPONENT_GOAL));
    const screen = picks.map((p) => p.eventToScreenMs).sort((a, b) => a - b);
    console.log(`  socket event to last commit: median ${percentile(screen, 50).toFixed(1)} ms, max ${(screen.at(-1) ?? NaN).toFixed(1)} ms (store, selectors and React)`);
    const msGoal = view.msGoal ?? MS_GOAL;
    console.log(verdict(`  ${label}: render + commit`, `${medianMs.toFixed(1)} ms (max ${(times.at(-1) ?? NaN).toFixed(1)})`, `≤ ${msGoal} ms`, medianMs <= msGoal));
    return { label, count: medianCount, maxCount: counts.at(-1) ?? NaN, ms: medianMs, maxMs: times.at(-1) ?? NaN, eventToScreenMs: percentile(screen, 50), msGoal };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<void> {
  console.log('Building the client with the React profiling renderer (client/dist-profile)...');
  execSync('npx vite build --config client/vite.config.ts --mode profile --logLevel warn', { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-render-'));
  const file = path.join(dir, 'render.sqlite');
  await prepareDatabase(file, 0);
  const server = await spawnServer(file, [], { CLIENT_DIST_DIR: PROFILE_DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const users = await registerUsers(server.base);
    // The 32-team board is built only when a view measures picks on it (BENCH_VIEWS=bid needs none).
    const wanted = process.env.BENCH_VIEWS?.split(',').map((word) => word.trim().toLowerCase());
    const picksOnBoard = !wanted || wanted.some((word) => !'bid'.includes(word));
    const setup = picksOnBoard ? await setUpDraft(server.base, users, ROUNDS_MADE) : await setUpAuction(server.base, users);
    console.log(`${TEAMS}-team draft with ${TEAMS * ROUNDS_MADE} picks; ${WARMUP} warm-up + ${PICKS} measured picks per view; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const room = (tab = '') => (s: Setup) => `/leagues/${s.leagueId}/drafts/${s.draftId}${tab}`;
    const publicBoard = (s: Setup) => s.publicPath;
    const laptop = { width: 1440, height: 900 };
    const phone = { width: 390, height: 844 };
    const tv = { width: 1920, height: 1080 };
    const board = '[data-testid="draft-board"] [data-pick-id]';
    const allViews: View[] = [
      { label: 'room, Run tab', url: room(), viewport: laptop, ready: '.draft-tab-panel', gapMs: 0 },
      { label: 'room, Board tab', url: room('/board'), viewport: laptop, ready: board, gapMs: 0 },
      { label: 'room, Board tab, List view', url: room('/board'), viewport: laptop, ready: board, press: 'List', gapMs: 0 },
      { label: 'room, Board tab, Roster view', url: room('/board'), viewport: laptop, ready: board, press: 'Roster', gapMs: 0 },
      { label: 'member, My Team tab', url: room('/my-team'), viewport: laptop, as: 'member', ready: '[data-testid="my-team"]', gapMs: 0 },
      { label: 'phone, My Team tab', url: room('/my-team'), viewport: phone, phone: true, as: 'member', ready: '[data-testid="my-team"]', gapMs: 0 },
      { label: 'phone, Board tab', url: room('/board'), viewport: phone, phone: true, as: 'member', ready: board, gapMs: 0 },
      { label: 'public TV board', url: publicBoard, viewport: tv, ready: board, gapMs: TV_GAP_MS },
      { label: 'public TV board, row added', url: publicBoard, viewport: tv, ready: board, gapMs: TV_GAP_MS, buyer: 'fullest' },
      // A bid on a 12-team live auction: the auction dock shows it on every tab (goal ≤ 3 components, ≤ 4 ms).
      { label: 'phone, My Team tab, bid', url: room('/my-team'), viewport: phone, phone: true, as: 'member', ready: '[data-testid="dock-lot"]', gapMs: 0, action: 'bid', msGoal: BID_MS_GOAL },
      { label: 'phone, Board tab, bid', url: room('/board'), viewport: phone, phone: true, as: 'member', ready: '[data-testid="dock-lot"]', gapMs: 0, action: 'bid', msGoal: BID_MS_GOAL },
    ];
    const only = process.env.BENCH_VIEWS?.split(',').map((word) => word.trim().toLowerCase());
    const views = only ? allViews.filter((v) => only.some((word) => v.label.toLowerCase().includes(word))) : allViews;
    const results: ViewResult[] = [];
    for (const view of views) {
      const board = view.buyer === 'fullest' ? await setUpDraft(server.base, users, GROWTH_ROUNDS) : view.action === 'bid' ? await setUpAuction(server.base, users) : setup;
      results.push(await measureView(browser, board, view));
    }
    console.log(`\nPer pick, median (max) of ${PICKS}; goals ≤ ${COMPONENT_GOAL} components re-rendered, ≤ ${MS_GOAL} ms render + commit`);
    for (const r of results) {
      const met = r.count <= COMPONENT_GOAL && r.ms <= r.msGoal;
      console.log(
        `  ${r.label.padEnd(32)} ${`${r.count} (${r.maxCount})`.padStart(9)} components  ${`${r.ms.toFixed(1)} (${r.maxMs.toFixed(1)})`.padStart(12)} ms  event to screen ${r.eventToScreenMs.toFixed(1).padStart(5)} ms  ${met ? 'met' : 'NOT met'}`,
      );
    }
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
