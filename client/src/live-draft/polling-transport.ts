/**
 * engine.io-client's XHR long-polling transport, in a chunk of its own: the board's socket loads
 * it only when WebSocket fails (./socket.ts). The package does not export its transport files,
 * hence the path into node_modules.
 */
export { XHR } from '../../../node_modules/engine.io-client/build/esm/transports/polling-xhr.js';
