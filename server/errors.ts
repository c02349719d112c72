/** Stable, machine-readable error codes; the message is for people. */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'request_timeout'
  /** A bid or proxy for a lot that is no longer open: an answer about history, not the lot now open. */
  | 'lot_closed'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After (429, 503): when the client may try again. */
    readonly retryAfterSeconds?: number,
    /** More fields of the error body, e.g. the `lot_id` of a lot_closed answer. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const validationFailed = (message: string) => new AppError(400, 'validation_failed', message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission for this action') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const unprocessable = (message: string) => new AppError(422, 'unprocessable', message);
/** 409 for a lot that is no longer open, naming it: clients show it as history (docs/API.md). */
export const lotClosed = (message: string, lotId: number) => new AppError(409, 'lot_closed', message, undefined, { lot_id: lotId });
