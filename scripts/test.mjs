// `npm test`: every test: the three vitest projects on SQLite (unit, server, browser;
// vitest.config.ts) and the server project again on PostgreSQL. The PostgreSQL and Redis tests use the
// services on loopback when they answer; when one does not, a line says what was skipped.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import net from 'node:net';

const env = { ...process.env };
env.GAVEL_TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
env.GAVEL_TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const [postgres, redis] = await Promise.all([reachable(env.GAVEL_TEST_POSTGRES_URL), reachable(env.GAVEL_TEST_REDIS_URL)]);
if (!postgres) {
  console.warn(`PostgreSQL tests skipped: nothing answers at ${env.GAVEL_TEST_POSTGRES_URL} (set GAVEL_TEST_POSTGRES_URL).`);
  delete env.GAVEL_TEST_POSTGRES_URL;
}
if (!redis) {
  console.warn(`Redis scale-out test skipped: nothing answers at ${env.GAVEL_TEST_REDIS_URL} (set GAVEL_TEST_REDIS_URL).`);
  delete env.GAVEL_TEST_REDIS_URL;
}

/** One vitest run; its output lines carry `label` when runs share the terminal. */
function vitest(args, { label, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } });
    if (label) {
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        readline.createInterface({ input: from }).on('line', (line) => to.write(`[${label}] ${line}\n`));
      }
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(await vitest(extra));

// The streams run side by side (docs/ARCHITECTURE.md, Tests): the browser project in two shards,
// unit + server on SQLite, and the server project on PostgreSQL. They mostly wait on Chromium,
// clocks and sockets, and each test owns its ports, data directory and database, so they share
// nothing but the built client, made once here before the shards' own checks find it fresh.
execFileSync(process.execPath, [path.join(import.meta.dirname, 'ensure-build.mjs')], { stdio: 'inherit' });
const streams = [
  vitest(['--project', 'browser', '--shard=1/2'], { label: 'browser 1/2' }),
  vitest(['--project', 'browser', '--shard=2/2'], { label: 'browser 2/2' }),
  vitest(['--project', 'unit', '--project', 'server'], { label: 'sqlite' }),
  postgres ? vitest(['--project', 'server'], { label: 'postgres', extraEnv: { GAVEL_TEST_DIALECT: 'postgres' } }) : Promise.resolve(0),
];
const [browser1, browser2, sqlite, onPostgres] = await Promise.all(streams);
const said = (status) => (status === 0 ? 'passed' : 'FAILED');
console.log(`\nnpm test: browser ${said(browser1 || browser2)}; unit + server on SQLite ${said(sqlite)}${postgres ? `; server on PostgreSQL ${said(onPostgres)}` : ''}`);
process.exit(browser1 || browser2 || sqlite || onPostgres);
