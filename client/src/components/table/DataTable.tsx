import { memo, type HTMLAttributes, type ReactNode } from 'react';
import type { SortState, SortValue } from './table-sort.js';
import './data-table.css';

export interface TableColumn<T, C = undefined> {
  id: string;
  header: ReactNode;
  /** Right-aligned figures (header and cells). */
  numeric?: boolean;
  /** Makes the header a sort button; `useSortedRows` orders the rows by it. */
  sortValue?: (row: T) => SortValue;
  /** The cell names its row (`<th scope="row">`), for tables read row by row. */
  rowHeader?: boolean;
  cellClassName?: string | ((row: T) => string);
  cell: (row: T, context: C) => ReactNode;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | undefined };

export interface DataTableProps<T, C = undefined> {
  columns: readonly TableColumn<T, C>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /**
   * Whatever else a row's cells read (the pick of a player, say): a row re-renders only when its row
   * or this changes (an object, field by field).
   */
  rowContext?: (row: T, index: number) => C;
  /**
   * In place of rowContext: a hook each row calls for what its cells show from a store (a team's
   * figures), so a change renders that row alone, not the table nor a component per cell
   * (scripts/bench-render.ts). The same function for the table's life.
   */
  useRowContext?: (row: T) => C;
  rowAttributes?: (row: T, index: number) => RowAttributes;
  sort?: SortState | null;
  onSort?: (columnId: string) => void;
  className?: string;
  id?: string;
  label?: string;
}

const ariaSort = (sort: SortState | null | undefined, id: string) => (sort?.key === id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');

/**
 * The app's one table: a header row (sort buttons where a column sorts) and one row per item.
 * Rows are memoised, so a 1000-row list re-renders only the rows whose data changed.
 */
export function DataTable<T, C = undefined>({ columns, rows, rowKey, rowContext, useRowContext, rowAttributes, sort, onSort, className = '', id, label }: DataTableProps<T, C>) {
  return (
    <table className={`data-table ${className}`.trim()} id={id} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortValue && onSort ? (
              <th key={column.id} scope="col" className={column.numeric ? 'num' : undefined} aria-sort={ariaSort(sort, column.id)}>
                <button type="button" className="sort-btn" onClick={() => onSort(column.id)}>
                  {column.header}
                  <span aria-hidden="true" className="sort-mark">
                    {sort?.key === column.id ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ) : (
              <th key={column.id} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) =>
          useRowContext ? (
            <SubscribedRow
              key={rowKey(row, index)}
              row={row}
              useRowContext={useRowContext as (row: unknown) => unknown}
              columns={columns as readonly TableColumn<unknown, unknown>[]}
              attributes={rowAttributes?.(row, index)}
            />
          ) : (
            <DataRow key={rowKey(row, index)} row={row} context={rowContext?.(row, index) as C} columns={columns as readonly TableColumn<unknown, unknown>[]} attributes={rowAttributes?.(row, index)} />
          ),
        )}
      </tbody>
    </table>
  );
}

interface DataRowProps {
  row: unknown;
  context: unknown;
  columns: readonly TableColumn<unknown, unknown>[];
  attributes: RowAttributes | undefined;
}

const sameAttributes = (a: RowAttributes | undefined, b: RowAttributes | undefined) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof RowAttributes)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** A context built per row each render ({ slots, points }) is the same when each of its fields is. */
const sameContext = (a: unknown, b: unknown) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/** A row's cells: each column's content in a header cell (the row's name) or a data cell. */
function rowMarkup(row: unknown, context: unknown, columns: readonly TableColumn<unknown, unknown>[], attributes: RowAttributes | undefined) {
  return (
    <tr {...attributes}>
      {columns.map((column) => {
        const own = typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
        const className = [column.numeric ? 'num' : '', own ?? ''].join(' ').trim() || undefined;
        const content = column.cell(row, context);
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

const sameRowProps = (before: Omit<DataRowProps, 'context'>, after: Omit<DataRowProps, 'context'>) =>
  before.row === after.row && before.columns === after.columns && sameAttributes(before.attributes, after.attributes);

const DataRow = memo(
  function DataRow({ row, context, columns, attributes }: DataRowProps) {
    return rowMarkup(row, context, columns, attributes);
  },
  (before, after) => sameRowProps(before, after) && sameContext(before.context, after.context),
);

interface SubscribedRowProps extends Omit<DataRowProps, 'context'> {
  useRowContext: (row: unknown) => unknown;
}

/** A row that reads its own context (DataTableProps.useRowContext). */
const SubscribedRow = memo(function SubscribedRow({ row, useRowContext, columns, attributes }: SubscribedRowProps) {
  return rowMarkup(row, useRowContext(row), columns, attributes);
}, (before, after) => sameRowProps(before, after) && before.useRowContext === after.useRowContext);
