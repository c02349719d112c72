import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The public board's lazy page, as the client build's manifest names it (client/src/App.tsx). */
export const BOARD_PAGE = 'src/pages/public/PublicBoardPage.tsx';

/**
 * Client routes whose document names the lazy chunks their first screen needs (client/src/App.tsx,
 * client/src/SignedInApp.tsx). The app reaches them one lazy step at a time: React, then the
 * signed-in app, then the shell, then the page, each a round trip after the one before
 * (docs/DECISIONS.md, "First load of the sign-in and join pages"). A signed-out guest who opens a
 * join link is sent on to the sign-in page, so its chunks come along (a few KB).
 */
export const ROUTE_PAGES: readonly { path: RegExp; pages: readonly string[] }[] = [
  { path: /^\/login\/?$/, pages: ['src/SignedInApp.tsx', 'src/pages/LoginPage.tsx'] },
  { path: /^\/join\/[^/]+\/?$/, pages: ['src/SignedInApp.tsx', 'src/components/AppShell.tsx', 'src/pages/join/JoinPage.tsx', 'src/pages/LoginPage.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function readManifest(distDir: string): Record<string, ManifestChunk> | undefined {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : undefined;
}

/**
 * `<link>`s for the chunks of `pages` (and every chunk they import) that the built page does not
 * load already: a stylesheet link for their CSS (Vite's loader then finds it in the document and
 * does not add another) and a `modulepreload` for their code, so the browser asks for all of them
 * with the page's own scripts instead of once React has been fetched and run. Empty when the build
 * has no manifest (a stand-in client, an older build); a page the manifest lacks adds nothing.
 */
export function pagePreloads(distDir: string, html: string, pages: readonly string[]): string {
  const manifest = readManifest(distDir);
  if (!manifest) return '';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const stack = [...pages].reverse();
  const seen = new Set<string>();
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    stack.push(...[...(chunk.imports ?? [])].reverse());
  }
  const notLoaded = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles].filter(notLoaded).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter(notLoaded).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** The board page's preloads (docs/DECISIONS.md, "First paint of the public board"). */
export function boardPreloads(distDir: string, html: string): string {
  return pagePreloads(distDir, html, [BOARD_PAGE]);
}
