import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * A part of the page fetched on demand (a route, the TV's strip, a tab) must survive the party's
 * Wi-Fi dropping while it is on its way (docs/DECISIONS.md, "A Wi-Fi drop while part of the page
 * loads"): its fetch is tried again rather than ending on an error screen or a dead part of the
 * page. Every byte here is on the TV's first load (its 110 KB budget), hence the terse code.
 */

/** Pauses before each new attempt: a Wi-Fi blip is over within the first few. The last one repeats while the server does not answer. */
export const RETRY_PAUSES_MS: readonly number[] = [1000, 2000, 4000, 8000];
/** No second automatic reload within this long of the last one: a part that still fails after a reload is a real failure. */
export const RELOAD_GUARD_MS = 60_000;
/** In sessionStorage: it survives the reload, and each tab has its own. */
export const RELOADED_AT_KEY = 'gavel.reloadedAt';

/** The pause, cut short when the browser is back online (the phone is on the Wi-Fi again); the listener goes with the pause. */
const pause = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
    addEventListener('online', resolve, { once: true, signal: AbortSignal.timeout(ms) });
  });

/** Whether the server answers the page's own address: no answer means the network is down, and a reload would land on the browser's offline page. */
export const serverAnswers = (): Promise<boolean> => fetch(location.href, { cache: 'no-store' }).then((res) => res.ok, () => false);

/**
 * Reloads the page unless it was reloaded for this within the guard's minute; whether it did. Where
 * storage is blocked this throws, and the part's error goes to the ErrorBoundary: no guard, no reload.
 */
export function reloadOnce(): boolean {
  const now = Date.now();
  if (now - Number(sessionStorage.getItem(RELOADED_AT_KEY)) < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  location.reload();
  return true;
}

/**
 * `load()` until it succeeds: again after each pause (or once the browser is back online), about
 * 7 s of tries. Then, while the server does not answer (the page's own address), every last pause:
 * the network is still down, and the TV waits for it with no one touching it. A part that still
 * fails while the server answers is gone (a new version was deployed while the page was open, its
 * files renamed) or cached as failed by the browser: the page reloads, which fetches the current
 * index.html, never onto the browser's offline page. Reloaded for this a minute ago, the error goes
 * to the ErrorBoundary.
 */
export function retryImport<T>(load: () => Promise<T>, pauses = RETRY_PAUSES_MS): Promise<T> {
  return load().catch(async (err: unknown) => {
    const [ms, ...rest] = pauses;
    if (!rest.length && (await serverAnswers())) {
      if (!reloadOnce()) throw err;
      return new Promise<T>(() => undefined); // The page is going away; the part's placeholder stays until then.
    }
    await pause(ms ?? 0);
    return retryImport(load, rest.length ? rest : pauses);
  });
}

/** React's `lazy`, with the chunk's fetch tried again as above. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for `lazy`.
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => retryImport(load));
}

/**
 * A lazy part's stylesheet is fetched by Vite before its code, and never asked for again once that
 * failed: the code is tried again by retryImport, the stylesheet here, on Vite's `vite:preloadError`
 * (fired on window for each failure). Not the reload Vite's docs suggest: on a Wi-Fi drop it would
 * land on the browser's offline page, and the TV would stay there. A failed link is left in place
 * (it never applies); the next attempt adds a new one.
 */
export function refetchFailedStylesheets(): void {
  addEventListener('vite:preloadError', (event) => {
    const href = /CSS for (\S+)/.exec(String(event.payload))?.[1];
    if (href) {
      void retryImport(() => new Promise((onload, onerror) => document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload, onerror }))));
    }
  });
}
