import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { TOKEN_STORAGE_KEY } from '#client/stores/session.js';
import { ARTIFACTS_DIR } from './chromium.js';
import { partyDevice, type OpenDevice, type PartyDevice } from './live-party.js';

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

/** Firefox, each device opened in it a window and a browser context of its own (openFirefoxDevice). */
export async function startFirefox(): Promise<{ open: OpenDevice; close: () => Promise<void> }> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  return { open: (url, viewport, token) => openFirefoxDevice(browser, url, viewport, token), close: () => browser.close() };
}

/**
 * Firefox reports a WebSocket it cannot open (a dropped Wi-Fi's) as a page error; that is the
 * network, not the app's script, and a journey checks what the page shows meanwhile.
 */
const NETWORK_ERROR = /can’t establish a connection to the server at ws:/;

/**
 * A device showing `url`, in a browser context and a window of its own (its own storage and screen;
 * a tab behind another is hidden, as a phone in a pocket is), signed in as the owner of `token` when
 * given. Firefox over BiDi takes the viewport's size but not touch emulation. Screenshots go to
 * test-artifacts/firefox/.
 */
export async function openFirefoxDevice(browser: Browser, url: string, viewport: { width: number; height: number }, token?: string): Promise<PartyDevice> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage({ type: 'window' });
  page.setDefaultTimeout(10_000);
  await page.setViewport(viewport);
  const errors: string[] = [];
  page.on('pageerror', (err) => {
    const message = err instanceof Error ? err.message : String(err);
    if (!NETWORK_ERROR.test(message)) errors.push(message);
  });
  if (token) await page.evaluateOnNewDocument((key: string, t: string) => window.localStorage.setItem(key, t), TOKEN_STORAGE_KEY, token);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });

  // An expression, not a function the page would build: the app's Content-Security-Policy allows no eval.
  const call = (body: string, args: unknown[]) => `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;
  const execute = <T>(body: string, args: unknown[] = []) => page.evaluate(call(body, args)) as Promise<T>;
  return partyDevice<ElementHandle>({
    engine: 'Firefox',
    execute,
    attempt: async <T>(body: string, args: unknown[]) => {
      const handle = await page.evaluateHandle(call(body, args));
      const element = handle.asElement();
      if (element) return element as T;
      const value = (await handle.jsonValue()) as T;
      await handle.dispose();
      return value;
    },
    click: (element) => element.click(),
    typeAndEnter: async (selector, text) => {
      await page.type(selector, text);
      await page.keyboard.press('Enter');
    },
    screenshot: async (name) => {
      const file = path.join(ARTIFACTS_DIR, 'firefox', `${name}.png`);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file });
    },
    errors: () => Promise.resolve([...errors]),
  });
}
