// Weighs the JavaScript a route loads, from the Vite manifest of the last build:
// the entry chunk, the route's lazy page chunk, and every chunk either imports statically
// (what the browser must fetch before the page can paint). Chunks the page imports later on
// demand (the QR encoder) are listed apart. Sizes are gzip at the default level, as a server
// compressing on the fly would send them.
//
//   npm run build && npm run size            table for every lazy page, public board budget checked
//   node scripts/bundle-size.mjs --json      the same as JSON (used by tests/browser/bundle-size.test.ts)
//   node scripts/bundle-size.mjs --dist DIR  weigh a build in another directory
//
// Exit code 1 when the public board is over its budget (110 KB gzip).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
// --dist <dir> weighs a build made elsewhere (vite build --outDir <dir>) without touching client/dist.
const dist = distArg > 0 && process.argv[distArg + 1] ? path.resolve(process.argv[distArg + 1]) : path.join(root, 'client', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

export const PUBLIC_BUDGET_BYTES = 110 * 1024;

/** Route name → the page module its lazy route imports (keys of the manifest are relative to client/). */
const ROUTES = {
  public: 'src/pages/public/PublicBoardPage.tsx',
  draft: 'src/pages/draft/DraftPage.tsx',
  player: 'src/pages/player/PlayerProfilePage.tsx',
};

function readManifest() {
  if (!existsSync(manifestPath)) {
    throw new Error(`${path.relative(root, manifestPath)} not found: run \`npm run build\` first (build.manifest must be on).`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** The keys reachable from `start` through static imports (and dynamic ones too, unless skipped). */
function closure(manifest, start, { dynamic = false, skip = new Set() } = {}) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || skip.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
    if (dynamic) stack.push(...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}
const staticClosure = (manifest, start) => closure(manifest, start);

const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizeCache.get(file);
}

function weigh(manifest, keys) {
  const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))].sort();
  const chunks = files.map((file) => ({ file, ...sizeOf(file) }));
  return { chunks, raw: chunks.reduce((s, c) => s + c.raw, 0), gzip: chunks.reduce((s, c) => s + c.gzip, 0) };
}

/** What the route needs before it paints, and what its chunks fetch later on demand. */
export function measureRoute(manifest, route) {
  const page = ROUTES[route];
  if (!manifest[page]) throw new Error(`No chunk for ${page} in the manifest (is the route lazy?)`);
  const initialKeys = staticClosure(manifest, [entryKey(manifest), page]);
  // The entry's other lazy routes are not this route's business.
  const otherRoutes = new Set((manifest[entryKey(manifest)].dynamicImports ?? []).filter((k) => k !== page));
  const deferredStarts = [...initialKeys].flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => !initialKeys.has(k));
  const deferredKeys = [...closure(manifest, deferredStarts, { dynamic: true, skip: otherRoutes })].filter((k) => !initialKeys.has(k));
  return { route, page, initial: weigh(manifest, initialKeys), deferred: weigh(manifest, deferredKeys) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printRoute(result) {
  console.log(`\n${result.route} (${result.page})`);
  for (const chunk of result.initial.chunks) console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)} gzip`);
  console.log(`  ${'first load'.padEnd(44)} ${kb(result.initial.raw).padStart(10)} ${kb(result.initial.gzip).padStart(10)} gzip`);
  if (result.deferred.chunks.length > 0) {
    console.log(`  ${'+ loaded on demand'.padEnd(44)} ${kb(result.deferred.raw).padStart(10)} ${kb(result.deferred.gzip).padStart(10)} gzip (${result.deferred.chunks.map((c) => c.file).join(', ')})`);
  }
}

function main() {
  const manifest = readManifest();
  const results = Object.keys(ROUTES).map((route) => measureRoute(manifest, route));
  const publicBoard = results.find((r) => r.route === 'public');
  const withinBudget = publicBoard.initial.gzip <= PUBLIC_BUDGET_BYTES;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budget: PUBLIC_BUDGET_BYTES, withinBudget, routes: results }, null, 2));
  } else {
    for (const result of results) printRoute(result);
    console.log(`\nPublic board first load: ${kb(publicBoard.initial.gzip)} gzip of ${kb(PUBLIC_BUDGET_BYTES)} budget: ${withinBudget ? 'OK' : 'OVER BUDGET'}`);
  }
  if (!withinBudget) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
