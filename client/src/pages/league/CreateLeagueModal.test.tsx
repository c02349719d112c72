// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { CreateLeagueModal } from './CreateLeagueModal.js';

const server = setUpLocalApi();

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('Create League modal', () => {
  it('starts from the spec defaults and steps the penalty by 1 for a fixed increase, 0.1 for a percentage', () => {
    renderWithApp(<CreateLeagueModal open onClose={() => undefined} />);
    expect(input('League name').value).toBe('');
    const keeper = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Keeper league' });
    expect(keeper.checked).toBe(false);
    fireEvent.click(keeper);

    expect(input('Max keepers').value).toBe('0');
    expect(input('Max keepers').min).toBe('0');
    const type = screen.getByLabelText<HTMLSelectElement>('Keeper penalty type');
    expect(type.value).toBe('FIXED_INCREASE');
    expect(input('Penalty amount ($)').value).toBe('5');
    expect(input('Penalty amount ($)').step).toBe('1');
    expect(input('Penalty amount ($)').min).toBe('0');

    fireEvent.change(type, { target: { value: 'PERCENTAGE_INCREASE' } });
    expect(input('Penalty amount (%)').step).toBe('0.1');
  });

  it('requires a league name before calling the server', () => {
    renderWithApp(<CreateLeagueModal open onClose={() => undefined} />);
    fireEvent.change(input('League name'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Create League' }));
    expect(screen.getByText('League name is required')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('posts the five fields, toasts success and closes', async () => {
    server.on('POST', '/leagues', { status: 201, body: { fantasy_league_id: 9 } });
    const onClose = vi.fn();
    renderWithApp(<CreateLeagueModal open onClose={onClose} />);
    fireEvent.change(input('League name'), { target: { value: '  Sunday Sharks ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keeper league' }));
    fireEvent.change(input('Max keepers'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Keeper penalty type'), { target: { value: 'PERCENTAGE_INCREASE' } });
    fireEvent.change(input('Penalty amount (%)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));

    await screen.findByText('League created successfully!');
    expect(server.requests[0]?.body).toEqual({
      league_name: 'Sunday Sharks',
      is_keeper_league: true,
      max_keepers: 3,
      keeper_penalty_type: 'PERCENTAGE_INCREASE',
      keeper_penalty_amount: 12.5,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's error, else 'Failed to create league'", async () => {
    server.on('POST', '/leagues', (_req, count) => (count === 1 ? { status: 400, body: { error: 'League name is too long' } } : { status: 400, body: {} }));
    renderWithApp(<CreateLeagueModal open onClose={() => undefined} />);
    fireEvent.change(input('League name'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await screen.findByText('League name is too long');
    fireEvent.click(await screen.findByRole('button', { name: 'Create League' }));
    await screen.findByText('Failed to create league');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open it
          </button>
          <CreateLeagueModal open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(input('League name')));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // The panel leaves after its exit animation; focus returns when it does.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
