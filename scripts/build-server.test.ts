import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe("the server's Node flags", () => {
  it('are the ones npm start runs the bundle with', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const bundle = path.relative(root, SERVER_BUNDLE);
    expect(scripts.start).toBe(`node scripts/ensure-build.mjs && node ${SERVER_NODE_FLAGS.join(' ')} ${bundle}`);
  });

  it('are flags this Node takes (a misspelt one stops it before the server starts)', () => {
    expect(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("ran")'], { encoding: 'utf8' })).toBe('ran');
    expect(() => execFileSync(process.execPath, ['--no-memory-reducers', '-e', '0'], { stdio: 'pipe' })).toThrow();
  });
});
