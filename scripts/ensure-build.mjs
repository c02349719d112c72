// Build the client when its bundle is missing or older than its sources, so
// `npm start` on a fresh clone serves the app without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

const sources = [path.join(root, 'client', 'src'), path.join(root, 'shared')].filter((d) => existsSync(d));
const builtAt = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
const stale = sources.some((dir) => newestMtime(dir) > builtAt);
if (stale && existsSync(path.join(root, 'client', 'vite.config.ts'))) {
  console.log('Building the client...');
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development build,
  // three times the size); the served client is always the production one.
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
