/** The import card's season choice, in its own words (shared/csv/import-season.ts has the rule). */
export const SEASON_LABEL = 'Season of these results';

/** Why the season matters: the draft is filed under it. */
export const seasonHint = (season: number) => `The draft becomes the ${season} draft, so Price History and the league's drafts list these prices under ${season}.`;
