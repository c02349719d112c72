import { AppError } from '../errors.js';

export interface HashGateLimits {
  /** Password hashes running at once (each scrypt N=2^17 takes ~300 ms of a core and 128 MB). */
  concurrent: number;
  /** Hashes that may wait for a slot; beyond, 503 with Retry-After (or a busier address's place, below). */
  queue: number;
  /** Hashes one client address may have running or waiting; beyond, 429 with Retry-After. */
  perAddress: number;
  /** Of those, how many may wait (default 1): a flood from many addresses cannot hold the queue two deep each. */
  waitingPerAddress?: number;
}

export const DEFAULT_HASH_GATE: HashGateLimits = { concurrent: 2, queue: 16, perAddress: 3, waitingPerAddress: 1 };

export const TOO_MANY_SIGN_INS_AT_ONCE = 'Too many sign-in attempts at once from your address. Please wait a moment and try again.';
export const SIGN_IN_BUSY = 'The server is busy with other sign-ins. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 2;

/** How long an address's attempts count against it when places are shared out. */
const ATTEMPT_WINDOW_MS = 60_000;
/** Addresses remembered at most: a flood of spoofed addresses must not grow the map without end. */
const ADDRESSES_KEPT = 10_000;

/** Sign-in attempts per address over the last window: how busy each address has been. */
class AttemptCounts {
  private readonly counts = new Map<string, { count: number; since: number }>();

  /** Count one attempt from `address`; its attempts in the window, this one included. */
  add(address: string, now = Date.now()): number {
    let entry = this.counts.get(address);
    if (!entry || now - entry.since >= ATTEMPT_WINDOW_MS) {
      if (!entry && this.counts.size >= ADDRESSES_KEPT) this.forgetStale(now);
      entry = { count: 0, since: now };
      this.counts.set(address, entry);
    }
    entry.count += 1;
    return entry.count;
  }

  of(address: string, now = Date.now()): number {
    const entry = this.counts.get(address);
    return entry && now - entry.since < ATTEMPT_WINDOW_MS ? entry.count : 0;
  }

  private forgetStale(now: number): void {
    for (const [address, entry] of this.counts) if (now - entry.since >= ATTEMPT_WINDOW_MS) this.counts.delete(address);
    // Still full of live addresses: start over rather than grow (everyone is new again, none is refused for it).
    if (this.counts.size >= ADDRESSES_KEPT) this.counts.clear();
  }
}

interface Waiter {
  address: string;
  arrived: number;
  start: () => void;
  refuse: (err: AppError) => void;
}

const busy = () => new AppError(503, 'unavailable', SIGN_IN_BUSY, RETRY_AFTER_SECONDS);

/**
 * Bounds the password hashing of sign-in, registration and password change: a few hashes run at
 * once, a short queue waits, and one address holds only a few places and at most one of them
 * waiting (429 beyond). The queue is shared by how busy each address has been (docs/DECISIONS.md,
 * "Sign-in under a spread-out flood"): a freed slot goes to the waiter whose address made the
 * fewest attempts in the last minute, and when the queue is full a newcomer from a quieter address
 * takes the place of the busiest address's waiter, which gets the 503 instead. Sixty addresses
 * flooding at once keep each other waiting, but a member signing in from a quiet address is next.
 */
export class HashGate {
  private running = 0;
  private arrivals = 0;
  private readonly waiting: Waiter[] = [];
  private readonly held = new Map<string, number>();
  private readonly attempts = new AttemptCounts();

  constructor(private readonly limits: HashGateLimits) {}

  async run<T>(address: string, task: () => Promise<T>): Promise<T> {
    const tries = this.attempts.add(address);
    const held = this.held.get(address) ?? 0;
    const mustWait = this.running >= this.limits.concurrent;
    const waitingHere = mustWait ? this.waiting.filter((w) => w.address === address).length : 0;
    if (held >= this.limits.perAddress || (mustWait && waitingHere >= (this.limits.waitingPerAddress ?? 1))) {
      throw new AppError(429, 'rate_limited', TOO_MANY_SIGN_INS_AT_ONCE, RETRY_AFTER_SECONDS);
    }
    this.held.set(address, held + 1);
    try {
      // A finishing hash hands its slot straight to the next waiter, so `running` stays counted.
      if (mustWait) await this.waitForSlot(address, tries);
      else this.running++;
      try {
        return await task();
      } finally {
        this.handOnSlot();
      }
    } finally {
      const left = (this.held.get(address) ?? 1) - 1;
      if (left === 0) this.held.delete(address);
      else this.held.set(address, left);
    }
  }

  private waitForSlot(address: string, tries: number): Promise<void> {
    if (this.waiting.length >= this.limits.queue) {
      const busiest = this.busiest();
      if (!busiest || this.attempts.of(busiest.address) <= tries) return Promise.reject(busy());
      this.waiting.splice(this.waiting.indexOf(busiest), 1);
      busiest.refuse(busy());
    }
    return new Promise<void>((start, refuse) => this.waiting.push({ address, arrived: this.arrivals++, start, refuse }));
  }

  private handOnSlot(): void {
    const next = this.quietest();
    if (!next) {
      this.running--;
      return;
    }
    this.waiting.splice(this.waiting.indexOf(next), 1);
    next.start();
  }

  /** The waiter to serve next: its address made the fewest attempts; the earliest of equals. */
  private quietest(): Waiter | undefined {
    return this.bestBy((w) => [this.attempts.of(w.address), w.arrived]);
  }

  /** The waiter to give up its place: its address made the most attempts; the latest of equals. */
  private busiest(): Waiter | undefined {
    return this.bestBy((w) => [-this.attempts.of(w.address), -w.arrived]);
  }

  /** The waiter with the lowest key, compared in order. */
  private bestBy(key: (waiter: Waiter) => [number, number]): Waiter | undefined {
    let best: { waiter: Waiter; key: [number, number] } | undefined;
    for (const waiter of this.waiting) {
      const k = key(waiter);
      if (!best || k[0] < best.key[0] || (k[0] === best.key[0] && k[1] < best.key[1])) best = { waiter, key: k };
    }
    return best?.waiter;
  }
}
