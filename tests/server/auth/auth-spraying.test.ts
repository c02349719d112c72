import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HashGate, SIGN_IN_BUSY, TOO_MANY_SIGN_INS_AT_ONCE } from '#server/auth/hash-gate.js';
import { AppError } from '#server/errors.js';
import { TOO_MANY_AUTH_TRIES } from '#server/http/rate-limit.js';
import { openTestApp } from '#tests/helpers/test-app.js';

/**
 * Rotating emails never tripped the per-email limit, and every try ran a full scrypt, so
 * 60 bogus logins at once from one address slowed a real login to 21 s. Now an address has its own
 * limit, hashing is bounded, and with Redis the counts are shared by every process.
 */
const REDIS_URL = process.env.GAVEL_TEST_REDIS_URL;
const login = (app: Parameters<typeof request>[0], i: number) => request(app).post('/api/auth/login').send({ email: `spray${i}@example.com`, password: 'not the password' });

describe('per-address sign-in limit', () => {
  it('counts every email from one address: a spray runs out', async () => {
    const t = await openTestApp({ authAddressRateLimit: { max: 5, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 5; i++) expect((await login(t.app, i)).status).toBe(401);
      const limited = await login(t.app, 99);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: TOO_MANY_AUTH_TRIES, code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!REDIS_URL)('shares the counts between processes through Redis', async () => {
    const prefix = `gavel-test-rl-${process.pid}-${Date.now()}:`;
    const config = { redisUrl: REDIS_URL, rateLimitRedisPrefix: prefix, authAddressRateLimit: { max: 4, windowMs: 60_000 } };
    const a = await openTestApp(config);
    const b = await openTestApp(config);
    try {
      expect([(await login(a.app, 1)).status, (await login(b.app, 2)).status, (await login(a.app, 3)).status, (await login(b.app, 4)).status]).toEqual([401, 401, 401, 401]);
      expect((await login(a.app, 5)).status).toBe(429);
      expect((await login(b.app, 6)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('bounded password hashing', () => {
  it('refuses a burst from one address beyond its share with 429 and Retry-After; the rest are answered', async () => {
    // A real cost, so the hashes overlap: ~0.2 s each.
    const t = await openTestApp({ passwordCost: { N: 2 ** 16, r: 8, p: 1 }, passwordHashing: { concurrent: 1, queue: 10, perAddress: 2 } });
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(t.app, i)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body).toEqual({ error: TOO_MANY_SIGN_INS_AT_ONCE, code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBe('2');
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const t = await openTestApp({ passwordCost: { N: 2 ** 16, r: 8, p: 1 }, passwordHashing: { concurrent: 1, queue: 1, perAddress: 100 } });
    try {
      // Four addresses (one waiting place each), as a proxy on this machine forwards them.
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => login(t.app, i).set('X-Forwarded-For', `10.3.0.${i + 1}`)));
      expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 503, 503]);
      const busy = answers.find((a) => a.status === 503)!;
      expect(busy.body).toEqual({ error: SIGN_IN_BUSY, code: 'unavailable' });
      expect(busy.headers['retry-after']).toBe('2');
    } finally {
      await t.close();
    }
  });
});

describe('HashGate', () => {
  /** A task that runs until released, recording that it started. */
  function task(log: string[], name: string) {
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    return { run: async () => (log.push(name), await done, name), release: () => release() };
  }

  it('lets another address through while a spraying one waits for its own share', async () => {
    const gate = new HashGate({ concurrent: 1, queue: 3, perAddress: 2 });
    const log: string[] = [];
    const [a1, a2, a3, b1] = ['a1', 'a2', 'a3', 'b1'].map((name) => task(log, name));
    const first = gate.run('spray', a1!.run);
    const second = gate.run('spray', a2!.run);
    await expect(gate.run('spray', a3!.run)).rejects.toMatchObject({ status: 429 });
    const real = gate.run('real', b1!.run);
    expect(log).toEqual(['a1']);
    a1!.release();
    a2!.release();
    b1!.release();
    expect(await Promise.all([first, second, real])).toEqual(['a1', 'a2', 'b1']);
    // The freed slot went to the quieter address first, though the spray's second had waited longer.
    expect(log).toEqual(['a1', 'b1', 'a2']);
    // Every slot is free again: a full round runs.
    const again = task(log, 'a4');
    again.release();
    expect(await gate.run('spray', again.run)).toBe('a4');
  });

  it('gives a quiet address the place of the busiest waiter when the queue is full, and serves it next', async () => {
    const gate = new HashGate({ concurrent: 1, queue: 2, perAddress: 3 });
    const log: string[] = [];
    const [f1, f2, g1, m1] = ['f1', 'f2', 'g1', 'm1'].map((name) => task(log, name));
    const running = gate.run('flood', f1!.run);
    const floodWaits = gate.run('flood', f2!.run);
    const otherWaits = gate.run('other', g1!.run);
    // The flood already has its one waiting place: its third attempt is refused (and counted).
    await expect(gate.run('flood', () => Promise.resolve('f3'))).rejects.toMatchObject({ status: 429 });
    // A member's first attempt takes the place of the flood's waiter (3 attempts), which is refused.
    const member = gate.run('member', m1!.run);
    await expect(floodWaits).rejects.toMatchObject({ status: 503, message: SIGN_IN_BUSY });
    for (const t of [f1, g1, m1]) t!.release();
    expect(await Promise.all([running, otherWaits, member])).toEqual(['f1', 'g1', 'm1']);
    // Equally quiet addresses are served in their order of arrival.
    expect(log).toEqual(['f1', 'g1', 'm1']);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new HashGate({ concurrent: 1, queue: 0, perAddress: 1 });
    await expect(gate.run('x', () => Promise.reject(new AppError(401, 'unauthorized', 'no')))).rejects.toThrow('no');
    expect(await gate.run('x', () => Promise.resolve('ok'))).toBe('ok');
  });
});
