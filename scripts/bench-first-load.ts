import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT_DIR } from '#server/config.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { withoutLinkTokens } from '#server/http/log-redaction.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support/chromium.js';
import { api, createBenchDraft, percentile, prepareDatabase, spawnServer, verdict } from './bench/support.js';
import { BareChromium } from './bench/bare-chromium.js';
import { firstTouchMicrosPerPage } from './bench/page-faults.js';

/**
 * The first load of the public board (and of /login and a league's join page) on a phone, as Lighthouse's mobile run sees
 * it: 390x844, 4x CPU slowdown, a Fast-4G-like network (150 ms RTT, 1.6 Mbps down), cold cache,
 * opened by the machine's LAN address over plain HTTP (gzip only) as a phone on the party's Wi-Fi
 * does (docs/DECISIONS.md, "The TV's first load over plain HTTP"); localhost when the machine has
 * no LAN address. The shipped build (client/dist) served by the compiled server.
 * Per load: LCP, the longest task and the count of tasks over 50 ms, and the longest frame split into
 * script and rendering (the Long Animation Frames API); median of BENCH_LOADS loads. The page is
 * driven without DevTools' Runtime domain, as a guest's phone runs it (scripts/bench/bare-chromium.ts):
 * Playwright's pages have it, and it adds a re-parse of React DOM to the load's longest task.
 * Goals: LCP ≤ 1.5 s and no task over 150 ms.
 */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const TEAMS = 12;
const ROUNDS_MADE = 6;
const LCP_GOAL_MS = 1500;
const LONG_TASK_GOAL_MS = 150;
/** Lighthouse's mobile network: 150 ms RTT, 1.6 Mbps down, 750 Kbps up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
// Lighthouse's mobile run slows the CPU 4×; BENCH_THROTTLE stands in for a slower machine's core (docs/BENCHMARKS.md).
const CPU_SLOWDOWN = Number(process.env.BENCH_THROTTLE ?? 4);
/** After the network goes idle, time for the last lazy chunk to paint before the figures are read. */
const SETTLE_MS = 2000;

interface LoadFigures {
  lcp: number;
  lcpElement: string;
  longest: number;
  longTasks: number;
  transferred: number;
  /** What the longest frame did: the long task's work split into script and the browser's own. */
  longestFrame: FrameWork | null;
}

/** A long animation frame, as the browser splits it (the Long Animation Frames API). */
interface FrameWork {
  duration: number;
  /** Script run in the frame, and the longest script's kind and file ("module-script index-….js"). */
  script: number;
  topScript: string;
  /** Style, layout and paint: the page's first layout, or one a script forced. */
  render: number;
}

