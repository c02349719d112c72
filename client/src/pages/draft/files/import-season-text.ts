/** The import card's season choice, in its own words (shared/csv/import-season.ts has the rule). */
export const SEASON_LABEL = 'Season of these results';

/** Why the season matters: the draft is filed under it. */
export const seasonHint = (season: number) => `The draft becomes the ${season} draft, so Price History and the league's drafts list these prices under ${season}.`;

/** The optional day the draft was held (shared/csv/import-season.ts, importDraftDateError). */
export const DRAFT_DATE_LABEL = 'Draft date (optional)';

export const draftDateHint = (season: number) => `The day of the ${season} draft, for Price History and the league's drafts. Left empty, no date is shown.`;
