import { groupDigits } from '#shared/format/grouped-digits.js';

export const formatDollars = (amount: number) => `$${groupDigits(amount)}`;
