import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts in the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves next to nothing (and each copy is written only if smaller). */
const MIN_BYTES = 256;
/**
 * Zopfli's passes over the input: 5 finds nearly all of what 15 finds on our chunks (67,295 vs
 * 67,262 bytes for React) in a fraction of the build time.
 */
const ZOPFLI_ITERATIONS = 5;

/**
 * Writes a brotli (quality 11) and a gzip copy beside every compressible file of the build, once,
 * so the server sends them as they are (server/http/static-client.ts) instead of compressing each
 * request. Source maps are not served, so they are not compressed.
 *
 * The gzip copy is made by Zopfli, a slower deflate encoder whose output any gzip decoder reads and
 * which is 3–5 % smaller than zlib's level 9. It matters because browsers offer brotli only to
 * secure origins: a phone opening the board by the laptop's LAN address over plain HTTP gets gzip
 * (tests/browser/party-network.test.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gavel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      for (const entry of files) {
        const file = path.join(entry.parentPath, entry.name);
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = await gzipAsync(bytes, { numiterations: ZOPFLI_ITERATIONS });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
