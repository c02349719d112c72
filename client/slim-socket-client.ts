import path from 'node:path';
import type { Plugin } from 'vite';

const draftData = path.resolve(import.meta.dirname, 'src', 'draft-data');
/** The ES build of engine.io-client: its `socket.js` and `index.js` import `./transports/index.js`. */
const ENGINE_IO_CLIENT_ESM = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/][^\\/]+\.js$/;
/** Our stand-in for that module: the WebSocket transport alone. */
const WEBSOCKET_ONLY = path.join(draftData, 'engine-transports.ts');
/** engine.io-client's transports besides WebSocket: XHR and fetch long-polling, WebTransport. */
const OTHER_TRANSPORTS = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/](polling|webtransport)[^\\/]*\.js$/;
/** socket.io-client's ES build, which imports socket.io-parser. */
const SOCKET_IO_CLIENT_ESM = /[\\/]socket\.io-client[\\/]build[\\/]esm[\\/]/;
/** Our JSON-only parser, in its place. */
const JSON_PARSER = path.join(draftData, 'socket-parser.ts');
/** The engine.io-client files that read and write WebSocket frames (long-polling keeps engine.io-parser). */
const ENGINE_IO_FRAMES = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/](socket|transport|transports[\\/]websocket)\.js$/;
/** Our text-only codec for them. */
const TEXT_FRAMES = path.join(draftData, 'engine-packets.ts');
/** engine.io-client's URL parser (its Socket and its index, which socket.io-client's `url()` imports it from), on `URL`. */
const URL_PARSER = path.join(draftData, 'socket-url.ts');

/**
 * What the long-polling chunk holds (for its `codeSplitting` group in client/vite.config.ts): the
 * transport, its CORS probe, engine.io-parser (its payloads) and our module that loads it.
 */
export const SOCKET_POLLING_MODULES =
  /node_modules[\\/](engine\.io-client[\\/]build[\\/]esm[\\/](transports[\\/]polling|contrib[\\/]has-cors)|engine\.io-parser[\\/])|client[\\/]src[\\/]draft-data[\\/]polling-transport\.ts/;

/**
 * The Socket.IO client as the board needs it, smaller on its first load (
 * docs/DECISIONS.md, "First load, measured in the browser"). In the browser build:
 * - engine.io-client's Socket statically imports its table of transports (XHR long-polling,
 *   WebSocket, WebTransport), so all three were in the first load although the board opens on
 *   WebSocket (client/src/draft-data/socket.ts) and never uses WebTransport: about 5 KB of minified
 *   code. That import resolves to a table holding WebSocket only
 *   (client/src/draft-data/engine-transports.ts); the socket fetches long-polling (a chunk of its
 *   own) and adds it to the table the first time WebSocket fails, for networks and proxies that
 *   refuse the upgrade (tests/browser/socket-fallback.test.ts) or never answer it
 *   (tests/browser/socket-hanging-upgrade.test.ts).
 * - The other transport files are marked free of side effects: the package's index (and
 *   socket.io-client's, which re-exports it) re-exports every transport, and their top-level code
 *   (an unload listener, an XHR feature probe) would otherwise keep them in the first load although
 *   nothing uses them there. Loaded on demand, the long-polling file still runs all of it.
 * - socket.io-parser, which socket.io-client imports, resolves to a parser of the same wire format
 *   without binary attachments (client/src/draft-data/socket-parser.ts): the room sends JSON only.
 * - engine.io-parser, as the Socket and the WebSocket transport import it, resolves to a text-only
 *   codec of the same frames (client/src/draft-data/engine-packets.ts); long-polling, fetched on
 *   demand, keeps engine.io-parser for its payloads.
 * - engine.io-client's URL parser, a long regular expression written for browsers without `URL`,
 *   resolves to one on the platform's `URL` that gives its callers the same fields
 *   (client/src/draft-data/socket-url.ts).
 * Node (the unit tests) keeps the packages' own files.
 */
export function slimSocketClient(): Plugin {
  return {
    name: 'gavel-slim-socket-client',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './transports/index.js' && ENGINE_IO_CLIENT_ESM.test(importer)) return WEBSOCKET_ONLY;
      if (source === 'socket.io-parser' && SOCKET_IO_CLIENT_ESM.test(importer)) return JSON_PARSER;
      if (source === 'engine.io-parser' && ENGINE_IO_FRAMES.test(importer)) return TEXT_FRAMES;
      if (source === './contrib/parseuri.js' && ENGINE_IO_CLIENT_ESM.test(importer)) return URL_PARSER;
      return null;
    },
    transform(code, id) {
      return OTHER_TRANSPORTS.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
