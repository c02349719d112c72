import { sql } from 'kysely';
import request from 'supertest';
import type { DbOrTrx } from '#server/db/schema.js';
import { auth } from './fixtures.js';
import { rawRequest } from './raw-http.js';

/**
 * Tables of hostile inputs and a sender that reports, per named case, anything but a clear
 * 4xx `{error}`. Values are keyed by a label, so a failure names the case that broke.
 */
export type Values = Record<string, unknown>;

/** JSON.stringify cannot write 1e309 (it parses to Infinity): the sender splices it in. */
export const INFINITY = '__sweep_1e309__';
/** Leave the field out of the body. */
export const OMIT = '__sweep_omit__';

export const LONG_TEXT = 'x'.repeat(10_000);
const LONG_EMOJI = '🏈'.repeat(5_000);

export const WRONG_TYPES: Values = {
  'a string': 'abc',
  'a numeric string': '7',
  'an array': [7],
  'an object': { value: 7 },
  true: true,
  false: false,
};

/** For whole-number fields; callers drop the labels that are valid for their field. */
export const BAD_WHOLE: Values = {
  ...WRONG_TYPES,
  missing: OMIT,
  null: null,
  '-1': -1,
  '1.5': 1.5,
  '2**31': 2 ** 31,
  '2**53': 2 ** 53,
  '99999999999': 99_999_999_999,
  '1e309': INFINITY,
  emoji: '🏈',
};

export const BAD_ID: Values = { ...BAD_WHOLE, '0': 0, 'unknown id': 2_147_483_647 };

export const BAD_TEXT: Values = {
  missing: OMIT,
  'a number': 7,
  'an array': ['x'],
  'an object': { x: 'x' },
  true: true,
  null: null,
  empty: '',
  blank: '   ',
  '10k chars': LONG_TEXT,
  '10k emoji': LONG_EMOJI,
  'NUL inside': 'Long enough\u0000with NUL',
  'lone surrogate': 'Long enough\uD800alone',
};

/** Path segments for numeric ids (already URL-encoded). */
export const BAD_PATH_IDS: Record<string, string> = {
  letters: 'abc',
  zero: '0',
  negative: '-1',
  fraction: '1.5',
  exponent: '1e3',
  hex: '0x1',
  '11 digits': '99999999999',
  '2**31': '2147483648',
  'unknown id': '2147483647',
  emoji: encodeURIComponent('🏈'),
  NUL: '%00',
  'malformed escape': '%E0%A4%A',
  'encoded slash': '1%2F2',
  '10k digits': '9'.repeat(10_000),
};

/** Path segments for text ids (player ids, public tokens). */
export const BAD_PATH_TEXT: Record<string, string> = {
  unknown: 'NOPE-123',
  emoji: encodeURIComponent('🏈'),
  NUL: '%00',
  'NUL inside': 'a%00b',
  'malformed escape': '%E0%A4%A',
  'encoded slash': '..%2F..',
  '10k chars': LONG_TEXT,
};

/** Query-string values (already URL-encoded); `repeated` sends the parameter twice. */
export const REPEATED = '__sweep_repeated__';
export const BAD_QUERY_WHOLE: Record<string, string> = {
  letters: 'abc',
  empty: '',
  zero: '0',
  negative: '-1',
  fraction: '1.5',
  exponent: '1e3',
  '11 digits': '99999999999',
  '2**31': '2147483648',
  '2**53 + 1': '9007199254740993',
  '400 digits': '9'.repeat(400),
  emoji: encodeURIComponent('🏈'),
  NUL: '%00',
  'malformed escape': '%E0%A4%A',
  repeated: REPEATED,
};
export const BAD_QUERY_TEXT: Record<string, string> = {
  '10k chars': LONG_TEXT,
  'NUL inside': 'a%00b',
  repeated: REPEATED,
};
export const BAD_QUERY_ENUM: Record<string, string> = {
  letters: 'abc',
  digit: '1',
  emoji: encodeURIComponent('🏈'),
  // The query parser decodes leniently: this arrives as odd text (a search for it just finds nothing).
  'malformed escape': '%E0%A4%A',
  ...BAD_QUERY_TEXT,
};

export const without = <T>(values: Record<string, T>, ...labels: string[]): Record<string, T> =>
  Object.fromEntries(Object.entries(values).filter(([label]) => !labels.includes(label)));

export function toJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (value === OMIT ? undefined : value)).replaceAll(`"${INFINITY}"`, '1e309');
}

