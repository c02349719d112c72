// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setShortcutsEnabled, shortcutFor, shortcutsEnabled, tabKey } from './shortcuts.js';

const key = (k: string, target: EventTarget | null = document.body, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  shortcutFor({ key: k, target, ctrlKey: false, metaKey: false, altKey: false, ...mods });

afterEach(() => window.localStorage.clear());

describe('draft room shortcuts', () => {
  it('maps ?, / and the tab numbers to their actions', () => {
    expect(key('?')).toEqual({ kind: 'help' });
    expect(key('/')).toEqual({ kind: 'search' });
    expect(key(tabKey('board'))).toEqual({ kind: 'tab', tab: 'board' });
    expect(key('1')).toEqual({ kind: 'tab', tab: 'run' });
    expect(key('x')).toBeNull();
  });

  it('never fires while typing in a field or with a modifier held (WCAG 2.1.4)', () => {
    const input = document.createElement('input');
    const select = document.createElement('select');
    const textarea = document.createElement('textarea');
    for (const field of [input, select, textarea]) expect(key('?', field)).toBeNull();
    expect(key('2', document.body, { ctrlKey: true })).toBeNull();
    expect(key('/', document.body, { metaKey: true })).toBeNull();
    expect(key('?', document.body, { altKey: true })).toBeNull();
    expect(key('?', document.createElement('button'))).toEqual({ kind: 'help' });
  });

  it('can be turned off, and the choice is remembered', () => {
    expect(shortcutsEnabled()).toBe(true);
    setShortcutsEnabled(false);
    expect(shortcutsEnabled()).toBe(false);
    setShortcutsEnabled(true);
    expect(shortcutsEnabled()).toBe(true);
  });
});