/** Runs in the page before its own scripts: keeps every LCP candidate and long task, and the longest frame. */
function observe(): void {
  const seen = { lcp: 0, lcpElement: '', tasks: [] as number[], taskStarts: [] as number[], longestFrame: null as FrameWork | null, frames: [] as string[] };
  (globalThis as unknown as { __firstLoad: typeof seen }).__firstLoad = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      seen.lcp = entry.startTime;
      const el = entry.element;
      seen.lcpElement = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}` : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.tasks.push(entry.duration);
      seen.taskStarts.push(entry.startTime);
    }
  }).observe({ type: 'longtask', buffered: true });
  // The longest frame's split between script and rendering: tells a first layout (the server-drawn
  // board's, fonts and all) from a script's evaluation without a trace, which slows what it watches.
  type Frame = PerformanceEntry & { renderStart: number; scripts: { duration: number; forcedStyleAndLayoutDuration: number; invokerType: string; sourceURL: string }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Frame[]) {
      // Every long frame in one line, for BENCH_FRAMES=1: when it started, its scripts and its rendering.
      const scriptsSeen = entry.scripts.map((s) => `${s.invokerType} ${s.sourceURL.split('/').pop() ?? ''} ${s.duration.toFixed(0)}${s.forcedStyleAndLayoutDuration ? ` (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})` : ''}`);
      seen.frames.push(`${entry.startTime.toFixed(0).padStart(5)} +${entry.duration.toFixed(0).padStart(4)}  render ${entry.renderStart ? (entry.startTime + entry.duration - entry.renderStart).toFixed(0) : 0}  ${scriptsSeen.join(', ') || 'no script'}`);
      if (entry.duration <= (seen.longestFrame?.duration ?? 0)) continue;
      const scripts = [...entry.scripts].sort((a, b) => b.duration - a.duration);
      const script = scripts.reduce((sum, s) => sum + s.duration, 0);
      const forced = scripts.reduce((sum, s) => sum + s.forcedStyleAndLayoutDuration, 0);
      const top = scripts[0];
      seen.longestFrame = {
        duration: entry.duration,
        script: script - forced,
        topScript: top ? `${top.invokerType} ${top.sourceURL.split('/').pop() ?? ''}` : '',
        render: (entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0) + forced,
      };
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * One load as a guest's phone makes it: Chromium with no DevTools domain but Page and Emulation
 * (scripts/bench/bare-chromium.ts). The figures are read from the page's own observers.
 */
async function loadBare(browser: BareChromium, url: string, ready: string): Promise<LoadFigures> {
  // A new browser context each time: an empty cache, as a phone opening the QR link for the first time.
  const page = await browser.openPage();
  try {
    await page.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 3, mobile: true });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.send('Network.emulateNetworkConditions', NETWORK);
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observe.toString()})()` });
    await page.send('Page.navigate', { url });
    await page.waitFor(`document.querySelector(${JSON.stringify(ready)})`, 60_000);
    // Network idle as the page sees it: no new resource for a second, then time for the last paint.
    await page.waitFor(`((n) => (globalThis.__resources = globalThis.__resources ?? { n: -1, at: 0 }, n !== __resources.n ? (__resources.n = n, __resources.at = performance.now(), false) : performance.now() - __resources.at > 1000))(performance.getEntriesByType('resource').length)`, 60_000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const seen = await page.evaluate<{ lcp: number; lcpElement: string; tasks: number[]; taskStarts: number[]; longestFrame: FrameWork | null; frames: string[] }>('__firstLoad');
    // BENCH_FRAMES=1: each long task and each long frame of the load, in time order, to tell which one the goal counts.
    if (process.env.BENCH_FRAMES) {
      const tasks = seen.taskStarts.map((at, i) => ({ at, line: `${at.toFixed(0).padStart(5)} +${(seen.tasks[i] ?? 0).toFixed(0).padStart(4)}  long task` }));
      const frames = seen.frames.map((line) => ({ at: Number(line.slice(0, 5)), line: `${line.slice(0, 11)}  frame ${line.slice(11)}` }));
      console.log([...tasks, ...frames].sort((a, b) => a.at - b.at).map((e) => `      ${e.line}`).join('\n'));
    }
    // Bytes on the wire as the page's Resource Timing counts them (encoded bodies and headers).
    const transferred = await page.evaluate<number>(`[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, entry) => sum + entry.transferSize, 0)`);
    return { lcp: seen.lcp, lcpElement: seen.lcpElement, longest: Math.max(0, ...seen.tasks), longTasks: seen.tasks.length, transferred, longestFrame: seen.longestFrame };
  } finally {
    await page.close();
  }
}

/**
 * One load through Playwright, which attaches DevTools' Runtime and Network domains: for a trace,
 * a CPU profile or the timeline of requests (BENCH_TRACE, BENCH_PROFILE, BENCH_TIMELINE), or
 * BENCH_INSPECTOR=1 to see what the inspector itself adds to the figures.
 */
