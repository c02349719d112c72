import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The load generator's own pauses over a run, and the machine's: it is every socket's client and
 * stamps each arrival, so a collection or a stall here delays the stamps of whatever server is
 * measured then, and shows in that run's p99 as if it were the server's; so does the host lending
 * the VM's cores to a neighbour (docs/BENCHMARKS.md, "An eleventh machine"). Stalls are read at a
 * 5 ms resolution: a figure under ~5 ms is none.
 */
export interface OwnPauses {
  /** The longest garbage collection in this process, in ms. */
  longestGcMs: number;
  /** The event loop's longest delay past its timer, in ms (collections included). */
  longestStallMs: number;
  /**
   * The share of the machine's CPU time its host gave to others while this VM's cores wanted it
   * (`steal` in /proc/stat), in %: a neighbour's burst, which no process here can see otherwise.
   * NaN where /proc/stat has no such column.
   */
  stealPercent: number;
}

/** Jiffies of all the cores: [steal, total]. */
function cpuTimes(): [number, number] {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest times are counted within user)
    const steal = fields[7] ?? NaN;
    return [steal, fields.slice(0, 8).reduce((a, b) => a + b, 0)];
  } catch {
    return [NaN, NaN];
  }
}

export function watchOwnPauses(): () => OwnPauses {
  let longestGcMs = 0;
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  });
  collections.observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const [stealBefore, totalBefore] = cpuTimes();
  return () => {
    delay.disable();
    collections.disconnect();
    const [stealAfter, totalAfter] = cpuTimes();
    // The histogram counts the whole wait for the timer; its resolution is the expected part.
    return { longestGcMs, longestStallMs: Math.max(0, delay.max / 1e6 - 5), stealPercent: (100 * (stealAfter - stealBefore)) / (totalAfter - totalBefore) };
  };
}

/**
 * A full collection of this process's heap, now. The load generator holds every socket of both
 * servers (4,200 clients) and every arrival stamp of the run; a full collection of that heap in
 * the middle of a run stalled its reads 65 ms once (docs/BENCHMARKS.md, "A thirteenth machine"), a
 * stall both servers' figures then carry. Run between runs, where no stamp waits on it. The flag
 * lets V8 hand out `gc` to a fresh context without the process being started with it.
 */
export function collectOwnGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
