import { navigate } from 'wouter/use-browser-location';
import { currentPath, LOGIN_PATH, loginPathFor } from '../navigation/return-to.js';
import { readStoredToken, useSession } from '../stores/session.js';

/**
 * The one place that talks HTTP to the API and owns every transport rule of spec 01 §8/§9:
 * base path, bearer token, timeout, the catalogue messages, the 401 sign-out, and retries
 * for the read calls the spec names. Pages never call fetch themselves.
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
/** Waits before the 2nd, 3rd and 4th try of a retried read call (spec 01 §9). */
export const READ_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 3000];

export const TRANSPORT_MESSAGES = {
  tooManyRequests: 'Too many requests. Please slow down and try again.',
  forbidden: 'Access denied. You do not have permission for this action.',
  timeout: 'Request timed out. The server may be experiencing high load.',
  network: 'Network error. Please check your internet connection.',
  server: 'Server error. Please try again in a moment.',
} as const;

export const requestFailedMessage = (status: number) => `Request failed with status ${status}`;

export type ApiErrorKind = 'unauthorized' | 'forbidden' | 'rate-limited' | 'client' | 'server' | 'timeout' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    /** The server's `error` field, when it sent one. */
    readonly serverError?: string,
    /** The server's stable `code`, when it sent one. */
    readonly code?: string,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'server' || this.kind === 'timeout' || this.kind === 'network';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false for calls made without a session (sign-in, register, public board): no token, no 401 sign-out. */
  auth?: boolean;
  /** 'read' for the read calls spec 01 §9 names: retried on network error, timeout or 5xx. */
  retry?: 'read' | false;
  /** Sent as the Idempotency-Key header so a repeated submit is applied once. */
  idempotencyKey?: string;
  /** Cancels the call (TanStack Query passes one); a cancelled call is never retried. */
  signal?: AbortSignal;
}

interface TransportSettings {
  baseUrl: string;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
}

const defaults: TransportSettings = { baseUrl: API_BASE, timeoutMs: REQUEST_TIMEOUT_MS, retryDelaysMs: READ_RETRY_DELAYS_MS };
let settings: TransportSettings = { ...defaults };

/** Tests point the transport at a local server and shorten the clocks; the app never calls this. */
export function configureTransport(overrides: Partial<TransportSettings>): void {
  settings = { ...settings, ...overrides };
}
export function resetTransport(): void {
  settings = { ...defaults };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const delays = options.retry === 'read' ? settings.retryDelaysMs : [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptOnce<T>(path, options);
    } catch (err) {
      const delay = delays[attempt];
      if (!(err instanceof ApiError) || !err.retryable || delay === undefined) throw err;
      await sleep(delay, options.signal);
    }
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};

async function attemptOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const withSession = options.auth !== false;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = withSession ? readStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  let response: Response;
  let text: string;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
    text = await response.text();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if (timedOut) throw new ApiError('timeout', TRANSPORT_MESSAGES.timeout, null);
    throw new ApiError('network', TRANSPORT_MESSAGES.network, null);
  } finally {
    clearTimeout(timer);
  }

  const body = parseBody(text, response.headers.get('content-type'));
  if (response.ok) return body as T;
  throw errorFor(response.status, body, withSession && token !== null);
}

function errorFor(status: number, body: unknown, sentToken: boolean): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as { error?: unknown; code?: unknown }) : {};
  const serverError = typeof fields.error === 'string' && fields.error.trim() ? fields.error : undefined;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const clientMessage = serverError ?? requestFailedMessage(status);
  if (status === 401 && sentToken) {
    endSession();
    return new ApiError('unauthorized', clientMessage, status, serverError, code);
  }
  if (status === 403) return new ApiError('forbidden', TRANSPORT_MESSAGES.forbidden, status, serverError, code);
  if (status === 429) return new ApiError('rate-limited', TRANSPORT_MESSAGES.tooManyRequests, status, serverError, code);
  if (status >= 500) return new ApiError('server', TRANSPORT_MESSAGES.server, status, serverError, code);
  return new ApiError('client', clientMessage, status, serverError, code);
}

/** 401: the token is dead. Forget it (the query layer drops cached data) and go to sign-in, remembering the page. */
function endSession(): void {
  useSession.getState().signOut();
  if (window.location.pathname === LOGIN_PATH) return;
  navigate(loginPathFor(currentPath()), { replace: true });
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${settings.baseUrl}${path}${search}`;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The message to show for a failed call. Spec 01 §8: the catalogue text for 403, 429, 5xx,
 * timeout and network failure; for other 4xx the server's `error` field, else the action's own
 * fallback ('Failed to create league'), else 'Request failed with status {code}'.
 */
export function failureMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    if (err.kind === 'client' || err.kind === 'unauthorized') return err.serverError ?? fallback ?? err.message;
    return err.message;
  }
  return fallback ?? (err instanceof Error ? err.message : 'Something went wrong');
}

/** A fresh key for one logical submit; crypto.randomUUID is missing over plain http on a LAN. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
