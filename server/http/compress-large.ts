import type { Express, Request, Response } from 'express';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this many bytes an answer goes out as it is: compressing would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE_TYPE = /^(application\/json|text\/)/i;

type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it (smaller at the same decoding speed), else gzip; q=0 is a refusal. */
export function preferredEncoding(req: Request): Encoding | undefined {
  if (req.headers['accept-encoding'] === undefined) return undefined;
  return (['br', 'gzip'] as const).find((encoding) => req.acceptsEncodings(encoding) === encoding);
}

/** The same settings the compression middleware used: brotli quality 4, zlib's default gzip level. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, done);
    else gzip(body, done);
  });
}

/**
 * Compress large JSON and text answers (the 1,000-row player list is ~850 KB) in zlib's thread
 * pool, with `Vary: Accept-Encoding` on every answer large enough to be compressed. Done inside
 * `res.send`, which every API answer goes through (res.json calls it), rather than as a
 * middleware: the compression middleware wrapped write, end and the header hooks of every
 * response, 304s and ten-byte answers included, a visible share of a cheap request's CPU
 * (docs/BENCHMARKS.md, Public board reads). An answer already encoded (a cached board's
 * pre-compressed copy) is left alone.
 */
export function compressLargeAnswers(app: Express): void {
  const response = app.response as Response;
  const send = response.send;
  response.send = function sendCompressed(this: Response, body?: unknown) {
    if ((typeof body !== 'string' && !Buffer.isBuffer(body)) || body.length < COMPRESS_THRESHOLD) return send.call(this, body);
    const type = this.get('Content-Type') ?? (typeof body === 'string' ? 'text/html' : undefined);
    const { req } = this;
    const ok = this.statusCode >= 200 && this.statusCode < 300 && this.statusCode !== 204;
    if (!ok || !type || !COMPRESSIBLE_TYPE.test(type) || this.getHeader('Content-Encoding') !== undefined) return send.call(this, body);
    // A HEAD answers with its GET's headers (RFC 9110 §9.3.2), Vary included; it has no body to compress.
    this.vary('Accept-Encoding');
    const encoding = preferredEncoding(req);
    if (!encoding || req.fresh || req.method === 'HEAD') return send.call(this, body);
    // A Buffer sent by Express keeps its Content-Type as is; a string's gets its charset named.
    if (typeof body === 'string' && !/;\s*charset=/i.test(type)) this.set('Content-Type', `${type}; charset=utf-8`);
    compress(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, encoding).then(
      (compressed) => {
        this.setHeader('Content-Encoding', encoding);
        send.call(this, compressed);
      },
      () => send.call(this, body),
    );
    return this;
  };
}
