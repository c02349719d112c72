import { groupDigits } from '#shared/format/grouped-digits.js';

/** Spec 02 §5 display rules: missing numbers show a dash, points one decimal, yards with thousands separators. */
export const DASH = '—';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export const formatPoints = (value: number | null | undefined) => (isNumber(value) ? oneDecimal.format(value) : DASH);
export const formatYards = (value: number | null | undefined) => (isNumber(value) ? groupDigits(value) : DASH);
/** Projected touchdowns and receptions are fractional; one decimal keeps 0.4 TDs from reading as 0. */
export const formatCount = (value: number | null | undefined) => (isNumber(value) ? oneDecimal.format(value) : DASH);
/** Whole dollars ($1,247); a missing value (a drafted player's adjusted value) shows a dash. */
export const formatDollarValue = (value: number | null | undefined) => (isNumber(value) ? `$${groupDigits(value)}` : DASH);
