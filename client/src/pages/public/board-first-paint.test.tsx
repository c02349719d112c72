import { describe, expect, it } from 'vitest';
import { baseSnapshot } from '#tests/helpers/room-server.js';
import { openLot } from '#tests/helpers/auction-lot.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { renderBoardFirstPaint } from './board-first-paint.js';

/**
 * The public board as the server draws it into its page (docs/DECISIONS.md, "First paint of the
 * public board"). A live auction's rail is a part loaded on demand (TvLot.tsx): the drawing waits
 * for it rather than going out without the board, which is what a guest who scans the QR code
 * during a lot opens.
 */
function liveAuction(): DraftSnapshot {
  const snapshot = baseSnapshot(7);
  snapshot.draft.auction_mode = 'live';
  snapshot.draft.auction_started_at = '2025-08-01T00:00:00.000Z';
  snapshot.lot = openLot({
    lot_id: 1,
    player: { full_name: 'Bijan Robinson', position_code: 'RB', team_abbreviation: 'ATL', photo_url: null, last_season_price: null },
    high_bid: 41,
    high_team_id: 2,
    closes_at: new Date(Date.now() + 20_000).toISOString(),
    bids: 3,
  });
  return snapshot;
}

describe('the board drawn on the server', () => {
  it('draws a keyed-in board at once', async () => {
    const html = await renderBoardFirstPaint('tok', baseSnapshot(7));
    expect(html).toContain('board-first-paint');
    expect(html).toContain('Team 1');
  });

  it('draws a live auction with its open lot, the rail included', async () => {
    const html = await renderBoardFirstPaint('tok', liveAuction());
    expect(html).toContain('board-first-paint');
    // React separates text parts with comments; what a guest reads is the text.
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('Bijan Robinson');
    expect(text).toMatch(/data-testid="lot-high-bid"><span class="lot-high-amount">\$41<\/span><span class="lot-leader">Team 2</);
    // The clock's time left is not drawn: the drawing is kept for every phone that opens the board
    // at this seq, and its seconds would be stale by then (CountdownRing.tsx).
    expect(text).toContain('class="countdown-ring');
    expect(text).not.toContain('ring-seconds');
    // No part left for the browser to draw (React's mark of a boundary it gave up on).
    expect(html).not.toContain('<!--$!-->');
  });
});
