/**
 * One reading of a whole number for every form and route (bids, prices, budgets, slot counts).
 * Typed text must be plain digits: `Number()` alone would take "1e3", "0x10" or "1.0".
 */

/** A JSON value that is a whole number of at least `min` (and safe to store). */
export function isWholeNumber(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** Typed text as a whole number of at least `min`; null for anything else (blank, "1e3", "4.5", "-1"). */
export function parseWholeNumber(text: string, min = 0): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return isWholeNumber(value, min) ? value : null;
}
