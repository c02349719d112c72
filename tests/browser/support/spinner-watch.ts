import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records, in every page of `context` from the document's start, each time a route's loading spinner
 * (client/src/components/Spinner.tsx, `.spinner-block`) is in the page: a first screen preloaded
 * before React's first render (client/src/App.tsx, `firstScreenLoaded`) mounts without one.
 */
export async function watchSpinners(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __spinnersShown: string[] }).__spinnersShown = shown;
    new MutationObserver(() => {
      if (document.querySelector('.spinner-block') && shown.at(-1) !== location.pathname) shown.push(location.pathname);
    }).observe(document, { subtree: true, childList: true });
  });
}

/** The addresses at which a spinner showed in `page` since it loaded. */
export const spinnersShown = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __spinnersShown: string[] }).__spinnersShown);
