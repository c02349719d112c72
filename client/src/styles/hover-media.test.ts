import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `:hover` style sits inside `@media (hover: hover)`: on a phone a tapped element keeps
 * `:hover` until the next tap elsewhere, so an ungated rule leaves a tapped button in its hover
 * colour, and the style changes of that hover state slow the tap's next frame (the colour
 * transition alone was measured and was not the cost: docs/DECISIONS.md, "Hover only where a
 * pointer hovers").
 */
const CLIENT_SRC = path.join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The selectors naming `:hover` that are not inside an `@media (hover: hover)` block. */
function ungatedHoverSelectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  // The preludes of the blocks open around the current position.
  const open: string[] = [];
  let prelude = '';
  for (const ch of text) {
    if (ch === '{') {
      const head = prelude.trim();
      const gated = open.some((outer) => /^@media\b[^{]*\(\s*hover\s*:\s*hover\s*\)/.test(outer));
      if (!head.startsWith('@') && head.includes(':hover') && !gated) found.push(head.replace(/\s+/g, ' '));
      open.push(head);
      prelude = '';
    } else if (ch === '}') {
      open.pop();
      prelude = '';
    } else if (ch === ';') {
      prelude = '';
    } else {
      prelude += ch;
    }
  }
  return found;
}

describe('hover styles', () => {
  it('finds an ungated rule, and none inside the media query or its nested blocks', () => {
    expect(ungatedHoverSelectors('.a:hover { color: red; }\n.b { color: blue; }')).toEqual(['.a:hover']);
    expect(ungatedHoverSelectors('@media (hover: hover) { .a:hover { color: red; } }\n.c:hover, .d { x: y; }')).toEqual(['.c:hover, .d']);
    expect(ungatedHoverSelectors('@media (min-width: 900px) { .a:hover { color: red; } }')).toEqual(['.a:hover']);
    expect(ungatedHoverSelectors('@media (hover: hover) and (min-width: 900px) { .a:hover { color: red; } }')).toEqual([]);
    expect(ungatedHoverSelectors('/* .a:hover { } */ .b { color: blue; }')).toEqual([]);
  });

  it('are all inside @media (hover: hover) in the client', () => {
    const files = cssFiles(CLIENT_SRC);
    expect(files.length).toBeGreaterThan(10);
    const ungated = files.flatMap((file) => ungatedHoverSelectors(readFileSync(file, 'utf8')).map((selector) => `${path.relative(CLIENT_SRC, file)}: ${selector}`));
    expect(ungated).toEqual([]);
  });
});
