import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDrafts, prepareDatabase, spawnServer, verdict, watchDrafts, type Watcher } from './bench/support.js';

/**
 * Server memory per idle joined socket: RSS of the server process (Linux /proc) with the drafts
 * set up and a few sockets warmed up, then again with BENCH_SOCKETS member sockets (default
 * 5,000) connected and joined across 60 drafts; the difference over the count. Goal ≤ 16 KB.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 60);

function rssKb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
}

const settle = () => new Promise((r) => setTimeout(r, 3000));

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-memory-'));
  const file = path.join(dir, 'memory.sqlite');
  await prepareDatabase(file, 10);
  const server = await spawnServer(file);
  let sockets: Watcher[] = [];
  try {
    const { token, drafts } = await createDrafts(server.base, DRAFTS, 12);
    // Warm up the socket code paths, so the baseline holds the code and caches, not the sockets.
    const warm = await watchDrafts(server.base, token, drafts.slice(0, 2), 10);
    for (const s of warm) s.close();
    await settle();
    const before = rssKb(server.child.pid);
    sockets = await watchDrafts(server.base, token, drafts, Math.ceil(SOCKETS / DRAFTS));
    await settle();
    const after = rssKb(server.child.pid);
    const perSocket = ((after - before) * 1024) / sockets.length;
    console.log(`server RSS ${(before / 1024).toFixed(1)} MB → ${(after / 1024).toFixed(1)} MB with ${sockets.length} joined member sockets`);
    console.log(verdict('RSS per idle joined socket', `${(perSocket / 1024).toFixed(1)} KB`, '≤ 16 KB', perSocket <= 16 * 1024));
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
