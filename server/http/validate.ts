import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { AppError, validationFailed } from '../errors.js';

/** Parse input with a zod schema; the first issue becomes a 400 with a readable message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const bad = pathOfBadText(result.data);
    if (bad) throw validationFailed(`${bad.path.join('.') || 'Input'} must not contain ${bad.problem}`);
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.code === 'unrecognized_keys' && issue.message.startsWith('Unrecognized key') ? unknownFields(issue.keys) : (issue?.message ?? 'Invalid input');
  // 'league_name' is named in 'League name is required' already; zod's own messages are not.
  const lastKey = String(issue?.path.at(-1) ?? '').replaceAll('_', ' ').toLowerCase();
  const named = lastKey !== '' && message.toLowerCase().replaceAll('_', ' ').includes(lastKey);
  throw validationFailed(field && !named ? `${field}: ${message}` : message);
}

/**
 * Mutating schemas are strict: a misspelt or foreign field name ({"pickId": 7}) must not be
 * dropped silently, or a call whose fields are optional acts on input it never read.
 */
function unknownFields(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}

const NO_FIELDS = z.strictObject({});

/** For mutating routes that take no input: any body field is unknown, hence a 400. */
export function expectNoBody(body: unknown): void {
  parse(NO_FIELDS, body);
}

/** `expectNoBody` as a route's first step. */
export const takesNoBody: RequestHandler = (req, _res, next) => {
  expectNoBody(req.body);
  next();
};

/**
 * PostgreSQL text cannot hold NUL (it would fail there, not just be odd), and a lone UTF-16
 * surrogate (`"x\uD800y"` in JSON) cannot be stored as UTF-8: it would read back as U+FFFD.
 * The path and problem of the first string with either.
 */
function pathOfBadText(value: unknown, path: string[] = []): { path: string[]; problem: string } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, problem: 'NUL characters' };
    return LONE_SURROGATE.test(value) ? { path, problem: 'invalid characters (a lone UTF-16 surrogate)' } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfBadText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NOT_JSON = () => new AppError(415, 'bad_request', 'Request body must be JSON (Content-Type: application/json)');
/** The JSON parser's own limit: a body without a type is read no further than a JSON one would be. */
const UNTYPED_BODY_LIMIT = 100 * 1024;

/**
 * API bodies are JSON objects. Any other body would reach a route as `undefined` (or an array
 * spread into an object), and a call whose fields are all optional, such as undo, would then
 * act on input it never read: refuse such bodies before any route runs. A chunked body without
 * a Content-Type is read to tell "empty" (fine) from "JSON the parser skipped" (415).
 */
export const requireJsonObjectBody: RequestHandler = (req, _res, next) => {
  const { 'content-length': length, 'content-type': type, 'transfer-encoding': chunked } = req.headers;
  if (chunked !== undefined && type === undefined) {
    untypedBodyLength(req).then((bytes) => next(bytes > 0 ? NOT_JSON() : undefined), next);
    return;
  }
  const hasBody = Number(length ?? 0) > 0 || chunked !== undefined;
  if (!hasBody) return next();
  if (!req.is('application/json')) return next(NOT_JSON());
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) return next(validationFailed('Request body must be a JSON object'));
  next();
};

/** Bytes of a body no parser read, up to the limit (beyond it: 413). */
function untypedBodyLength(req: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > UNTYPED_BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError(413, 'payload_too_large', 'Request body too large'));
      }
    });
    req.on('end', () => resolve(bytes));
    req.on('error', reject);
  });
}

/** Ids are 32-bit serial columns on PostgreSQL; a larger number would fail there, not just miss. */
const MAX_ID = 2_147_483_647;

/** Route params are strings; ids must be positive integers or the resource does not exist. */
export function idParam(value: unknown, what = 'Resource'): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || n < 1 || n > MAX_ID) {
    throw validationFailed(`${what} id must be a positive integer`);
  }
  return n;
}

/**
 * Query strings are strict like bodies (docs/DECISIONS.md, "Strict query strings"). The app parses
 * them with Express 5's `simple` parser (node:querystring, app.ts), so `limit[]=1` arrives as the
 * key `limit[]` and `search[a]=x` as `search[a]`: keys no route reads, which a loose schema would
 * drop, answering as if they were never sent. A bracketed key, or a key given twice (an array), is
 * refused on every API route before it runs; the routes that read a query parse it with
 * `queryObject`, which refuses keys they do not know.
 */
export const requirePlainQuery: RequestHandler = (req, _res, next) => {
  for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (/[[\]]/.test(key)) return next(validationFailed(`Unknown query parameter: ${key} (query parameters are plain names, without brackets)`));
    if (typeof value !== 'string') return next(validationFailed(`Query parameter ${key} is given more than once`));
  }
  next();
};

/** A route's query-string schema: unknown keys are a 400 naming them. */
export function queryObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}` : undefined),
  });
}
