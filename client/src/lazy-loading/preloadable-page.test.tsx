// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadablePage } from './preloadable-page.js';

afterEach(cleanup);

/** A page module whose fetch the test settles (one fetch, as the browser's module map has), and the page's mounts. */
function deferredPage() {
  const mounts: number[] = [];
  function Page({ name }: { name: string }) {
    // Counts the page's own mounts: state set once per instance.
    useState(() => mounts.push(1));
    return <p>page of {name}</p>;
  }
  let settle!: (ok: boolean) => void;
  const module = new Promise<{ default: typeof Page }>((resolve, reject) => (settle = (ok) => (ok ? resolve({ default: Page }) : reject(new Error('offline')))));
  // Unhandled until someone imports it.
  module.catch(() => undefined);
  return { page: preloadablePage(() => module), settle: (ok: boolean) => settle(ok), mounts };
}

const spinner = <p>spinner</p>;

describe('a preloadable page', () => {
  it('once preloaded, mounts its page at the first render with no fallback, and passes its props', async () => {
    const { page: Page, settle, mounts } = deferredPage();
    const loaded = Page.preload();
    settle(true);
    expect(await loaded).toMatchObject({ default: expect.any(Function) });
    const seen: string[] = [];
    render(
      <Suspense fallback={spinner}>
        <Page name="Ana" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback in between.
    seen.push(document.body.textContent ?? '');
    expect(seen).toEqual(['page of Ana']);
    expect(mounts).toHaveLength(1);
  });

  it('before its module is in, is the lazy page with its fallback, and stays that one instance once the module arrives', async () => {
    const { page: Page, settle, mounts } = deferredPage();
    render(
      <Suspense fallback={spinner}>
        <Page name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
    // The module arrives (with a preload asked meanwhile): the lazy page shows it, mounted once.
    const loaded = Page.preload();
    await act(async () => {
      settle(true);
      await loaded;
    });
    expect(await screen.findByText('page of Bo')).toBeTruthy();
    expect(mounts).toHaveLength(1);
  });

  it('a failed preload resolves undefined, and the page then loads lazily', async () => {
    const { page: Page, settle } = deferredPage();
    const loaded = Page.preload();
    settle(false);
    expect(await loaded).toBeUndefined();
    render(
      <Suspense fallback={spinner}>
        <Page name="Cy" />
      </Suspense>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
  });
});
