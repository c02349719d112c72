// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RELOADED_AT_KEY, retryImport } from './lazy-with-retry.js';

/** vitest's jsdom environment: the page's address is what the last step asks the server for. */
declare const jsdom: { reconfigure(options: { url: string }): void };

/** A chunk's importer that fails its first `failures` calls, as a fetch cut by a Wi-Fi drop does. */
function flakyChunk(failures: number) {
  const calls: number[] = [];
  const started = Date.now();
  const load = () => {
    calls.push(Date.now() - started);
    return calls.length <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/TvScreen.js')) : Promise.resolve({ default: 'the part' });
  };
  return { load, calls };
}

/** Whether the promise settles within `ms` (a reload leaves the part's promise pending for good). */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('retryImport', () => {
  // The app's server, for the check made before a reload: it answers with the page.
  let server: Server;
  let pageUrl = '';
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('<!doctype html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/draft/abc`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    jsdom.reconfigure({ url: pageUrl });
    sessionStorage.clear();
  });

  it('tries a failed chunk again after each pause and resolves with it once it arrives', async () => {
    const chunk = flakyChunk(2);
    await expect(retryImport(chunk.load, [50, 100, 400])).resolves.toEqual({ default: 'the part' });
    expect(chunk.calls).toHaveLength(3);
    // Waited between attempts: 50 ms, then 100 ms more.
    expect(chunk.calls[1]).toBeGreaterThanOrEqual(45);
    expect((chunk.calls[2] ?? 0) - (chunk.calls[1] ?? 0)).toBeGreaterThanOrEqual(95);
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull();
  });

  it('tries again as soon as the browser is back online, without waiting out the pause', async () => {
    const chunk = flakyChunk(1);
    const loaded = retryImport(chunk.load, [10_000, 10_000]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.calls).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(await settlesWithin(loaded, 1000)).toBe(true);
    await expect(loaded).resolves.toEqual({ default: 'the part' });
    expect(chunk.calls).toHaveLength(2);
  });

  it('keeps trying while the server does not answer (the network is still down), and never reloads then', async () => {
    // A closed port: every request to the app fails, as on a dead Wi-Fi.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    jsdom.reconfigure({ url: `http://127.0.0.1:${port}/public/draft/abc` });

    const chunk = flakyChunk(6);
    await expect(retryImport(chunk.load, [20, 20])).resolves.toEqual({ default: 'the part' });
    expect(chunk.calls).toHaveLength(7);
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull();
  });

  it('reloads the page once the tries are spent while the server answers (the chunk is gone after a deploy), the part waiting meanwhile', async () => {
    const chunk = flakyChunk(Infinity);
    const before = Date.now();
    const loaded = retryImport(chunk.load, [20, 20]);
    expect(await settlesWithin(loaded, 800)).toBe(false);
    // Two attempts, then the reload (jsdom does not navigate): its time is kept for the guard.
    expect(chunk.calls).toHaveLength(2);
    expect(Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('hands the error on, with no second reload, when the page was reloaded for this a moment ago', async () => {
    const reloadedAt = String(Date.now() - 5000);
    sessionStorage.setItem(RELOADED_AT_KEY, reloadedAt);
    const chunk = flakyChunk(Infinity);
    await expect(retryImport(chunk.load, [20, 20])).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(chunk.calls).toHaveLength(2);
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBe(reloadedAt);
  });

  it('reloads again for a failure more than a minute after the last reload', async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 61_000));
    const loaded = retryImport(flakyChunk(Infinity).load, [20, 20]);
    expect(await settlesWithin(loaded, 800)).toBe(false);
    expect(Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeLessThan(5000);
  });
});