export interface HttpCase {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `type` (JSON by default). */
  raw?: string;
  type?: string;
  headers?: Record<string, string>;
  /** Send `raw` chunked and without any Content-Type (how some plain clients send JSON). */
  untypedChunked?: boolean;
  /** A 2xx is acceptable too (a well-formed read that finds nothing). */
  mayPass?: boolean;
}

export interface Verdict {
  status: number;
  /** Undefined when the answer was a clear 4xx with an error text. */
  problem: string | undefined;
  /** The answer's error text, when it had one. */
  error?: string;
}

/** Send a case as `token`'s user; a hang (no answer in 5 s) is a problem like a 500. */
export async function sendCase(baseUrl: string, token: string, c: HttpCase): Promise<Verdict> {
  if (c.untypedChunked) return sendUntypedChunked(baseUrl, token, c);
  let req = request(baseUrl)[c.method](c.path).set(auth(token)).set(c.headers ?? {}).timeout(5_000);
  if (c.raw !== undefined) req = req.set('Content-Type', c.type ?? 'application/json').send(c.raw);
  else if (c.body !== undefined) req = req.set('Content-Type', 'application/json').send(toJson(c.body));
  try {
    const res = await req;
    const error = (res.body as { error?: unknown } | undefined)?.error;
    if (res.status < 400 || res.status >= 500) return { status: res.status, problem: `answered ${res.status} ${res.text.slice(0, 160)}` };
    if (typeof error !== 'string' || error.trim() === '') return { status: res.status, problem: `answered ${res.status} without an error text` };
    return { status: res.status, problem: undefined, error };
  } catch (err) {
    return { status: 0, problem: `no answer: ${(err as Error).message}` };
  }
}

async function sendUntypedChunked(baseUrl: string, token: string, c: HttpCase): Promise<Verdict> {
  const headers = { ...auth(token), ...c.headers, 'Transfer-Encoding': 'chunked' };
  try {
    const res = await rawRequest(baseUrl, { method: c.method.toUpperCase(), path: c.path, headers, chunks: [c.raw ?? ''] });
    const error = (res.json as { error?: unknown } | undefined)?.error;
    if (res.status < 400 || res.status >= 500) return { status: res.status, problem: `answered ${res.status} ${res.text.slice(0, 160)}` };
    if (typeof error !== 'string' || error.trim() === '') return { status: res.status, problem: `answered ${res.status} without an error text` };
    return { status: res.status, problem: undefined, error };
  } catch (err) {
    return { status: 0, problem: `no answer: ${(err as Error).message}` };
  }
}

const WATCHED_TABLES = [
  'users',
  'leagues',
  'teams',
  'drafts',
  'draft_participants',
  'draft_picks',
  'draft_events',
  'idempotency_keys',
  'trades',
  'trade_items',
];

/** Every row of every table a mutation may write (small in these tests): equal means nothing changed. */
export async function stateFingerprint(db: DbOrTrx): Promise<string> {
  const tables = await Promise.all(
    WATCHED_TABLES.map(async (table) => {
      const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
      return rows.map((row) => JSON.stringify(row)).sort();
    }),
  );
  return JSON.stringify(tables);
}

/** Who sends the sweep, where, and the ids that fill a route's :slots. */
export interface SweepTarget {
  url: string;
  token: string;
  db: DbOrTrx;
  /** A valid id per slot (`draft`, `pick`, `player`...). */
  ids: Record<string, string>;
  /** The id of the same kind of thing elsewhere (another commissioner's league), per slot. */
  foreign: Record<string, string>;
}

export interface RouteSpec {
  method: HttpCase['method'];
  /** With :slots filled from the target's ids. */
  path: string;
  /** A valid body; absent when the route takes none. */
  body?: () => Record<string, unknown>;
  /** Hostile values per body field, each sent in the otherwise valid body. */
  fields?: () => Record<string, Values>;
  /** An empty body is a valid call (undo: the latest pick). */
  emptyIsValid?: boolean;
  /** Hostile values per query parameter, each sent beside `baseQuery`. */
  query?: Record<string, Record<string, string>>;
  baseQuery?: () => Record<string, string>;
  /** Reads whose answer to these well-formed cases may be a plain 2xx (never a 5xx). */
  mayPass?: string[];
}

const NUMERIC_SLOTS = new Set(['draft', 'league', 'team', 'pick', 'participant', 'trade']);

