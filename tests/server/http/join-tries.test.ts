import { describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.js';
import { joinTries } from '#server/http/join-tries.js';
import { openTestApp } from '#tests/helpers/test-app.js';

/**
 * The join-code tries a socket takes and gives back (server/http/join-tries.ts): a watch that found
 * its code returns its try, in the process's own count and in Redis's shared one alike.
 */
const REDIS_URL = process.env.GAVEL_TEST_REDIS_URL;

async function takesAndGivesBack(config: Partial<AppConfig>) {
  const t = await openTestApp({ ...config, joinRateLimit: { max: 2, windowMs: 60_000 } });
  try {
    const tries = joinTries(t.ctx);
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    expect([await tries.take(address), await tries.take(address)]).toEqual([true, true]);
    await tries.giveBack(address);
    expect(await tries.take(address)).toBe(true);
    expect(await tries.take(address)).toBe(false);
  } finally {
    await t.close();
  }
}

describe('join-code tries given back', () => {
  it('in the process’s own count', () => takesAndGivesBack({}));
  it.skipIf(!REDIS_URL)('in the count Redis shares between processes', () =>
    takesAndGivesBack({ redisUrl: REDIS_URL, rateLimitRedisPrefix: `gavel-test-join-${process.pid}-${Date.now()}:` }),
  );
});
