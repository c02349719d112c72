import { describe, expect, it } from 'vitest';
import type { ApiTeam } from '#shared/league-types.js';
import { initialDraftSettings, leagueStartingPoint, participantErrors, resizeParticipants, rosterTotal, settingsError } from './draft-form.js';

const team = (id: number, name: string, email: string | null = null): ApiTeam => ({
  fantasy_team_id: id,
  team_name: name,
  owner_email: email,
  fantasy_user_id: null,
  username: null,
  display_name: null,
});

describe('Create Draft form', () => {
  // The spec's text says "19 slots in total", but its own counts add up to 16; the live total shows the real sum.
  it('starts from the spec defaults: 12 teams, $200, QB 2 RB 2 WR 3 TE 1 FLEX 1 K 1 DEF 1 BENCH 5', () => {
    const form = initialDraftSettings(2025);
    expect(form.numTeams).toBe('12');
    expect(form.budget).toBe('200');
    expect(form.roster).toMatchObject({ QB: '2', RB: '2', WR: '3', TE: '1', FLEX: '1', K: '1', DEF: '1', BENCH: '5', SUPERFLEX: '0' });
    expect(rosterTotal(form.roster)).toBe(16);
    expect(settingsError(form)).toBeNull();
  });

  it("starts a league's draft from its own teams and budget: four teams, four participants, no 'Team 5'", () => {
    const teams = [team(1, 'Sharks'), team(2, 'Jets'), team(3, "Ana's Audibles", 'ana@example.com'), team(4, 'Owls')];
    const from = leagueStartingPoint({ num_teams: 12, auction_budget: 150 }, teams);
    expect(from).toEqual({ numTeams: 4, budget: 150 });
    const form = initialDraftSettings(2026, from);
    expect([form.numTeams, form.budget]).toEqual(['4', '150']);
    const rows = resizeParticipants([], Number(form.numTeams), teams);
    expect(rows.map((r) => r.teamName)).toEqual(['Sharks', 'Jets', "Ana's Audibles", 'Owls']);
    expect(rows.map((r) => r.teamId)).toEqual([1, 2, 3, 4]);
    // Too few teams for a draft yet: the league's planned count, its teams first.
    expect(leagueStartingPoint({ num_teams: 8, auction_budget: 200 }, [team(1, 'Sharks')])).toEqual({ numTeams: 8, budget: 200 });
  });

  it('checks teams 2..32, budget at least 1 and slots 0..10', () => {
    const form = initialDraftSettings(2025);
    expect(settingsError({ ...form, numTeams: '1' })).toMatch(/between 2 and 32/);
    expect(settingsError({ ...form, numTeams: '33' })).toMatch(/between 2 and 32/);
    expect(settingsError({ ...form, budget: '0' })).toMatch(/at least \$1/);
    expect(settingsError({ ...form, roster: { ...form.roster, WR: '11' } })).toMatch(/WR slots/);
    expect(rosterTotal({ ...form.roster, WR: '' })).toBe(13);
  });

  it("fills participants from the league's teams, then 'Team {n}', positions 1..n", () => {
    const rows = resizeParticipants([], 4, [team(10, 'Sharks', 'a@b.co'), team(11, 'Jets')]);
    expect(rows.map((r) => [r.teamName, r.ownerEmail, r.draftPosition, r.teamId])).toEqual([
      ['Sharks', 'a@b.co', '1', 10],
      ['Jets', '', '2', 11],
      ['Team 3', '', '3', undefined],
      ['Team 4', '', '4', undefined],
    ]);
    const shrunk = resizeParticipants([...rows.slice(0, 3), { ...rows[3]!, draftPosition: '4' }], 3, []);
    expect(shrunk).toHaveLength(3);
    expect(participantErrors(shrunk).size).toBe(0);
  });

  it('flags positions outside 1..n, duplicates, missing names and bad emails', () => {
    const rows = resizeParticipants([], 3, []);
    const errors = participantErrors([
      { ...rows[0]!, draftPosition: '2' },
      { ...rows[1]!, draftPosition: '2' },
      { ...rows[2]!, draftPosition: '4' },
    ]);
    expect(errors.get(1)).toBe('Draft position 2 is used twice');
    expect(errors.get(2)).toBe('Draft position must be from 1 to 3');
    expect(participantErrors([{ ...rows[0]!, teamName: ' ' }]).get(0)).toBe('Team name is required');
    expect(participantErrors([{ ...rows[0]!, draftPosition: '1', ownerEmail: 'nope' }]).get(0)).toBe('Invalid email format');
  });
});
