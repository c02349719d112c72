import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { ROOT_DIR } from '#server/config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support/chromium.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { api, createBenchDraft, connectWatcher, percentile, prepareDatabase, spawnServer, verdict } from './bench/support.js';

/**
 * A member's phone in a bidding war (docs/BENCHMARKS.md, "Phone: the auction dock in a bidding
 * war"): 390x844, touch, its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), on the draft's My
 * Team tab with the auction dock showing an open lot of a 12-team live auction. The other eleven
 * teams bid at BENCH_RATE (5) a second for BENCH_SECONDS (20), each a real `POST /bid` from this
 * process, one dollar over the last; the phone taps its dock's first `Bid $N` button once a second.
 *
 * Figures, from scripts/bench/phone-probe.js in the page and a socket watching the draft here:
 * - event to paint: from the server's emit of each `bid.placed` (its `server_now`) to the first
 *   paint whose dock shows that high bid or a later one (bids that land in one frame share it);
 * - tap to next paint: INP's measure, the browser's Event Timing entries (durationThreshold 16), the
 *   worst event of each tap; beside it the probe's own, from each of the tap's pointerdown,
 *   pointerup and click to the first task after the frame that follows its handlers;
 * - long tasks (> 50 ms) while the load runs.
 * Taps the server refuses (another team's bid landed first) are counted, not failed. The client is
 * the shipped build (client/dist, built when older than its sources). BENCH_PROFILE=1 writes the
 * page's CPU profile over the load to profiles/ (`node scripts/profile-top.mjs <file>`).
 */
const TEAMS = 12;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
/** Bids and taps before the measured window: lazy chunks load, the JIT warms. */
const WARMUP_SECONDS = 3;
const TAP_EVERY_MS = 1000;
const EVENT_TO_PAINT_GOAL_MS = 100;
const TAP_TO_PAINT_GOAL_MS = 100;
const PROBE = path.join(ROOT_DIR, 'scripts', 'bench', 'phone-probe.js');
const MEMBER_EMAIL = 'phone-member@example.com';

interface Auction {
  base: string;
  token: string;
  memberToken: string;
  leagueId: number;
  draftId: number;
  teamIds: number[];
  lotId: number;
  highBid: number;
}

interface Paint {
  amount: number;
  committedAt: number;
  at: number;
}
interface TapEvent {
  tap: number;
  type: string;
  start: number;
  paint: number;
}
interface EventEntry {
  name: string;
  interactionId: number;
  start: number;
  duration: number;
  /** Input delay: from the tap to its handlers' start (the main thread busy with something else). */
  delay: number;
  processing: number;
}
interface LongTask {
  start: number;
  duration: number;
}
interface Frame {
  start: number;
  duration: number;
  blocking: number;
  render: number;
  scripts: { invoker: string; source: string; duration: number; layout: number }[];
}
interface Probe {
  paints: Paint[];
  tapEvents: TapEvent[];
  eventEntries: EventEntry[];
  longTasks: LongTask[];
  frames: Frame[];
}
interface PlacedBid {
  amount: number;
  teamId: number;
  serverNow: number;
}

/** A 12-team live auction, started, one lot open (Team 1, the member's, nominated it) whose clocks outlast the run. */
async function setUpAuction(base: string): Promise<Auction> {
  const { token } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'phonecommish',
    email: 'phone-commish@example.com',
    password: 'phone password 1',
    display_name: 'Phone Bench',
  });
  const { token: memberToken } = await api<{ token: string }>(base, null, 'POST', '/auth/register', {
    username: 'phonemember',
    email: MEMBER_EMAIL,
    password: 'phone password 2',
    display_name: 'Phone Member',
  });
  // Room for every bid of the run: the high bid climbs about (RATE + 1) dollars a second.
  const { leagueId, draftId, teamIds } = await createBenchDraft(base, token, { leagueName: 'Phone Bench Auction', teams: TEAMS, budget: 1000, memberEmail: MEMBER_EMAIL });
  await api(base, token, 'PUT', `/drafts/${draftId}/settings`, { auction_mode: 'live', bid_seconds: 600, opening_seconds: 600, nomination_seconds: 600 });
  await api(base, token, 'PUT', `/drafts/${draftId}/start`);
  await api(base, token, 'PUT', `/drafts/${draftId}/auction/start`);
  const [first] = await api<{ nfl_player_id: string }[]>(base, token, 'GET', `/drafts/${draftId}/available-players?limit=1`);
  const { lot } = await api<{ lot: { lot_id: number; high_bid: number } }>(base, token, 'POST', `/drafts/${draftId}/nominate`, {
    nfl_player_id: first?.nfl_player_id,
    opening_bid: 1,
    fantasy_team_id: teamIds[0],
  });
  // Team 2 outbids the nominator, so the phone starts with its `Bid $N` buttons.
  const raised = await api<{ lot: { high_bid: number } }>(base, token, 'POST', `/drafts/${draftId}/bid`, { lot_id: lot.lot_id, amount: lot.high_bid + 1, fantasy_team_id: teamIds[1] });
  return { base, token, memberToken, leagueId, draftId, teamIds, lotId: lot.lot_id, highBid: raised.lot.high_bid };
}

