// Bundle the server into dist/server.js so `npm start` runs plain JavaScript: no TypeScript is
// transpiled at run time, and one file loads instead of a few hundred modules (warm
// start ≤ 1 s). npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist', 'server.js');
/**
 * Node's flags for the bundle, as `npm start` passes them (package.json's start script, held to
 * this list by build-server.test.ts) and as the tests' and benchmarks' server processes do: source
 * maps for the stack traces in the log, and no V8 memory reducer, whose collections after a quiet
 * spell held a 2,100-socket server 25–66 ms when the next events came (docs/DECISIONS.md, Performance,
 * "No memory reducer").
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--no-memory-reducer'];
/** What the bundle is made of: newer than the bundle means it is stale. */
export const SERVER_SOURCES = ['server', 'shared', 'migrations', 'package.json'];

const EXTERNAL = ['better-sqlite3', 'pino', 'pg', 'redis', '@socket.io/redis-adapter', 'bufferutil', 'utf-8-validate'];

function newestMtime(file) {
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** True when `bundle` is missing or older than any of `sources` (paths from the repository root). */
export function staleAgainst(bundle, sources) {
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  return sources.map((s) => path.join(root, s)).some((p) => existsSync(p) && newestMtime(p) > builtAt);
}

export async function buildServer() {
  // Built in a folder of its own beside the bundle, then moved into place: `npm test` runs two
  // streams that may both find the bundle stale, and a server started from dist/server.js while
  // the other rebuilds it reads the old file or the new one, never half of one.
  mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(SERVER_BUNDLE), '.build-'));
  try {
    await build({
      entryPoints: [path.join(root, 'server', 'main.ts')],
      outfile: path.join(staging, path.basename(SERVER_BUNDLE)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Pure-JavaScript packages are bundled too: resolving and compiling hundreds of small
      // module files was most of start-up. Native, worker-spawning and optional packages stay
      // in node_modules (PostgreSQL and Redis load only when configured).
      external: EXTERNAL,
      // Bundled CommonJS packages call require() for Node built-ins.
      banner: { js: "import { createRequire as __gavelRequire } from 'node:module'; const require = __gavelRequire(import.meta.url);" },
      // The map's link is relative (server.js.map), so it holds after the move.
      sourcemap: true,
      // A stack trace needs the mappings, not the sources: without them the map is a third of the
      // size, and Node reads and decodes the whole map file when it loads the bundle.
      sourcesContent: false,
      // server/config.ts finds the repository as the bundle's parent folder (dist/..), as it
      // does from server/config.ts (server/..).
      logLevel: 'warning',
    });
    renameSync(path.join(staging, `${path.basename(SERVER_BUNDLE)}.map`), `${SERVER_BUNDLE}.map`);
    renameSync(path.join(staging, path.basename(SERVER_BUNDLE)), SERVER_BUNDLE);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Build the server bundle when it is missing or stale; answers its path. */
export async function ensureServerBundle() {
  if (staleAgainst(SERVER_BUNDLE, SERVER_SOURCES)) {
    console.log('Building the server...');
    await buildServer();
  }
  return SERVER_BUNDLE;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
