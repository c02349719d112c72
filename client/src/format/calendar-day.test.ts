import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './calendar-day.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatDate', () => {
  it('shows a typed calendar day as that day, west and east of Greenwich', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Auckland', 'UTC']) {
      process.env.TZ = tz;
      expect(formatDate('2025-08-30')).toBe('Aug 30, 2025');
    }
  });

  it('shows a timestamp on the reader calendar, and nothing for none or nonsense', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2025-08-30T03:00:00.000Z')).toBe('Aug 29, 2025');
    process.env.TZ = 'UTC';
    expect(formatDate('2025-08-30T03:00:00.000Z')).toBe('Aug 30, 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
