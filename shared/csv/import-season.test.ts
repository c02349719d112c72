import { describe, expect, it } from 'vitest';
import { importResultsSchema } from './requests.js';
import { defaultImportSeason, FIRST_IMPORT_SEASON, importSeasonChoices, importSeasonError } from './import-season.js';

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
});