async function loadOnce(browser: Browser, url: string, ready: string): Promise<LoadFigures> {
  // A new context each time: an empty cache, as a phone opening the QR link for the first time.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  await context.addInitScript(observe);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // BENCH_PROFILE=1: the page's CPU profile of the load, in profiles/ (`node scripts/profile-top.mjs <file>`).
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    let transferred = 0;
    cdp.on('Network.loadingFinished', (event) => (transferred += event.encodedDataLength));
    // BENCH_TRACE=1: a performance trace of the load in profiles/ (open it in DevTools' Performance
    // panel): what the long tasks did that a CPU profile shows only as "(program)" (style, layout, parsing),
    // with the `fonts` category: a first layout's font look-ups through the sandbox, one per face and size;
    // and V8's parse and compile events (`V8.ParseFunction` on the main thread, `V8.CompileCodeBackground`
    // off it), which show what the React chunk's compile hint moves (docs/DECISIONS.md). A traced load's
    // figures are not the goal's: any trace, even of one category, makes V8 collect source positions
    // inside the entry's evaluation (`V8.CollectSourcePositions`, a re-parse), which doubles
    // that task (docs/BENCHMARKS.md, "The React chunk's compile hint").
    const tracePath = process.env.BENCH_TRACE ? path.join(ROOT_DIR, 'profiles', `first-load-${new URL(url).pathname.split('/')[1] ?? 'page'}-${Date.now()}.trace.json`) : undefined;
    if (tracePath) {
      mkdirSync(path.dirname(tracePath), { recursive: true });
      await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'fonts', 'v8', 'disabled-by-default-v8.compile'] });
    }
    await page.goto(url, { timeout: 60_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => (globalThis as unknown as { __firstLoad: { lcp: number; lcpElement: string; tasks: number[]; taskStarts: number[]; longestFrame: FrameWork | null } }).__firstLoad);
    if (tracePath) {
      await browser.stopTracing();
      console.log(`  trace: ${path.relative(ROOT_DIR, tracePath)}`);
    }
    if (process.env.BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(path.join(ROOT_DIR, 'profiles'), { recursive: true });
      const out = path.join(ROOT_DIR, 'profiles', `first-load-${new URL(url).pathname.split('/')[1] ?? 'page'}-${Date.now()}.cpuprofile`);
      writeFileSync(out, JSON.stringify(profile));
      console.log(`  CPU profile: ${path.relative(ROOT_DIR, out)}`);
    }
    // BENCH_TIMELINE=1: when each request ran and each long task started, to see what the paint waited for.
    if (process.env.BENCH_TIMELINE) console.log(await timeline(page, seen));
    return { lcp: seen.lcp, lcpElement: seen.lcpElement, longest: Math.max(0, ...seen.tasks), longTasks: seen.tasks.length, transferred, longestFrame: seen.longestFrame };
  } finally {
    await context.close();
  }
}

/** Requests (start → end) and long tasks (start +duration) in time order, ms from navigation start. */
async function timeline(page: Page, seen: { tasks: number[]; taskStarts: number[] }): Promise<string> {
  const requests = await page.evaluate(() =>
    [{ name: location.pathname, startTime: 0, responseEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? NaN }, ...performance.getEntriesByType('resource').map((r) => r.toJSON() as { name: string; startTime: number; responseEnd: number })].map((r) => ({
      at: r.startTime,
      line: `${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)}  ${new URL(r.name, location.href).pathname.split('/').pop()}`,
    })),
  );
  const tasks = seen.taskStarts.map((at, i) => ({ at, line: `${at.toFixed(0).padStart(5)}   +${(seen.tasks[i] ?? 0).toFixed(0).padStart(4)}  long task` }));
  return [...requests, ...tasks].sort((a, b) => a.at - b.at).map((e) => `    ${e.line}`).join('\n');
}

/** "; longest frame 795 ms: no script, style, layout and paint 512" (the rest is the browser's other work in it). */
function frameWork(frame: FrameWork | null): string {
  if (!frame) return '';
  const script = frame.script > 0 ? `script ${frame.script.toFixed(0)} (${frame.topScript})` : 'no script';
  return `; longest frame ${frame.duration.toFixed(0)} ms: ${script}, style, layout and paint ${frame.render.toFixed(0)}`;
}

type Loader = (url: string, ready: string) => Promise<LoadFigures>;

async function measure(load: Loader, label: string, url: string, ready: string): Promise<void> {
  const loads: LoadFigures[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await load(url, ready));
  const median = (pick: (f: LoadFigures) => number) => percentile(loads.map(pick).sort((a, b) => a - b), 50);
  console.log(`\n${label}: ${withoutLinkTokens(url)}`);
  for (const f of loads) {
    console.log(`  LCP ${f.lcp.toFixed(0).padStart(5)} ms (${f.lcpElement})  longest task ${f.longest.toFixed(0).padStart(4)} ms  long tasks ${f.longTasks}  ${(f.transferred / 1024).toFixed(1)} KB transferred${frameWork(f.longestFrame)}`);
  }
  const lcp = median((f) => f.lcp);
  const longest = median((f) => f.longest);
  console.log(verdict(`  ${label}: LCP (median)`, `${(lcp / 1000).toFixed(2)} s`, `≤ ${(LCP_GOAL_MS / 1000).toFixed(1)} s`, lcp <= LCP_GOAL_MS));
  console.log(verdict(`  ${label}: longest task (median)`, `${longest.toFixed(0)} ms`, `≤ ${LONG_TASK_GOAL_MS} ms`, longest <= LONG_TASK_GOAL_MS));
  console.log(`  ${label}: long tasks > 50 ms (median): ${median((f) => f.longTasks)}`);
}

