// Not in format.ts: that module is on the public board's first load, which formats no dates
// (docs/BENCHMARKS.md, "First load: the locale data").

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
