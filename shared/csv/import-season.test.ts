import { describe, expect, it } from 'vitest';
import { importResultsSchema } from './requests.js';
import { defaultImportSeason, FIRST_IMPORT_SEASON, importDraftDateError, importSeasonChoices, importSeasonError, latestDayOnEarth, localDay } from './import-season.js';

describe('the season of imported results', () => {
  it('defaults to the season before the draft, chosen from our oldest NFL data season up to the draft own', () => {
    expect(FIRST_IMPORT_SEASON).toBe(2022);
    expect(defaultImportSeason(2026)).toBe(2025);
    expect(importSeasonChoices(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(importSeasonChoices(2027)[0]).toBe(2027);
    // The default is always one of the choices.
    expect(importSeasonChoices(2026)).toContain(defaultImportSeason(2026));
    expect(importSeasonChoices(2022)).toEqual([2022]);
    expect(defaultImportSeason(2022)).toBe(2022);
  });

  it('refuses a season after the draft or before our data, with the range in the text', () => {
    expect(importSeasonError(2025, 2026)).toBeNull();
    expect(importSeasonError(2026, 2026)).toBeNull();
    expect(importSeasonError(2022, 2026)).toBeNull();
    expect(importSeasonError(2027, 2026)).toBe('Season of these results must be from 2022 to 2026');
    expect(importSeasonError(2021, 2026)).toBe('Season of these results must be from 2022 to 2026');
    expect(importSeasonError(2023, 2022)).toBe('Season of these results must be 2022');
  });

  it('takes the season in the import request as a whole year, or leaves it to the default', () => {
    const base = { csv: 'a', mapping: { player: 'P', position: 'Pos', fantasy_team: 'T', price: '$' } };
    expect(importResultsSchema.parse({ ...base, season: 2025 }).season).toBe(2025);
    expect(importResultsSchema.parse(base).season).toBeUndefined();
    for (const season of ['2025', 2025.5, null]) {
      const result = importResultsSchema.safeParse({ ...base, season });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Season of these results must be a year');
    }
  });

  it('takes a draft date that is a calendar day of the results season, up to today', () => {
    expect(importDraftDateError('2025-08-30', 2025, '2026-11-23')).toBeNull();
    expect(importDraftDateError('2025-12-31', 2025, '2026-11-23')).toBeNull();
    expect(importDraftDateError('2024-02-29', 2024, '2026-11-23')).toBeNull();
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-8-30', '30/08/2025', '2025-08-30T12:00:00Z', '']) {
      expect(importDraftDateError(bad, 2025, '2026-11-23')).toBe('Draft date must be a date (YYYY-MM-DD)');
    }
    expect(importDraftDateError('2026-08-30', 2025, '2026-11-23')).toBe('Draft date must be in 2025, the season of these results');
    expect(importDraftDateError('2026-11-23', 2026, '2026-11-23')).toBeNull();
    expect(importDraftDateError('2026-11-24', 2026, '2026-11-23')).toBe('Draft date cannot be after today');
  });

  it('reads today on the local calendar, and the server today as the newest day on Earth', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(latestDayOnEarth(new Date('2026-11-23T09:59:00Z'))).toBe('2026-11-23');
    expect(latestDayOnEarth(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-24');
  });
});
