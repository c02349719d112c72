// Print the top of a V8 CPU profile (`node --cpu-prof`): self time by function and by package
// or source file, and inclusive time of our own functions.
// Usage: node scripts/profile-top.mjs <file.cpuprofile> [rows] [--last <seconds>] [--skip-end <seconds>]
// --last keeps only the profile's final seconds: a benchmark's steady state without its set-up
// (2,100 sockets connecting, drafts created); --skip-end drops its final seconds too (the sockets
// closing at the end), so the window is the load alone.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const lastSeconds = lastAt >= 0 ? Number(args.splice(lastAt, 2)[1]) : Infinity;
const skipAt = args.indexOf('--skip-end');
const skipSeconds = skipAt >= 0 ? Number(args.splice(skipAt, 2)[1]) : 0;
const [file, rowsArg] = args;
if (!file) {
  console.log('Usage: node scripts/profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the sample deltas.
const self = new Map();
const until = profile.endTime - skipSeconds * 1e6;
const from = until - lastSeconds * 1e6;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= until) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (cf) => {
  const url = cf.url || '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  return url.replace(/^file:\/\//, '').replace(/^.*\/(server|shared|dist|scripts)\//, '$1/');
};
const label = (cf) => `${cf.functionName || '(anonymous)'} ${where(cf)}:${cf.lineNumber + 1}`;

const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
const byFunction = new Map();
const byPlace = new Map();
const inclusive = new Map();
for (const [id, t] of self) {
  const cf = nodes.get(id).callFrame;
  add(byFunction, label(cf), t);
  add(byPlace, cf.url ? where(cf) : cf.functionName, t);
  // Inclusive time, counted once per distinct frame on the stack.
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const key = label(nodes.get(n).callFrame);
    if (!seen.has(key)) add(inclusive, key, t);
    seen.add(key);
  }
}

const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const ms = (t) => `${(t / 1000).toFixed(0).padStart(7)} ms`;
const print = (title, map, filter = () => true) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].filter(([k]) => filter(k)).sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(t)} ${ms(t)}  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('Self time by function', byFunction);
print('Self time by package / file', byPlace);
print('Inclusive time, our code', inclusive, (k) => / (server|shared|dist)\//.test(k));
