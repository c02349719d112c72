// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_BOARD_ID, embeddedBoardScript } from '#shared/draft/embedded-board.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createDraftStore } from '../draft-data/store.js';
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

  it('is the public board store’s state from its creation, so the first render paints the board', () => {
    servePage('abc');
    const store = createDraftStore({ kind: 'public', token: 'abc' });
    expect(store.getState()).toMatchObject({ snapshot, status: 'ready', error: null });
    expect(takeEmbeddedBoard('abc')).toBeUndefined();
    // Another board's store starts empty and loads its own.
    servePage('abc');
    expect(createDraftStore({ kind: 'public', token: 'other' }).getState()).toMatchObject({ snapshot: null, status: 'loading' });
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
