import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe } from 'vitest';

/** Browser tests drive Debian's Chromium (`apt-get install -y chromium`); CI installs it when missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const SKIP_NOTICE = `Browser tests skipped: ${CHROMIUM_PATH} not found (apt-get install -y chromium)`;
/** Set by the global setup once it has printed the notice, so each test file does not repeat it. */
export const NOTICE_PRINTED_ENV = 'GAVEL_BROWSER_NOTICE_PRINTED';

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/**
 * `describe` for suites that need Chromium. Without it the suite is registered as skipped
 * (visible in the report) and one line says why, instead of failing on a missing binary.
 */
export function describeBrowser(name: string, fn: () => void): void {
  const missing = !hasChromium();
  if (missing && !process.env[NOTICE_PRINTED_ENV]) {
    console.warn(SKIP_NOTICE);
    process.env[NOTICE_PRINTED_ENV] = '1';
  }
  describe.skipIf(missing)(name, fn);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'test-artifacts');

/** Full-page screenshot under test-artifacts/ (`name` may hold a folder), returned as its path so a test can log it. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
