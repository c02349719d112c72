import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '#server/config.js';
import { BOARD_PAGE, boardPreloads, pagePreloads, ROUTE_PAGES } from '#server/http/page-preloads.js';

/** The board page's chunks the built page does not load already are preloaded by the board's document. */
describe('boardPreloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function dist(manifest?: object): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-preloads-'));
    dirs.push(dir);
    if (manifest) {
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    }
    return dir;
  }

  const html = '<head><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-b.js"></head>';

  it('names the page chunk and what it imports, not what the page already loads', () => {
    const dir = dist({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
      '_react-b.js': { file: 'assets/react-b.js' },
      '_board-c.js': { file: 'assets/board-c.js', imports: ['_react-b.js'] },
      'src/pages/public/PublicBoardPage.tsx': { file: 'assets/PublicBoardPage-d.js', imports: ['index.html', '_react-b.js', '_board-c.js'] },
    });
    expect(boardPreloads(dir, html)).toBe('<link rel="modulepreload" crossorigin href="/assets/PublicBoardPage-d.js"><link rel="modulepreload" crossorigin href="/assets/board-c.js">');
  });

  it('names several pages once each, with their stylesheets first', () => {
    const dir = dist({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
      '_react-b.js': { file: 'assets/react-b.js' },
      '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_react-b.js'], css: ['assets/shared-c.css'] },
      'src/One.tsx': { file: 'assets/One-d.js', imports: ['_shared-c.js'], css: ['assets/One-d.css'] },
      'src/Two.tsx': { file: 'assets/Two-e.js', imports: ['_shared-c.js', 'src/One.tsx'] },
    });
    expect(pagePreloads(dir, html, ['src/One.tsx', 'src/Two.tsx', 'src/Missing.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/One-d.css"><link rel="stylesheet" crossorigin href="/assets/shared-c.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/One-d.js"><link rel="modulepreload" crossorigin href="/assets/shared-c.js"><link rel="modulepreload" crossorigin href="/assets/Two-e.js">',
    );
  });

  it('names pages that exist in the client, as the build\'s manifest keys them', () => {
    const pages = [BOARD_PAGE, ...ROUTE_PAGES.flatMap((route) => route.pages)];
    for (const page of pages) expect(existsSync(path.join(ROOT_DIR, 'client', page)), page).toBe(true);
  });

  it('is empty without a manifest or without the page in it', () => {
    expect(boardPreloads(dist(), html)).toBe('');
    expect(boardPreloads(dist({ 'index.html': { file: 'assets/index-a.js', isEntry: true } }), html)).toBe('');
  });
});
