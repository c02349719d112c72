import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { percentile } from './support.js';

/**
 * What one durable commit costs this machine's disk before any of Gavel's code runs: `count`
 * fdatasyncs of a 4 KB page rewritten in place in `dir` (where the bench's database lives), `gapMs`
 * apart, as the picks of a run at 1000 / `gapMs` events a second sync the WAL (server/db/wal-sync.ts).
 * The fan-out ratio sets a durable pick against a relay that writes nothing, so the disk's figure is
 * printed beside it (docs/BENCHMARKS.md, "A ninth machine"); a virtual disk answers a sync after a
 * pause more slowly, so the gap is the run's ("A twenty-seventh machine").
 */
export async function diskSync(dir: string, count = 200, gapMs = 10): Promise<{ p50: number; p99: number; max: number }> {
  const file = path.join(dir, 'disk-sync.probe');
  const handle = await open(file, 'w+');
  const page = Buffer.alloc(4096, 7);
  const times: number[] = [];
  try {
    await handle.write(page, 0, page.length, 0);
    await handle.sync();
    for (let i = 0; i < count; i++) {
      await handle.write(page, 0, page.length, 0);
      const start = performance.now();
      await handle.datasync();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? NaN };
}
