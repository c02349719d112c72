import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { describe } from 'vitest';
import { ARTIFACTS_DIR } from './chromium.js';

/**
 * Firefox ESR from Debian (`apt-get install -y firefox-esr`; CI installs it when missing), driven
 * over WebDriver BiDi by puppeteer-core, as ../shared/BROWSERS.md describes. Playwright's own
 * Firefox build cannot be downloaded here, and Debian's Firefox does not speak Playwright's protocol.
 */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export const FIREFOX_SKIP_NOTICE = `Firefox browser tests skipped: ${FIREFOX_PATH} not found (apt-get install -y firefox-esr)`;

export function hasFirefox(): boolean {
  return existsSync(FIREFOX_PATH);
}

/** `describe` for suites that need Firefox: without it, skipped in the report with one printed line. */
export function describeFirefox(name: string, fn: () => void): void {
  const missing = !hasFirefox();
  if (missing) console.warn(FIREFOX_SKIP_NOTICE);
  describe.skipIf(missing)(name, fn);
}

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
}

/**
 * A page in a browser context and a window of its own (its own storage and screen, as another device),
 * signed in as the owner of `token` when given. Firefox over BiDi takes the viewport's size but not
 * touch emulation.
 */
export async function openDevice(browser: Browser, url: string, viewport: { width: number; height: number }, token?: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  // A window of its own: a tab behind another is hidden, as a phone in a pocket is (the room tells
  // such a device what it missed when it comes back instead of at the moment).
  const page = await context.newPage({ type: 'window' });
  page.setDefaultTimeout(10_000);
  await page.setViewport(viewport);
  if (token) await page.evaluateOnNewDocument((t: string) => window.localStorage.setItem('gavel.token', t), token);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  return page;
}

/** Resolves once the page shows `text` (its rendered text, so nothing hidden counts). */
export async function seesText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout, polling: 50 }, text);
}

/** Whether the page shows `text` now. */
export function showsText(page: Page, text: string): Promise<boolean> {
  return page.evaluate((t: string) => document.body.innerText.includes(t), text);
}

/** The enabled button whose text is `name`, once there; clicked through it with the browser's own input. */
export async function buttonNamed(page: Page, name: string): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await page.waitForFunction(
    (n: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === n && !b.disabled && b.offsetParent !== null),
    { polling: 50 },
    name,
  );
  return handle as ElementHandle<HTMLButtonElement>;
}

/** The shown text of the first element matching `selector` that shows, or null. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s: string) => [...document.querySelectorAll<HTMLElement>(s)].find((el) => el.offsetParent !== null)?.innerText ?? null, selector);
}

/** A screenshot of what the device's screen shows, under test-artifacts/firefox/. */
export async function firefoxScreenshot(page: Page, name: string): Promise<void> {
  const file = path.join(ARTIFACTS_DIR, 'firefox', `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
}
