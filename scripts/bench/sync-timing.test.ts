import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_TIMING_PRELOAD, syncReport, syncStamps, type SyncStamp } from './sync-timing.js';

// The server's way of syncing (server/db/wal-sync.ts): `fdatasyncSync` imported by name, and a FileHandle's datasync.
const SYNCS_LIKE_THE_SERVER = `
import { fdatasyncSync } from 'node:fs';
import { open } from 'node:fs/promises';
const handle = await open(process.env.PROBE_FILE, 'w');
await handle.write('x');
fdatasyncSync(handle.fd);
await handle.datasync();
globalThis.gc();
await new Promise((r) => setTimeout(r, 50));
process.stdout.write('synced');
setInterval(() => undefined, 1000);
`;

describe('the sync-timing preload', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stamps a sync on the event loop and one on the pool, by name-imported fdatasyncSync too, and a collection', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-sync-timing-'));
    dirs.push(dir);
    const out = path.join(dir, 'syncs.json');
    const before = Date.now();
    const child = spawn(process.execPath, ['--expose-gc', '--import', SYNC_TIMING_PRELOAD, '--input-type=module', '-e', SYNCS_LIKE_THE_SERVER], {
      env: { ...process.env, GAVEL_BENCH_SYNC_OUT: out, PROBE_FILE: path.join(dir, 'probe') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => (String(chunk).includes('synced') ? resolve() : undefined));
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const { syncs, pauses } = await syncStamps(child, out, 1);
      expect(syncs.map((s) => s.onLoop)).toEqual([true, false]);
      expect(pauses.length).toBeGreaterThanOrEqual(1);
      expect(pauses.at(-1)!.start).toBeGreaterThan(syncs[1]!.start);
      for (const s of syncs) {
        expect(s.start).toBeGreaterThanOrEqual(before);
        expect(s.start).toBeLessThanOrEqual(Date.now());
        expect(s.ms).toBeGreaterThanOrEqual(0);
      }
    } finally {
      child.kill();
    }
  });
});

describe('syncReport', () => {
  const sync = (start: number, ms: number, onLoop = true): SyncStamp => ({ start, ms, onLoop });

  it("names the longest sync inside each of the run's slowest events, and leaves out syncs outside the run", () => {
    const events = Array.from({ length: 100 }, (_, i) => ({ sent: 1000 + i * 50, first: 1000 + i * 50 + 3 }));
    // Event 40 is the slowest: 9 ms to its first socket, with a 4 ms sync (and a shorter one) inside it.
    events[40] = { sent: 3000, first: 3009 };
    const syncs = [...events.map((e) => sync(e.sent + 1, 0.5)), sync(3002, 4, false), sync(3003, 1), sync(99_999, 50)];
    // A 6 ms collection that began 1 ms before event 40's POST and ran into it; one long after.
    const pauses = [{ start: 2999, ms: 6 }, { start: 5000, ms: 30 }];
    const report = syncReport({ syncs, pauses }, events, 1000, 6000);
    expect(report).toContain('WAL syncs in the server: 102 (99 % on the event loop)');
    expect(report).toContain('max 4.00 ms (on the loop p50 0.50, p99 0.50 ms; on the pool p50 4.00, p99 4.00 ms)');
    expect(report).toContain('the longest sync inside an event, median 0.50 ms');
    expect(report).toContain('the slowest 1 % of events (1) by first socket: 9.0 ms, the longest sync inside each: 4.0 ms, the longest collection overlapping each: 6.0 ms (2 collections in the run, the longest 30.0 ms)');
  });

  it('says so when the run had no sync', () => {
    expect(syncReport({ syncs: [sync(10, 1)], pauses: [] }, [{ sent: 100, first: 103 }], 50, 200)).toBe('WAL syncs in the server: none in the run');
  });
});
