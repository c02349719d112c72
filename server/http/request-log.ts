import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Request logging: one line per /api request at `info`, through pino-http. pino-http builds a
 * child logger per request and serializes the request into it up front, whether or not the line
 * is ever written; with `info` off (LOG_LEVEL=warn in production behind a proxy that logs, and in
 * the benchmarks) nothing of that is used, so the request just gets the app's logger, which the
 * error handler writes unhandled errors to.
 */
export function requestLog(logger: Logger): RequestHandler {
  if (logger.isLevelEnabled('info')) {
    return pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } });
  }
  return (req, _res, next) => {
    req.log = logger;
    next();
  };
}
