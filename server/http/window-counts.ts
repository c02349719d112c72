/** A client's count in its current window; `resetAt` is when the window ends (ms since the epoch). */
export interface WindowCount {
  totalHits: number;
  resetAt: number;
}

/**
 * Hit counts per key in fixed windows, in this process: express-rate-limit's MemoryStore
 * (v8, `source/memory-store.ts`) step for step, but synchronous, so a limiter on a hot path
 * counts without a promise per request. A window starts at a key's first hit and lasts
 * `windowMs`; a key not hit for a whole window is dropped when the maps rotate.
 */
export class WindowCounts {
  private previous = new Map<string, WindowCount>();
  private current = new Map<string, WindowCount>();

  constructor(private readonly windowMs: number) {
    // Keys that were not hit during the last window are in `previous` at the next rotation: gone.
    const rotation = setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, windowMs);
    rotation.unref();
  }

  /** One more hit for `key`, starting a new window if its last one has ended. */
  increment(key: string, now = Date.now()): WindowCount {
    const count = this.countOf(key, now);
    if (count.resetAt <= now) {
      count.totalHits = 0;
      count.resetAt = now + this.windowMs;
    }
    count.totalHits++;
    return count;
  }

  /** One hit fewer (never below zero); like MemoryStore, a key it no longer knows gets a fresh window. */
  decrement(key: string, now = Date.now()): void {
    const count = this.countOf(key, now);
    if (count.totalHits > 0) count.totalHits--;
  }

  /** The key's count, moved into the current map (so the next rotation keeps it), or a new one. */
  private countOf(key: string, now: number): WindowCount {
    let count = this.current.get(key);
    if (count) return count;
    count = this.previous.get(key);
    if (count) this.previous.delete(key);
    else count = { totalHits: 0, resetAt: now + this.windowMs };
    this.current.set(key, count);
    return count;
  }
}
