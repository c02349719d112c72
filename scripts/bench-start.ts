import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMsOf, percentile, prepareDatabase, spawnServer, verdict } from './bench/support.js';
import { SERVER_NODE_FLAGS } from './build-server.mjs';

/**
 * Warm start: an existing, migrated database with the NFL data loaded; time from spawning the
 * server process until GET /api/health first answers 200 (polled every 5 ms). BENCH_RUNS starts.
 * Also the server's CPU time (user + system, from /proc) at that moment: on a busy machine the
 * wall time mostly measures waiting for a core, the CPU time what the start itself costs.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-start-'));
  try {
    const file = path.join(dir, 'start.sqlite');
    await prepareDatabase(file);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const server = await spawnServer(file, [], {}, 5);
      times.push(performance.now() - t0);
      cpu.push(cpuMsOf(server.child.pid));
      await server.stop();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`server: ${process.env.BENCH_SERVER === 'tsx' ? 'tsx server/main.ts' : `node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`}; starts (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    const median = percentile(sorted, 50);
    console.log(`server CPU time at first 200 (ms): ${cpu.map((t) => t.toFixed(0)).join(', ')}; median ${percentile([...cpu].sort((a, b) => a - b), 50).toFixed(0)} ms`);
    console.log(verdict('warm start to first 200 (median)', `${(median / 1000).toFixed(2)} s`, '≤ 1.0 s', median <= 1000));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

