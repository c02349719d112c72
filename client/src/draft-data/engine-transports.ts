/**
 * The browser build's table of engine.io transports, in place of engine.io-client's
 * `transports/index.js` (client/slim-socket-client.ts says why): WebSocket only at first;
 * ./polling-transport.ts, which ./socket.ts loads when WebSocket fails, adds long-polling and gives
 * WebSocket a deadline to open.
 * The package does not export its transport files, hence the path into node_modules.
 */
import { WS } from '#engine.io-transports/websocket.js';

export const transports = { websocket: WS };
