import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The public board's first load (entry + its lazy page + their static imports) stays
 * within 110 KB of gzip JavaScript. Weighed by scripts/bundle-size.mjs from the build manifest.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface RouteWeight {
  route: string;
  initial: { gzip: number; chunks: { file: string; gzip: number }[] };
  deferred: { gzip: number; chunks: { file: string }[] };
}

function weigh(): { budget: number; withinBudget: boolean; routes: RouteWeight[] } {
  // The script exits 1 when over budget; the JSON on stdout says by how much.
  try {
    return JSON.parse(execFileSync(process.execPath, ['scripts/bundle-size.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' })) as ReturnType<typeof weigh>;
  } catch (err) {
    const stdout = (err as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout) as ReturnType<typeof weigh>;
    throw err;
  }
}

describe('public board bundle', () => {
  beforeAll(() => {
    // Usually a no-op: the browser global setup has built already (it skips without Chromium).
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }, 180_000);

  it('loads at most 110 KB of gzip JavaScript before the board paints', () => {
    const result = weigh();
    const board = result.routes.find((r) => r.route === 'public');
    expect(board).toBeDefined();
    if (!board) return;
    const detail = board.initial.chunks.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ');
    expect(board.initial.gzip, `public first load: ${detail}`).toBeLessThanOrEqual(110 * 1024);
    expect(result.withinBudget).toBe(true);
  });

  it('keeps charting and editing code out of the public route', () => {
    const board = weigh().routes.find((r) => r.route === 'public');
    const files = [...(board?.initial.chunks ?? []), ...(board?.deferred.chunks ?? [])].map((c) => c.file);
    expect(files.length).toBeGreaterThan(0);
    // The source maps name every module a chunk holds: no charts, no data layer, no signed-in pages.
    const sources = files.flatMap((file) => {
      const map = path.join(ROOT, 'client', 'dist', `${file}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    });
    expect(sources.length).toBeGreaterThan(0);
    const forbidden = /@visx|d3-|@tanstack|react-toastify|pages\/player|pages\/draft|components\/(AppShell|Modal|ConfirmDialog)|draft-room\/|draft\/(commands|mutations)/;
    expect(sources.filter((source) => forbidden.test(source))).toEqual([]);
  });

  it('fetches the socket’s long-polling transport only on demand, never WebTransport, binary packet support nor a URL parser of its own', () => {
    const board = weigh().routes.find((r) => r.route === 'public');
    const sourcesOf = (chunks: { file: string }[]) =>
      chunks.flatMap((c) => {
        const map = path.join(ROOT, 'client', 'dist', `${c.file}.map`);
        return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
      });
    const initial = sourcesOf(board?.initial.chunks ?? []);
    const deferred = sourcesOf(board?.deferred.chunks ?? []);
    // client/slim-socket-client.ts: the board opens on WebSocket; long-polling is fetched when that fails.
    expect(initial.filter((s) => s.includes('engine.io-client/build/esm/transports/websocket.js'))).toHaveLength(1);
    expect(initial.filter((s) => /engine\.io-client\/build\/esm\/transports\/(polling|webtransport)/.test(s))).toEqual([]);
    expect(deferred.filter((s) => s.includes('engine.io-client/build/esm/transports/polling-xhr.js'))).toHaveLength(1);
    expect(deferred.filter((s) => s.includes('webtransport'))).toEqual([]);
    // Packets are read and written by the JSON-only parser (client/src/draft-data/socket-parser.ts).
    expect(initial.filter((s) => s.endsWith('src/draft-data/socket-parser.ts'))).toHaveLength(1);
    expect([...initial, ...deferred].filter((s) => s.includes('socket.io-parser/'))).toEqual([]);
    // Frames are read and written by the text-only engine.io codec; long-polling keeps engine.io-parser.
    expect(initial.filter((s) => s.endsWith('src/draft-data/engine-packets.ts'))).toHaveLength(1);
    expect(initial.filter((s) => s.includes('engine.io-parser/'))).toEqual([]);
    // URLs are parsed by the platform's URL (client/src/draft-data/socket-url.ts), not engine.io-client's regular expression.
    expect(initial.filter((s) => s.endsWith('src/draft-data/socket-url.ts'))).toHaveLength(1);
    expect([...initial, ...deferred].filter((s) => s.includes('contrib/parseuri'))).toEqual([]);
  });

  it('starts the React chunk, and only it, with V8’s compile hint, in every copy the server may send', () => {
    // client/vite.config.ts (docs/DECISIONS.md, "The React chunk asks V8 to compile it eagerly"):
    // V8 reads the hint only as the script's first line, so a bundler change that put anything before it
    // would silently undo it.
    const hint = '//# allFunctionsCalledOnLoad\n';
    const assets = path.join(ROOT, 'client', 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('allFunctionsCalledOnLoad'));
    expect(hinted).toHaveLength(1);
    const react = path.join(assets, hinted[0] ?? '');
    expect(path.basename(react)).toMatch(/^react-.*\.js$/);
    expect(readFileSync(react, 'utf8').startsWith(hint)).toBe(true);
    expect(gunzipSync(readFileSync(`${react}.gz`)).toString('utf8').startsWith(hint)).toBe(true);
    if (existsSync(`${react}.br`)) expect(brotliDecompressSync(readFileSync(`${react}.br`)).toString('utf8').startsWith(hint)).toBe(true);
  });
});
