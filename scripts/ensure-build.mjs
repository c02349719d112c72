// Build what is missing or older than its sources, so `npm start` on a fresh clone serves the
// app without a separate build step: the client bundle (client/dist) and the server bundle
// (dist/server.js, see build-server.mjs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBundle, staleAgainst } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const indexHtml = path.join(root, 'client', 'dist', 'index.html');
/** The public board's first paint, drawn by the server (client/src/pages/public/board-first-paint.tsx). */
const boardFirstPaint = path.join(root, 'client', 'dist-ssr', 'board-first-paint.js');

// The build's own config counts too: it decides what the build writes (e.g. the .br/.gz copies).
const clientSources = ['client/src', 'shared', 'client/index.html', 'client/vite.config.ts', 'client/precompress.ts', 'client/slim-socket-client.ts', 'package.json'];
if ([indexHtml, boardFirstPaint].some((built) => staleAgainst(built, clientSources)) && existsSync(path.join(root, 'client', 'vite.config.ts'))) {
  console.log('Building the client...');
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development build,
  // three times the size); the served client is always the production one.
  execSync('npm run build:client', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
await ensureServerBundle();