/** A started 12-team draft, 6 picks a team made: its public link's path and its league's join page. */
async function benchPaths(base: string): Promise<{ board: string; join: string }> {
  const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'firstloadcommish',
    email: 'first-load@example.com',
    password: 'first load password 1',
    display_name: 'First Load Bench',
  });
  const { leagueId, draftId, teamIds } = await createBenchDraft(base, token, { leagueName: 'First Load Bench League', teams: TEAMS, budget: 200 });
  await api(base, token, 'PUT', `/drafts/${draftId}/start`);
  const pool = (await api<{ nfl_player_id: string }[]>(base, token, 'GET', `/drafts/${draftId}/available-players?limit=${TEAMS * ROUNDS_MADE}`)).map((p) => p.nfl_player_id);
  for (let i = 0; i < TEAMS * ROUNDS_MADE; i++) {
    await api(base, token, 'POST', `/drafts/${draftId}/draft-player`, {
      nfl_player_id: pool[i],
      fantasy_team_id: teamIds[i % TEAMS],
      acquisition_price: Math.max(1, 30 - 4 * Math.floor(i / TEAMS) - (i % 5)),
    });
  }
  const { public_url } = await api<{ public_url: string }>(base, token, 'POST', `/drafts/${draftId}/public-url/regenerate`);
  const { league_code } = await api<{ league_code: string }>(base, token, 'GET', `/leagues/${leagueId}/invite`);
  return { board: `/public/draft/${public_url.split('/').filter(Boolean).at(-1) ?? ''}`, join: `/join/${league_code}` };
}

export async function run(): Promise<void> {
  // The shipped client, rebuilt if its sources are newer (as `npm start` does).
  execFileSync(process.execPath, [path.join(ROOT_DIR, 'scripts', 'ensure-build.mjs')], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-first-load-'));
  const file = path.join(dir, 'first-load.sqlite');
  await prepareDatabase(file, 0);
  // BENCH_DIST=<dir>: serve another build of the client (an unminified one, to read a CPU profile).
  const server = await spawnServer(file, [], process.env.BENCH_DIST ? { CLIENT_DIST_DIR: path.resolve(process.env.BENCH_DIST) } : {});
  const inspected = Boolean(process.env.BENCH_INSPECTOR || process.env.BENCH_TRACE || process.env.BENCH_PROFILE || process.env.BENCH_TIMELINE);
  const browser = inspected ? await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS }) : BareChromium.launch(CHROMIUM_PATH, CHROMIUM_FLAGS);
  const load: Loader = browser instanceof BareChromium ? (url, ready) => loadBare(browser, url, ready) : (url, ready) => loadOnce(browser, url, ready);
  try {
    const paths = await benchPaths(server.base);
    // The server listens on every interface; a phone reaches it by the LAN address, over plain HTTP.
    const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
    const origin = lanIp ? server.base.replace('127.0.0.1', lanIp) : server.base.replace('127.0.0.1', 'localhost');
    console.log(`Phone 390x844, ${CPU_SLOWDOWN}x CPU slowdown, ${NETWORK.latency} ms RTT, 1.6 Mbps down, cold cache; ${origin} (${lanIp ? 'LAN address, plain HTTP: gzip' : 'no LAN address: localhost, a secure context: brotli'}); median of ${LOADS} loads; ${inspected ? 'through Playwright, with DevTools\' Runtime and Network domains attached' : 'no DevTools domain but Page and Emulation'}`);
    console.log(`load average at the start: ${loadavg().map((l) => l.toFixed(1)).join(' ')}; memory touched the first time: ${firstTouchMicrosPerPage().toFixed(1)} µs a 4 KB page`);
    await measure(load, 'public board', `${origin}${paths.board}`, '[data-testid="draft-board"] [data-pick-id]');
    await measure(load, '/login', `${origin}/login`, 'button[type="submit"]');
    // A guest who scanned the league's code, signed out: the page that lets them in.
    await measure(load, '/join', `${origin}${paths.join}`, 'h1');
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
