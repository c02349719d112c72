import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { TOKEN_STORAGE_KEY } from '#client/stores/session.js';
import { ARTIFACTS_DIR } from './chromium.js';
import { partyDevice, type OpenDevice, type PartyDevice } from './live-party.js';

/**
 * WebKit (Safari's engine) from Debian: WebKitGTK's MiniBrowser driven over W3C WebDriver by
 * WebKitWebDriver, on a display of its own (Xvfb), as ../shared/BROWSERS.md describes
 * (`apt-get install -y webkit2gtk-driver xvfb`; CI installs them when missing). The driver serves one
 * session at a time, so each device gets a driver (and a browser) of its own. The calls are the few
 * plain WebDriver ones the journey needs; no client library speaks WebKitGTK's capabilities better.
 */
const XVFB = '/usr/bin/Xvfb';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The window's toolbar takes this much of its height: a window this much taller has the viewport asked for. */
const WINDOW_CHROME_PX = 38;
/** The narrowest window WebKitGTK makes: a "phone" here is this wide. */
export const WEBKIT_MIN_WIDTH = 447;
/** W3C WebDriver's key for an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export const WEBKIT_SKIP_NOTICE = `WebKit browser tests skipped: ${[XVFB, WEBKIT_DRIVER, MINIBROWSER].filter((file) => !existsSync(file)).join(', ')} not found (apt-get install -y webkit2gtk-driver xvfb)`;

export function hasWebKit(): boolean {
  return [XVFB, WEBKIT_DRIVER, MINIBROWSER].every((file) => existsSync(file));
}

type ElementRef = { [ELEMENT_KEY]: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a display (Xvfb picks a free number and says which) for every device's window. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let said = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming its display`)));
  });
}

/** WebKit on a display of its own, each device opened in it a driver and a window of its own. */
export async function startWebKit(): Promise<{ open: OpenDevice; close: () => Promise<void> }> {
  const { display, process: xvfb } = await startDisplay();
  const drivers: ChildProcess[] = [];
  const sessions: { base: string }[] = [];

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebDriver ${method} ${url}: ${json.value.error ?? res.status} ${json.value.message ?? ''}`);
    return json.value;
  }

  async function newDriver(): Promise<string> {
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
    drivers.push(driver);
    const root = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      const ready = await call<{ ready: boolean }>('GET', `${root}/status`).catch(() => null);
      if (ready?.ready) return root;
      await sleep(50);
    }
    throw new Error('WebKitWebDriver did not become ready');
  }

  async function open(url: string, viewport: { width: number; height: number }, token?: string): Promise<PartyDevice> {
    const root = await newDriver();
    const session = await call<{ sessionId: string }>('POST', `${root}/session`, {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    });
    const base = `${root}/session/${session.sessionId}`;
    sessions.push({ base });
    await call('POST', `${base}/window/rect`, { width: Math.max(WEBKIT_MIN_WIDTH, viewport.width), height: viewport.height + WINDOW_CHROME_PX });

    const execute = <T>(body: string, args: unknown[] = []) => call<T>('POST', `${base}/execute/sync`, { script: body, args });
    // Errors are collected by the page itself (WebKitGTK's driver has no log to read them from).
    const watchErrors = `window.__errors = window.__errors || [];
      addEventListener('error', (e) => window.__errors.push(String(e.message)));
      addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));`;
    const goto = async (to: string) => {
      await call('POST', `${base}/url`, { url: to });
      await execute(watchErrors);
    };
    const page = partyDevice<ElementRef>({
      engine: 'WebKit',
      execute,
      attempt: execute,
      click: async (element) => {
        await call('POST', `${base}/element/${element[ELEMENT_KEY]}/click`, {});
      },
      typeAndEnter: async (selector, text) => {
        const field = await call<ElementRef>('POST', `${base}/element`, { using: 'css selector', value: selector });
        await call('POST', `${base}/element/${field[ELEMENT_KEY]}/value`, { text: `${text}\uE007` });
      },
      screenshot: async (name) => {
        const png = await call<string>('GET', `${base}/screenshot`);
        const file = path.join(ARTIFACTS_DIR, 'webkit', `${name}.png`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, Buffer.from(png, 'base64'));
      },
      errors: () => execute<string[]>('return window.__errors || [];'),
    });
    if (token) {
      // The session the client keeps in localStorage, set on the app's origin before the app runs.
      await goto(new URL('/favicon.svg', url).href);
      await execute('localStorage.setItem(arguments[0], arguments[1]);', [TOKEN_STORAGE_KEY, token]);
    }
    await goto(url);
    return page;
  }

  return {
    open,
    close: async () => {
      await Promise.all(sessions.map(({ base }) => call('DELETE', base).catch(() => undefined)));
      for (const driver of drivers) driver.kill();
      xvfb.kill();
    },
  };
}
