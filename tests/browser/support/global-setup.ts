import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium, NOTICE_PRINTED_ENV, SKIP_NOTICE } from './chromium.js';
import { hasFirefox } from './firefox.js';
import { hasWebKit } from './webkit.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BROWSER_DIR = path.join(ROOT, 'tests', 'browser') + path.sep;

/**
 * Browser tests load the built client, so build it (only when stale) before any test starts:
 * `npm test` on a fresh clone then needs no separate build step. Runs that select no browser
 * test skip this, so a server-only run never rewrites client/dist under someone else's run.
 */
export default async function setup(project: TestProject): Promise<void> {
  // The CLI file filters of this run; the field is not in the public typings.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  if (!testFiles.some((file) => path.resolve(file).startsWith(BROWSER_DIR))) return;
  if (!hasChromium()) {
    console.warn(SKIP_NOTICE);
    process.env[NOTICE_PRINTED_ENV] = '1';
    if (!hasFirefox() && !hasWebKit()) return;
  }
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
