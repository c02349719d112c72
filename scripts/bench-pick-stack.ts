import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '#server/config.js';
import { api, cpuMsOf, createDrafts, prepareDatabase, spawnServer } from './bench/support.js';

/**
 * What the HTTP stack of a pick costs, without its fan-out or its disk: the server's CPU per
 * `POST /api/drafts/:id/draft-player` that is refused, from wrk (one thread, BENCH_CONNECTIONS
 * keep-alive connections, BENCH_SECONDS per case) in its own process. A bad body (400) runs the
 * request's whole path but the command: parsing, security headers, the body, sign-in (one user
 * read), the error answer; a pick of a player already taken (409) adds the command's transaction,
 * rolled back. The fan-out bench's CPU per event moves with the load on a shared machine; this
 * isolates the part the router and middleware cost (docs/BENCHMARKS.md, Sixth round).
 * `BENCH_SERVER=<path>/server.js` runs another build (A/B), `BENCH_PROFILE=1` writes a profile.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface LoadResult {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
}

export async function run(): Promise<void> {
  if (spawnSync('wrk', ['-v']).error !== undefined) throw new Error('bench -- pick-stack needs wrk (Debian: apt-get install wrk)');
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-pick-stack-'));
  const file = path.join(dir, 'stack.sqlite');
  const players = await prepareDatabase(file, 2);
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`] : [];
  const server = await spawnServer(file, profileArgs);
  try {
    const { token, drafts } = await createDrafts(server.base, 1, 12);
    const draft = drafts[0];
    if (!draft) throw new Error('no draft');
    const taken = { nfl_player_id: players[0], fantasy_team_id: draft.teamIds[0], acquisition_price: 1 };
    await api(server.base, token, 'POST', `/drafts/${draft.draftId}/draft-player`, taken);
    const url = `${server.base}/api/drafts/${draft.draftId}/draft-player`;
    const cases = [
      ['pick with a bad body (400)', { ...taken, pickId: 7 }, '400'],
      ['pick of a player already taken (409)', taken, '409'],
    ] as const;
    console.log(`load from wrk (1 thread), ${CONNECTIONS} connections, ${SECONDS} s per case`);
    for (const [label, body, expected] of cases) {
      const cpu0 = cpuMsOf(server.child.pid);
      const { stdout } = await promisify(execFile)(
        'wrk',
        ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-s', path.join(ROOT_DIR, 'scripts', 'bench', 'wrk-post.lua'), '-H', `Authorization: Bearer ${token}`, url],
        { env: { ...process.env, WRK_BODY: JSON.stringify(body) } },
      );
      const r = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as LoadResult;
      const cpuPer = (cpuMsOf(server.child.pid) - cpu0) / r.requests;
      const other = Object.entries(r.statuses).filter(([status]) => status !== expected);
      console.log(
        `${label}: ${r.requests} requests, ${(r.requests / r.seconds).toFixed(0)} req/s, server CPU ${(cpuPer * 1000).toFixed(0)} µs each` +
          (other.length ? `, unexpected statuses ${JSON.stringify(Object.fromEntries(other))}` : ''),
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
