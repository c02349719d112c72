import type { LoggerOptions } from 'pino';

/**
 * What the log may never carry (docs/DECISIONS.md, "Logs carry no secrets"): a bearer token or
 * cookie lets its reader act as the member, a board-link token opens the board, a league's join code
 * lets its holder claim a team, a password is a password. Headers are removed by name; link tokens
 * and join codes are cut out of every path and Referer.
 */
export const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'] as const;

/** Where a board-link token sits in a URL: the public API (`/api/public/drafts/…`) and the page (`/public/draft/…`). */
const LINK_TOKEN_IN_PATH = /(\/public\/drafts?\/)[^/?#\s"]+/gi;
/**
 * Where a league's join code sits in a URL: the join link's page (`/join/…`) and its API
 * (`/api/join/…`). While joining is open the code lets whoever holds it claim a team.
 */
const JOIN_CODE_IN_PATH = /(\/join\/)[^/?#\s"]+/gi;

/** `text` with every board-link token replaced by `:token` and every join code by `:code`, as the routes are declared. */
export function withoutLinkTokens(text: string): string {
  return text.replace(LINK_TOKEN_IN_PATH, '$1:token').replace(JOIN_CODE_IN_PATH, '$1:code');
}

/** pino redaction paths: kept at the root logger so a line written anywhere is covered. */
export const REDACTED_PATHS: NonNullable<LoggerOptions['redact']> = {
  paths: [
    ...SECRET_HEADERS.map((name) => `req.headers["${name}"]`),
    'res.headers["set-cookie"]',
    'req.body',
    'err.body',
    '*.password',
    '*.currentPassword',
    '*.newPassword',
    '*.token',
    '*.publicToken',
  ],
  censor: '[redacted]',
};

interface SerializedRequest {
  url?: string;
  headers?: Record<string, unknown>;
  params?: Record<string, unknown>;
  query?: unknown;
}

/**
 * The request as the request log writes it (request-log.ts), with secrets gone. Runs on the copy
 * pino's standard serializer made as the request arrived: the live request is untouched. The query is not logged (a link's `view=` is harmless, but a
 * token pasted into a query string by hand would not be).
 */
export function redactRequest<T extends SerializedRequest>(req: T): T {
  if (req.url) req.url = withoutLinkTokens(req.url);
  if (req.headers) {
    const headers: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if ((SECRET_HEADERS as readonly string[]).includes(name.toLowerCase())) continue;
      headers[name] = typeof value === 'string' ? withoutLinkTokens(value) : value;
    }
    req.headers = headers;
  }
  if (req.params && 'token' in req.params) req.params = { ...req.params, token: ':token' };
  delete req.query;
  return req;
}
