import type { RequestHandler } from 'express';
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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

/**
 * Request logging: one line per /api request at `info`, through pino-http. pino-http builds a
 * child logger per request and serializes the request into it up front, whether or not the line
 * is ever written; with `info` off (LOG_LEVEL=warn in production behind a proxy that logs, and in
 * the benchmarks) nothing of that is used, so the request just gets the app's logger, which the
 * error handler writes unhandled errors to. Requests are logged without their secrets
 * (log-redaction.ts).
 */
export function requestLog(logger: Logger): RequestHandler {
  if (logger.isLevelEnabled('info')) {
    return pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') }, serializers: { req: redactRequest, res: withFlatHeaders } });
  }
  return (req, _res, next) => {
    req.log = logger;
    next();
  };
}
