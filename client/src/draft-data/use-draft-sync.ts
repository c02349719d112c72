import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { DraftRoomState } from './store-types.js';
import { useDraftStore } from './hooks.js';

/**
 * A figure that moves with every sale (money left, the next pick number, an adjusted value, the
 * inflation line), kept on the page without rendering its component: zustand's "transient updates"
 * (subscribe outside React, write through a ref; docs/ARCHITECTURE.md, Live state).
 *
 * The render reads the store once and draws the value itself, so the first paint is right and never
 * empty. After that, each store change runs `select`; a value unlike the one on the page goes to
 * `apply`, which writes it into the DOM in the same task as the change (the same frame as the rest of
 * the sale). A later render draws the value it reads, the same one the subscription last wrote.
 * Returns the value as of this render.
 */
export function useDraftSync<T>(select: (state: DraftRoomState) => T, apply: (value: T) => void, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useDraftStore();
  const value = select(store.getState());
  const latest = useRef({ select, apply, isEqual });
  /** What the page shows: this render's value once committed, then whatever `apply` wrote. */
  const shown = useRef(value);
  useLayoutEffect(() => {
    latest.current = { select, apply, isEqual };
    shown.current = value;
  });
  useLayoutEffect(() => {
    const sync = () => {
      const { select, apply, isEqual } = latest.current;
      const next = select(store.getState());
      if (isEqual(shown.current, next)) return;
      shown.current = next;
      apply(next);
    };
    // A change between the render and now.
    sync();
    return store.subscribe(sync);
  }, [store]);
  return value;
}

/**
 * A line of text that follows the store (useDraftSync): render `<tag ref={ref}>{text}</tag>` with
 * the text as the element's only child, so writing the element's text is what React would do.
 */
export function useDraftText<E extends HTMLElement>(select: (state: DraftRoomState) => string): { ref: RefObject<E | null>; text: string } {
  const ref = useRef<E>(null);
  const text = useDraftSync(select, (next) => {
    if (ref.current) ref.current.textContent = next;
  });
  return { ref, text };
}
