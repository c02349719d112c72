import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT_DIR } from '../server/config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support/chromium.js';
import { api, percentile, prepareDatabase, spawnServer, verdict } from './bench/support.js';

/**
 * One pick on a 32-team board, in Chromium (issue 16): which React components re-render and how
 * long React takes for it, in the commissioner's room (1440x900: the default Run tab and the Board
 * tab) and on the public TV board (1920x1080).
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
 * Goals: ≤ 3 components re-rendered and ≤ 8 ms per pick.
 */
const TEAMS = 32;
const ROUNDS_MADE = Number(process.env.BENCH_ROUNDS ?? 10);
const PICKS = Number(process.env.BENCH_PICKS ?? 9);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** A pick is done when no commit has happened for this long after its event arrived. */
const QUIET_MS = 500;
/** The TV's sale banner stays 6 s (client/src/pages/public/use-latest-pick.ts) and then leaves. */
const TV_GAP_MS = Number(process.env.BENCH_TV_GAP_MS ?? 7000);
const COMPONENT_GOAL = 3;
const MS_GOAL = 8;
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
  leagueId: number;
  draftId: number;
  teamIds: number[];
  publicPath: string;
  pool: string[];
}

async function setUpDraft(base: string): Promise<Setup> {
  const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'rendercommish',
    email: 'render@example.com',
    password: 'render password 1',
    display_name: 'Render Bench',
  });
  const league = await api<{ fantasy_league_id: number }>(base, token, 'POST', '/leagues', { league_name: 'Render Bench League' });
  const participants = Array.from({ length: TEAMS }, (_, i) => ({ team_name: `Team ${i + 1}`, owner_email: null, draft_position: i + 1 }));
  const draft = await api<{ fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] }>(base, token, 'POST', '/drafts', {
    fantasy_league_id: league.fantasy_league_id,
    num_teams: TEAMS,
    auction_budget: 200,
    participants,
  });
  const draftId = draft.fantasy_draft_id;
  const teamIds = [...draft.participants].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.fantasy_team_id);
  await api(base, token, 'PUT', `/drafts/${draftId}/start`);
  const needed = TEAMS * ROUNDS_MADE + WARMUP * 3 + PICKS * 3;
  const pool = (await api<{ nfl_player_id: string }[]>(base, token, 'GET', `/drafts/${draftId}/available-players?limit=${needed}`)).map((p) => p.nfl_player_id);
  if (pool.length < needed) throw new Error(`only ${pool.length} players available, ${needed} needed`);
  // A board well into the draft: ROUNDS_MADE picks per team, dearer in the early rounds.
  for (let i = 0; i < TEAMS * ROUNDS_MADE; i++) {
    const round = Math.floor(i / TEAMS);
    await api(base, token, 'POST', `/drafts/${draftId}/draft-player`, {
      nfl_player_id: pool.shift(),
      fantasy_team_id: teamIds[i % TEAMS],
      acquisition_price: Math.max(1, 30 - 3 * round - (i % 5)),
    });
  }
  const { public_url } = await api<{ public_url: string }>(base, token, 'POST', `/drafts/${draftId}/public-url/regenerate`);
  const publicPath = `/public/draft/${public_url.split('/').filter(Boolean).at(-1) ?? ''}`;
  return { base, token, leagueId: league.fantasy_league_id, draftId, teamIds, publicPath, pool };
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

async function measurePick(page: Page, setup: Setup): Promise<PickFigures> {
  await clearProbe(page);
  await api(setup.base, setup.token, 'POST', `/drafts/${setup.draftId}/draft-player`, {
    nfl_player_id: setup.pool.shift(),
    fantasy_team_id: setup.teamIds[(picksMade++ * 7) % TEAMS],
    acquisition_price: 1,
  });
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
  url: string;
  viewport: { width: number; height: number };
  /** What shows once the page has loaded the draft. */
  ready: string;
  /** Wait before each pick: the TV's sale banner shows a pick for 6 s, and a real sale finds the last one gone. */
  gapMs: number;
}

