import { DATA_SEASONS } from '../nfl/data-seasons.js';

/**
 * The season an import's results were played in. A draft's own season can only be this
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

export const DRAFT_DATE_FORMAT = 'Draft date must be a date (YYYY-MM-DD)';
export const DRAFT_DATE_IN_FUTURE = 'Draft date cannot be after today';
export const draftDateSeasonRule = (season: number): string => `Draft date must be in ${season}, the season of these results`;

/**
 * The day the imported draft was held, when the league says it (optional). An export carries no
 * date, and the import's own day would file last season's draft under this year's date (Price
 * History's "Draft date", the league's draft card). A calendar day (YYYY-MM-DD) of the results'
 * season, not after `today` (the same form). null when allowed, else the rule's sentence.
 */
export function importDraftDateError(date: string, season: number, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return DRAFT_DATE_FORMAT;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2025-02-30 over into March: a day that rolls is no day.
  const asUtc = new Date(Date.UTC(year, month - 1, day));
  if (asUtc.getUTCFullYear() !== year || asUtc.getUTCMonth() !== month - 1 || asUtc.getUTCDate() !== day) return DRAFT_DATE_FORMAT;
  if (year !== season) return draftDateSeasonRule(season);
  if (date > today) return DRAFT_DATE_IN_FUTURE;
  return null;
}

/** Today as YYYY-MM-DD on the caller's calendar (the server's, or the browser's local day). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The newest calendar day anywhere now (UTC+14): the server's "today" for a draft date, so a
 * league ahead of the server's clock can still give today's date.
 */
export const latestDayOnEarth = (now: Date = new Date()): string => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
