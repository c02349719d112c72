import type { Inspector } from './inspector.js';

/**
 * Bytes a server process allocates on its V8 heap over a stretch of a benchmark, and its garbage
 * collections meanwhile, read over the inspector (docs/BENCHMARKS.md, fan-out: the p99 is made of
 * collection pauses, and less allocation means fewer of them).
 *
 * How: V8's `GCProfiler` (node:v8) records the used heap at the start and the end of every
 * collection. Between two collections the used heap only grows, by exactly what was allocated, so
 * the sum of each collection's "before" minus the previous one's "after" (plus the growth since the
 * last) is the bytes allocated. Why this and not the alternatives on Node 20:
 * - `v8.getHeapStatistics()` has no cumulative allocation counter on Node 20 (V8 exposes
 *   `total_allocated_bytes` only in later releases), and `process.memoryUsage()` deltas lose whatever
 *   a collection freed in between;
 * - the sampling heap profiler (`HeapProfiler.startSampling`) is an estimate from one sample per
 *   ~32 KB and slows every allocation while it runs: the right tool to see *where* (see
 *   `BENCH_ALLOC_PROFILE`), not to count.
 * The GC hooks cost a few microseconds per collection. What is not counted: Buffers' off-heap
 * memory (socket frames, request bodies), which V8 sees only as external memory.
 */
export interface Allocation {
  bytes: number;
  /**
   * Bytes young-generation collections moved to the old generation (its used size after a
   * scavenge minus before): objects that outlived a collection, which only a full collection,
   * with its longer pauses, frees again.
   */
  promoted: number;
  collections: number;
  /** Time spent in those collections, in ms (the pauses the p99 is made of). */
  pauseMs: number;
  /** The longest of them, in ms: a run's p99 stands beside it. */
  longestPauseMs: number;
}

const START = `(() => {
  const v8 = require('node:v8');
  const profiler = new v8.GCProfiler();
  profiler.start();
  globalThis.__benchAllocation = { v8, profiler, used: v8.getHeapStatistics().used_heap_size };
  return true;
})()`;

const STOP = `(() => {
  const { v8, profiler, used } = globalThis.__benchAllocation;
  delete globalThis.__benchAllocation;
  const end = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  const oldSpace = (side) => side.heapSpaceStatistics.find((space) => space.spaceName === 'old_space')?.spaceUsedSize ?? 0;
  let bytes = 0, after = used, pauseUs = 0, longestUs = 0, promoted = 0;
  for (const gc of statistics) {
    bytes += gc.beforeGC.heapStatistics.usedHeapSize - after;
    after = gc.afterGC.heapStatistics.usedHeapSize;
    pauseUs += gc.cost;
    longestUs = Math.max(longestUs, gc.cost);
    if (gc.gcType === 'Scavenge') promoted += Math.max(0, oldSpace(gc.afterGC) - oldSpace(gc.beforeGC));
  }
  return { bytes: bytes + end - after, promoted, collections: statistics.length, pauseMs: pauseUs / 1000, longestPauseMs: longestUs / 1000 };
})()`;

/** Starts counting in the inspected process; the returned function stops and reads the count. */
export async function countAllocation(inspector: Inspector): Promise<() => Promise<Allocation>> {
  await inspector.evaluate<boolean>(START);
  return () => inspector.evaluate<Allocation>(STOP);
}

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/**
 * Young garbage made on purpose (~100 MB in small arrays), so that the young collections a quiet
 * server would not run for a while run now: what the run allocated and then dropped is collected
 * young, and only what outlived a young collection stays in a `promoted` profile.
 */
const CHURN = `(() => { let n = 0; for (let i = 0; i < 400; i++) { const a = []; for (let j = 0; j < 20000; j++) a.push({ j }); n += a.length; } return n; })()`;

/**
 * Where the allocation is: V8's sampling heap profiler, counting objects a collection has already
 * freed too (they are the garbage). Returns the profile (a `.heapprofile` DevTools opens) and its
 * top functions by bytes allocated in them. `promoted`: only objects no young collection freed
 * (promoted ones, live or not), what the fan-out bench's "promoted" figure counts; the churn's own
 * arrays die young and do not show.
 */
export async function sampleAllocation(inspector: Inspector, promoted = false): Promise<() => Promise<{ profile: unknown; top: string[] }>> {
  await inspector.command('HeapProfiler.enable');
  await inspector.command('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !promoted });
  return async () => {
    if (promoted) await inspector.evaluate<number>(CHURN);
    const { profile } = await inspector.command<{ profile: { head: SamplingNode } }>('HeapProfiler.stopSampling');
    const bySite = new Map<string, number>();
    let total = 0;
    const walk = (node: SamplingNode) => {
      const { functionName, url, lineNumber } = node.callFrame;
      const site = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
      total += node.selfSize;
      node.children.forEach(walk);
    };
    walk(profile.head);
    const top = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 30);
    return { profile, top: top.map(([site, bytes]) => `${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${site}`) };
  };
}
