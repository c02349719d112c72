import { COMMAND_ROUTES, commandPath, type CommandParams, type CommandRouteKey } from '#shared/draft/command-routes.js';
import { ApiError, newIdempotencyKey, request, type RequestOptions } from './transport.js';
import type { DraftStore } from '../draft-data/store.js';

/**
 * How the draft room sends a change. Every intent (one click of 'Draft Player') gets one
 * Idempotency-Key. If the answer is lost to the network, the same request goes again with the
 * same key once the connection is back, so the server applies it at most once and replays its
 * first answer. Nothing is applied locally: the confirmed event reaches the store through the
 * socket (or the catch-up), and the store's seq check keeps it from applying twice.
 */

export interface DraftCommand {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
}

/**
 * A command's method and URL from the route table the server mounts too
 * (shared/draft/command-routes.ts; docs/ARCHITECTURE.md, "Command declarations").
 */
export function draftCommand<K extends CommandRouteKey>(key: K, params: CommandParams<K>, input: Pick<DraftCommand, 'body' | 'query'> = {}): DraftCommand {
  return { method: COMMAND_ROUTES[key].method, path: commandPath(key, params), ...input };
}

export interface SendOptions {
  /** The store of the open draft: its reconnects trigger retries, and it fetches the event if the socket missed it. */
  store?: DraftStore | null;
  /** Reuse a key to resume an intent; by default each send is a new intent. */
  idempotencyKey?: string;
  /** Called once when the first try failed for lack of a connection (the UI may say so); retries follow. */
  onOffline?: (err: ApiError) => void;
  /** Test hook: resolves when it is worth trying again. Defaults to reconnect, online, or a backoff timer. */
  waitForConnection?: (attempt: number) => Promise<void>;
}

/** Backoff between retries while nothing signals that the connection returned. */
export const RETRY_BACKOFF_MS: readonly number[] = [1000, 2000, 4000, 8000, 15000];

/** The answer never arrived, so the server may or may not have applied it: safe to resend with the same key. */
export const isLostAnswer = (err: unknown): err is ApiError => err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');

export async function sendDraftCommand<T>(command: DraftCommand, options: SendOptions = {}): Promise<T> {
  const key = options.idempotencyKey ?? newIdempotencyKey();
  const wait = options.waitForConnection ?? ((attempt: number) => waitForConnection(options.store ?? null, attempt));
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await request<T>(command.path, {
        method: command.method,
        body: command.body,
        query: command.query,
        idempotencyKey: key,
      });
      options.store?.expectChange(seqOf(result));
      return result;
    } catch (err) {
      if (!isLostAnswer(err)) throw err;
      if (attempt === 0) options.onOffline?.(err);
      await wait(attempt);
    }
  }
}

/** Every draft mutation answers the draft's seq after the command (shared/draft/api.ts WithSeq). */
function seqOf(result: unknown): number | undefined {
  const seq = typeof result === 'object' && result !== null ? (result as { seq?: unknown }).seq : undefined;
  return typeof seq === 'number' ? seq : undefined;
}

/**
 * Resolves when the connection is probably back: the draft's socket reconnects, the browser
 * reports online, or the backoff elapses (a fetch can fail while the socket stays up).
 */
export function waitForConnection(store: DraftStore | null, attempt: number): Promise<void> {
  const backoff = RETRY_BACKOFF_MS[Math.min(attempt, RETRY_BACKOFF_MS.length - 1)] ?? 15000;
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    const timer = setTimeout(done, backoff);
    cleanups.push(() => clearTimeout(timer));
    if (typeof window !== 'undefined') {
      window.addEventListener('online', done);
      cleanups.push(() => window.removeEventListener('online', done));
    }
    if (store) {
      let wasConnected = store.getState().connected;
      cleanups.push(
        store.subscribe((state) => {
          if (state.connected && !wasConnected) done();
          wasConnected = state.connected;
        }),
      );
    }
  });
}
