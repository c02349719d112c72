// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { LeagueDetailResponse, LeagueScoringResponse } from '#shared/league-types.js';
import { SCORING_PRESETS } from '#shared/scoring.js';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import LeagueSettingsPage, { NO_PERMISSION_MESSAGE } from './LeagueSettingsPage.js';

const server = setUpLocalApi();

function detail(isCommissioner: boolean): LeagueDetailResponse {
  return {
    league: {
      fantasy_league_id: 5,
      league_name: 'Office League',
      season: 2025,
      num_teams: 2,
      auction_budget: 200,
      commissioner_id: 1,
      commissioner_username: 'boss',
      league_code: 'ABCDEF',
      is_keeper_league: false,
    is_practice: false,
      max_keepers: 0,
      keeper_penalty_type: 'FIXED_INCREASE',
      keeper_penalty_amount: 5,
      teams_joined: 1,
      team_name: null,
      is_commissioner: isCommissioner,
      draft_status: null,
      fantasy_draft_id: null,
      created_at: '2025-08-01T00:00:00.000Z',
      joining_open: true,
      join_qr_on_board: false,
    },
    teams: [
      { fantasy_team_id: 11, team_name: 'Alpha', owner_email: 'a@example.com', fantasy_user_id: 2, username: 'al', display_name: 'Al' },
      { fantasy_team_id: 12, team_name: 'Bravo', owner_email: null, fantasy_user_id: null, username: null, display_name: null },
    ],
    drafts: [],
  };
}

beforeEach(() => {
  server.on('GET', '/leagues/5', { status: 200, body: detail(true) });
  const scoring: LeagueScoringResponse = { fantasy_league_id: 5, scoring_settings: SCORING_PRESETS.HALF_PPR };
  server.on('GET', '/leagues/5/scoring', { status: 200, body: scoring });
  server.on('PUT', '/leagues/5/teams/11', (req) => ({ status: 200, body: req.body }));
  server.on('PUT', '/leagues/5/teams/12', (req) => ({ status: 200, body: req.body }));
  server.on('PUT', '/leagues/5', (req) => ({ status: 200, body: req.body }));
});

const renderSettings = () => renderWithApp(<Route path="/leagues/:leagueId/settings" component={LeagueSettingsPage} />, '/leagues/5/settings');
const writes = () => server.requests.filter((r) => r.method === 'PUT');

describe('League settings', () => {
  it('flags a bad owner email inline and blocks saving', async () => {
    renderSettings();
    const bravo = await screen.findByLabelText('Bravo');
    fireEvent.change(bravo, { target: { value: 'not-an-email' } });
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await screen.findByText('Please fix invalid email formats before saving');
    expect(writes()).toHaveLength(0);
  });

  it('sends one PUT per changed team, an emptied email as null', async () => {
    renderSettings();
    fireEvent.change(await screen.findByLabelText(/^Alpha/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Bravo'), { target: { value: ' b@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await screen.findByText('Updated 2 team mapping(s) successfully!');
    const puts = writes().map((r) => [r.path, r.body]);
    expect(puts).toEqual(
      expect.arrayContaining([
        ['/api/leagues/5/teams/11', { owner_email: null }],
        ['/api/leagues/5/teams/12', { owner_email: 'b@example.com' }],
      ]),
    );
    expect(puts).toHaveLength(2);
  });

  it('saves a single row with its own button', async () => {
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Bravo'), { target: { value: 'b@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save owner of Bravo' }));
    await screen.findByText('Team mapping updated successfully!');
    expect(writes()).toHaveLength(1);
  });

  it('ignores an empty or unchanged league name, sends a changed one', async () => {
    renderSettings();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'League name' });
    const save = screen.getByRole('button', { name: 'Save Name' });
    fireEvent.click(save);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(save);
    expect(writes()).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Office League 2' } });
    fireEvent.click(save);
    await screen.findByText('League name updated successfully!');
    expect(writes()[0]?.body).toEqual({ league_name: 'Office League 2' });
  });

  it('shows the league\'s scoring preset and sends only a changed preset', async () => {
    server.on('PUT', '/leagues/5/scoring', (req) => ({ status: 200, body: { fantasy_league_id: 5, scoring_settings: SCORING_PRESETS.PPR, echo: req.body } }));
    renderSettings();
    const half = await screen.findByRole<HTMLInputElement>('radio', { name: 'Half PPR' });
    expect(half.checked).toBe(true);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Scoring' });
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'PPR' }));
    fireEvent.click(save);
    await screen.findByText('Scoring settings updated successfully!');
    expect(writes().filter((r) => r.path.endsWith('/scoring')).map((r) => r.body)).toEqual([{ preset: 'PPR' }]);
  });

  it('tells a member who is not the commissioner that they cannot change settings', async () => {
    server.on('GET', '/leagues/5', { status: 200, body: detail(false) });
    renderSettings();
    await screen.findByText(NO_PERMISSION_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Save Name' })).toBeNull();
  });

  it("shows 'League not found' for a league the user cannot see", async () => {
    server.on('GET', '/leagues/5', { status: 404, body: { error: 'League not found' } });
    renderSettings();
    await screen.findByText('League not found', { selector: '.empty-title' });
  });
});