async function measureView(browser: Browser, setup: Setup, view: View): Promise<void> {
  const { label, url, viewport } = view;
  const context = await browser.newContext({ viewport });
  await context.addInitScript((token) => localStorage.setItem('gavel.token', token), setup.token);
  // BENCH_WHY=1 names what made each component render (changed props, its hooks or its parent) and its own time.
  if (process.env.BENCH_WHY) await context.addInitScript(() => ((globalThis as unknown as { __renderProbeWhy: boolean }).__renderProbeWhy = true));
  await context.addInitScript({ path: PROBE });
  const page = await context.newPage();
  try {
    await page.goto(`${setup.base}${url}`);
    await page.locator(view.ready).first().waitFor({ timeout: 30_000 });
    // Settle: the socket joins, the first paint's effects run.
    await page.waitForTimeout(1500);
    await clearProbe(page);
    await page.waitForTimeout(1000);
    const background = (await readProbe(page)).commits;
    const picks: PickFigures[] = [];
    const profiler = await startProfile(page);
    for (let i = 0; i < WARMUP + PICKS; i++) {
      if (view.gapMs > 0) await page.waitForTimeout(view.gapMs);
      const figures = await measurePick(page, setup);
      if (i >= WARMUP) picks.push(figures);
    }
    await profiler?.save(label);
    const counts = picks.map((p) => p.updated.length).sort((a, b) => a - b);
    const times = picks.map((p) => p.ms).sort((a, b) => a - b);
    const typical = picks.find((p) => p.updated.length === percentile(counts, 50)) ?? picks[0];
    console.log(`\n${label} (${viewport.width}x${viewport.height}, ${url.replace(/\/public\/draft\/.*/, '/public/draft/…')}): ${background.length} commits in 1 s with no event`);
    console.log(`  per pick (re-rendered + mounted, commits, ms): ${picks.map((p) => `${p.updated.length} + ${p.mounted.length}, ${p.commits}, ${p.ms.toFixed(1)} (render ${p.renderMs.toFixed(1)})`).join('; ')}`);
    console.log(`  median pick re-renders: ${tally(typical?.updated ?? [])}`);
    console.log(`  and mounts: ${tally(typical?.mounted ?? [])}`);
    const medianCount = percentile(counts, 50);
    const medianMs = percentile(times, 50);
    console.log(verdict(`  ${label}: components re-rendered`, `${medianCount} (max ${counts.at(-1)})`, `≤ ${COMPONENT_GOAL}`, medianCount <= COMPONENT_GOAL));
    const screen = picks.map((p) => p.eventToScreenMs).sort((a, b) => a - b);
    console.log(`  socket event to last commit: median ${percentile(screen, 50).toFixed(1)} ms, max ${(screen.at(-1) ?? NaN).toFixed(1)} ms (store, selectors and React)`);
    console.log(verdict(`  ${label}: render + commit`, `${medianMs.toFixed(1)} ms (max ${(times.at(-1) ?? NaN).toFixed(1)})`, `≤ ${MS_GOAL} ms`, medianMs <= MS_GOAL));
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
    const setup = await setUpDraft(server.base);
    console.log(`${TEAMS}-team draft with ${TEAMS * ROUNDS_MADE} picks; ${WARMUP} warm-up + ${PICKS} measured picks per view; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const room = `/leagues/${setup.leagueId}/drafts/${setup.draftId}`;
    const laptop = { width: 1440, height: 900 };
    const views: View[] = [
      { label: 'room, Run tab', url: room, viewport: laptop, ready: '.draft-tab-panel', gapMs: 0 },
      { label: 'room, Board tab', url: `${room}/board`, viewport: laptop, ready: '[data-testid="draft-board"] [data-pick-id]', gapMs: 0 },
      { label: 'public TV board', url: setup.publicPath, viewport: { width: 1920, height: 1080 }, ready: '[data-testid="draft-board"] [data-pick-id]', gapMs: TV_GAP_MS },
    ];
    for (const view of views) await measureView(browser, setup, view);
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