/**
 * The other teams' bids, open loop at RATE a second for `seconds`: Teams 2..12 in turn, each one
 * dollar over the highest bid known here (sent or seen), so a slow answer never holds the next.
 */
async function otherTeamsBid(auction: Auction, seconds: number, known: () => number): Promise<{ sent: number; refused: number }> {
  let next = 0;
  let refused = 0;
  const sends: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(seconds * RATE);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    next = Math.max(next, known()) + 1;
    const teamId = auction.teamIds[1 + (bidRound++ % (TEAMS - 1))] as number;
    sends.push(
      api(auction.base, auction.token, 'POST', `/drafts/${auction.draftId}/bid`, { lot_id: auction.lotId, amount: next, fantasy_team_id: teamId }).then(
        () => undefined,
        () => void refused++,
      ),
    );
  }
  await Promise.all(sends);
  return { sent: total, refused };
}
let bidRound = 1;

/** The phone's taps: once a second, on the first `Bid $N` button (none while it leads or waits for its last answer). */
async function phoneTaps(page: Page, seconds: number, firstTap: number): Promise<{ taps: number; skipped: number }> {
  let taps = 0;
  let skipped = 0;
  const start = performance.now();
  for (let i = 0; i < Math.round((seconds * 1000) / TAP_EVERY_MS); i++) {
    const due = start + TAP_EVERY_MS / 2 + i * TAP_EVERY_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const tap = firstTap + i;
    const target = await page.evaluate((index) => {
      const button = document.querySelector<HTMLButtonElement>('.dock-bid-btn:not([disabled])');
      if (!button) return null;
      (globalThis as unknown as { __phoneProbe: { tap: number } }).__phoneProbe.tap = index;
      const r = button.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, tap);
    if (!target) {
      skipped++;
      continue;
    }
    // A touch at the button's place, as a thumb lands: no waiting for the element to be "stable".
    await page.touchscreen.tap(target.x, target.y);
    taps++;
  }
  return { taps, skipped };
}

const readProbe = (page: Page) => page.evaluate(() => (globalThis as unknown as { __phoneProbe: Probe }).__phoneProbe);

async function startProfile(cdp: CDPSession): Promise<{ save: () => Promise<void> } | null> {
  if (!process.env.BENCH_PROFILE) return null;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    save: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const dir = path.join(ROOT_DIR, 'profiles');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `phone-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile of the page: ${path.relative(ROOT_DIR, file)}`);
    },
  };
}

const WIDE_RESTYLE = 100;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];

/**
 * BENCH_TRACE=1: the Performance panel's trace over the load, in profiles/ (open it in DevTools),
 * and the page's main thread time by kind of work, to tell script from style, layout and paint.
 */
function saveTrace(buffer: Buffer): void {
  const dir = path.join(ROOT_DIR, 'profiles');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `phone-${Date.now()}.trace.json`);
  writeFileSync(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string; elementCount?: number } }[] };
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const byName = new Map<string, number>();
  for (const e of traceEvents) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 16);
  // A style recalculation over much of the page: what an inherited property set on the document costs.
  const wide = traceEvents.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) >= WIDE_RESTYLE);
  console.log(`style recalculations of ≥ ${WIDE_RESTYLE} elements: ${wide.length}, ${wide.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0).toFixed(0)} ms`);
  console.log(`trace of the page: ${path.relative(ROOT_DIR, file)}; main thread by event (nested events count in each): ${top.map(([n, t]) => `${n} ${t.toFixed(0)} ms`).join(', ')}`);
}

