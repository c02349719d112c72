import type { DraftStatus } from '#shared/draft/types.js';

/**
 * Who is offered "Import last season's results" in the Settings tab, and in what words
 * (docs/DECISIONS.md). The import fills an empty draft that has not started and
 * completes it, so only such a draft is offered it. What last season's prices are for depends on
 * the league: a keeper league keeps players at them; any league sees them in its next auction
 * (the lot card's "Last season $X"), its Price History tab and each player's draft history.
 */
export interface ImportOffer {
  /** The card's opening paragraph: what the file is and what the league gets from it. */
  intro: string;
}

const WHAT_TO_IMPORT =
  "Drafted somewhere else last season? Import that draft's results (a CSV export from ESPN, Yahoo or a spreadsheet) into this empty draft: it is then completed with those picks";

export const KEEPER_IMPORT_INTRO = `${WHAT_TO_IMPORT}, and a later draft of this league can keep players at these prices.`;

export const PRICES_IMPORT_INTRO =
  `${WHAT_TO_IMPORT}, and this league's next auction shows what each player went for ("Last season $X" when he is up for bids), ` +
  'as do the Price History tab and each player\'s draft history.';

export interface ImportOfferDraft {
  draft_status: DraftStatus;
  /** Whether the draft has any pick (keepers included). */
  hasPicks: boolean;
  /** The league's keeper setting; undefined until it is known, so the card never shows the wrong words first. */
  keeperLeague: boolean | undefined;
}

/** The import card's words for this draft, or null when it is not offered. */
export function importOffer({ draft_status, hasPicks, keeperLeague }: ImportOfferDraft): ImportOffer | null {
  if (draft_status !== 'NOT_STARTED' || hasPicks || keeperLeague === undefined) return null;
  return { intro: keeperLeague ? KEEPER_IMPORT_INTRO : PRICES_IMPORT_INTRO };
}
