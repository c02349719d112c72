// `npm test`: every test: the three vitest projects on SQLite (unit, server, browser;
// vitest.config.ts) and the server project again on PostgreSQL. The PostgreSQL and Redis tests use the
// services on loopback when they answer; when one does not, a line says what was skipped.
import { spawn } from 'node:child_process';
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

// The browser journeys mostly wait on Chromium and the server tests mostly wait on clocks and
// sockets, so the streams run side by side (docs/ARCHITECTURE.md, Tests): the browser project in one,
// unit + server on SQLite then the server project on PostgreSQL in the other, and in a third the few
// server files that spend a minute or more waiting on real auction clocks (CLOCK_BOUND), on SQLite
// then PostgreSQL: they use little CPU, and in the second stream they were a fifth of its time.
const CLOCK_BOUND = ['tests/server/auction/auction-restart.test.ts', 'tests/server/bots/bots-practice.test.ts'];
// The browser file that mostly waits on the page's own retry timers (a minute of its 80 s), not on
// Chromium: it runs after the clock-bound files, in their stream, once the browser stream's global
// setup has built the client, rather than at the end of the browser stream, the longest.
const TIMER_BOUND_BROWSER = ['tests/browser/lazy-chunk-retry.test.ts'];

/** `sqliteArgs`, then `postgresArgs` on PostgreSQL when it answers and the first run passed. */
async function sqliteThenPostgres(labels, sqliteArgs, postgresArgs) {
  const sqlite = await vitest(sqliteArgs, { label: labels[0] });
  if (sqlite !== 0 || !postgres) return sqlite;
  console.log(`\n[${labels[1]}] Server suites on PostgreSQL (GAVEL_TEST_DIALECT=postgres):`);
  return vitest(postgresArgs, { label: labels[1], extraEnv: { GAVEL_TEST_DIALECT: 'postgres' } });
}

const excluding = (files) => files.flatMap((file) => ['--exclude', file]);
const server = ['--project', 'server', ...excluding(CLOCK_BOUND)];
const clockBound = ['--project', 'server', ...CLOCK_BOUND];
/** The clock-bound files, then the timer-bound browser file whatever they gave: each failure counts. */
async function clocksThenTimers() {
  const clocks = await sqliteThenPostgres(['clocks', 'clocks:postgres'], clockBound, clockBound);
  const timers = await vitest(['--project', 'browser', ...TIMER_BOUND_BROWSER], { label: 'timers' });
  return clocks !== 0 ? clocks : timers;
}
const streams = {
  browser: vitest(['--project', 'browser', ...excluding(TIMER_BOUND_BROWSER)], { label: 'browser' }),
  [`unit + server (SQLite${postgres ? ', then PostgreSQL' : ''})`]: sqliteThenPostgres(['sqlite', 'postgres'], ['--project', 'unit', ...server], server),
  [`clock-bound server files (SQLite${postgres ? ', then PostgreSQL' : ''}), then the timer-bound browser file`]: clocksThenTimers(),
};
const statuses = await Promise.all(Object.values(streams));
const said = Object.keys(streams).map((name, i) => `${name} ${statuses[i] === 0 ? 'passed' : 'FAILED'}`);
console.log(`\nnpm test: ${said.join('; ')}`);
process.exit(statuses.find((status) => status !== 0) ?? 0);
