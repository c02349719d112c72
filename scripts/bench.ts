export {};

// `npm run bench -- <name>` runs one benchmark; without a name it lists them.
// Add an entry here for a new benchmark; each module exports `run()`.
const benchmarks: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'available-players': () => import('./bench-available-players.js'),
  'catch-up': () => import('./bench-catch-up.js'),
  'first-load': () => import('./bench-first-load.js'),
  auction: () => import('./bench-auction.js'),
  bots: () => import('./bench-bots.js'),
  fanout: () => import('./bench-fanout.js'),
  'pick-latency': () => import('./bench-pick-latency.js'),
  'pick-stack': () => import('./bench-pick-stack.js'),
  'pick-throughput': () => import('./bench-pick-throughput.js'),
  phone: () => import('./bench-phone.js'),
  'public-reads': () => import('./bench-public-reads.js'),
  reducer: () => import('./bench-reducer.js'),
  render: () => import('./bench-render.js'),
  'socket-memory': () => import('./bench-socket-memory.js'),
  start: () => import('./bench-start.js'),
};

const name = process.argv[2];
const load = name ? benchmarks[name] : undefined;
if (!load) {
  console.log(`Usage: npm run bench -- <name>\nBenchmarks: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(name ? 1 : 0);
}
await (await load()).run();
