import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { openModalLayer } from './modal-layers.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What Tab stops on inside `panel`, in order. A table's rows keep one Tab stop (roving tabindex, the
 * others at -1): counting those as the last stop let Tab walk out of the panel past its real last one.
 */
const tabStops = (panel: HTMLElement) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0);

export interface FocusTrapOptions {
  /** Escape calls this. */
  onClose: () => void;
  /**
   * Where focus goes when the panel closes; defaults (null) to whatever had focus when it opened.
   * false leaves focus alone (a popover closed by a click elsewhere: the click placed it).
   */
  returnFocusTo?: () => HTMLElement | null | false;
  /**
   * What gets focus on open when nothing inside is marked `data-autofocus`: the first focusable
   * element (dialogs) or the panel itself (slide-overs, so a screen reader reads it from the top).
   */
  initialFocus?: 'first' | 'panel';
  /**
   * A modal dialog (`aria-modal`): the page behind it is inert while it is open (modal-layers.ts).
   * Popovers that close on a click elsewhere leave it out.
   */
  modal?: boolean;
}

/**
 * Keeps keyboard users inside an open dialog or panel: focus moves in on open, Tab and
 * Shift+Tab cycle within it, Escape closes it, and focus goes back when it closes. Put `ref`
 * and `onKeyDown` on the panel element (which needs tabIndex={-1}); mount it only while open.
 * With `modal`, the page behind is inert while it is open, so nothing but the panel is reachable.
 */
export function useFocusTrap<T extends HTMLElement>({ onClose, returnFocusTo, initialFocus = 'first', modal = false }: FocusTrapOptions): {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent<T>) => void;
} {
  const ref = useRef<T>(null);
  // The latest callbacks without re-running the focus effect (which would steal focus back) on every render.
  const latest = useRef({ onClose, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });
  const initial = useRef(initialFocus);
  const isModal = useRef(modal);

  useEffect(() => {
    // The opener is read before the page goes inert (a browser drops focus from an inert element),
    // and the page is live again before focus goes back to it (focus() on an inert element does nothing).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    const closeLayer = isModal.current && panel ? openModalLayer(panel) : undefined;
    const marked = panel?.querySelector<HTMLElement>('[data-autofocus]');
    const first = initial.current === 'first' && panel ? tabStops(panel)[0] : null;
    (marked ?? first ?? panel)?.focus();
    return () => {
      closeLayer?.();
      const chosen = latest.current.returnFocusTo?.() ?? opener;
      if (chosen !== false && chosen?.isConnected) chosen.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const panel = ref.current;
    // Keys from a dialog opened on top (rendered in its own portal, but bubbling through React) are its own.
    if (!panel || event.defaultPrevented || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      latest.current.onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabStops(panel).filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}