export const fillPath = (path: string, ids: Record<string, string>, slot?: string, value?: string) =>
  path.replace(/:(\w+)/g, (_m, s: string) => (s === slot ? value! : ids[s]!));

const queryString = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => (v === REPEATED ? `${k}=1&${k}=2` : `${k}=${v}`))
    .join('&');

function bodyShapes(valid: Record<string, unknown>, emptyIsValid: boolean): Partial<HttpCase>[] {
  const shapes: Partial<HttpCase>[] = [
    { name: 'body: a JSON array', body: [valid] },
    { name: 'body: a JSON string', raw: '"hello"' },
    { name: 'body: JSON null', raw: 'null' },
    { name: 'body: malformed JSON', raw: '{"a":' },
    { name: 'body: JSON as text/plain', raw: JSON.stringify(valid), type: 'text/plain' },
    { name: 'body: form-encoded', raw: 'a=1', type: 'application/x-www-form-urlencoded' },
    { name: 'body: JSON as UTF-16', raw: JSON.stringify(valid), type: 'application/json; charset=utf-16' },
    { name: 'body: JSON chunked without a Content-Type', raw: JSON.stringify(valid), untypedChunked: true },
    { name: 'body: valid plus an unknown field', body: { ...valid, bogus: 1 } },
  ];
  if (emptyIsValid) return shapes;
  return [
    ...shapes,
    { name: 'body: none' },
    { name: 'body: empty object', body: {} },
    { name: 'body: only unknown fields', body: { bogus: 1, constructor: 'x' } },
    { name: 'body: only __proto__', raw: '{"__proto__": {"admin": true}}' },
    { name: 'body: valid fields nested under data', body: { data: valid } },
  ];
}

/** One bad thing per case: each :slot, the body's shape, each field, each query parameter. */
export function casesOf(route: RouteSpec, { ids, foreign }: SweepTarget): HttpCase[] {
  const { method } = route;
  const valid = route.body?.();
  const cases: HttpCase[] = [];
  const base = route.baseQuery ? `?${queryString(route.baseQuery())}` : '';
  for (const [, slot = ''] of route.path.matchAll(/:(\w+)/g)) {
    const values = { ...(NUMERIC_SLOTS.has(slot) ? BAD_PATH_IDS : BAD_PATH_TEXT) };
    if (foreign[slot]) values['of another league'] = foreign[slot];
    for (const [label, value] of Object.entries(values)) {
      cases.push({ name: `:${slot} ${label}`, method, path: fillPath(route.path, ids, slot, value) + base, body: valid });
    }
  }
  const path = fillPath(route.path, ids);
  if (!valid && method !== 'get') {
    // Calls that take no input: any field is one they do not read.
    cases.push({ name: 'body: an unknown field', method, path, body: { bogus: 1 } });
    cases.push({ name: 'body: JSON chunked without a Content-Type', method, path, raw: '{"bogus":1}', untypedChunked: true });
  }
  if (valid) {
    for (const shape of bodyShapes(valid, route.emptyIsValid ?? false)) cases.push({ name: '', method, path, ...shape });
    for (const [field, values] of Object.entries(route.fields?.() ?? {})) {
      for (const [label, value] of Object.entries(values)) cases.push({ name: `${field} ${label}`, method, path, body: { ...valid, [field]: value } });
    }
  }
  for (const [param, values] of Object.entries(route.query ?? {})) {
    for (const [label, value] of Object.entries(values)) {
      cases.push({ name: `?${param} ${label}`, method, path: `${path}?${queryString({ ...route.baseQuery?.(), [param]: value })}` });
    }
  }
  return cases.map((c) => (route.mayPass?.includes(c.name) ? { ...c, mayPass: true } : c));
}

/** Send every case in turn; answers one line per failing case (a mutation must change no row). */
export async function sweep(cases: HttpCase[], target: SweepTarget): Promise<string[]> {
  const problems: string[] = [];
  let before = await stateFingerprint(target.db);
  for (const c of cases) {
    const verdict = await sendCase(target.url, target.token, c);
    const passed = c.mayPass && verdict.status >= 200 && verdict.status < 300;
    if (verdict.problem && !passed) problems.push(`${c.name}: ${verdict.problem}`);
    if (c.method === 'get') continue;
    const after = await stateFingerprint(target.db);
    if (after !== before) problems.push(`${c.name}: changed stored state (answered ${verdict.status})`);
    before = after;
  }
  return problems;
}
