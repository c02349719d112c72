import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHED_TIMING_PRELOAD, schedReport, schedStamps, type SchedStamp } from './sched-timing.js';

// A command answered like the server's: POST /api/drafts/<id>/<command>, a JSON answer with the event's seq,
// after keeping the main thread busy for 20 ms; and a command answered without a seq, which is not stamped.
const ANSWERS_LIKE_THE_SERVER = `
import http from 'node:http';
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const until = performance.now() + 20;
    while (performance.now() < until);
    res.setHeader('content-type', 'application/json');
    res.end(req.url.endsWith('/draft-player') ? JSON.stringify({ seq: 12 }) : JSON.stringify({ error: 'no' }));
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write('port ' + server.address().port + '\\n'));
`;

const hasSchedstat = existsSync('/proc/thread-self/schedstat');

describe('the scheduler-timing preload', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasSchedstat)("stamps an event's command with its key and its main thread's time on a core, and no other answer", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-sched-timing-'));
    dirs.push(dir);
    const out = path.join(dir, 'sched.json');
    const child = spawn(process.execPath, ['--import', SCHED_TIMING_PRELOAD, '--input-type=module', '-e', ANSWERS_LIKE_THE_SERVER], {
      env: { ...process.env, GAVEL_BENCH_SCHED_OUT: out },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const found = /port (\d+)/.exec(String(chunk));
          if (found) resolve(Number(found[1]));
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const before = Date.now();
      for (const command of ['draft-player', 'pause']) {
        const res = await fetch(`http://127.0.0.1:${port}/api/drafts/7/${command}`, { method: 'POST', body: '{}' });
        await res.text();
      }
      const stamps = await schedStamps(child, out, 1);
      expect(stamps.map((s) => s.key)).toEqual(['7:12']);
      const [stamp] = stamps as [SchedStamp];
      expect(stamp.arrived).toBeGreaterThanOrEqual(before);
      expect(stamp.answered - stamp.arrived).toBeGreaterThanOrEqual(20);
      // The busy loop ran on a core, or waited for one: the two together cover most of it, and neither
      // exceeds the span. Not all of it: the kernel counts a thread's time on a core by the task clock,
      // which leaves out interrupts and the time the host took the virtual core away, and counts its wait
      // only on a run queue; a loaded VM read 18.5 ms of the 20, and one beside the whole test suite
      // 14.8 ms. Half is the line: a wrong thread would read near 0, and a wrong unit far off either way.
      expect(stamp.mainOnCore + stamp.mainWaiting).toBeGreaterThanOrEqual(10);
      expect(stamp.mainOnCore).toBeLessThanOrEqual(stamp.answered - stamp.arrived + 1);
      expect(stamp.othersOnCore).toBeGreaterThanOrEqual(0);
    } finally {
      child.kill();
    }
  });
});

describe('schedReport', () => {
  const stamp = (key: string, arrived: number, mainWaiting = 0, othersOnCore = 0): SchedStamp => ({ key, arrived, answered: arrived + 2 + mainWaiting, mainOnCore: 1.5, mainWaiting, othersOnCore });

  it("puts the slowest events' waits for a core beside what the server's other threads ran then", () => {
    const events = Array.from({ length: 100 }, (_, i) => ({ key: `1:${i + 1}`, sent: 1000 + i * 50, first: 1000 + i * 50 + 3 }));
    // Event 41 is the slowest: 9 ms to its first socket, 4 ms of them waiting for a core while a helper thread ran 4 ms.
    events[40] = { key: '1:41', sent: 3000, first: 3009 };
    const stamps = events.map((e) => (e.key === '1:41' ? stamp(e.key, e.sent + 1, 4, 4) : stamp(e.key, e.sent + 1)));
    const report = schedReport(stamps, events);
    expect(report).toContain('(100 of 100 events): on a core p50 1.50 ms');
    expect(report).toContain('waiting for a core p50 0.00 ms');
    expect(report).toContain('the slowest 1 % of events (1) by first socket: 9.0 ms, in the server 6.0 ms, its main thread waiting for a core 4.0 ms, the server\'s other threads on a core meanwhile 4.0 ms');
  });

  it('says so when no event of the run was stamped', () => {
    expect(schedReport([], [{ key: '1:1', sent: 100, first: 103 }])).toBe("the server's threads: no command of the run stamped (Linux only)");
  });
});
