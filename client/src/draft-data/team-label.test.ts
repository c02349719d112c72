import { describe, expect, it } from 'vitest';
import { teamLabel, teamLabelOf } from './team-label.js';

const teams = [
  { fantasy_team_id: 1, team_name: 'Gridiron Gang', team_nickname: null },
  { fantasy_team_id: 2, team_name: 'Blitz Brigade', team_nickname: 'Ana' },
  { fantasy_team_id: 3, team_name: 'Sunday Scaries', team_nickname: '   ' },
];

describe('a team as the draft names it', () => {
  it('is its nickname when it has one, else its name', () => {
    expect(teams.map(teamLabel)).toEqual(['Gridiron Gang', 'Ana', 'Sunday Scaries']);
  });

  it('is found by id, and undefined for an id no team has', () => {
    expect(teamLabelOf(teams, 2)).toBe('Ana');
    expect(teamLabelOf(teams, 1)).toBe('Gridiron Gang');
    expect(teamLabelOf(teams, 9)).toBeUndefined();
    expect(teamLabelOf(teams, null)).toBeUndefined();
    expect(teamLabelOf(undefined, 1)).toBeUndefined();
  });
});
