import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * The load generator's own pauses over a run: it is every socket's client and stamps each
 * arrival, so a collection or a stall here delays the stamps of whatever server is measured then,
 * and shows in that run's p99 as if it were the server's (docs/BENCHMARKS.md, "An eleventh machine").
 * Stalls are read at a 5 ms resolution: a figure under ~5 ms is none.
 */
export interface OwnPauses {
  /** The longest garbage collection in this process, in ms. */
  longestGcMs: number;
  /** The event loop's longest delay past its timer, in ms (collections included). */
  longestStallMs: number;
}

export function watchOwnPauses(): () => OwnPauses {
  let longestGcMs = 0;
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  });
  collections.observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  return () => {
    delay.disable();
    collections.disconnect();
    // The histogram counts the whole wait for the timer; its resolution is the expected part.
    return { longestGcMs, longestStallMs: Math.max(0, delay.max / 1e6 - 5) };
  };
}
