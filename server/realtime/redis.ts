import type { Server } from 'socket.io';

/**
 * Several server processes share rooms through Redis: each process publishes the events it
 * committed, and the adapter carries room emits (and disconnects) to every process.
 * The Redis packages load only here, when REDIS_URL is set: they are a fifth of start-up's
 * module loading otherwise spent for nothing (docs/BENCHMARKS.md, Start).
 */
export async function attachRedisAdapter<S extends Server>(io: S, url: string, key = 'socket.io'): Promise<() => Promise<void>> {
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key }));
  return async () => {
    await Promise.all([pub.quit(), sub.quit()]);
  };
}
