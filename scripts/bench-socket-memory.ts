import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openInspector } from './bench/inspector.js';
import { createDrafts, freePort, prepareDatabase, spawnServer, verdict, watchDrafts, type Watcher } from './bench/support.js';

/**
 * Server memory per idle joined socket: RSS of the server process (Linux /proc) and its V8 heap
 * after garbage collection (over the inspector) with the drafts set up and a few sockets warmed
 * up, then again with BENCH_SOCKETS member sockets (default 5,000) connected and joined across 60
 * drafts; the difference over the count. Goal ≤ 16 KB of RSS. The heap is what the JavaScript
 * keeps per socket (Socket.IO's objects and ours); RSS adds the kernel-side buffers Node holds and
 * the allocator's slack, and moves with garbage not yet collected.
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
  const inspectPort = await freePort();
  const server = await spawnServer(file, [`--inspect=127.0.0.1:${inspectPort}`]);
  const inspector = await openInspector(inspectPort);
  let sockets: Watcher[] = [];
  try {
    const { token, drafts } = await createDrafts(server.base, DRAFTS, 12);
    // Warm up the socket code paths, so the baseline holds the code and caches, not the sockets.
    const warm = await watchDrafts(server.base, token, drafts.slice(0, 2), 10);
    for (const s of warm) s.close();
    await settle();
    const before = rssKb(server.child.pid);
    const heapBefore = await inspector.heapAfterGc();
    sockets = await watchDrafts(server.base, token, drafts, Math.ceil(SOCKETS / DRAFTS));
    await settle();
    const after = rssKb(server.child.pid);
    const heapAfter = await inspector.heapAfterGc();
    const perSocket = ((after - before) * 1024) / sockets.length;
    const heapPerSocket = (heapAfter - heapBefore) / sockets.length;
    console.log(`server RSS ${(before / 1024).toFixed(1)} MB → ${(after / 1024).toFixed(1)} MB with ${sockets.length} joined member sockets`);
    console.log(`server heap after GC ${(heapBefore / 2 ** 20).toFixed(1)} MB → ${(heapAfter / 2 ** 20).toFixed(1)} MB: ${(heapPerSocket / 1024).toFixed(1)} KB per socket`);
    console.log(verdict('RSS per idle joined socket', `${(perSocket / 1024).toFixed(1)} KB`, '≤ 16 KB', perSocket <= 16 * 1024));
  } finally {
    inspector.close();
    for (const s of sockets) s.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
