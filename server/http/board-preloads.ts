import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The public board's lazy page, as the client build's manifest names it (client/src/App.tsx). */
const BOARD_PAGE = 'src/pages/public/PublicBoardPage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for the board page's chunks that the built page does not already
 * load: without them the browser asks for the page's chunk only once React has been fetched and
 * run, a round trip after it could have (docs/DECISIONS.md, "First paint of the public board").
 * Empty when the build has no manifest (a stand-in client, an older build).
 */
export function boardPreloads(distDir: string, html: string): string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const stack = [BOARD_PAGE];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
