import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * What a benchmarked server's preload has counted so far (sql-timing-preload.mjs, sync-timing-preload.mjs):
 * asks it by SIGUSR2 and waits for the `dumps`-th file it writes to `out`.
 */
export async function serverDump<T extends { dumps: number }>(child: ChildProcess, out: string, dumps: number, what: string): Promise<T> {
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 20) {
    if (existsSync(out)) {
      const read = JSON.parse(readFileSync(out, 'utf8')) as T;
      if (read.dumps === dumps) return read;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the server did not write its ${what} (was it started with the preload?)`);
}
