import type { Request, Response } from 'express';

/** A draft read's version is its seq: any event changes it, nothing else does. */
export function draftEtag(draftId: number, seq: number, variant: 'member' | 'public' = 'member'): string {
  return variant === 'public' ? `W/"public-draft-${draftId}-${seq}"` : `W/"draft-${draftId}-${seq}"`;
}

/** If-None-Match holds this ETag (weak comparison, lists and `*` included). */
export function isNotModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answer a versioned draft read: 304 when the client holds this seq already, else the body.
 * Every draft read also names its seq in a header (lists carry no seq of their own).
 */
export function sendVersioned(req: Request, res: Response, etag: string, seq: number, body: () => unknown): void {
  const notModified = isNotModified(req, etag);
  // Built before any header is set, so a 404 from `body` (an unknown pick) carries no ETag.
  const payload = notModified ? undefined : body();
  res.set({ ETag: etag, 'X-Draft-Seq': String(seq), 'Cache-Control': 'private, no-cache' });
  if (notModified) res.status(304).end();
  else res.json(payload);
}

/** sendVersioned for a body already serialized (a cached board, draft/board-cache.ts). */
export function sendVersionedJson(res: Response, etag: string, seq: number, json: string): void {
  res.set({ ETag: etag, 'X-Draft-Seq': String(seq), 'Cache-Control': 'private, no-cache' });
  res.type('json').send(json);
}
