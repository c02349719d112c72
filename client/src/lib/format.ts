const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatDollars = (amount: number) => `$${dollars.format(amount)}`;

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Route params arrive as text; anything but a positive integer id is treated as missing. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
