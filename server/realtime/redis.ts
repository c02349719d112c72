import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/**
 * Several server processes share rooms through Redis: each process publishes the events it
 * committed, and the adapter carries room emits (and disconnects) to every process.
 */
export async function attachRedisAdapter<S extends Server>(io: S, url: string, key = 'socket.io'): Promise<() => Promise<void>> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key }));
  return async () => {
    await Promise.all([pub.quit(), sub.quit()]);
  };
}
