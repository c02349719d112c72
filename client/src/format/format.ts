import { groupDigits } from '#shared/format/grouped-digits.js';

export const formatDollars = (amount: number) => `$${groupDigits(amount)}`;

/**
 * A timestamp as the reader's calendar day. A bare YYYY-MM-DD (a draft date the league typed) is
 * that day as written: `new Date('2025-08-30')` is UTC midnight, Aug 29 west of Greenwich.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Route params arrive as text; anything but a positive integer id is treated as missing. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
