// `npm run dev`: the API server (restarting on change) and the Vite dev server with hot reload,
// side by side. Open http://localhost:5173; Vite proxies /api and /socket.io to the API on :3000.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const processes = [
  { name: 'api', command: bin('tsx'), args: ['watch', '--clear-screen=false', 'server/main.ts'] },
  { name: 'web', command: bin('vite'), args: ['--config', 'client/vite.config.ts'] },
];

const children = processes.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return { name, child };
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

// If either side dies, stop the other: a dev server without its API only confuses.
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited (${signal ?? code}); stopping`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
