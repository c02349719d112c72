import { describe, expect, it } from 'vitest';
import { applyPresence } from './presence.js';
import type { DraftSnapshot, DraftTeam } from './types.js';

const makeTeam = (id: number) => ({ fantasy_team_id: id, online: false }) as DraftTeam;

describe('presence onto a snapshot', () => {
  const snapshot = { teams: [makeTeam(1), makeTeam(2), makeTeam(3)] } as DraftSnapshot;
  it('sets each team online from the set, keeping unchanged teams and the snapshot itself when nothing moved', () => {
    const after = applyPresence(snapshot, [2, 3]);
    expect(after.teams.map((t) => t.online)).toEqual([false, true, true]);
    expect(after.teams[0]).toBe(snapshot.teams[0]);
    expect(applyPresence(after, [3, 2])).toBe(after);
    expect(applyPresence(after, []).teams.map((t) => t.online)).toEqual([false, false, false]);
  });
});
