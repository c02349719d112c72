// `npm test`: every test. First all three vitest projects on SQLite (unit, server, browser;
// vitest.config.ts), then the server project again on PostgreSQL. The PostgreSQL and Redis tests use the
// services on loopback when they answer; when one does not, a line says what was skipped.
import { spawnSync } from 'node:child_process';
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

const vitest = (args, extraEnv = {}) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

const extra = process.argv.slice(2);
let status = vitest(extra);
if (status === 0 && postgres && extra.length === 0) {
  console.log('\nServer suites on PostgreSQL (GAVEL_TEST_DIALECT=postgres):');
  status = vitest(['--project', 'server'], { GAVEL_TEST_DIALECT: 'postgres' });
}
process.exit(status);
