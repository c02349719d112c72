import type { DraftSnapshot } from './types.js';

/**
 * The public board's page carries the board's first read (GET /api/public/drafts/{token}, the
 * same JSON) in a `<script type="application/json">` with this id, so a phone opening the QR link
 * does not wait for, nor pay the headers of, a second request before it paints (issue 10). The
 * server writes it (server/http/board-document.ts); the client reads it once (client/src/api/draft-reads.ts).
 */
export const EMBEDDED_BOARD_ID = 'public-board-data';

export interface EmbeddedBoard {
  /** The link token the read belongs to: a page for one board never hands its data to another. */
  token: string;
  snapshot: DraftSnapshot;
}

/** The element's text: JSON that cannot end the script early (`<` escaped, as JSON allows). */
export function embeddedBoardScript(token: string, snapshotJson: string): string {
  const json = `{"token":${JSON.stringify(token)},"snapshot":${snapshotJson}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_BOARD_ID}">${json}</script>`;
}
