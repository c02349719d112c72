import { DRAFT_TABS, type DraftTab } from '../draft-tabs.js';

/**
 * The draft room's keyboard shortcuts, listed by the `?` dialog. They are single
 * characters, so WCAG 2.1.4 (Character Key Shortcuts) applies: they never fire while typing in a
 * field or with a modifier held, and the dialog can turn them off (remembered per browser).
 */
export type ShortcutAction = { kind: 'help' } | { kind: 'search' } | { kind: 'tab'; tab: DraftTab };

export const SHORTCUTS_STORAGE_KEY = 'gavel.shortcuts';

/** The keys each tab answers to: its position in the tab bar. */
export const tabKey = (tab: DraftTab) => String(DRAFT_TABS.indexOf(tab) + 1);

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing into these must never trigger a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  if (event.key === '?') return { kind: 'help' };
  if (event.key === '/') return { kind: 'search' };
  const tab = DRAFT_TABS.find((t) => tabKey(t) === event.key);
  return tab ? { kind: 'tab', tab } : null;
}

export function shortcutsEnabled(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setShortcutsEnabled(enabled: boolean): void {
  try {
    if (enabled) window.localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
    else window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, 'off');
  } catch {
    // Private mode: the choice lasts for this page.
  }
}

/** The search box `/` focuses: the Run tab's available players, else the Players tab's. */
export const SEARCH_SHORTCUT_SELECTOR = '[data-shortcut="player-search"]';
