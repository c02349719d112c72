import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, climbs, cycleThrough, parseImports, resolveSpecifier, stronglyConnected } from './check-imports.mjs';

const roots: string[] = [];

/** A small repository in a temp dir: package.json with the app's aliases, and the given files. */
function fixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gavel-check-imports-'));
  roots.push(root);
  const imports = { '#shared/*': './shared/*', '#server/*': './server/*', '#client/*': './client/src/*', '#tests/*': './tests/*' };
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ type: 'module', imports }));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('parseImports', () => {
  it('tells type-only imports and re-exports from value ones', () => {
    const found = parseImports(
      [
        "import type { A } from './a.js';",
        "import { type B, type C } from './b.js';",
        "import { type D, e } from './d.js';",
        "import './side-effect.js';",
        "export type { F } from './f.js';",
        "export * from './g.js';",
        "const lazy = () => import('./h.js');",
        "// import { x } from './commented.js';",
      ].join('\n'),
    );
    expect(found).toEqual([
      { specifier: './a.js', typeOnly: true, dynamic: false },
      { specifier: './b.js', typeOnly: true, dynamic: false },
      { specifier: './d.js', typeOnly: false, dynamic: false },
      { specifier: './side-effect.js', typeOnly: false, dynamic: false },
      { specifier: './f.js', typeOnly: true, dynamic: false },
      { specifier: './g.js', typeOnly: false, dynamic: false },
      { specifier: './h.js', typeOnly: false, dynamic: true },
    ]);
  });

  it('counts the folders a specifier climbs', () => {
    expect(climbs('./a.js')).toBe(0);
    expect(climbs('../../a.js')).toBe(2);
    expect(climbs('../../../a.js')).toBe(3);
    expect(climbs('#shared/a.js')).toBe(0);
  });
});

describe('resolveSpecifier', () => {
  const aliases = [{ prefix: '#shared/', dir: '/repo/shared/' }];
  const files = new Set(['/repo/shared/rules.ts', '/repo/server/app.ts', '/repo/client/View.tsx']);
  const isFile = (file: string) => files.has(file);

  it('maps .js names to the TypeScript sources, through relative paths and aliases', () => {
    expect(resolveSpecifier('/repo/server/x.ts', '#shared/rules.js', aliases, isFile)).toBe('/repo/shared/rules.ts');
    expect(resolveSpecifier('/repo/server/x.ts', './app.js', aliases, isFile)).toBe('/repo/server/app.ts');
    expect(resolveSpecifier('/repo/server/x.ts', '../client/View.js', aliases, isFile)).toBe('/repo/client/View.tsx');
  });

  it('leaves packages and unknown files alone', () => {
    expect(resolveSpecifier('/repo/server/x.ts', 'express', aliases, isFile)).toBeNull();
    expect(resolveSpecifier('/repo/server/x.ts', './missing.js', aliases, isFile)).toBeNull();
  });
});

describe('cycles', () => {
  it('finds each cycle once, with a path around it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    const components = stronglyConnected(graph);
    expect(components).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycleThrough(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleThrough(graph, ['e'])).toEqual(['e', 'e']);
  });

  it('has none in a tree', () => {
    expect(stronglyConnected(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});

describe('checkImports', () => {
  it('reports value cycles across aliases and deep imports, and ignores type-only cycles', () => {
    const root = fixtureTree({
      'server/status.ts': "import { onChange } from '#server/commands.js';\nexport const status = onChange;\n",
      'server/commands.ts': "import { status } from './status.js';\nexport const onChange = () => status;\n",
      'shared/types.ts': "import type { Other } from './other.js';\nexport type T = Other;\n",
      'shared/other.ts': "import type { T } from './types.js';\nexport type Other = T | number;\n",
      'client/src/a/b/c/deep.ts': "import { status } from '../../../../../server/status.js';\nexport const x = status;\n",
    });
    const result = checkImports(root);
    expect(result.fileCount).toBe(5);
    expect(result.cycles).toEqual([{ files: ['server/commands.ts', 'server/status.ts'], cycle: ['server/commands.ts', 'server/status.ts', 'server/commands.ts'] }]);
    expect(result.deepImports).toEqual([{ file: 'client/src/a/b/c/deep.ts', specifier: '../../../../../server/status.js' }]);
  });

  it('passes a clean tree', () => {
    const root = fixtureTree({
      'shared/rules.ts': 'export const rule = 1;\n',
      'server/app.ts': "import { rule } from '#shared/rules.js';\nexport const app = rule;\n",
    });
    expect(checkImports(root)).toEqual({ fileCount: 2, deepImports: [], cycles: [] });
  });
});
