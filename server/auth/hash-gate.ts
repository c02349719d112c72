import { AppError } from '../errors.js';

export interface HashGateLimits {
  /** Password hashes running at once (each scrypt N=2^17 takes ~300 ms of a core and 128 MB). */
  concurrent: number;
  /** Hashes that may wait for a slot; beyond, 503 with Retry-After. */
  queue: number;
  /** Hashes one client address may have running or waiting; beyond, 429 with Retry-After. */
  perAddress: number;
}

export const DEFAULT_HASH_GATE: HashGateLimits = { concurrent: 2, queue: 16, perAddress: 3 };

export const TOO_MANY_SIGN_INS_AT_ONCE = 'Too many sign-in attempts at once from your address. Please wait a moment and try again.';
export const SIGN_IN_BUSY = 'The server is busy with other sign-ins. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 2;

/**
 * Bounds the password hashing of sign-in, registration and password change (issue 11: 60 bogus
 * logins at once from one address made a real login take 21 s and doubled memory). A few hashes
 * run at once, a short queue waits, and one address can hold only a few places in it, so a spray
 * from one address is refused at once while everyone else still gets through the queue.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perAddress = new Map<string, number>();

  constructor(private readonly limits: HashGateLimits) {}

  async run<T>(address: string, task: () => Promise<T>): Promise<T> {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.limits.perAddress) throw new AppError(429, 'rate_limited', TOO_MANY_SIGN_INS_AT_ONCE, RETRY_AFTER_SECONDS);
    const mustWait = this.running >= this.limits.concurrent;
    if (mustWait && this.waiting.length >= this.limits.queue) throw new AppError(503, 'unavailable', SIGN_IN_BUSY, RETRY_AFTER_SECONDS);
    this.perAddress.set(address, held + 1);
    try {
      // A finishing hash hands its slot straight to the first waiter, so `running` stays counted.
      if (mustWait) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running++;
      try {
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    }
  }
}
