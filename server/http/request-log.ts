import type { RequestHandler } from 'express';
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { stdSerializers, type Logger } from 'pino';
import { redactRequest } from './log-redaction.js';

/**
 * Heads written as `writeHead`'s flat name, value… list (the public board's answer,
 * routes/public-board.ts) never pass through `setHeader`, so `getHeaders()`, which pino's response
 * serializer reads, is empty for them: the log line would say `headers: {}` of an answer that
 * had a dozen. Such an answer leaves its list here for the log.
 */
const flatHeads = new WeakMap<ServerResponse, readonly OutgoingHttpHeader[]>();

/** `res.writeHead(status, head)`, remembering `head` for the request log. */
export function writeFlatHead(res: ServerResponse, status: number, head: readonly OutgoingHttpHeader[]): ServerResponse {
  flatHeads.set(res, head);
  return res.writeHead(status, head as OutgoingHttpHeader[]);
}

/** A flat name, value… list as `getHeaders()` gives headers: lower-case names. */
function headersOfFlat(head: readonly OutgoingHttpHeader[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (let i = 0; i + 1 < head.length; i += 2) headers[String(head[i]).toLowerCase()] = head[i + 1];
  return headers;
}

/** pino's response as serialized, with the headers of a flat head filled in. */
function withFlatHeaders<T extends { raw: ServerResponse; headers: unknown }>(res: T): T {
  const head = flatHeads.get(res.raw);
  if (head) res.headers = headersOfFlat(head);
  return res;
}

declare module 'http' {
  interface IncomingMessage {
    /** The app's logger (requestLog): the error handler writes unhandled errors to it. */
    log?: Logger;
    /** The request's number in the log, once it has been noted for a line. */
    id?: number;
  }
}

/**
 * Request logging: one line per /api request at `info`, `request completed` (or `request errored`
 * with the error, for a 5xx), carrying the request as it arrived (its URL, parameters and headers
 * then, redacted: log-redaction.ts), the response's status and headers, and the response time:
 * the line pino-http wrote. pino-http bound the request into a child logger as each request
 * arrived, and pino writes a child's bindings out to JSON then, so every pick paid for its log line
 * before its command ran (docs/BENCHMARKS.md, "The request log's line, written after the answer").
 * Here the request is only noted as it arrives (pino's standard serializer: a few fields and the
 * headers' object by reference, which Node does not change) and the line, with its redaction and
 * its JSON, is written once the answer has gone. With `info` off (LOG_LEVEL=warn in production
 * behind a proxy that logs, and in the benchmarks) no line is written. Either way `req.log` is
 * the app's logger, which the error handler writes unhandled errors to.
 */
export function requestLog(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, _res, next) => {
      req.log = logger;
      next();
    };
  }
  // The request is redacted on its way out; the response's flat head filled in (writeFlatHead).
  /** Numbers this app's logged requests, as pino-http did: the line's `req.id`. */
  let lastRequestId = 0;
  const lines = logger.child({}, { serializers: { req: redactRequest, res: (res: ServerResponse) => withFlatHeaders(stdSerializers.res(res)), err: stdSerializers.err } });
  return (req, res, next) => {
    req.log = logger;
    if (!req.url.startsWith('/api')) return next();
    req.id = ++lastRequestId;
    const arrived = stdSerializers.req(req);
    const startedAt = Date.now();
    const written = (err?: unknown) => {
      res.off('close', written);
      res.off('finish', written);
      res.off('error', written);
      const responseTime = Date.now() - startedAt;
      if (err || res.statusCode >= 500) {
        const error = err ?? new Error(`failed with status code ${res.statusCode}`);
        lines.info({ req: arrived, res, err: error, responseTime }, 'request errored');
      } else {
        lines.info({ req: arrived, res, responseTime }, 'request completed');
      }
    };
    res.on('close', written);
    res.on('finish', written);
    res.on('error', written);
    next();
  };
}
