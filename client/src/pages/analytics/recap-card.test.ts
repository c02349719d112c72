import { describe, expect, it } from 'vitest';
import type { DraftAnalytics, PickAnalytics, TeamAnalytics } from '#shared/analytics/types.js';
import { leagueRecap, teamRecap } from './recap-card.js';

const sale: PickAnalytics = {
  fantasy_pick_id: 1, pick_number: 1, nfl_player_id: 'p1', full_name: 'Bijan Robinson', position_code: 'RB',
  fantasy_team_id: 2, team_name: 'Blitz Brigade', team_nickname: 'Ana', price: 30, value: 45, difference: -15,
};
const team: TeamAnalytics = {
  fantasy_team_id: 2, team_name: 'Blitz Brigade', team_nickname: 'Ana', spent: 180, spend_by_position: { QB: 20, RB: 100, WR: 60, TE: 0, K: 0, DEF: 0 },
  value: 200, surplus: 20, starters_projected_points: 1500, grade: 'A', money_left: 20, open_slots: 1, players_count: 15,
  starters: [], best_buy: sale, biggest_reach: null,
};

describe('recap cards', () => {
  it('name a team as the draft does: its nickname when it has one', () => {
    const card = teamRecap(team, 'Sunday League', 2026);
    expect(card.title).toBe('Ana');
    expect(card.fileName).toBe('sunday-league-2026-ana.png');
    expect(teamRecap({ ...team, team_nickname: null }, 'Sunday League', 2026).title).toBe('Blitz Brigade');

    const analytics: DraftAnalytics = { sales: 1, teams: [team], steals: [sale], reaches: [], inflation_timeline: [] };
    const lines = leagueRecap(analytics, 'Sunday League', 2026).lines.map((l) => l.value);
    expect(lines[0]).toBe('Ana: 1,500');
    expect(lines[1]).toBe('Bijan Robinson (RB) $30, worth $45 · Ana');
  });
});
