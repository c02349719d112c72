import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HASH_GATE } from '#server/auth/hash-gate.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { until } from '#tests/helpers/until.js';

/**
 * Sixty addresses flooding sign-in at once (docs/DECISIONS.md, "Sign-in under a spread-out
 * flood"): the hashing queue is the production one (2 running, 16 waiting, 3 per address), the
 * addresses arrive as a reverse proxy on this machine forwards them (X-Forwarded-For, trusted
 * from loopback by default), and each hash costs real time so the queue fills.
 */
const FLOODERS = 60;
const PASSWORD = 'correct horse battery';
let t: TestApp;
let server: Server;
let url: string;
beforeAll(async () => {
  t = await openTestApp({ passwordCost: { N: 2 ** 14, r: 8, p: 1 }, passwordHashing: DEFAULT_HASH_GATE });
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const login = (from: string, email: string, password: string) =>
  request(url).post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

describe('sign-in during a flood from many addresses', () => {
  it('answers a member signing in from a quiet address while the queue is kept full', async () => {
    // Registered from elsewhere (the member's own network earlier), so the address signing in is quiet.
    await request(url).post('/api/auth/register').set('X-Forwarded-For', '10.201.0.1').send({ username: 'floodmember', email: 'floodmember@example.com', password: PASSWORD }).expect(201);
    const statuses = new Map<number, number>();
    const count = () => statuses.get(503) ?? 0;
    let flooding = true;
    // Each address keeps two logins in flight, sending the next once one is answered.
    const flooder = async (i: number) => {
      let n = 0;
      while (flooding) {
        const res = await login(`10.1.${i}.1`, `flood${i}-${n++}@example.com`, 'not the password');
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // A refusal is answered at once; a pause keeps this one process from only measuring its own loop.
        if (res.status !== 401) await new Promise((r) => setTimeout(r, 500));
      }
    };
    const flood = Array.from({ length: FLOODERS }, (_, i) => [flooder(i), flooder(i)]).flat();
    try {
      await until(() => count() >= 20, 15_000);
      // The queue is full (the flood keeps getting 503): with one first-come queue this was a 503 too.
      const member = await login('10.200.0.1', 'floodmember@example.com', PASSWORD);
      expect(member.status, JSON.stringify(member.body)).toBe(200);
      expect(member.body.token).toEqual(expect.any(String));
      // The flood was refused all the while: the member was not let in by a lull.
      const busyBefore = count();
      await until(() => count() > busyBefore + 10, 10_000);
    } finally {
      flooding = false;
      await Promise.all(flood);
    }
    expect(statuses.get(401)).toBeGreaterThan(0);
    expect(statuses.get(429)).toBeGreaterThan(0);
  }, 60_000);
});
