// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';
import { openLot } from '#tests/helpers/auction-lot.js';
import { CommissionerLotControls } from './CommissionerLotControls.js';

const lot = (paused: boolean) => openLot({ paused_remaining_ms: paused ? 8000 : null });

describe('the commissioner’s lot controls', () => {
  afterEach(cleanup);
  const commands = { pause: vi.fn(), resume: vi.fn(), addTime: vi.fn(), cancel: vi.fn() } as unknown as AuctionCommands;

  it('pause and resume the lot while the draft runs', () => {
    expect(render(<CommissionerLotControls lot={lot(false)} commands={commands} draftPaused={false} />).queryByRole('button', { name: 'Pause lot' })).not.toBeNull();
    cleanup();
    const view = render(<CommissionerLotControls lot={lot(true)} commands={commands} draftPaused={false} />);
    view.getByRole('button', { name: 'Resume lot' }).click();
    expect(commands.resume).toHaveBeenCalledTimes(1);
    expect(commands.resume).toHaveBeenCalledWith(lot(true).lot_id);
  });

  it('name their lot in every control, so a control sent again after a lost answer never reaches the next lot', () => {
    const named = { pause: vi.fn(), resume: vi.fn(), addTime: vi.fn(), cancel: vi.fn() };
    const view = render(<CommissionerLotControls lot={openLot({ lot_id: 41 })} commands={named as unknown as AuctionCommands} draftPaused={false} />);
    fireEvent.click(view.getByRole('button', { name: 'Pause lot' }));
    fireEvent.click(view.getByRole('button', { name: 'Add 10 s' }));
    fireEvent.click(view.getByRole('button', { name: 'Cancel lot' }));
    fireEvent.click(view.getAllByRole('button', { name: 'Cancel lot' }).at(-1) as HTMLElement);
    expect(named.pause).toHaveBeenCalledWith(41);
    expect(named.addTime).toHaveBeenCalledWith(41, 10);
    expect(named.cancel).toHaveBeenCalledWith(41);
  });

  it('are not pressed while the room is out of touch with the server, and say when they come back', () => {
    const view = render(<CommissionerLotControls lot={lot(false)} commands={commands} draftPaused={false} inSync={false} />);
    for (const name of ['Pause lot', 'Add 10 s', 'Cancel lot']) expect((view.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    view.getByText("The lot's controls come back when the room hears the server again.");
    view.rerender(<CommissionerLotControls lot={lot(false)} commands={commands} draftPaused={false} inSync />);
    expect((view.getByRole('button', { name: 'Pause lot' }) as HTMLButtonElement).disabled).toBe(false);
    expect(view.queryByText("The lot's controls come back when the room hears the server again.")).toBeNull();
  });

  it('offer no Resume lot while the whole draft is paused, and say what runs the clock again', () => {
    const view = render(<CommissionerLotControls lot={lot(true)} commands={commands} draftPaused />);
    expect(view.queryByRole('button', { name: /Resume lot|Pause lot/ })).toBeNull();
    view.getByText("The lot's clock runs again when the draft resumes.");
    expect(view.queryByRole('button', { name: 'Add 10 s' })).not.toBeNull();
    expect(view.queryByRole('button', { name: 'Cancel lot' })).not.toBeNull();
  });

  it('ask before cancelling a lot, and let the question go with its lot', async () => {
    const cancel = vi.fn();
    const asked = { ...commands, cancel } as unknown as AuctionCommands;
    const open = openLot({ lot_id: 5, high_bid: 12 });
    const view = render(<CommissionerLotControls lot={open} commands={asked} draftPaused={false} />);
    fireEvent.click(view.getByRole('button', { name: 'Cancel lot' }));
    const dialog = view.getByRole('dialog', { name: 'Cancel this lot?' });
    expect(dialog.textContent).toContain(`${open.player.full_name} goes back to the pool and every bid on the lot, up to $12, is dropped.`);
    fireEvent.click(view.getByRole('button', { name: 'Keep the lot' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(view.getByRole('button', { name: 'Cancel lot' }));
    fireEvent.click(view.getAllByRole('button', { name: 'Cancel lot' }).at(-1) as HTMLElement);
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());

    // Asked, then the lot sold and the next one opened: the answer would cancel the wrong lot.
    fireEvent.click(view.getByRole('button', { name: 'Cancel lot' }));
    view.getByRole('dialog', { name: 'Cancel this lot?' });
    view.rerender(<CommissionerLotControls lot={openLot({ lot_id: 6 })} commands={asked} draftPaused={false} />);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
