import { describe, expect, it } from 'vitest';
import { joinTeamOf, withJoinOpen, withJoinTeam, type JoinView } from './joining.js';

const view: JoinView = {
  league: { fantasy_league_id: 1, league_name: 'L', season: 2026, commissioner_username: 'c', commissioner_name: 'C', num_teams: 2, is_keeper_league: false, current_draft_id: null },
  teams: [
    { fantasy_team_id: 10, team_name: 'Seat 1', claimed: true, owner_display_name: 'Me' },
    { fantasy_team_id: 11, team_name: 'Seat 2', claimed: false, owner_display_name: null },
  ],
  joining_open: true,
  joining_version: 4,
  own_team_id: 10,
};

describe('the join page applying owner changes', () => {
  it('a join marks the team claimed with the display name; a release opens it again', () => {
    const joined = joinTeamOf({ fantasy_league_id: 1, fantasy_team_id: 11, team_name: 'Seat 2', kind: 'joined', owner_display_name: 'Ana' });
    expect(joined).toEqual({ fantasy_team_id: 11, team_name: 'Seat 2', claimed: true, owner_display_name: 'Ana' });
    expect(withJoinTeam(view, joined).teams[1]).toEqual(joined);
    const released = joinTeamOf({ fantasy_league_id: 1, fantasy_team_id: 11, team_name: 'Seat 2', kind: 'released', owner_display_name: null });
    expect(released.claimed).toBe(false);
  });

  it('the caller’s own team released is theirs no more; a team the page does not list changes nothing', () => {
    const released = { fantasy_team_id: 10, team_name: 'Seat 1', claimed: false, owner_display_name: null };
    expect(withJoinTeam(view, released).own_team_id).toBeNull();
    const other = { fantasy_team_id: 99, team_name: 'Elsewhere', claimed: true, owner_display_name: 'X' };
    expect(withJoinTeam(view, other)).toBe(view);
  });
});

describe('the join page applying joining opened or closed', () => {
  it('closing keeps the teams and marks the view closed; reopening marks it open', () => {
    const closed = withJoinOpen(view, { joining_open: false, joining_version: 5 });
    expect(closed).toEqual({ ...view, joining_open: false, joining_version: 5 });
    expect(withJoinOpen(closed, { joining_open: true, joining_version: 6 })).toEqual({ ...view, joining_version: 6 });
  });

  it('drops a push no newer than the view: two switches heard in the wrong order leave the last one made', () => {
    // Closed (5) then opened (6) by the commissioner; the page hears 6 first, then 5.
    const opened = withJoinOpen(view, { joining_open: true, joining_version: 6 });
    expect(withJoinOpen(opened, { joining_open: false, joining_version: 5 })).toBe(opened);
    // A push the view's own read already holds changes nothing either.
    expect(withJoinOpen(view, { joining_open: false, joining_version: 4 })).toBe(view);
  });
});
