import type { ErrorRequestHandler, RequestHandler } from 'express';
import { withoutLinkTokens } from './log-redaction.js';
import { AppError, notFound, type ErrorCode } from '../errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Map anything thrown in a route to `{error, code}` JSON. The only place that does. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as BodyParserError;
  // The router could not decode a path parameter (a stray or truncated '%' escape).
  if (err instanceof URIError) return new AppError(400, 'bad_request', 'Malformed URL: invalid percent-encoding');
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'bad_request', 'Malformed JSON in request body');
  if (e?.type === 'entity.too.large') return new AppError(413, 'payload_too_large', 'Request body too large');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return new AppError(415, 'bad_request', 'Unsupported request encoding');
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) {
    return new AppError(e.status, 'bad_request', (err as Error).message);
  }
  return new AppError(500, 'internal', 'Internal server error');
}

/** The body of every error answer. */
export function errorBody(err: AppError): { error: string; code: ErrorCode } {
  return { ...err.details, error: err.message, code: err.code };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  // `reqId`: the number of the request's own line (request-log.ts), which holds its headers and status.
  if (appError.status >= 500 && appError.code === 'internal') req.log?.error({ err, method: req.method, url: withoutLinkTokens(req.originalUrl), reqId: req.id }, 'unhandled error');
  if (appError.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  res.status(appError.status).json(errorBody(appError));
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`));
};
