// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { AddTeamsModal, teamsFromRows } from './AddTeamsModal.js';

const server = setUpLocalApi();

const row = (n: number) => screen.getByLabelText<HTMLInputElement>(`Team name ${n}`);
const ownerOf = (n: number) => screen.getByLabelText<HTMLInputElement>(`Owner email ${n} (optional)`);

function openMultiple(onClose = () => undefined) {
  renderWithApp(<AddTeamsModal open leagueId={4} onClose={onClose} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Multiple teams' }));
}

describe('Add Teams modal', () => {
  it('ignores empty rows and checks the others by the single team rule', () => {
    const rows = [
      { teamName: ' A ', ownerEmail: '' },
      { teamName: '', ownerEmail: '' },
      { teamName: '  ', ownerEmail: ' ' },
      { teamName: 'B', ownerEmail: ' b@example.com ' },
      { teamName: 'C', ownerEmail: 'not an email' },
      { teamName: '', ownerEmail: 'd@example.com' },
    ];
    expect(teamsFromRows(rows)).toEqual([
      { index: 0, request: { team_name: 'A', owner_email: null } },
      { index: 3, request: { team_name: 'B', owner_email: 'b@example.com' } },
      { index: 4, error: 'Invalid email format' },
      { index: 5, error: expect.stringMatching(/team name/i) },
    ]);
  });

  it('sends each row with its owner email, and sends nothing while a row is wrong', async () => {
    server.on('POST', '/leagues/4/teams', (req) => ({ status: 201, body: req.body }));
    openMultiple();
    fireEvent.change(row(1), { target: { value: 'Sharks' } });
    fireEvent.change(ownerOf(1), { target: { value: 'shark@example.com' } });
    fireEvent.change(row(2), { target: { value: 'Jets' } });
    fireEvent.change(ownerOf(2), { target: { value: 'jets@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Teams' }));
    await screen.findByText('Row 2: Invalid email format');
    expect(server.requests).toHaveLength(0);
    fireEvent.change(ownerOf(2), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Teams' }));
    await screen.findByText('Added 2 teams successfully!');
    expect(server.requests.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { team_name: 'Sharks', owner_email: 'shark@example.com' },
        { team_name: 'Jets', owner_email: null },
      ]),
    );
  });

  it("asks for at least one team name and sends nothing when every row is empty", async () => {
    openMultiple();
    fireEvent.change(row(2), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Teams' }));
    await screen.findByText('Please enter at least one team name');
    expect(server.requests).toHaveLength(0);
  });

  it('sends one POST per named row and reports the count', async () => {
    server.on('POST', '/leagues/4/teams', (req) => ({ status: 201, body: req.body }));
    const onClose = vi.fn();
    openMultiple(onClose);
    fireEvent.change(row(1), { target: { value: 'Sharks' } });
    fireEvent.change(row(3), { target: { value: ' Jets ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Teams' }));
    await screen.findByText('Added 2 teams successfully!');
    expect(server.requests.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { team_name: 'Sharks', owner_email: null },
        { team_name: 'Jets', owner_email: null },
      ]),
    );
    expect(server.requests).toHaveLength(2);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the rows that failed and says some teams failed', async () => {
    server.on('POST', '/leagues/4/teams', (req) =>
      (req.body as { team_name: string }).team_name === 'Dup' ? { status: 409, body: { error: 'Team name already used' } } : { status: 201, body: req.body },
    );
    openMultiple();
    fireEvent.change(row(1), { target: { value: 'Fresh' } });
    fireEvent.change(row(2), { target: { value: 'Dup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Teams' }));
    await screen.findByText('Failed to add some teams');
    expect(row(1).value).toBe('Dup');
  });

  it('adds a single team with its owner email', async () => {
    server.on('POST', '/leagues/4/teams', (req) => ({ status: 201, body: req.body }));
    renderWithApp(<AddTeamsModal open leagueId={4} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Solo' } });
    fireEvent.change(screen.getByLabelText('Owner email (optional)'), { target: { value: 'solo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    await screen.findByText('Team added successfully!');
    expect(server.requests[0]?.body).toEqual({ team_name: 'Solo', owner_email: 'solo@example.com' });
  });
});
