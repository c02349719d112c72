// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_BOARD_ID, embeddedBoardScript } from '#shared/draft/embedded-board.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { fetchDraftSnapshot, takeEmbeddedBoard } from './draft-reads.js';

const snapshot = { draft: { seq: 7, league_name: 'Sofa </script> League' }, teams: [], picks: [] } as unknown as DraftSnapshot;

function servePage(token: string) {
  document.body.innerHTML = `<div id="root"></div>${embeddedBoardScript(token, JSON.stringify(snapshot))}`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the public board’s embedded first read', () => {
  it('is the board’s first snapshot, taken once', async () => {
    servePage('abc');
    await expect(fetchDraftSnapshot({ kind: 'public', token: 'abc' })).resolves.toEqual(snapshot);
    // A later load (a gap in the log, a retry) must ask the server, not reuse the page's copy.
    expect(takeEmbeddedBoard('abc')).toBeUndefined();
  });

  it('belongs to its own board only', () => {
    servePage('abc');
    expect(takeEmbeddedBoard('other')).toBeUndefined();
    expect(takeEmbeddedBoard('abc')).toBeUndefined();
  });

  it('is ignored when it is not JSON', () => {
    document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_BOARD_ID}">{oops</script>`;
    expect(takeEmbeddedBoard('abc')).toBeUndefined();
  });
});
