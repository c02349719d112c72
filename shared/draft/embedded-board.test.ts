import { describe, expect, it } from 'vitest';
import { EMBEDDED_BOARD_ID, embeddedBoardScript } from './embedded-board.js';

describe('embeddedBoardScript', () => {
  it('writes JSON that no player or league name can break out of', () => {
    const snapshot = '{"draft":{"league_name":"</script><script>alert(1)</script>"}}';
    const script = embeddedBoardScript('tok_en-1', snapshot);
    expect(script.startsWith(`<script type="application/json" id="${EMBEDDED_BOARD_ID}">`)).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual({ token: 'tok_en-1', snapshot: JSON.parse(snapshot) });
  });
});
