import { describe, expect, it } from 'vitest';
import { EMBEDDED_BOARD_ID, EMBEDDED_SCREEN_ID, embeddedBoardScript, embeddedScreenScript, stripLists, type EmbeddedScreen } from './embedded-board.js';

describe('embeddedBoardScript', () => {
  it('writes JSON that no player or league name can break out of', () => {
    const snapshot = '{"draft":{"league_name":"</script><script>alert(1)</script>"}}';
    const script = embeddedBoardScript('tok_en-1', snapshot);
    expect(script.startsWith(`<script type="application/json" id="${EMBEDDED_BOARD_ID}">`)).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual({ token: 'tok_en-1', snapshot: JSON.parse(snapshot) });
  });

  it('carries the TV\'s link, QR markup and strip with every `<` escaped, read back unchanged', () => {
    const screen: EmbeddedScreen = {
      token: 'tok',
      seq: 7,
      link: { public_url: 'http://192.168.1.5:3000/public/draft/tok', qr_svg: '<svg viewBox="0 0 35 35"><path d="M1 1.5h7"/></svg>' },
      best_available: { QB: [], RB: [], WR: [], TE: [{ nfl_player_id: 'p1', full_name: '</script>', first_name: 'a', last_name: 'b', team_abbreviation: null }] },
    };
    const script = embeddedScreenScript(screen);
    expect(script.startsWith(`<script type="application/json" id="${EMBEDDED_SCREEN_ID}">`)).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(screen);
  });

  it('keeps of the best-available lists only what the strip prints (no projection)', () => {
    const player = { nfl_player_id: 'p1', full_name: 'Bo Nix', first_name: 'Bo', last_name: 'Nix', team_abbreviation: 'DEN', fantasy_points_ppr_projected: 245.4 };
    expect(stripLists({ QB: [player], RB: [], WR: [], TE: [] })).toEqual({
      QB: [{ nfl_player_id: 'p1', full_name: 'Bo Nix', first_name: 'Bo', last_name: 'Nix', team_abbreviation: 'DEN' }],
      RB: [],
      WR: [],
      TE: [],
    });
  });
});
