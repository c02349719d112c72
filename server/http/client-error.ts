import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '../errors.js';

/** Node's parser errors as the app's statuses and texts (the codes are llhttp's, `HPE_*`). */
function answerFor(code: string | undefined): { status: number; error: string; code: ErrorCode } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'Request headers too large', code: 'payload_too_large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return { status: 408, error: 'Request timed out', code: 'request_timeout' };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, error: 'Request body too large', code: 'payload_too_large' };
  return { status: 400, error: 'Malformed HTTP request', code: 'bad_request' };
}

/**
 * Requests Node refuses before Express sees them (a huge header, a request that never finishes, a
 * garbled request line) get the app's `{error, code}` JSON too, instead of Node's bare status line
 * (https://nodejs.org/api/http.html#event-clienterror). The connection closes after the answer.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing to answer on a connection the client already dropped, or once a response began.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, ...answer } = answerFor(err.code);
    const body = JSON.stringify(answer);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
