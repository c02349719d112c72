// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parsePrice } from '#shared/draft/bids.js';
import { resolveTab, rememberTab, tabLabel } from './draft-tabs.js';
import { COLUMNS_STORAGE_KEY, initialColumns, loadColumns, moveColumn, resetColumns, sanitizeColumns, saveColumns } from './players/columns.js';
import { matchesSearch } from './run/search.js';
import { nextSort, sortRows } from '../../components/table/table-sort.js';
import { settingsRoster } from '#shared/draft/roster-rules.js';
import { checkSettings } from './settings/BudgetRosterForm.js';

afterEach(() => window.localStorage.clear());

describe('draft tabs', () => {
  it('take the URL tab, else the one remembered for the draft, else run', () => {
    expect(resolveTab(undefined, 5)).toBe('run');
    rememberTab(5, 'board');
    expect(resolveTab(undefined, 5)).toBe('board');
    expect(resolveTab(undefined, 6)).toBe('run');
    expect(resolveTab('players', 5)).toBe('players');
    expect(resolveTab('nonsense', 5)).toBe('board');
  });

  it("mark Settings '(Commissioner Only)' for everyone else", () => {
    expect(tabLabel('settings', true)).toBe('Settings');
    expect(tabLabel('settings', false)).toBe('Settings (Commissioner Only)');
  });
});

describe('sorting and search', () => {
  it('sorts a new column descending first, then toggles', () => {
    const first = nextSort(null, 'projected');
    expect(first).toEqual({ key: 'projected', direction: 'desc' });
    expect(nextSort(first, 'projected')).toEqual({ key: 'projected', direction: 'asc' });
    expect(nextSort({ key: 'projected', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
  });

  it('keeps missing values last either way', () => {
    const rows = [{ v: 2 }, { v: null }, { v: 9 }];
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([9, 2, null]);
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([2, 9, null]);
  });

  it('matches names regardless of case, accents and punctuation', () => {
    expect(matchesSearch("Ja'Marr Chase", 'jamarr')).toBe(true);
    expect(matchesSearch('Amon-Ra St. Brown', 'st brown')).toBe(true);
    expect(matchesSearch('José Ramírez', 'jose ram')).toBe(true);
    expect(matchesSearch('Patrick Mahomes', 'allen')).toBe(false);
  });
});

describe('pick form and edit rules', () => {
  it('accepts whole prices of 0 or more only', () => {
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice(' 45 ')).toBe(45);
    for (const bad of ['', '-1', '4.5', 'abc', '1e3']) expect(parsePrice(bad)).toBeNull();
  });
});

describe('settings', () => {
  const draft = { auction_budget: 200, roster_positions: { QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 6 } };
  const slots = (over: Record<string, string> = {}) =>
    ({ QB: '2', RB: '2', WR: '2', TE: '1', FLEX: '2', SUPERFLEX: '0', K: '1', DEF: '1', BENCH: '6', ...over }) as Parameters<typeof checkSettings>[2];

  it('finds nothing to save when nothing changed', () => {
    expect(checkSettings(draft, '200', slots())).toEqual({ ok: true, changes: null });
  });

  it('sends only what changed', () => {
    expect(checkSettings(draft, '250', slots())).toEqual({ ok: true, changes: { auction_budget: 250 } });
    const check = checkSettings(draft, '200', slots({ BENCH: '10' }));
    expect(check.ok && check.changes?.roster_positions?.BENCH).toBe(10);
    expect(check.ok && 'auction_budget' in (check.changes ?? {})).toBe(false);
  });

  it('sends the whole roster, a slot set to 0 included, so the server can replace it', () => {
    const check = checkSettings(draft, '200', slots({ K: '0' }));
    expect(check.ok && check.changes?.roster_positions).toEqual({ QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, SUPERFLEX: 0, K: 0, DEF: 1, BENCH: 6 });
  });

  it('holds every slot count to 0–10, as on draft creation, and the budget to a positive whole number', () => {
    expect(checkSettings(draft, '200', slots({ QB: '11' }))).toEqual({ ok: false, error: 'QB slots must be a whole number from 0 to 10' });
    expect(checkSettings(draft, '200', slots({ BENCH: '11' }))).toEqual({ ok: false, error: 'BENCH slots must be a whole number from 0 to 10' });
    expect(checkSettings(draft, '200', slots({ WR: '1e1' }))).toEqual({ ok: false, error: 'WR slots must be a whole number from 0 to 10' });
    expect(checkSettings(draft, '200', slots({ QB: '6' })).ok).toBe(true);
    expect(checkSettings(draft, '0', slots())).toEqual({ ok: false, error: 'Budget must be a positive whole number' });
  });

  it('falls back to the default roster when the draft defines none', () => {
    expect(settingsRoster({})).toMatchObject({ QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1, BENCH: 6, SUPERFLEX: 0 });
  });
});

describe('players table columns', () => {
  it('start in the first-visit order and reset to the spec order', () => {
    expect(initialColumns().map((c) => c.id)).toEqual([
      'player',
      'ppr_proj',
      'value',
      'adj_value',
      'draft_status',
      'pass_yds',
      'pass_tds',
      'rush_yds',
      'rush_tds',
      'receptions',
      'rec_yds',
      'rec_tds',
      'ppr_actual',
    ]);
    const reset = resetColumns().map((c) => c.id);
    expect(reset[2]).toBe('ppr_actual');
    expect(reset.slice(3, 5)).toEqual(['value', 'adj_value']);
    expect(reset.at(-1)).toBe('draft_status');
  });

  it('persist under the product key and survive stale stored data', () => {
    const moved = moveColumn(initialColumns(), 10, 1).map((c) => (c.id === 'rush_yds' ? { ...c, visible: false } : c));
    saveColumns(moved);
    expect(window.localStorage.getItem(COLUMNS_STORAGE_KEY)).not.toBeNull();
    expect(loadColumns()).toEqual(moved);
    const stale = sanitizeColumns([{ id: 'ppr_actual', visible: false }, { id: 'gone', visible: true }, { id: 'player', visible: false }]);
    expect(stale?.slice(0, 2)).toEqual([
      { id: 'ppr_actual', visible: false },
      { id: 'player', visible: true },
    ]);
    expect(stale).toHaveLength(13);
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, '{not json');
    expect(loadColumns()).toEqual(initialColumns());
  });
});
