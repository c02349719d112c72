// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from './DataTable.js';
import { nextSort, useSortedRows, type SortState } from './table-sort.js';

afterEach(cleanup);

interface Row {
  name: string;
  points: number | null;
}

const renders = new Map<string, number>();
const COLUMNS: TableColumn<Row, string>[] = [
  { id: 'name', header: 'Player', rowHeader: true, sortValue: (r) => r.name, cell: (r) => r.name },
  {
    id: 'points',
    header: 'Points',
    numeric: true,
    sortValue: (r) => r.points,
    cell: (r, note) => {
      renders.set(r.name, (renders.get(r.name) ?? 0) + 1);
      return `${r.points ?? '–'} ${note}`.trim();
    },
  },
];

function Harness({ rows, notes }: { rows: Row[]; notes: Record<string, string> }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useSortedRows(rows, COLUMNS, sort);
  return <DataTable label="Players" columns={COLUMNS} rows={sorted} rowKey={(r) => r.name} rowContext={(r) => notes[r.name] ?? ''} sort={sort} onSort={(id) => setSort((s) => nextSort(s, id))} />;
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  const rows: Row[] = [
    { name: 'Allen', points: 20 },
    { name: 'Chase', points: null },
    { name: 'Barkley', points: 25 },
  ];

  it('keeps the given order until a header is clicked, then sorts descending, then ascending, blanks last', () => {
    render(<Harness rows={rows} notes={{}} />);
    expect(names()).toEqual(['Allen', 'Chase', 'Barkley']);
    const points = screen.getByRole('columnheader', { name: /Points/ });
    expect(points.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(points).getByRole('button'));
    expect(names()).toEqual(['Barkley', 'Allen', 'Chase']);
    expect(points.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(points).getByRole('button'));
    expect(names()).toEqual(['Allen', 'Barkley', 'Chase']);
    expect(points.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('table', { name: 'Players' }).className).toBe('data-table');
  });

  it('re-renders only the row whose context changed', () => {
    renders.clear();
    const { rerender } = render(<Harness rows={rows} notes={{}} />);
    rerender(<Harness rows={rows} notes={{ Chase: 'drafted' }} />);
    expect(Object.fromEntries(renders)).toEqual({ Allen: 1, Barkley: 1, Chase: 2 });
    expect(screen.getByText('– drafted')).toBeTruthy();
  });

  it('takes a context object rebuilt with the same fields as unchanged (a row per team with its slots)', () => {
    const seen = new Map<string, number>();
    const columns: TableColumn<Row, { note: string; slots: readonly string[] }>[] = [
      {
        id: 'name',
        header: 'Team',
        cell: (r, { note, slots }) => {
          seen.set(r.name, (seen.get(r.name) ?? 0) + 1);
          return `${r.name} ${note} ${slots.join(' ')}`;
        },
      },
    ];
    const slots = { Allen: ['QB'], Chase: ['RB'], Barkley: ['WR'] } as Record<string, readonly string[]>;
    const table = (notes: Record<string, string>) => (
      <DataTable label="Teams" columns={columns} rows={rows} rowKey={(r) => r.name} rowContext={(r) => ({ note: notes[r.name] ?? '', slots: slots[r.name] ?? [] })} />
    );
    const { rerender } = render(table({}));
    rerender(table({ Chase: 'bought' }));
    expect(Object.fromEntries(seen)).toEqual({ Allen: 1, Chase: 2, Barkley: 1 });
    expect(screen.getByText('Chase bought RB')).toBeTruthy();
  });
});
