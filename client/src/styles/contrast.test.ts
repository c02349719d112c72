import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio, mixSrgb } from './contrast.js';

/**
 * Every colour token pair the app draws text or controls with meets WCAG 2.2 AA, in
 * every state, including the ones an axe run of a page rarely sees (a TE pick on the board, a
 * team down to its last dollars, a traded cell). The tokens are read from styles/base.css itself.
 */
const css = readFileSync(path.join(import.meta.dirname, 'base.css'), 'utf8');
const tokens = new Map([...css.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{3,6})\s*;/g)].map((m) => [m[1]!, m[2]!]));
const token = (name: string): string => {
  const value = tokens.get(name);
  if (!value) throw new Error(`--${name} is not a hex token in styles/base.css`);
  return value;
};

const POSITIONS = ['qb', 'rb', 'wr', 'te', 'k', 'def', 'flex', 'other'] as const;
/** board.css: a pick cell is its position colour at 14 % over the surface; a roster row 10 %. */
const cellTint = (pos: string) => mixSrgb(token(`pos-${pos}`), 14, token('surface'));
const rosterTint = (pos: string) => mixSrgb(token(`pos-${pos}`), 10, token('surface'));
/** board.css: the position label is --cell-ink when set (TE), else the colour darkened 20 %. */
const cellInk = (pos: string) => (pos === 'te' ? token('pos-te-ink') : mixSrgb(token(`pos-${pos}`), 80, '#000000'));

function expectAtLeast(fg: string, bg: string, min: number, what: string) {
  const ratio = contrastRatio(fg, bg);
  expect({ what, fg, bg, ratio: Number(ratio.toFixed(2)), ok: ratio >= min }).toMatchObject({ ok: true });
}

describe('colour tokens meet WCAG 2.2 AA', () => {
  it('the contrast arithmetic matches WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(mixSrgb('#ff0000', 50, '#0000ff')).toBe('#800080');
  });

  it('position badges: their label on each position colour', () => {
    for (const pos of POSITIONS) expectAtLeast(pos === 'te' ? token('pos-te-on') : token('pos-on'), token(`pos-${pos}`), AA_TEXT, `${pos} badge`);
  });

  it('board cells: position label, name, meta and trade link on each position tint and on a traded cell', () => {
    for (const pos of POSITIONS) {
      for (const bg of [cellTint(pos), rosterTint(pos)]) {
        expectAtLeast(cellInk(pos), bg, AA_TEXT, `${pos} label`);
        expectAtLeast(token('text'), bg, AA_TEXT, `${pos} name`);
        expectAtLeast(token('muted'), bg, AA_TEXT, `${pos} meta`);
      }
      expectAtLeast(cellInk(pos), token('traded-cell'), AA_TEXT, `${pos} label, traded`);
    }
    for (const fg of ['text', 'muted', 'primary']) expectAtLeast(token(fg), token('traded-cell'), AA_TEXT, `${fg} on a traded cell`);
    expectAtLeast(token('traded-tag-text'), token('traded-tag-bg'), AA_TEXT, 'traded tag');
    expectAtLeast(token('keeper-tag-text'), token('keeper-tag-bg'), AA_TEXT, 'keeper badge');
  });

  it('budget colours on the team headers, tables and cards', () => {
    for (const state of ['green', 'yellow', 'red']) {
      for (const bg of ['surface', 'surface-2', 'bg']) expectAtLeast(token(`budget-${state}`), token(bg), AA_TEXT, `budget ${state} on ${bg}`);
    }
  });

  it('text, muted text, links and status colours on every page background', () => {
    for (const bg of ['bg', 'surface', 'surface-2']) {
      for (const fg of ['text', 'muted', 'primary', 'primary-dark', 'danger', 'success', 'warning']) expectAtLeast(token(fg), token(bg), AA_TEXT, `${fg} on ${bg}`);
    }
    expectAtLeast(token('primary'), token('primary-soft'), AA_TEXT, 'primary on its soft background');
    expectAtLeast(token('danger'), token('danger-soft'), AA_TEXT, 'danger on its soft background');
    expectAtLeast('#ffffff', token('primary'), AA_TEXT, 'primary button label');
    expectAtLeast('#ffffff', token('danger'), AA_TEXT, 'danger button label');
    expectAtLeast('#ffffff', token('brand'), AA_TEXT, 'top bar and TV banner text');
  });

  it('focus rings and control borders stand out as UI parts (3:1)', () => {
    for (const bg of ['bg', 'surface', 'surface-2']) expectAtLeast(token('focus'), token(bg), AA_LARGE, `focus ring on ${bg}`);
    expectAtLeast(token('focus-on-dark'), token('brand'), AA_LARGE, 'focus ring on the top bar');
  });
});
