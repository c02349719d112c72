import { spawn, type ChildProcess } from 'node:child_process';
import { ensureServerBundle, SERVER_NODE_FLAGS } from '#scripts/build-server.mjs';
import { ROOT_DIR } from '#server/config.js';

/** `npm start`'s server (the bundle dist/server.js, built when stale) running as a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process has written to stdout and stderr so far: its log. */
  output: () => string;
}

/** The port was taken by another process on this machine: the environment's doing, not the server's. */
export class PortTaken extends Error {}

/** The start-up banner's address line (server/main.ts): printed once the server listens. */
const LISTENING = /Local:\s+http:\/\/localhost:(\d+)/;
const OUTPUT_KEPT = 8_000;

/**
 * Start the server bundle on `env` (DATABASE_URL, JWT_SECRET, …) and answer once it listens, read from
 * the banner it prints rather than by probing a port: with port 0 the kernel picks a free port at
 * bind time, so no other process on a shared machine can take it between a probe and the start.
 * A process that exits (with a code or a signal) fails at once and one that stays silent fails at
 * the timeout, each with its last output, so a real start-up failure shows why.
 */
export async function startServerProcess(env: Record<string, string>, port = 0, timeoutMs = 90_000): Promise<ServerProcess> {
  // What `npm start` runs (scripts/build-server.mjs), rebuilt first when a source is newer: a
  // start then takes a second or two, where transpiling server/main.ts took several.
  const bundle = await ensureServerBundle();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: ROOT_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const written: string[] = [];
  let listening = false;
  return new Promise<ServerProcess>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      const message = `server process ${why}; its last output:\n${output.trim() || '(none)'}`;
      reject(output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message));
    };
    // A start takes seconds on a busy machine (migrations, the first NFL import).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`did not listen within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    // Both pipes are read for the process's whole life: a full pipe would stall its logging.
    const keep = (chunk: Buffer) => {
      written.push(chunk.toString());
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      const bound = listening ? null : LISTENING.exec(output);
      if (!bound) return;
      listening = true;
      clearTimeout(timer);
      const port = Number(bound[1]);
      resolve({ child, port, url: `http://127.0.0.1:${port}`, output: () => written.join('') });
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`}) before listening`));
    child.once('error', (err) => fail(`could not be spawned: ${err.message}`));
  });
}
