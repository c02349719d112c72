import { describe, expect, it } from 'vitest';
import type { StripPlayer } from './embedded-board.js';
import { stripListsWithout } from './strip-lists.js';

describe('stripListsWithout', () => {
  const player = (id: string, name: string): StripPlayer => ({ nfl_player_id: id, full_name: name, first_name: name, last_name: name, team_abbreviation: 'KC' });
  const lists = { QB: [player('q1', 'A'), player('q2', 'B')], RB: [player('r1', 'C')], WR: [], TE: [player('t1', 'D')] };

  it('drops a sold player from the list that names them and leaves the others as they were', () => {
    const without = stripListsWithout(lists, 'q1');
    expect(without).toEqual({ QB: [player('q2', 'B')], RB: [player('r1', 'C')], WR: [], TE: [player('t1', 'D')] });
    expect(without.RB).toBe(lists.RB);
    expect(lists.QB).toHaveLength(2);
  });

  it('gives the same lists back for a player none of them names (no new render)', () => {
    expect(stripListsWithout(lists, 'k9')).toBe(lists);
  });
});
