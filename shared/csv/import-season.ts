import { DATA_SEASONS } from '../nfl/data-seasons.js';

/**
 * The season an import's results were played in (issue 15). A draft's own season can only be this
 * year or next (createDraftSchema), so last season's results would otherwise be filed under this
 * season: Price History, its trend column and the league's draft list would all read them as this
 * year's. The import moves the draft to the season its results are from: any season from the
 * oldest one we hold NFL data for up to the draft's own, last season by default.
 */
export const FIRST_IMPORT_SEASON: number = DATA_SEASONS[0];

export const defaultImportSeason = (draftSeason: number): number => Math.max(FIRST_IMPORT_SEASON, draftSeason - 1);

/** The allowed seasons, newest first (the card's choices). */
export function importSeasonChoices(draftSeason: number): number[] {
  const choices: number[] = [];
  for (let s = draftSeason; s >= FIRST_IMPORT_SEASON; s--) choices.push(s);
  return choices.length > 0 ? choices : [draftSeason];
}

export const importSeasonRule = (draftSeason: number): string => {
  const choices = importSeasonChoices(draftSeason);
  const oldest = choices[choices.length - 1] ?? draftSeason;
  return oldest === draftSeason ? `Season of these results must be ${draftSeason}` : `Season of these results must be from ${oldest} to ${draftSeason}`;
};

/** null when `season` is allowed for a draft of `draftSeason`, else the rule's sentence. */
export function importSeasonError(season: number, draftSeason: number): string | null {
  return importSeasonChoices(draftSeason).includes(season) ? null : importSeasonRule(draftSeason);
}
