import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '#server/config.js';
import { api, cpuMsOf, createDrafts, prepareDatabase, spawnServer, verdict } from './bench/support.js';

/**
 * Public board reads: GET /api/public/drafts/:token on a 12-team draft with 120 picks, once for
 * the full answer and once with If-None-Match (304), from a load generator in its own process
 * (BENCH_CONNECTIONS keep-alive connections, BENCH_SECONDS each): wrk with one thread when it is
 * installed (Debian's `wrk`; it costs the shared two cores far less than a Node client), else
 * scripts/bench/http-load.mjs; BENCH_LOAD=node forces the Node client. Goals: ≥ 3,000 req/s
 * full, ≥ 8,000 req/s 304.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PICKS = 120;

interface LoadResult {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
}

const LOAD_TOOL = process.env.BENCH_LOAD !== 'node' && spawnSync('wrk', ['-v']).error === undefined ? 'wrk' : 'node';

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  if (LOAD_TOOL === 'wrk') {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const script = path.join(ROOT_DIR, 'scripts', 'bench', 'wrk-statuses.lua');
    const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-s', script, ...headerArgs, url]);
    // wrk's own summary comes first; the script's JSON is the last line.
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as LoadResult;
    return { ...result, statuses: Object.fromEntries(Object.entries(result.statuses).filter(([, n]) => n > 0)) };
  }
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'scripts', 'bench', 'http-load.mjs')], {
    env: { ...process.env, URL: url, CONNECTIONS: String(CONNECTIONS), SECONDS: String(SECONDS), HEADERS: JSON.stringify(headers) },
  });
  return JSON.parse(stdout) as LoadResult;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-public-'));
  const file = path.join(dir, 'public.sqlite');
  const players = await prepareDatabase(file, PICKS);
  // BENCH_PROFILE=1 writes the server's CPU profile to profiles/ (scripts/profile-top.mjs reads it).
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`] : [];
  const server = await spawnServer(file, profileArgs);
  try {
    const { token, drafts } = await createDrafts(server.base, 1, 12);
    const draft = drafts[0];
    if (!draft) throw new Error('no draft');
    for (let i = 0; i < PICKS; i++) {
      await api(server.base, token, 'POST', `/drafts/${draft.draftId}/draft-player`, {
        nfl_player_id: players[i],
        fantasy_team_id: draft.teamIds[i % draft.teamIds.length],
        acquisition_price: 1,
      });
    }
    const { public_url } = await api<{ public_url: string }>(server.base, token, 'POST', `/drafts/${draft.draftId}/public-url/regenerate`);
    const publicToken = public_url.split('/').filter(Boolean).at(-1) ?? '';
    const url = `${server.base}/api/public/drafts/${publicToken}`;
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    const bytes = (await first.arrayBuffer()).byteLength;
    if (first.status !== 200 || !etag) throw new Error(`public board: ${first.status}, ETag '${etag}'`);
    console.log(`public board of ${PICKS} picks: ${(bytes / 1024).toFixed(0)} KB of JSON; load from ${LOAD_TOOL === 'wrk' ? 'wrk (1 thread)' : 'the Node client (scripts/bench/http-load.mjs)'}, ${CONNECTIONS} connections, ${SECONDS} s per case`);

    const cases = [
      ['public board GET, full (200)', {}, 3000, '200'],
      ['public board GET, If-None-Match (304)', { 'If-None-Match': etag }, 8000, '304'],
    ] as const;
    // BENCH_ONLY=200 or 304 runs one case (a profile of one kind of request).
    for (const [label, headers, goal, expected] of cases.filter(([, , , status]) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === status)) {
      const cpu0 = cpuMsOf(server.child.pid);
      const r = await load(url, headers);
      const rate = r.requests / r.seconds;
      const cpuPer = (cpuMsOf(server.child.pid) - cpu0) / r.requests;
      const other = Object.entries(r.statuses).filter(([s]) => s !== expected);
      console.log(`${label}: ${r.requests} requests, server CPU ${(cpuPer * 1000).toFixed(0)} µs each${other.length ? `, unexpected statuses ${JSON.stringify(Object.fromEntries(other))}` : ''}`);
      console.log(verdict(label, `${rate.toFixed(0)} req/s`, `≥ ${goal.toLocaleString('en')} req/s`, rate >= goal && other.length === 0));
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
