// Build what is missing or older than its sources, so `npm start` on a fresh clone serves the
// app without a separate build step: the client bundle (client/dist) and the server bundle
// (dist/server.js, see build-server.mjs).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const indexHtml = path.join(root, 'client', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const staleAgainst = (file, dirs) => {
  const at = builtAt(file);
  const newest = (p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  return dirs.map((d) => path.join(root, d)).filter((d) => existsSync(d)).some((p) => newest(p) > at);
};

// The build's own config counts too: it decides what the build writes (e.g. the .br/.gz copies).
if (staleAgainst(indexHtml, ['client/src', 'shared', 'client/index.html', 'client/vite.config.ts', 'client/precompress.ts', 'client/slim-socket-client.ts', 'package.json']) && existsSync(path.join(root, 'client', 'vite.config.ts'))) {
  console.log('Building the client...');
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development build,
  // three times the size); the served client is always the production one.
  execSync('npm run build:client', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
if (staleAgainst(SERVER_BUNDLE, ['server', 'shared', 'migrations', 'package.json'])) {
  console.log('Building the server...');
  await buildServer();
}
