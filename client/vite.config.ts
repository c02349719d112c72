import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { slimSocketClient, SOCKET_POLLING_MODULES } from './slim-socket-client.js';

const clientDir = import.meta.dirname;

/**
 * Vendor chunks are split by who needs them: the public board (no sign-in, often on a TV or a
 * phone on mobile data) needs only React and the router, so the data layer, toasts and motion
 * live in their own chunks that only the signed-in shell pulls in.
 */
const vendorGroups: { name: string; test: RegExp; priority: number; includeDependenciesRecursively?: boolean }[] = [
  // The socket's long-polling transport, fetched only when WebSocket fails (client/slim-socket-client.ts).
  // First, or live-board below would take it with the rest of engine.io-client; alone, or it would
  // take along what it shares with the socket (a group takes its modules' dependencies by default).
  { name: 'socket-polling', test: SOCKET_POLLING_MODULES, priority: 40, includeDependenciesRecursively: false },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // framer-motion is not grouped: only the signed-in room uses it (the public board animates with
  // CSS), and each page that does takes just the parts it imports.
  { name: 'toast', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 20 },
  // What the live board needs besides React: the socket, the store, the board views and the few small
  // helpers they share, in one chunk. Left to itself the bundler cut them into eight files of 0.2–2 KB,
  // and each costs a request's headers and its own compression dictionary on the phone's first load
  // (tests/browser/party-network.test.ts). The room loads all of it too. What only
  // the room uses lives in client/src/draft-room/ and stays out (it pulls in toasts and queries, which
  // the board's first load must not carry): tests/browser/bundle-size.test.ts fails if one slips in.
  // The public board's stylesheet joins the board's: one stylesheet request fewer on the TV's and
  // the phone's first load (~0.4 KB of headers); the room's share of it is 1.2 KB gzip of rules it
  // does not use.
  {
    name: 'live-board',
    test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|immer|zustand)[\\/]|client[\\/]src[\\/](draft-data[\\/]|components[\\/]board[\\/](?!tabs[\\/])|components[\\/](Badge|ScrollArea|LiveAnnouncer|InflationLine|SaleValue)\.tsx|pages[\\/]public[\\/]public-board\.css|format[\\/](format|draft-display)\.ts|accessibility[\\/]announcer\.ts|api[\\/]transport\.ts)/,
    priority: 10,
  },
  // The board's List and Roster views (components/board/tabs/, and the table they use): a tap away
  // on the public board, which loads them when one is opened; the room loads them with its board tab.
  // Below live-board's priority, so what they share with the board stays there.
  { name: 'board-tabs', test: /client[\\/]src[\\/]components[\\/]board[\\/]tabs[\\/]/, priority: 5 },
  // The live auction's lot card and countdown: the public board loads them when a lot opens.
  { name: 'auction', test: /client[\\/]src[\\/]components[\\/]auction[\\/]/, priority: 5 },
];

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), put first in the React
 * chunk after minification (which would drop it as a comment). React DOM is one function the bundler
 * wraps around its CommonJS module, and every page calls all of it on load: with the hint V8 compiles
 * it on a background thread while the chunk downloads, not on the main thread inside the module's
 * evaluation, which is the longest task of the public board's first load on a slow phone
 * (docs/BENCHMARKS.md, "The React chunk's compile hint"; docs/DECISIONS.md). Browsers without
 * the hint read a comment. Only React: the rest is mostly code a page may never call, and the hint on
 * the live board's chunk too made the board's first paint later. tests/browser/bundle-size.test.ts
 * checks the hint stays the chunk's first line.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `vite build --mode profile` (the render benchmark, scripts/bench-render.ts) builds React's profiling
 * renderer into client/dist-profile: production React that also times every component, unminified so
 * the benchmark can name the components that rendered. The shipped build (client/dist) never has it.
 */
export default defineConfig(({ mode, isSsrBuild }) => {
  const profile = mode === 'profile';
  // `vite build --ssr`: the board's first paint for the server (src/pages/public/board-first-paint.tsx),
  // into client/dist-ssr. Its packages are bundled with it, React's production build chosen at build
  // time: the server's NODE_ENV (often unset) would otherwise pick React's development build.
  if (isSsrBuild) {
    return {
      root: clientDir,
      plugins: [react(), slimSocketClient()],
      ssr: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: path.resolve(clientDir, 'dist-ssr'), emptyOutDir: true, copyPublicDir: false, minify: false, sourcemap: false },
    };
  }
  return {
    root: clientDir,
    plugins: [react(), slimSocketClient(), ...(profile ? [] : [precompress()])],
    resolve: profile ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } : {},
    build: {
      outDir: path.resolve(clientDir, profile ? 'dist-profile' : 'dist'),
      minify: !profile,
      emptyOutDir: true,
      // Maps are written for debugging (and scripts/bundle-size.mjs) but not linked from the bundles:
      // the server never serves them (server/http/static-client.ts), so a link would only 404.
      sourcemap: 'hidden',
      // scripts/bundle-size.mjs reads it to weigh what each route loads.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: vendorGroups },
          postBanner: (chunk) => (chunk.name === 'react' && !profile ? EAGER_COMPILE_HINT : ''),
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: 'http://localhost:3000', changeOrigin: false },
        '/socket.io': { target: 'http://localhost:3000', ws: true },
      },
    },
  };
});
