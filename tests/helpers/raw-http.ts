import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body, or undefined when it was not JSON. */
  json: unknown;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Written one after the other; without a Content-Length header Node sends them chunked. */
  chunks?: string[];
}

/**
 * A request exactly as given, for what supertest smooths over: a chunked body without a
 * Content-Type, a missing header, an odd method. `url` is the live server's base URL.
 */
export function rawRequest(url: string, spec: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(spec.path, url), { method: spec.method, headers: spec.headers ?? {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text) as unknown;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    for (const chunk of spec.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/**
 * A request on a listening server, the body as the bytes on the wire (no decompression);
 * `names` are the answer's header names as sent, in order.
 */
export function rawGetBytes(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; names: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, names: res.rawHeaders.filter((_, i) => i % 2 === 0), body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