const ms = (v: number | undefined) => `${(v ?? NaN).toFixed(1)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Each bid's event to the first paint showing it (or a later bid), and how many shared a frame with a later one. */
function eventToPaint(bids: PlacedBid[], paints: Paint[]): { latencies: number[]; commits: number[]; coalesced: number; unpainted: number } {
  const latencies: number[] = [];
  const commits: number[] = [];
  let coalesced = 0;
  let unpainted = 0;
  for (const bid of bids) {
    const paint = paints.find((p) => p.amount >= bid.amount);
    if (!paint) {
      unpainted++;
      continue;
    }
    if (paint.amount !== bid.amount) coalesced++;
    latencies.push(paint.at - bid.serverNow);
    commits.push(paint.committedAt - bid.serverNow);
  }
  return { latencies: sorted(latencies), commits: sorted(commits), coalesced, unpainted };
}

/** INP's figure per tap: the worst of its events, from the event's time to the paint after its handlers. */
function tapToPaint(events: TapEvent[], firstTap: number): number[] {
  const worst = new Map<number, number>();
  for (const e of events) if (e.tap >= firstTap) worst.set(e.tap, Math.max(worst.get(e.tap) ?? 0, e.paint - e.start));
  return sorted([...worst.values()]);
}

/** Where the long frames' script time went, by what the browser blames, largest first. */
function blame(frames: Frame[]): string {
  const byScript = new Map<string, number>();
  for (const f of frames) for (const s of f.scripts) byScript.set(`${s.invoker} (${s.source})`, (byScript.get(`${s.invoker} (${s.source})`) ?? 0) + s.duration);
  return (
    [...byScript]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, total]) => `${name} ${total.toFixed(0)} ms`)
      .join('; ') || 'none'
  );
}

export async function run(): Promise<void> {
  execSync('node scripts/ensure-build.mjs', { cwd: ROOT_DIR, stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-phone-'));
  const file = path.join(dir, 'phone.sqlite');
  await prepareDatabase(file, 0);
  const server = await spawnServer(file);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const auction = await setUpAuction(server.base);
    const placed: PlacedBid[] = [];
    const watcher = await connectWatcher(server.base, auction.token, auction.draftId, (event: DraftEvent) => {
      if (event.type !== 'bid.placed') return;
      placed.push({ amount: event.payload.lot.high_bid, teamId: event.payload.bid.fantasy_team_id, serverNow: event.server_now ?? NaN });
    });
    const known = () => Math.max(auction.highBid, ...placed.slice(-3).map((b) => b.amount));

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await context.addInitScript((token) => localStorage.setItem('gavel.token', token), auction.memberToken);
    await context.addInitScript({ path: PROBE });
    const page = await context.newPage();
    const tapAnswers = { accepted: 0, refused: 0 };
    let counting = false;
    page.on('response', (res) => {
      if (!counting || res.request().method() !== 'POST' || !res.url().endsWith(`/drafts/${auction.draftId}/bid`)) return;
      if (res.ok()) tapAnswers.accepted++;
      else tapAnswers.refused++;
    });
    await page.goto(`${auction.base}/leagues/${auction.leagueId}/drafts/${auction.draftId}/my-team`);
    await page.locator('[data-testid="my-team"]').waitFor({ timeout: 30_000 });
    await page.locator('.dock-bid-btn').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    // The room keeps a bottom padding of the dock's height plus its own (AuctionDock.tsx, useDockPadding).
    const padding = await page.evaluate(() => ({
      room: getComputedStyle(document.querySelector('.draft-room') as HTMLElement).paddingBottom,
      dock: Math.ceil((document.querySelector('[data-testid="auction-dock"]') as HTMLElement).getBoundingClientRect().height),
    }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    console.log(`Phone 390x844 (touch, CPU throttled ${THROTTLE}×), My Team tab of a ${TEAMS}-team live auction; warm-up ${WARMUP_SECONDS} s, then other teams bid ${RATE}/s for ${SECONDS} s and the phone taps once a second`);
    console.log(`load average at the start: ${load()}; the room's bottom padding ${padding.room} over a dock of ${padding.dock}px`);
    await Promise.all([otherTeamsBid(auction, WARMUP_SECONDS, known), phoneTaps(page, WARMUP_SECONDS, -1000)]);
    await page.waitForTimeout(1000);

    const windowStart = Date.now();
    const seenBefore = placed.length;
    counting = true;
    const profiler = await startProfile(cdp);
    if (process.env.BENCH_TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const [others, phone] = await Promise.all([otherTeamsBid(auction, SECONDS, known), phoneTaps(page, SECONDS, 0)]);
    // The last bids' paints and the last tap's answer.
    await page.waitForTimeout(2000);
    counting = false;
    await profiler?.save();
    if (process.env.BENCH_TRACE) saveTrace(await browser.stopTracing());
    const probe = await readProbe(page);
    watcher.disconnect();
    await context.close();

    const bids = placed.slice(seenBefore);
    const fromOthers = bids.filter((b) => b.teamId !== auction.teamIds[0]);
    const paints = probe.paints.filter((p) => p.at >= windowStart);
    const toPaint = eventToPaint(fromOthers, paints);
    const taps = tapToPaint(probe.tapEvents, 0);
    // Each tap's worst event (INP's measure), by the tap's interaction id.
    const worstOf = new Map<number, EventEntry>();
    for (const e of probe.eventEntries) {
      if (e.interactionId <= 0 || e.start < windowStart) continue;
      if (e.duration > (worstOf.get(e.interactionId)?.duration ?? -1)) worstOf.set(e.interactionId, e);
    }
    // A tap the browser left out took under 16 ms: counted at 16, the most it can have been.
    const inp = sorted([...[...worstOf.values()].map((e) => e.duration), ...Array<number>(Math.max(0, phone.taps - worstOf.size)).fill(16)]);
    const longTasks = probe.longTasks.filter((t) => t.start >= windowStart);
    const frames = probe.frames.filter((f) => f.start >= windowStart);

    console.log(`\nother teams: ${others.sent} bids sent, ${others.refused} refused (the phone's landed first); ${fromOthers.length} bid.placed seen`);
    console.log(`phone: ${phone.taps} taps (${phone.skipped} seconds with no button: leading, or its last bid unanswered); server accepted ${tapAnswers.accepted}, refused ${tapAnswers.refused} (outbid meanwhile)`);
    console.log(`dock paints of a new high bid: ${paints.length}; bids painted only with a later one (same frame): ${toPaint.coalesced}; never painted: ${toPaint.unpainted}`);
    console.log(
      `event to paint: p50 ${ms(percentile(toPaint.latencies, 50))}, p95 ${ms(percentile(toPaint.latencies, 95))}, max ${ms(toPaint.latencies.at(-1))} (to React's commit: p50 ${ms(percentile(toPaint.commits, 50))}, p95 ${ms(percentile(toPaint.commits, 95))})`,
    );
    console.log(`tap to next paint (Event Timing, INP's measure: the worst event of each tap): p50 ${ms(percentile(inp, 50))}, p95 ${ms(percentile(inp, 95))}, max ${ms(inp.at(-1))}; ${worstOf.size} of ${phone.taps} taps ≥ 16 ms`);
    const phase = (of: (e: EventEntry) => number) => {
      const values = sorted([...worstOf.values()].map(of));
      return `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
    };
    console.log(`  the worst event of each tap by phase: input delay ${phase((e) => e.delay)}; handlers ${phase((e) => e.processing)}; to the paint ${phase((e) => e.duration - e.delay - e.processing)}`);
    console.log(`tap to next paint (the probe: event time to the first task after the next frame): p50 ${ms(percentile(taps, 50))}, p95 ${ms(percentile(taps, 95))}, max ${ms(taps.at(-1))} over ${taps.length} taps`);
    const byType = ['pointerdown', 'pointerup', 'click'].map((type) => {
      const own = sorted(probe.tapEvents.filter((e) => e.tap >= 0 && e.type === type).map((e) => e.paint - e.start));
      return `${type} p50 ${ms(percentile(own, 50))}, p95 ${ms(percentile(own, 95))}`;
    });
    console.log(`  by event: ${byType.join('; ')}`);
    console.log(
      `long tasks: ${longTasks.length}, ${longTasks.reduce((s, t) => s + t.duration, 0).toFixed(0)} ms in all, max ${ms(sorted(longTasks.map((t) => t.duration)).at(-1) ?? 0)}; long animation frames: ${frames.length} (blocking ${frames.reduce((s, f) => s + f.blocking, 0).toFixed(0)} ms)`,
    );
    console.log(`long frames' scripts: ${blame(frames)}`);
    console.log('');
    const eventP95 = percentile(toPaint.latencies, 95);
    const tapP95 = percentile(inp, 95);
    console.log(verdict('phone: bid event to paint, p95', ms(eventP95), `≤ ${EVENT_TO_PAINT_GOAL_MS} ms`, eventP95 <= EVENT_TO_PAINT_GOAL_MS));
    console.log(verdict('phone: tap to next paint, p95', ms(tapP95), `≤ ${TAP_TO_PAINT_GOAL_MS} ms`, tapP95 <= TAP_TO_PAINT_GOAL_MS));
    // Counted, no goal: each one is a stretch in which neither a bid nor a tap could paint.
    console.log(`${'phone: long tasks > 50 ms'.padEnd(36)} ${String(longTasks.length).padStart(14)}   goal –`);
    console.log(`load average at the end: ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
