import { useEffect, useState } from 'react';

/**
 * Loose name matching for instant filtering while the server search catches up: case, accents
 * and punctuation do not matter ("ja'marr" finds "Ja'Marr", "st brown" finds "Amon-Ra St. Brown").
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function matchesSearch(name: string, search: string): boolean {
  const key = searchKey(search);
  return key === '' || searchKey(name).includes(key);
}

/** The value after it stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
