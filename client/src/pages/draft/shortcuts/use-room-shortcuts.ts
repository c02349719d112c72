import { useEffect, useRef, useState } from 'react';
import type { DraftTab } from '../draft-tabs.js';
import { SEARCH_SHORTCUT_SELECTOR, setShortcutsEnabled, shortcutFor, shortcutsEnabled } from './shortcuts.js';

interface Options {
  /** Go to a tab (as a click on it would). */
  choose: (tab: DraftTab) => void;
  /** Where `/` goes when the current tab has no player search. */
  searchTab: DraftTab;
}

/** Listens for the room's shortcuts on the whole page; see shortcuts.ts for which keys and when. */
export function useRoomShortcuts({ choose, searchTab }: Options) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [enabled, setEnabled] = useState(shortcutsEnabled);
  const latest = useRef({ choose, searchTab, enabled });
  useEffect(() => {
    latest.current = { choose, searchTab, enabled };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.defaultPrevented) return;
      // A dialog open on top owns the keyboard.
      if (document.querySelector('[aria-modal="true"]')) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'help') setHelpOpen(true);
      else if (action.kind === 'tab') latest.current.choose(action.tab);
      else focusSearch(latest.current.choose, latest.current.searchTab);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const toggleEnabled = (next: boolean) => {
    setShortcutsEnabled(next);
    setEnabled(next);
  };
  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false), enabled, toggleEnabled };
}

function focusSearch(choose: (tab: DraftTab) => void, searchTab: DraftTab): void {
  const here = document.querySelector<HTMLElement>(SEARCH_SHORTCUT_SELECTOR);
  if (here) return here.focus();
  choose(searchTab);
  // The tab renders on the next frames (a lazy tab a little later): focus its search once it is there.
  let tries = 0;
  const attempt = () => {
    const search = document.querySelector<HTMLElement>(SEARCH_SHORTCUT_SELECTOR);
    if (search) search.focus();
    else if (++tries < 40) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
