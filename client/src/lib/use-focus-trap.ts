import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
}

/**
 * Keeps keyboard users inside an open dialog or panel: focus moves in on open, Tab and
 * Shift+Tab cycle within it, Escape closes it, and focus goes back when it closes. Put `ref`
 * and `onKeyDown` on the panel element (which needs tabIndex={-1}); mount it only while open.
 */
export function useFocusTrap<T extends HTMLElement>({ onClose, returnFocusTo, initialFocus = 'first' }: FocusTrapOptions): {
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

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    const marked = panel?.querySelector<HTMLElement>('[data-autofocus]');
    const first = initial.current === 'first' ? panel?.querySelector<HTMLElement>(FOCUSABLE) : null;
    (marked ?? first ?? panel)?.focus();
    return () => {
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
    const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
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
