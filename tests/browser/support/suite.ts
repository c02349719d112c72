import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#client/stores/session.js';
import { launchBrowser, screenshot } from './chromium.js';
import { startServer, type RunningServer, type StartOptions } from './server.js';

/** The three screens of a draft night: a phone (touch), the commissioner's laptop, the TV on the wall. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const LAPTOP = { viewport: { width: 1366, height: 768 } };
export const TV = { viewport: { width: 1920, height: 1080 } };

/** Pages of this context open signed in as the owner of `token` (the session the client keeps in localStorage). */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

/**
 * Buttons and top-bar links the page shows that are shorter than a finger's 44 px (docs/DECISIONS.md,
 * "Tap targets"), each as 'text: height'; a phone's test expects none.
 */
export async function shortTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a.btn, .topnav-link')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height < 44 ? [`${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}: ${box.height} px`] : [];
    }),
  );
}

export interface BrowserSuite {
  /** The app, started before the suite's first test (the getter throws before that). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A browser context closed when the test that opened it ends, its pages photographed if it failed. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * What every browser suite sets up and tears down, registered as the describe block's hooks (call
 * it first in the block, so its `beforeAll` runs before the suite's own): the app with a fresh
 * database, Chromium, the contexts each test opens, closed when it ends (at the end of the suite
 * with `pagesOutliveTests`, for tests that go on with an earlier test's page), and a screenshot of every
 * open page when a test fails (`test-artifacts/failure-<name>-<n>.png`).
 */
export function useBrowserSuite(name: string, options: StartOptions = {}, { pagesOutliveTests = false }: { pagesOutliveTests?: boolean } = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      const pages = [...contexts].flatMap((c) => c.pages());
      await Promise.all(pages.map((page, i) => screenshot(page, `failure-${name}-${i}`).catch(() => undefined)));
    }
    // A test's pages go with it: rooms left open keep their sockets and clocks busy under the next test.
    if (!pagesOutliveTests) await Promise.all([...contexts].map((c) => c.close()));
  });
  afterAll(async () => {
    await Promise.all([...contexts].map((c) => c.close()));
    await browser?.close();
    await server?.close();
  });

  const suite: BrowserSuite = {
    get server() {
      if (!server) throw new Error(`${name}: the server starts in the suite's beforeAll`);
      return server;
    },
    get browser() {
      if (!browser) throw new Error(`${name}: Chromium starts in the suite's beforeAll`);
      return browser;
    },
    async newContext(contextOptions) {
      const context = await suite.browser.newContext(contextOptions);
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    },
  };
  return suite;
}
