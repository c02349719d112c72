import type { Request, Response } from 'express';
import type { CachedBoard } from '../draft/board-cache.js';
import { COMPRESS_THRESHOLD, preferredEncoding } from './compress-large.js';

/**
 * A draft read's version is its seq: any event changes it. The member board also shows who is in
 * the room, which is no event: its `tag` (server/realtime/presence.ts presenceTag) joins the version.
 */
export function draftEtag(draftId: number, seq: number, variant: 'member' | 'public' = 'member', tag = ''): string {
  return variant === 'public' ? `W/"public-draft-${draftId}-${seq}${tag}"` : `W/"draft-${draftId}-${seq}${tag}"`;
}

/** If-None-Match holds this ETag (weak comparison, lists and `*` included). */
export function isNotModified(req: Request, etag: string): boolean {
  return holdsEtag(req.headers['if-none-match'], etag);
}

/**
 * An If-None-Match value holds `etag`. A client that revalidates sends back the exact ETag it was
 * given, so that is checked before the list is parsed.
 */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Every versioned draft read's caching rule: kept, but revalidated on each use. */
export const VERSIONED_CACHE_CONTROL = 'private, no-cache';

/**
 * Answer a versioned draft read: 304 when the client holds this seq already, else the body.
 * Every draft read also names its seq in a header (lists carry no seq of their own).
 */
export function sendVersioned(req: Request, res: Response, etag: string, seq: number, body: () => unknown): void {
  const notModified = isNotModified(req, etag);
  // Built before any header is set, so a 404 from `body` (an unknown pick) carries no ETag.
  const payload = notModified ? undefined : body();
  setVersionHeaders(res, etag, seq);
  if (notModified) res.status(304).end();
  else res.json(payload);
}

/** The headers every versioned draft read carries, its 304 included. */
export function setVersionHeaders(res: Response, etag: string, seq: number): void {
  res.setHeader('ETag', etag);
  res.setHeader('X-Draft-Seq', String(seq));
  res.setHeader('Cache-Control', VERSIONED_CACHE_CONTROL);
}

/** A cached board's bytes, or its compressed copy when the client takes one (made once per seq). */
export async function sendCachedBoard(req: Request, res: Response, etag: string, board: CachedBoard): Promise<void> {
  const large = board.body.length >= COMPRESS_THRESHOLD;
  const encoding = large && req.method !== 'HEAD' ? preferredEncoding(req) : undefined;
  const encoded = encoding ? await board.encodedAs(encoding).catch(() => undefined) : undefined;
  setVersionHeaders(res, etag, board.seq);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (large) res.vary('Accept-Encoding');
  if (encoding && encoded) res.setHeader('Content-Encoding', encoding);
  res.send(encoded ?? board.body);
}
