// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { LeagueLoader } from './LeagueLoader.js';

const server = setUpLocalApi();

const detail = { league: { fantasy_league_id: 7, league_name: 'Office League' }, teams: [], drafts: [] } as unknown as LeagueDetailResponse;

const renderLoader = (leagueId: number | null) =>
  renderWithApp(<LeagueLoader leagueId={leagueId}>{(data) => <h1>{data.league.league_name}</h1>}</LeagueLoader>);

describe('LeagueLoader', () => {
  it('renders its children with the league detail', async () => {
    server.on('GET', '/leagues/7', { status: 200, body: detail });
    renderLoader(7);
    await screen.findByRole('heading', { name: 'Office League' });
  });

  it("shows 'League not found' for an id that is not a number, without asking the server", async () => {
    renderLoader(null);
    await screen.findByText('League not found', { selector: '.empty-title' });
    expect(server.requests).toHaveLength(0);
  });

  it('shows a failure with a Try again that reloads the league', async () => {
    server.on('GET', '/leagues/7', (_req, count) => (count === 1 ? { status: 403, body: { error: 'Not a member of this league' } } : { status: 200, body: detail }));
    renderLoader(7);
    await screen.findByText('Access denied. You do not have permission for this action.');
    expect(screen.queryByRole('heading')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Office League' });
  });
});
