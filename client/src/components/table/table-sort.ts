import { useMemo } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export type SortValue = string | number | null | undefined;

/** Spec 02 §2: the first click on a new column sorts descending, a repeat click toggles. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key !== key) return { key, direction: 'desc' };
  return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/** Sort rows by a value; missing values always sink to the bottom. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

/** The rows in the order a table's sort asks for (as given while nothing is sorted). */
export function useSortedRows<T>(rows: readonly T[], columns: readonly { id: string; sortValue?: (row: T) => SortValue }[], sort: SortState | null): readonly T[] {
  return useMemo(() => {
    const value = sort && columns.find((c) => c.id === sort.key)?.sortValue;
    return sort && value ? sortRows(rows, value, sort.direction) : rows;
  }, [rows, columns, sort]);
}
