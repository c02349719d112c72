import { useState, type ComponentProps, type ComponentType } from 'react';
import { lazyWithRetry } from './lazy-with-retry.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for `lazy`.
type PageModule = { default: ComponentType<any> };

export interface PreloadablePage<M extends PageModule> {
  (props: ComponentProps<M['default']>): React.JSX.Element;
  /** Fetch the page's module now; the module, or undefined when the fetch failed (the page then loads lazily, with retries). */
  preload: () => Promise<M | undefined>;
}

/**
 * A lazy page that can be fetched before React's first render (docs/DECISIONS.md, "First load of the
 * sign-in and join pages"). Rendered through `lazy`, a page commits its Suspense fallback first even
 * when its module is already in, and React holds content that replaces a fallback for 300 ms after
 * it showed. Once `preload` has settled, the page mounts the module's component directly: no
 * spinner, no hold. Before that (or after a failed fetch) it is the lazy page with its retries.
 */
export function preloadablePage<M extends PageModule>(load: () => Promise<M>): PreloadablePage<M> {
  const Lazy = lazyWithRetry(load);
  let loaded: M['default'] | undefined;
  function Page(props: ComponentProps<M['default']>) {
    // Chosen at mount: turning from the lazy page to the loaded one later would mount it again.
    const [Component] = useState<ComponentType<ComponentProps<M['default']>>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Page.preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      () => undefined,
    );
  return Page;
}
