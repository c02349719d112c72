import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** How long a browser asked to close has before it is killed. */
const CLOSE_WAIT_MS = 5000;

/**
 * Chromium driven over its DevTools pipe with only the protocol domains a measurement asks for.
 *
 * Playwright enables the Runtime domain on every page it opens, and with it V8's inspector asks for
 * a detailed stack trace of every Error the page constructs. React DOM builds three Errors as its
 * module is evaluated; their stack traces need the source positions of the 200 KB function around
 * React DOM, which V8 then re-parses: 150–300 ms of a 4× slowed first load that a guest's phone, with
 * no DevTools attached, never spends (docs/BENCHMARKS.md, "A twenty-second machine"). A page opened
 * here has the Page and Emulation domains only; scripts are evaluated in it without Runtime's events.
 */
export class BareChromium {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private buffered = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profileDir: string,
  ) {
    const output = child.stdio[4] as Readable;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => this.receive(chunk));
    // A browser that dies (or never starts) fails what waits on it rather than leaving it waiting.
    child.once('exit', (code, signal) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(`Chromium exited (${signal ?? code}) before it answered`));
      this.pending.clear();
    });
  }

  /** Starts Chromium with `flags` and a new empty profile; messages go over fds 3 and 4 (`--remote-debugging-pipe`). */
  static launch(executable: string, flags: string[]): BareChromium {
    const profileDir = mkdtempSync(path.join(tmpdir(), 'gavel-bare-chromium-'));
    const child = spawn(executable, [...flags, '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    return new BareChromium(child, profileDir);
  }

  /** One protocol command; `sessionId` addresses a page attached with `openPage`. */
  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    const sent = new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
    (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return sent;
  }

  /** A new page in a browser context of its own (an empty cache and no cookies), attached for commands. */
  async openPage(): Promise<BarePage> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    return new BarePage(this, sessionId, browserContextId);
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      // Asked to close, Chromium ends its helper processes (renderers, GPU, zygote) with it; killed,
      // the browser alone goes and the helpers went on writing into the profile while it was removed.
      void this.send('Browser.close').catch(() => undefined);
      const timedOut = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
      const closed = await Promise.race([exited.then(() => true), timedOut.then(() => false)]);
      if (!closed) {
        this.child.kill('SIGKILL');
        await exited;
      }
    }
    try {
      rmSync(this.profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      // A leftover profile in the temporary directory is not a failed measurement.
      console.warn(`could not remove Chromium's profile ${this.profileDir}: ${(error as Error).message}`);
    }
  }

  private receive(chunk: string): void {
    this.buffered += chunk;
    let end: number;
    while ((end = this.buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(this.buffered.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
      this.buffered = this.buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) continue;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  }
}

export class BarePage {
  constructor(
    private readonly browser: BareChromium,
    private readonly sessionId: string,
    private readonly browserContextId: string,
  ) {}

  send<T = Record<string, unknown>>(method: string, params: object = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  /** The value of `expression` in the page, as JSON; Runtime.evaluate runs without Runtime.enable. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`page script failed: ${exceptionDetails.text}`);
    return result.value as T;
  }

  /** Polls until `expression` is truthy in the page, every 100 ms, or fails after `timeoutMs`. */
  async waitFor(expression: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.evaluate<boolean>(`Boolean(${expression})`).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async close(): Promise<void> {
    await this.browser.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId });
  }
}
