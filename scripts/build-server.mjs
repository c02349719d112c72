// Bundle the server into dist/server.js so `npm start` runs plain JavaScript: no TypeScript is
// transpiled at run time, and one file loads instead of a few hundred modules (warm
// start ≤ 1 s). npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist', 'server.js');

const EXTERNAL = ['better-sqlite3', 'pino', 'pino-http', 'pg', 'redis', '@socket.io/redis-adapter', 'bufferutil', 'utf-8-validate'];

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
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
    sourcemap: true,
    // server/config.ts finds the repository as the bundle's parent folder (dist/..), as it
    // does from server/config.ts (server/..).
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
