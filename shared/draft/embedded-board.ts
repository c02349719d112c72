import type { BestAvailablePlayer, BestAvailableResponse, PublicLinkResponse } from './api.js';
import type { DraftSnapshot } from './types.js';

/**
 * The public board's page carries the board's first read (GET /api/public/drafts/{token}, the
 * same JSON) in a `<script type="application/json">` with this id, so a phone opening the QR link
 * does not wait for, nor pay the headers of, a second request before it paints. The
 * server writes it (server/http/board-document.ts); the client reads it once (client/src/api/draft-reads.ts).
 */
export const EMBEDDED_BOARD_ID = 'public-board-data';

export interface EmbeddedBoard {
  /** The link token the read belongs to: a page for one board never hands its data to another. */
  token: string;
  snapshot: DraftSnapshot;
}

/**
 * What the TV adds to the board, carried by the same page in its own element: the link and QR
 * code (GET .../link) and the strip's first best-available read (GET .../best-available), so the
 * TV's first load makes neither request.
 */
export const EMBEDDED_SCREEN_ID = 'public-board-screen';

export interface EmbeddedScreen {
  token: string;
  /** The board's seq when the page was written: a later board has a later list. */
  seq: number;
  link: PublicLinkResponse;
  best_available: StripLists;
}

/** What the TV strip prints of a best-available player (client/src/pages/public/TvStrip.tsx). */
export type StripPlayer = Pick<BestAvailablePlayer, 'nfl_player_id' | 'full_name' | 'first_name' | 'last_name' | 'team_abbreviation'>;
export type StripLists = { [Position in keyof BestAvailableResponse]: StripPlayer[] };

/**
 * The page carries only what the strip prints: the projection orders the list on the server and
 * is not shown, so it stays out of the TV's first load.
 */
export function stripLists(best: BestAvailableResponse): StripLists {
  const strip = (players: BestAvailablePlayer[]) =>
    players.map(({ nfl_player_id, full_name, first_name, last_name, team_abbreviation }) => ({ nfl_player_id, full_name, first_name, last_name, team_abbreviation }));
  return { QB: strip(best.QB), RB: strip(best.RB), WR: strip(best.WR), TE: strip(best.TE) };
}

/** The element's text: JSON that cannot end the script early (`<` escaped, as JSON allows). */
export function embeddedBoardScript(token: string, snapshotJson: string): string {
  return jsonScript(EMBEDDED_BOARD_ID, `{"token":${JSON.stringify(token)},"snapshot":${snapshotJson}}`);
}

export function embeddedScreenScript(screen: EmbeddedScreen): string {
  return jsonScript(EMBEDDED_SCREEN_ID, JSON.stringify(screen));
}

function jsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replaceAll('<', '\\u003c')}</script>`;
}
